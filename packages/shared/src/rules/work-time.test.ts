import { describe, expect, it } from 'vitest';
import { employeeDayStatus, formatDuration, hoursPerDay, totalHours, WORKDAY_MINUTES } from './work-time.js';

const workday = { isPublicHoliday: false, isPersonalHoliday: false };

describe('employeeDayStatus (spec §4 Employees table day status)', () => {
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

describe('durations and rounding (spec §9)', () => {
  it('"A duration is shown as Nh, plus Mm if the remainder is not zero."', () => {
    expect(formatDuration(480)).toBe('8h');
    expect(formatDuration(95)).toBe('1h 35m');
    expect(formatDuration(45)).toBe('0h 45m');
  });

  it('"hours per day are minutes divided by 60 to two decimals, and the total to one decimal"', () => {
    expect(hoursPerDay(100)).toBe('1.67');
    expect(totalHours(100)).toBe('1.7');
    expect(totalHours(2_400)).toBe('40.0');
  });
});
