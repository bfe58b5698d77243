import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../test/field-messages.js';
import { homeOfficeCreateBody, homeOfficeQuery } from './home-office.js';

/** docs/product/time-and-week.md#home-office; docs/product/time-and-week.md#home-office, docs/product/reports.md#home-office-year. */
describe('home-office schemas', () => {
  it('needs at least one date when marking', () => {
    expect(fieldMessages(homeOfficeCreateBody, { user_id: 7, dates: [] })).toEqual({
      dates: ['validation:date_choose'],
    });
    expect(fieldMessages(homeOfficeCreateBody, { user_id: 7, dates: ['2026-11-16'] })).toEqual({});
  });

  it('reads a month as YYYY-MM, 01 to 12', () => {
    expect(fieldMessages(homeOfficeQuery, { user_id: '7', month: '2026-12' })).toEqual({});
    expect(fieldMessages(homeOfficeQuery, { user_id: '7', month: '2026-13' })).toEqual({
      month: ['validation:year_month_format'],
    });
    expect(fieldMessages(homeOfficeQuery, { user_id: '7', month: '2026-1' })).toEqual({
      month: ['validation:year_month_format'],
    });
  });

  it('needs user_id with month or from_date, or a year', () => {
    const message = ['validation:home_office_query'];

    expect(fieldMessages(homeOfficeQuery, {})).toEqual({ '': message });
    expect(fieldMessages(homeOfficeQuery, { month: '2026-11' })).toEqual({ '': message });
    expect(fieldMessages(homeOfficeQuery, { user_id: '7' })).toEqual({ '': message });
    expect(fieldMessages(homeOfficeQuery, { user_id: '7', from_date: '2026-11-16' })).toEqual({});
    expect(fieldMessages(homeOfficeQuery, { year: '2027' })).toEqual({});
  });
});
