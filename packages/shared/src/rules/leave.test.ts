import { describe, expect, it } from 'vitest';
import { allowanceLeaveTooLate, computeBalances } from './leave.js';
import { defaultPersonTime, requestWorkingDays } from './time-model.js';

/** Balances as of 2026, on a day before any carry-over day could pass. */
const AS_OF_2026 = { year: 2026, today: '2026-01-15' };

const annual = (from_date: string, to_date: string, status = 1) => ({ from_date, to_date, type: 0, status });

describe('requestWorkingDays on the default schedule (docs/product/leave.md#request-form, #balances)', () => {
  it('"weekdays in the range minus national holidays in the range"', () => {
    expect(requestWorkingDays({ from_date: '2026-11-23', to_date: '2026-11-29' }, defaultPersonTime())).toBe(5);
    expect(
      requestWorkingDays(
        { from_date: '2026-12-24', to_date: '2026-12-27' },
        defaultPersonTime(new Set(['2026-12-25', '2026-12-26'])),
      ),
    ).toBe(1);
  });
});

describe('computeBalances (docs/product/leave.md#balances)', () => {
  it('"leftover from last year is used first" (carry-over across years)', () => {
    const balances = computeBalances(
      AS_OF_2026,
      { 2025: 3, 2026: 25 },
      [annual('2026-03-02', '2026-03-06')],
      defaultPersonTime(),
    );

    expect(balances).toMatchObject({
      available_days_left_prev: 0,
      available_days_left_current: 23,
      available_days_left_all: 23,
    });
  });

  it('charges a request spanning New Year by its working days, in date order', () => {
    const balances = computeBalances(
      AS_OF_2026,
      { 2026: 2, 2027: 20 },
      [annual('2026-12-28', '2027-01-05')],
      defaultPersonTime(new Set(['2027-01-01'])),
    );

    // 28–31 Dec are 4 weekdays, 1 Jan is a public holiday, 4–5 Jan are 2 more: 6 working days.
    expect(balances).toMatchObject({
      available_days_left_current: 0,
      available_days_left_next: 16,
      available_days_left_all: 16,
    });
  });

  it('does not charge a public holiday inside a request', () => {
    const balances = computeBalances(
      AS_OF_2026,
      { 2026: 10 },
      [annual('2026-05-25', '2026-05-29')],
      defaultPersonTime(new Set(['2026-05-25'])),
    );

    expect(balances.available_days_left_current).toBe(6);
  });

  it('charges Approved and Pending Annual leave; a declined request frees its days', () => {
    const requests = [
      annual('2026-02-02', '2026-02-06', 1),
      annual('2026-03-02', '2026-03-06', 0),
      annual('2026-04-06', '2026-04-10', 2),
    ];

    expect(computeBalances(AS_OF_2026, { 2026: 20 }, requests, defaultPersonTime()).available_days_left_current).toBe(
      10,
    );
  });

  it('"Only type 0 uses the balance" (docs/product/leave.md#types)', () => {
    const sick = { from_date: '2026-02-02', to_date: '2026-02-06', type: 1, status: 1 };

    expect(computeBalances(AS_OF_2026, { 2026: 20 }, [sick], defaultPersonTime()).available_days_left_current).toBe(20);
  });

  it('shows an admin-filed overdraft as a negative balance on the last allowance', () => {
    const balances = computeBalances(
      AS_OF_2026,
      { 2026: 2 },
      [annual('2026-02-02', '2026-02-06')],
      defaultPersonTime(),
    );

    expect(balances).toMatchObject({
      available_days_left_current: 0,
      available_days_left_next: -3,
      available_days_left_all: -3,
    });
  });

  it('reports the allowances themselves as available_days_*', () => {
    expect(computeBalances(AS_OF_2026, { 2025: 1, 2026: 2, 2027: 3 }, [], defaultPersonTime())).toEqual({
      available_days_expired_prev: 0,
      prev_usable_until: null,
      available_days_prev: 1,
      available_days_current: 2,
      available_days_next: 3,
      available_days_left_prev: 1,
      available_days_left_current: 2,
      available_days_left_next: 3,
      available_days_left_all: 6,
    });
  });
});

describe('allowanceLeaveTooLate (docs/product/leave.md#balances: balances cover three years)', () => {
  it('lets leave that uses the allowance reach 31 December of next year, and no further', () => {
    expect(allowanceLeaveTooLate(true, '2027-12-31', 2026)).toBe(false);
    expect(allowanceLeaveTooLate(true, '2028-01-03', 2026)).toBe(true);
  });

  it('does not bound the leave types that do not use it', () => {
    expect(allowanceLeaveTooLate(false, '2030-06-01', 2026)).toBe(false);
  });
});
