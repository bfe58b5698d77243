import { screen, within } from '@testing-library/react';

/** The texts of each body row's cells, in `table` or in the whole screen: what a reader sees, row by row. */
export function rowTexts(table?: HTMLElement): (string | null)[][] {
  const scope = table ? within(table) : screen;
  return scope
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
