import { describe, expect, it } from 'vitest';
import { defaultPersonTime, type PersonTime } from './time-model.js';
import { isLastWorkingDayOfMonth, weekSoFar, type ReminderDay } from './reminders.js';

/** Monday 16 November 2026, a full week on the default schedule with `minutes` logged Monday to Friday. */
function week(minutes: number[], overrides: Partial<ReminderDay>[] = []): ReminderDay[] {
  const dates = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
  return dates.map((date, index) => {
    const working = index < 5;
    return {
      date,
      minutes: minutes[index] ?? 0,
      isHoliday: false,
      measure: working ? 480 : 0,
      target: working ? 480 : 0,
      ...overrides[index],
    };
  });
}
const friday14 = { date: '2026-11-20', hour: 14 };

describe('the week so far of the weekly reminder (docs/product/closing.md#reminders)', () => {
  it('"to every active employee whose current week is \'Insufficient time logged.\'": a checked day under its target', () => {
    expect(weekSoFar('2026-11-16', week([480, 480, 300, 480]), friday14)).toEqual({
      insufficient: true,
      loggedMinutes: 1740,
      expectedMinutes: 1920,
    });
    expect(weekSoFar('2026-11-16', week([480, 480, 480, 480]), friday14).insufficient).toBe(false);
  });

  it('checks today only after 17:00, by the weekly status rule, on the clock it is given', () => {
    const noFriday = week([480, 480, 480, 480, 0]);
    expect(weekSoFar('2026-11-16', noFriday, friday14)).toMatchObject({ insufficient: false, expectedMinutes: 1920 });
    expect(weekSoFar('2026-11-16', noFriday, { date: '2026-11-20', hour: 17 })).toMatchObject({
      insufficient: true,
      expectedMinutes: 2400,
    });
  });

  it('expects nothing on a holiday or a whole day of leave, and half on a half day', () => {
    const days = week([480, 0, 240, 480], [{}, { isHoliday: true, target: 0 }, { measure: 240, target: 240 }]);
    expect(weekSoFar('2026-11-16', days, friday14)).toEqual({
      insufficient: false,
      loggedMinutes: 1200,
      expectedMinutes: 1200,
    });
  });

  it('says nothing is missing in a week with overtime, as the weekly status does', () => {
    expect(weekSoFar('2026-11-16', week([540, 0, 480, 480]), friday14).insufficient).toBe(false);
  });

  it('checks every day of a past week', () => {
    expect(weekSoFar('2026-11-16', week([480, 480, 480, 480, 480]), { date: '2026-11-23', hour: 8 })).toEqual({
      insufficient: false,
      loggedMinutes: 2400,
      expectedMinutes: 2400,
    });
  });
});

describe('the last working day of a month (docs/product/closing.md#reminders)', () => {
  const fourDays: PersonTime = {
    schedules: [{ from_date: '2026-01-01', minutes: [480, 480, 480, 480, 0, 0, 0] }],
    publicHolidays: new Set(),
  };

  it('"on the month\'s last working day": the last day with a target above 0 on the person\'s schedule', () => {
    // Monday 30 November 2026 is the last working day of November on the default week.
    expect(isLastWorkingDayOfMonth(defaultPersonTime(), '2026-11-30')).toBe(true);
    expect(isLastWorkingDayOfMonth(defaultPersonTime(), '2026-11-27')).toBe(false);
    // Thursday 29 October 2026 on a Monday-to-Thursday week: Friday 30 is free, Saturday 31 too.
    expect(isLastWorkingDayOfMonth(fourDays, '2026-10-29')).toBe(true);
    expect(isLastWorkingDayOfMonth(defaultPersonTime(), '2026-10-30')).toBe(true);
  });

  it('skips the public holidays of their calendar and the days after their employment ends', () => {
    expect(isLastWorkingDayOfMonth(defaultPersonTime(new Set(['2026-12-31'])), '2026-12-30')).toBe(true);
    expect(isLastWorkingDayOfMonth(defaultPersonTime(new Set(['2026-12-31'])), '2026-12-31')).toBe(false);
    const leaving: PersonTime = { ...defaultPersonTime(), employment: { start_date: null, end_date: '2026-12-15' } };
    expect(isLastWorkingDayOfMonth(leaving, '2026-12-15')).toBe(true);
    expect(isLastWorkingDayOfMonth(leaving, '2026-12-31')).toBe(false);
  });

  it('is no day of a month without working days', () => {
    const nothing: PersonTime = {
      schedules: [{ from_date: '2026-01-01', minutes: [0, 0, 0, 0, 0, 0, 0] }],
      publicHolidays: new Set(),
    };
    expect(isLastWorkingDayOfMonth(nothing, '2026-12-31')).toBe(false);
  });
});
