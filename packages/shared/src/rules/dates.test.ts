import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDays,
  eachDay,
  isWeekend,
  localIsoDate,
  monthBounds,
  weekdayIndex,
  weekStart,
} from './dates.js';

describe('calendar dates (docs/product/time-and-week.md#constants, docs/product/http-contract.md#dates)', () => {
  it('"The week starts on Monday"', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });

  it('numbers the days of the week from 0 Monday to 6 Sunday', () => {
    expect(eachDay('2026-11-23', '2026-11-29').map(weekdayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('"The week has 5 working days (Monday to Friday) and 2 weekend days"', () => {
    const week = eachDay('2026-11-23', '2026-11-29');
    expect(week.filter(isWeekend)).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('"A date range counts inclusive days", across month and year ends', () => {
    expect(calendarDays('2026-12-30', '2027-01-02')).toBe(4);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('does not move a day when crossing daylight-saving changes', () => {
    expect(eachDay('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('reads "today" from the local clock', () => {
    expect(localIsoDate(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
  });
});

describe('monthBounds', () => {
  it('knows the length of each month, leap years included', () => {
    expect(monthBounds('2026-02')).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthBounds('2028-02')).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthBounds('2026-12')).toEqual(['2026-12-01', '2026-12-31']);
    expect(monthBounds('2026-01')).toEqual(['2026-01-01', '2026-01-31']);
    expect(monthBounds('2026-04')).toEqual(['2026-04-01', '2026-04-30']);
    expect(monthBounds('2100-02')).toEqual(['2100-02-01', '2100-02-28']);
  });

  it('keeps four-digit years before 1000, which a month query may name', () => {
    expect(monthBounds('0688-10')).toEqual(['0688-10-01', '0688-10-31']);
    expect(monthBounds('0999-12')).toEqual(['0999-12-01', '0999-12-31']);
  });
});
