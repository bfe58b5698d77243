import { describe, expect, it } from 'vitest';
import { dayBar, formatHours } from './day-bar.js';
import { weekNumber } from './dates.js';

const monday = '2026-11-23';
const saturday = '2026-11-28';
const plain = { isPublicHoliday: false, isPersonalHoliday: false };

describe('dayBar (docs/product/time-and-week.md#day-bar)', () => {
  it('"Under 8 hours is insufficient. Exactly 8 is sufficient. Over 8 is overtime (error state)."', () => {
    expect(dayBar({ ...plain, date: monday, minutes: 479 })).toMatchObject({ state: 'insufficient' });
    expect(dayBar({ ...plain, date: monday, minutes: 480 })).toMatchObject({ state: 'sufficient' });
    expect(dayBar({ ...plain, date: monday, minutes: 481 })).toMatchObject({ state: 'overtime' });
  });

  it('"The bar fill is hours, capped at 8, times 12.5 percent."', () => {
    expect(dayBar({ ...plain, date: monday, minutes: 240 })).toMatchObject({ fillPercent: 50 });
    expect(dayBar({ ...plain, date: monday, minutes: 600 })).toMatchObject({ fillPercent: 100 });
    expect(dayBar({ ...plain, date: monday, minutes: 0 })).toMatchObject({ fillPercent: 0, kind: 'hours' });
  });

  it('"Weekend days with 0 hours are not shown."', () => {
    expect(dayBar({ ...plain, date: saturday, minutes: 0 })).toEqual({ kind: 'hidden' });
    expect(dayBar({ date: saturday, minutes: 0, isPublicHoliday: true, isPersonalHoliday: true })).toEqual({
      kind: 'hidden',
    });
    expect(dayBar({ ...plain, date: saturday, minutes: 60 })).toMatchObject({ kind: 'hours', hours: '1' });
  });

  it('"A national holiday with 0 hours shows a flag and an off bar. A personal holiday … a beach icon"', () => {
    expect(dayBar({ date: monday, minutes: 0, isPublicHoliday: true, isPersonalHoliday: true })).toEqual({
      kind: 'public-holiday',
      fillPercent: 0,
    });
    expect(dayBar({ date: monday, minutes: 0, isPublicHoliday: false, isPersonalHoliday: true })).toEqual({
      kind: 'personal-holiday',
      fillPercent: 0,
    });
    expect(dayBar({ date: monday, minutes: 120, isPublicHoliday: true, isPersonalHoliday: false })).toMatchObject({
      kind: 'hours',
    });
  });

  it('"the hours are shown (one decimal if fractional)"', () => {
    expect(dayBar({ ...plain, date: monday, minutes: 450 })).toMatchObject({ hours: '7.5' });
    expect(formatHours(480)).toBe('8');
    expect(formatHours(20)).toBe('0.3');
  });
});

describe('weekNumber (docs/product/time-and-week.md#constants)', () => {
  it('"the week number counts Monday-based weeks from 1 January"', () => {
    expect(weekNumber('2026-01-01')).toBe(1); // a Thursday
    expect(weekNumber('2026-01-04')).toBe(1); // the Sunday of that week
    expect(weekNumber('2026-01-05')).toBe(2); // the next Monday
    expect(weekNumber('2026-11-23')).toBe(48);
  });
});
