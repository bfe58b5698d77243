import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SIZES, PageControls, type PageChoice } from './paged-rows';

/** A server-paged list's controls, with the choice they make shown as text. */
function PagedList({ count }: { count: number }) {
  const [choice, setChoice] = useState<PageChoice>({ page: 0, pageSize: PAGE_SIZES[0]! });
  return (
    <>
      <p>
        page {choice.page + 1} of size {choice.pageSize}
      </p>
      <PageControls count={count} {...choice} onChange={setChoice} />
    </>
  );
}

afterEach(cleanup);

describe('tables page by 50, 100 or 250 rows (docs/product/time-and-week.md#constants)', () => {
  it('shows no page controls while every row fits on the first page', () => {
    render(<PagedList count={50} />);
    expect(screen.queryByText('Rows per page:')).toBeNull();
  });

  it('shows 50 rows a page and moves to the next page', () => {
    render(<PagedList count={120} />);
    expect(screen.getByText('1–50 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('page 2 of size 50')).toBeTruthy();
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
  });

  it('goes back to the first page when the page size changes', () => {
    render(<PagedList count={120} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page:' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '100' }));
    expect(screen.getByText('page 1 of size 100')).toBeTruthy();
    expect(screen.getByText('1–100 of 120')).toBeTruthy();
  });
});
