import fc from 'fast-check';
import { addDays, eachDay, type IsoDate } from '../rules/dates.js';
import { LeaveStatus, LeaveType } from '../schemas/leave.js';
import type { FromHalf, Schedule, ToHalf } from '../rules/time-model.js';

/**
 * Generated time models for the property tests (docs/product/time-model.md): a person's schedules, their calendar's
 * holidays, their employment, and what they do with leave: requests of whole and half days, approvals, declines and
 * withdrawals. Everything happens in a window of WINDOW_DAYS days from WINDOW_START, in the balances' years.
 */
export const WINDOW_START: IsoDate = '2026-11-02';
export const WINDOW_DAYS = 70;
export const windowDates = eachDay(WINDOW_START, addDays(WINDOW_START, WINDOW_DAYS - 1));

const dateInWindow = fc.integer({ min: 0, max: WINDOW_DAYS - 1 }).map((offset) => addDays(WINDOW_START, offset));

/** A week of minutes per weekday, each a day off, a short day, a part-time day or the spec's 8 hours. */
export const weekArbitrary = fc.array(fc.constantFrom(0, 240, 360, 480), { minLength: 7, maxLength: 7 });

export const schedulesArbitrary: fc.Arbitrary<Schedule[]> = fc.uniqueArray(
  fc.record({ from_date: dateInWindow, minutes: weekArbitrary }),
  { maxLength: 3, selector: (schedule) => schedule.from_date },
);

export const holidaysArbitrary = fc.uniqueArray(dateInWindow, { maxLength: 8 });

/** Employment dates in order, as the user form takes them (docs/product/time-model.md#employment). */
export const employmentArbitrary = fc
  .record({ start_date: fc.option(dateInWindow, { nil: null }), end_date: fc.option(dateInWindow, { nil: null }) })
  .map(({ start_date, end_date }) =>
    start_date && end_date && start_date > end_date
      ? { start_date: end_date, end_date: start_date }
      : { start_date, end_date },
  );

export interface RequestStep {
  kind: 'request';
  from_date: IsoDate;
  to_date: IsoDate;
  from_half: FromHalf;
  to_half: ToHalf;
  type: number;
}

/** What happens next to the `target`-th request made so far (modulo their number). */
export interface DecisionStep {
  kind: 'approve' | 'decline' | 'withdraw';
  target: number;
}

export type LeaveStep = RequestStep | DecisionStep;

/**
 * A request of 1 to 7 days, Annual leave mostly, else Sick leave or a company's own type 7, with halves as the schema
 * allows them (one half on a one-day request).
 */
const requestStep: fc.Arbitrary<RequestStep> = fc
  .record({
    from_date: dateInWindow,
    length: fc.integer({ min: 0, max: 6 }),
    from_half: fc.constantFrom<FromHalf>('full', 'full', 'afternoon'),
    to_half: fc.constantFrom<ToHalf>('full', 'full', 'morning'),
    type: fc.constantFrom<number>(LeaveType.ANNUAL, LeaveType.ANNUAL, LeaveType.ANNUAL, LeaveType.SICK, 7),
  })
  .map(({ from_date, length, from_half, to_half, type }) => ({
    kind: 'request',
    from_date,
    to_date: addDays(from_date, length),
    from_half,
    to_half: length === 0 && from_half === 'afternoon' ? 'full' : to_half,
    type,
  }));

const decisionStep: fc.Arbitrary<DecisionStep> = fc.record({
  kind: fc.constantFrom('approve', 'decline', 'withdraw'),
  target: fc.nat({ max: 20 }),
});

export const stepsArbitrary = fc.array(fc.oneof(requestStep, decisionStep), { maxLength: 14 });

/** Allowances of the balances' years around 2026; large enough that nothing overdraws unless `tight`. */
export const allowancesArbitrary = fc.record({
  2025: fc.integer({ min: 0, max: 5 }),
  2026: fc.integer({ min: 0, max: 30 }),
  2027: fc.integer({ min: 0, max: 30 }),
});

/** A stored request as the model keeps it. */
export interface ModelRequest extends Omit<RequestStep, 'kind'> {
  id: number;
  status: number;
}

/**
 * The leave rules of docs/product/leave.md applied to `steps`: a request overlapping a live (not Declined) one is
 * refused; approve and decline set the status; only a Pending request can be withdrawn (it is deleted).
 */
export function playSteps(steps: readonly LeaveStep[]): ModelRequest[] {
  const made: ModelRequest[] = [];
  for (const step of steps) {
    if (step.kind === 'request') {
      // A withdrawn request (-1) is deleted: like a declined one, it no longer holds its dates.
      const overlaps = made.some(
        (other) =>
          other.status !== LeaveStatus.DECLINED &&
          other.status !== -1 &&
          other.from_date <= step.to_date &&
          other.to_date >= step.from_date,
      );
      if (!overlaps) made.push({ ...step, id: made.length, status: LeaveStatus.PENDING });
      continue;
    }
    const live = made.filter((request) => request.status !== -1);
    const target = live[step.target % Math.max(live.length, 1)];
    if (!target) continue;
    if (step.kind === 'withdraw') {
      if (target.status === LeaveStatus.PENDING) target.status = -1;
    } else if (step.kind === 'approve' && target.status !== LeaveStatus.DECLINED) {
      target.status = LeaveStatus.APPROVED;
    } else if (step.kind === 'decline') {
      target.status = LeaveStatus.DECLINED;
    }
  }
  return made.filter((request) => request.status !== -1);
}

/**
 * A leave policy (docs/product/leave.md#policy): which of the types 0, 1 and 7 use the allowance, and a carry-over day
 * that never comes, falls inside the window (2026's leftover... 2025's, on 20 November 2026) or lets 2026's allowance
 * expire in it (5 January 2027).
 */
export const policyArbitrary = fc.record({
  allowanceTypes: fc.subarray([LeaveType.ANNUAL, LeaveType.SICK, 7]).map((types) => new Set(types)),
  carryOverUntil: fc.constantFrom<string | null>(null, '11-20', '01-05'),
});

/** The portal's today while the balances are read: before, inside or after the window. */
export const todayArbitrary = fc.constantFrom<IsoDate>('2026-06-01', '2026-11-25', '2026-12-31');
