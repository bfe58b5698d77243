import { describe, expect, it } from 'vitest';
import { FIRST_LEAVE_TYPES } from '../schemas/leave-types.js';
import { chargeAllowances, chargeNewRequest, computeBalances } from './leave.js';
import {
  allowanceLastDay,
  contrastRatio,
  expiryNoticeDue,
  isMonthDay,
  isReadableLeaveColour,
  leavePolicyOf,
  proRataAllowance,
  SPEC_LEAVE_POLICY,
  textOnColour,
  type LeavePolicy,
} from './leave-policy.js';
import { defaultPersonTime } from './time-model.js';

const annual = (from_date: string, to_date: string, status = 1) => ({ from_date, to_date, type: 0, status });
const TRAINING = 7;
/** Annual leave and a company's own 'Training' that uses no allowance; leftover expires after 31 March. */
const MARCH_POLICY: LeavePolicy = { allowanceTypes: new Set([0]), carryOverUntil: '03-31' };

describe('the carry-over day (docs/product/leave.md#carry-over)', () => {
  it('takes "MM-DD" days that exist in a leap year', () => {
    expect(['01-01', '03-31', '02-29', '12-31'].every(isMonthDay)).toBe(true);
    expect(['02-30', '04-31', '13-01', '00-10', '3-31', '2026-03-31', ''].some(isMonthDay)).toBe(false);
  });

  it('"After that day of year Y, what is left of year Y−1\'s allowance can no longer be charged"', () => {
    expect(allowanceLastDay(2025, '03-31')).toBe('2026-03-31');
    expect(allowanceLastDay(2025, null)).toBeNull();
    // 29 February in a year that has none is its last day of February.
    expect(allowanceLastDay(2026, '02-29')).toBe('2027-02-28');
    expect(allowanceLastDay(2027, '02-29')).toBe('2028-02-29');
  });
});

describe('computeBalances with expiry (docs/product/leave.md#carry-over, worked example)', () => {
  // Mia has 3 days left from 2025 and 25 for 2026; leftover expires after 31 March 2026.
  const allowances = { 2025: 3, 2026: 25 };

  it('charges leftover first while it lasts: leave in March takes the 3 days from 2025', () => {
    const balances = computeBalances(
      { year: 2026, today: '2026-02-01' },
      allowances,
      [annual('2026-03-02', '2026-03-06')],
      defaultPersonTime(),
      MARCH_POLICY,
    );
    expect(balances).toMatchObject({
      available_days_left_prev: 0,
      available_days_left_current: 23,
      available_days_expired_prev: 0,
      prev_usable_until: '2026-03-31',
    });
  });

  it('"leave dated after it is charged to the current and next year only"', () => {
    const balances = computeBalances(
      { year: 2026, today: '2026-02-01' },
      allowances,
      [annual('2026-04-06', '2026-04-10')],
      defaultPersonTime(),
      MARCH_POLICY,
    );
    // Before 31 March the 3 days are still there to be taken; the April week comes from 2026.
    expect(balances).toMatchObject({ available_days_left_prev: 3, available_days_left_current: 20 });
    expect(balances.available_days_expired_prev).toBe(0);
  });

  it('splits a request across the carry-over day: its days up to 31 March take the leftover', () => {
    // Mon 30 March to Fri 3 April: 2 days in March, 3 in April.
    const balances = computeBalances(
      { year: 2026, today: '2026-02-01' },
      allowances,
      [annual('2026-03-30', '2026-04-03')],
      defaultPersonTime(),
      MARCH_POLICY,
    );
    expect(balances).toMatchObject({ available_days_left_prev: 1, available_days_left_current: 22 });
  });

  it('reports days that expired unused as available_days_expired_prev, and no longer counts them', () => {
    const balances = computeBalances(
      { year: 2026, today: '2026-04-01' },
      allowances,
      [annual('2026-03-02', '2026-03-03')],
      defaultPersonTime(),
      MARCH_POLICY,
    );
    expect(balances).toMatchObject({
      available_days_left_prev: 0,
      available_days_expired_prev: 1,
      available_days_left_current: 25,
      available_days_left_all: 25,
    });
  });

  it('changes nothing when leftover never expires (the spec)', () => {
    const requests = [annual('2026-04-06', '2026-04-10')];
    const asOf = { year: 2026, today: '2026-12-01' };
    expect(computeBalances(asOf, allowances, requests, defaultPersonTime())).toMatchObject({
      available_days_left_prev: 0,
      available_days_left_current: 23,
      available_days_expired_prev: 0,
      prev_usable_until: null,
    });
  });

  it('counts as overdrawn the days no allowance may take, even while leftover that cannot take them is left', () => {
    const { balances, overdrawn } = chargeAllowances(
      { year: 2026, today: '2026-02-01' },
      { 2025: 3, 2026: 2 },
      [annual('2026-04-06', '2026-04-10')],
      defaultPersonTime(),
      MARCH_POLICY,
    );
    expect(overdrawn).toBe(3);
    expect(balances).toMatchObject({ available_days_left_prev: 3, available_days_left_next: -3 });
  });
});

