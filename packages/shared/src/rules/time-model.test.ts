import { describe, expect, it } from 'vitest';
import { dayBar } from './day-bar.js';
import { computeBalances } from './leave.js';
import {
  dayTarget,
  DEFAULT_WEEK,
  defaultPersonTime,
  fullDayMinutes,
  isEmployed,
  leaveShare,
  measureMinutes,
  plannedDay,
  requestWorkingDays,
  scheduledMinutes,
  weekOn,
  type PersonTime,
} from './time-model.js';
import { employeeDayStatus, weeklyStatus } from './work-time.js';

/** Balances as of 2026, on a day before any carry-over day could pass. */
const AS_OF_2026 = { year: 2026, today: '2026-01-15' };

const FOUR_BY_SIX = [360, 360, 360, 360, 0, 0, 0];
/** docs/product/time-model.md#schedules: "Mia works Monday to Thursday, 6 hours a day, from 2026-01-01", in Lisbon. */
const mia: PersonTime = {
  schedules: [{ from_date: '2026-01-01', minutes: FOUR_BY_SIX }],
  publicHolidays: new Set(['2026-06-10']),
};

describe('schedules (docs/product/time-model.md#schedules)', () => {
  it('"Without one, a person works 480 minutes Monday to Friday"', () => {
    expect(weekOn([], '2026-06-08')).toEqual(DEFAULT_WEEK);
    expect(scheduledMinutes(defaultPersonTime(), '2026-06-12')).toBe(480);
    expect(scheduledMinutes(defaultPersonTime(), '2026-06-13')).toBe(0);
  });

  it('"The week valid on a date is the one with the latest from_date on or before it"; before the first, the default', () => {
    const schedules = [
      { from_date: '2026-07-01', minutes: [240, 240, 240, 240, 240, 0, 0] },
      { from_date: '2026-01-01', minutes: FOUR_BY_SIX },
    ];
    expect(weekOn(schedules, '2025-12-31')).toEqual(DEFAULT_WEEK);
    expect(weekOn(schedules, '2026-01-01')).toEqual(FOUR_BY_SIX);
    expect(weekOn(schedules, '2026-06-30')).toEqual(FOUR_BY_SIX);
    expect(weekOn(schedules, '2026-07-01')[0]).toBe(240);
  });
});

describe('the day and what it is measured against (docs/product/time-model.md#target, #measure)', () => {
  it('"a half day of leave: half of them"; "a public holiday …, a whole day of leave: 0"', () => {
    expect(dayTarget(plannedDay(mia, '2026-06-08', 0))).toBe(360);
    expect(dayTarget(plannedDay(mia, '2026-06-08', 0.5))).toBe(180);
    expect(dayTarget(plannedDay(mia, '2026-06-08', 1))).toBe(0);
    expect(dayTarget(plannedDay(mia, '2026-06-10', 0))).toBe(0);
    expect(dayTarget(plannedDay(mia, '2026-06-12', 0))).toBe(0);
  });

  it('"on a day off with hours logged …, the longest day of the person\'s week"', () => {
    const friday = plannedDay(mia, '2026-06-12', 0);
    expect(measureMinutes(friday, fullDayMinutes(mia, '2026-06-12'))).toBe(360);
    expect(fullDayMinutes(defaultPersonTime(), '2026-06-13')).toBe(480);
  });

  it('a 6-hour day is a success for Mia, and her bar is full; her Friday without hours is hidden like a weekend', () => {
    expect(employeeDayStatus({ minutes: 360, isPublicHoliday: false, isPersonalHoliday: false, measure: 360 })).toBe(
      'success',
    );
    const monday = dayBar({
      date: '2026-06-08',
      minutes: 360,
      isPublicHoliday: false,
      isPersonalHoliday: false,
      scheduled: 360,
      measure: 360,
    });
    expect(monday).toMatchObject({ kind: 'hours', fillPercent: 100, state: 'sufficient' });
    const friday = dayBar({
      date: '2026-06-12',
      minutes: 0,
      isPublicHoliday: false,
      isPersonalHoliday: false,
      scheduled: 0,
      measure: 360,
    });
    expect(friday).toEqual({ kind: 'hidden' });
  });

  it('"The weekly status checks only the person\'s working days"', () => {
    const week = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07'];
    const days = week.map((date) => {
      const measure = scheduledMinutes(mia, date);
      return { date, minutes: measure, isHoliday: false, measure };
    });
    expect(weeklyStatus('2026-06-01', days, new Date(2026, 5, 20, 12))).toBe('All hours entered correctly.');
    // The same week measured as the spec's 8 hours would be short every day.
    const asSpec = days.map(({ date, minutes, isHoliday }) => ({ date, minutes, isHoliday }));
    expect(weeklyStatus('2026-06-01', asSpec, new Date(2026, 5, 20, 12))).toBe('Insufficient time logged.');
  });

  it("the default week measures every day against 8 hours: the spec's figures", () => {
    for (const date of ['2026-06-08', '2026-06-12', '2026-06-13']) {
      const day = plannedDay(defaultPersonTime(), date, 0);
      expect(measureMinutes(day, fullDayMinutes(defaultPersonTime(), date))).toBe(480);
    }
  });
});

describe('half days (docs/product/time-model.md#half-days)', () => {
  it('"Each half day counts 0.5 working days"', () => {
    const friday = { from_date: '2026-06-12', to_date: '2026-06-12', from_half: 'afternoon' as const };
    expect(leaveShare(friday, '2026-06-12')).toBe(0.5);
    expect(requestWorkingDays(friday, defaultPersonTime())).toBe(0.5);
    const span = {
      from_date: '2026-06-08',
      to_date: '2026-06-10',
      from_half: 'afternoon' as const,
      to_half: 'morning' as const,
    };
    expect(requestWorkingDays(span, defaultPersonTime())).toBe(2);
  });

  it('"Balances move in half days: 12.5 days left is a valid balance"', () => {
    const half = { from_date: '2026-06-12', to_date: '2026-06-12', to_half: 'morning' as const, type: 0, status: 1 };
    expect(computeBalances(AS_OF_2026, { 2026: 13 }, [half], defaultPersonTime()).available_days_left_current).toBe(
      12.5,
    );
  });
});

describe('working days of a request (docs/product/time-model.md#working-days)', () => {
  const request = { from_date: '2026-06-08', to_date: '2026-06-12', to_half: 'morning' as const };

  it("Mia (4 × 6 h, Lisbon) is charged 3 days: her calendar's holiday and her day off cost nothing", () => {
    expect(requestWorkingDays(request, mia)).toBe(3);
  });

  it('her Berlin colleague on the default week is charged 4.5 days for the same request', () => {
    expect(requestWorkingDays(request, defaultPersonTime(new Set(['2026-05-25'])))).toBe(4.5);
  });
});

describe('employment dates (docs/product/time-model.md#employment)', () => {
  const leaving: PersonTime = {
    ...defaultPersonTime(),
    employment: { start_date: '2026-06-09', end_date: '2026-06-11' },
  };

  it('"Days outside them are not planned … and not charged by leave"', () => {
    expect(isEmployed(leaving.employment, '2026-06-08')).toBe(false);
    expect(scheduledMinutes(leaving, '2026-06-08')).toBe(0);
    expect(requestWorkingDays({ from_date: '2026-06-08', to_date: '2026-06-12' }, leaving)).toBe(3);
  });
});
