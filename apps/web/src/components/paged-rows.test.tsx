import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePagedRows } from './paged-rows';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function NumberList({ rows }: { rows: number[] }) {
  const { shown, first, pagination } = usePagedRows(rows);
  return (
    <>
      <p>first row {first + 1}</p>
      <ul>
        {shown.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      {pagination}
    </>
  );
}

const shownRows = () => screen.queryAllByRole('listitem').map((item) => Number(item.textContent));

afterEach(cleanup);

describe('tables page by 50, 100 or 250 rows (docs/product/time-and-week.md#constants)', () => {
  it('shows no page controls while every row fits on the first page', () => {
    render(<NumberList rows={numbers(50)} />);
    expect(shownRows()).toHaveLength(50);
    expect(screen.queryByText('Rows per page:')).toBeNull();
  });

  it('shows 50 rows a page and moves to the next page', () => {
    render(<NumberList rows={numbers(120)} />);
    expect(shownRows()).toEqual(numbers(50));
    expect(screen.getByText('1–50 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(shownRows()[0]).toBe(51);
    expect(screen.getByText('first row 51')).toBeTruthy();
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
  });

  it('goes back to the first page when the page size changes', () => {
    render(<NumberList rows={numbers(120)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page:' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '100' }));
    expect(shownRows()).toEqual(numbers(100));
    expect(screen.getByText('1–100 of 120')).toBeTruthy();
  });

  it('stays on the last page that still exists when rows go', () => {
    const { rerender } = render(<NumberList rows={numbers(120)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(shownRows()).toEqual([...numbers(120)].slice(100));

    rerender(<NumberList rows={numbers(70)} />);
    expect(shownRows()).toEqual(numbers(70).slice(50));
    expect(screen.getByText('51–70 of 70')).toBeTruthy();
  });
});