describe('leave types as data (docs/product/leave.md#types)', () => {
  it('"Only types that use the allowance are charged"', () => {
    const training = { from_date: '2026-02-02', to_date: '2026-02-06', type: TRAINING, status: 1 };
    const paidCharged: LeavePolicy = { allowanceTypes: new Set([0, 2]), carryOverUntil: null };
    const paid = { ...training, type: 2 };
    const asOf = { year: 2026, today: '2026-01-15' };

    expect(computeBalances(asOf, { 2026: 20 }, [training], defaultPersonTime(), MARCH_POLICY)).toMatchObject({
      available_days_left_current: 20,
    });
    expect(computeBalances(asOf, { 2026: 20 }, [paid], defaultPersonTime(), paidCharged)).toMatchObject({
      available_days_left_current: 15,
    });
    expect(computeBalances(asOf, { 2026: 20 }, [paid], defaultPersonTime(), SPEC_LEAVE_POLICY)).toMatchObject({
      available_days_left_current: 20,
    });
  });

  it("starts with the spec's five types, only Annual leave using the allowance", () => {
    expect(FIRST_LEAVE_TYPES.map((type) => type.id)).toEqual([0, 1, 2, 3, 4]);
    expect(FIRST_LEAVE_TYPES.filter((type) => type.uses_allowance).map((type) => type.id)).toEqual([0]);
  });

  it('needs a colour with 3:1 contrast against white, and writes on it in black or white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(FIRST_LEAVE_TYPES.every((type) => isReadableLeaveColour(type.color))).toBe(true);
    expect(isReadableLeaveColour('#ffeb3b')).toBe(false); // pale yellow vanishes on white
    expect(isReadableLeaveColour('#949494')).toBe(true); // 3.03:1
    expect(isReadableLeaveColour('#959595')).toBe(false); // 2.99:1
    expect(textOnColour('#1565c0')).toBe('#ffffff');
    expect(textOnColour('#949494')).toBe('#000000');
  });
});

describe('pro rata (docs/product/leave.md#pro-rata)', () => {
  it('"total × the person\'s working days inside their employment ÷ the working days of the whole year, rounded to the nearest half day"', () => {
    // 2026 has 261 weekdays. Starting on Wed 1 July leaves 132 of them: 30 × 132 / 261 = 15.17 → 15.
    const joinsInJuly = { ...defaultPersonTime(), employment: { start_date: '2026-07-01', end_date: null } };
    expect(proRataAllowance(30, 2026, joinsInJuly)).toEqual({ suggested: 15, scheduled_days: 132, year_days: 261 });
    // Leaving on 30 September: 195 weekdays, 25 × 195 / 261 = 18.68 → 18.5.
    const leaves = { ...defaultPersonTime(), employment: { start_date: null, end_date: '2026-09-30' } };
    expect(proRataAllowance(25, 2026, leaves)).toEqual({ suggested: 18.5, scheduled_days: 195, year_days: 261 });
  });

  it('suggests the whole total for a whole year, and 0 for a year outside the employment', () => {
    expect(proRataAllowance(28, 2026, defaultPersonTime()).suggested).toBe(28);
    const gone = { ...defaultPersonTime(), employment: { start_date: null, end_date: '2025-12-31' } };
    expect(proRataAllowance(28, 2026, gone)).toMatchObject({ suggested: 0, scheduled_days: 0 });
  });

  it("counts the person's own schedule and calendar on both sides", () => {
    const person = {
      schedules: [{ from_date: '2020-01-01', minutes: [360, 360, 360, 360, 0, 0, 0] }],
      publicHolidays: new Set(['2026-12-24']),
      employment: { start_date: '2026-10-01', end_date: null },
    };
    const suggestion = proRataAllowance(24, 2026, person);
    // Mondays to Thursdays: 209 in 2026, less Thursday 24 December; 53 of them from 1 October, less the same.
    expect(suggestion).toEqual({ suggested: 6, scheduled_days: 52, year_days: 208 });
  });
});

describe('the expiry notice (docs/product/leave.md#expiry-notice)', () => {
  it('is due on the 30 days before leftover expires and on its last day, and not otherwise', () => {
    expect(expiryNoticeDue('2026-03-01', '03-31')).toEqual({ leftoverYear: 2025, lastDay: '2026-03-31' });
    expect(expiryNoticeDue('2026-03-31', '03-31')).toEqual({ leftoverYear: 2025, lastDay: '2026-03-31' });
    expect(expiryNoticeDue('2026-02-28', '03-31')).toBeNull();
    expect(expiryNoticeDue('2026-04-01', '03-31')).toBeNull();
    expect(expiryNoticeDue('2026-03-15', null)).toBeNull();
  });
});

describe('a new request against the allowances (docs/product/leave.md#balances, Refusal)', () => {
  const asOf = { year: 2026, today: '2026-02-01' };

  it('counts only the days the new request leaves uncovered, not an overdraft that was there before', () => {
    const earlier = annual('2026-05-04', '2026-05-08');
    const { balances, overdrawn } = chargeNewRequest(
      asOf,
      { 2026: 3 },
      [earlier],
      annual('2026-06-01', '2026-06-02', 0),
      defaultPersonTime(),
    );
    // The May week already overdraws by 2; the two June days add 2 more.
    expect(overdrawn).toBe(2);
    expect(balances.available_days_left_all).toBe(-4);
  });

  it('counts days that only expired leftover could have taken', () => {
    const { overdrawn } = chargeNewRequest(
      asOf,
      { 2025: 3, 2026: 1 },
      [],
      annual('2026-04-06', '2026-04-07', 0),
      defaultPersonTime(),
      MARCH_POLICY,
    );
    expect(overdrawn).toBe(1);
  });
});

describe('the policy from the types (docs/product/leave.md#policy)', () => {
  it('charges the types that use the allowance, active or not', () => {
    const types = [
      { id: 0, uses_allowance: true },
      { id: 1, uses_allowance: false },
      { id: 7, uses_allowance: true },
    ];
    expect(leavePolicyOf(types, '03-31')).toEqual({ allowanceTypes: new Set([0, 7]), carryOverUntil: '03-31' });
  });
});
