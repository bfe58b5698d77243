import { describe, expect, it } from 'vitest';
import { employeeDayStatus, hoursPerDay, totalHours, weeklyStatus, WORKDAY_MINUTES } from './work-time.js';

const workday = { isPublicHoliday: false, isPersonalHoliday: false };

describe('employeeDayStatus (docs/product/time-and-week.md#day-status)', () => {
  it('"insufficient" under 8 hours', () => {
    expect(employeeDayStatus({ ...workday, minutes: 479 })).toBe('insufficient');
    expect(employeeDayStatus({ ...workday, minutes: 0 })).toBe('insufficient');
  });

  it('"success (exactly 8)"', () => {
    expect(employeeDayStatus({ ...workday, minutes: WORKDAY_MINUTES })).toBe('success');
  });

  it('"overtime (over 8)"', () => {
    expect(employeeDayStatus({ ...workday, minutes: 481 })).toBe('overtime');
  });

  it('"A national holiday overrides, then a personal holiday."', () => {
    expect(employeeDayStatus({ minutes: 600, isPublicHoliday: true, isPersonalHoliday: true })).toBe('nat_holiday');
    expect(employeeDayStatus({ minutes: 600, isPublicHoliday: false, isPersonalHoliday: true })).toBe('holiday');
  });
});

describe('durations and rounding (docs/product/time-and-week.md#constants)', () => {
  it('"hours per day are minutes divided by 60 to two decimals, and the total to one decimal"', () => {
    expect(hoursPerDay(100)).toBe('1.67');
    expect(totalHours(100)).toBe('1.7');
    expect(totalHours(2_400)).toBe('40.0');
  });
});

describe('weeklyStatus (docs/product/time-and-week.md#weekly-status)', () => {
  const week = (minutes: number[], holidays: number[] = []) =>
    ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map(
      (date, index) => ({ date, minutes: minutes[index] ?? 0, isHoliday: holidays.includes(index) }),
    );
  const afterTheWeek = new Date(2026, 10, 23, 9, 0);

  it('"\'Upcoming week\': the week is later than the current week"', () => {
    expect(weeklyStatus('2026-11-30', [], afterTheWeek)).toBe('Upcoming week');
  });

  // These two names quote docs/product/time-and-week.md#day-bar word for word: "any" is the spec's English, not a TypeScript type.
  it('"\'Overtime.\': any checked working day has more than 8 hours"', () => {
    expect(weeklyStatus('2026-11-16', week([480, 481, 0, 480, 480]), afterTheWeek)).toBe('Overtime.');
  });

  it('"\'Insufficient time logged.\': any checked day has less than 8 hours"', () => {
    expect(weeklyStatus('2026-11-16', week([480, 479, 480, 480, 480]), afterTheWeek)).toBe('Insufficient time logged.');
  });

  it('"\'All hours entered correctly.\': otherwise", weekends not checked', () => {
    expect(weeklyStatus('2026-11-16', week([480, 480, 480, 480, 480, 600, 30]), afterTheWeek)).toBe(
      'All hours entered correctly.',
    );
  });

  it('"Days that are holidays with no hours are skipped."', () => {
    expect(weeklyStatus('2026-11-16', week([480, 0, 480, 480, 480], [1]), afterTheWeek)).toBe(
      'All hours entered correctly.',
    );
    expect(weeklyStatus('2026-11-16', week([480, 120, 480, 480, 480], [1]), afterTheWeek)).toBe(
      'Insufficient time logged.',
    );
  });

  it('"For the current week, days from today on are skipped. Today is counted only after 17:00."', () => {
    const wednesdayMorning = new Date(2026, 10, 18, 16, 59);
    const wednesdayEvening = new Date(2026, 10, 18, 17, 0);
    const days = week([480, 480, 0, 0, 0]);
    expect(weeklyStatus('2026-11-16', days, wednesdayMorning)).toBe('All hours entered correctly.');
    expect(weeklyStatus('2026-11-16', days, wednesdayEvening)).toBe('Insufficient time logged.');
  });
});
