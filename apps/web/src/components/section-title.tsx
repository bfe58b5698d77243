import { createContext, useContext } from 'react';

/** The current section's name, set by the shell from the route table, read by pages and the top bar. */
export const SectionTitleContext = createContext('');

export function useSectionTitle(): string {
  return useContext(SectionTitleContext);
}
