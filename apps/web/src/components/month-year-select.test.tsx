import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthYearSelect } from './month-year-select';

function yearChoices(year: number): string[] {
  render(<MonthYearSelect month={11} year={year} onChange={() => {}} />);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('MonthYearSelect (time-log reports)', () => {
  afterEach(cleanup);
  const thisYear = new Date().getFullYear();

  it('"Year choices are previous, current and next year." (docs/product/time-and-week.md#constants)', () => {
    expect(yearChoices(thisYear)).toEqual([thisYear - 1, thisYear, thisYear + 1].map(String));
  });

  it('keeps a year from the address choosable, in order', () => {
    expect(yearChoices(thisYear - 4)).toEqual([thisYear - 4, thisYear - 1, thisYear, thisYear + 1].map(String));
  });
});
