import { createContext, useContext } from 'react';
import type { UserView } from '@portal/shared';

/** The signed-in person, provided by the shell to every page behind sign-in. */
export const SignedInUserContext = createContext<UserView | null>(null);

export function useSignedInUser(): UserView {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is for pages behind sign-in');
  return user;
}
