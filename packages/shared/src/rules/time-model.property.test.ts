import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeaveStatus, LeaveType } from '../schemas/leave.js';
import {
  allowancesArbitrary,
  employmentArbitrary,
  holidaysArbitrary,
  playSteps,
  policyArbitrary,
  schedulesArbitrary,
  stepsArbitrary,
  todayArbitrary,
  windowDates,
  type ModelRequest,
} from '../test/time-model-arbitraries.js';
import { eachDay, weekdayIndex, type IsoDate } from './dates.js';
import { chargeAllowances, computeBalances } from './leave.js';
import { allowanceLastDay, type LeavePolicy } from './leave-policy.js';
import {
  isWorkingDay,
  leaveShare,
  requestWorkingDays,
  type Employment,
  type PersonTime,
  type Schedule,
} from './time-model.js';

/** Balances as of 2026, on a day before any carry-over day could pass. */
const AS_OF_2026 = { year: 2026, today: '2026-01-15' };

/**
 * docs/product/time-model.md#working-days, #half-days, docs/product/leave.md#balances under any sequence of schedules,
 * holidays, employment, requests, approvals, declines and withdrawals.
 */
const scenario = fc.record({
  schedules: schedulesArbitrary,
  holidays: holidaysArbitrary,
  employment: employmentArbitrary,
  allowances: allowancesArbitrary,
  steps: stepsArbitrary,
});

function personOf(schedules: Schedule[], holidays: IsoDate[], employment: Employment): PersonTime {
  return { schedules, publicHolidays: new Set(holidays), employment };
}

/** What the rules promise, written out without them: a day is chargeable when it is planned, employed and no holiday. */
function chargeable(schedules: Schedule[], holidays: IsoDate[], employment: Employment, date: IsoDate): boolean {
  if (employment.start_date && date < employment.start_date) return false;
  if (employment.end_date && date > employment.end_date) return false;
  if (holidays.includes(date)) return false;
  const valid = schedules
    .filter((schedule) => schedule.from_date <= date)
    .sort((a, b) => (a.from_date < b.from_date ? 1 : -1))[0];
  const week = valid?.minutes ?? [480, 480, 480, 480, 480, 0, 0];
  return week[weekdayIndex(date)]! > 0;
}

const isLiveAnnual = (request: ModelRequest) =>
  request.type === LeaveType.ANNUAL && request.status !== LeaveStatus.DECLINED;
const isHalfStep = (value: number) => Number.isInteger(value * 2);

describe('the time model under any sequence (fast-check)', () => {
  it('charges each request its chargeable days only, in half-day steps', () => {
    fc.assert(
      fc.property(scenario, ({ schedules, holidays, employment, steps }) => {
        const person = personOf(schedules, holidays, employment);
        for (const request of playSteps(steps)) {
          const expected = eachDay(request.from_date, request.to_date).reduce(
            (sum, date) => sum + (chargeable(schedules, holidays, employment, date) ? leaveShare(request, date) : 0),
            0,
          );
          const charged = requestWorkingDays(request, person);
          expect(charged).toBe(expected);
          expect(isHalfStep(charged)).toBe(true);
        }
      }),
    );
  });

  it('never charges a date twice and never a non-working day', () => {
    fc.assert(
      fc.property(scenario, ({ schedules, holidays, employment, steps }) => {
        const live = playSteps(steps).filter((request) => request.status !== LeaveStatus.DECLINED);
        for (const date of windowDates) {
          const shares = live.reduce((sum, request) => sum + leaveShare(request, date), 0);
          expect(shares).toBeLessThanOrEqual(1);
          if (!chargeable(schedules, holidays, employment, date)) {
            const person = personOf(schedules, holidays, employment);
            const onDate = live.map((request) =>
              requestWorkingDays(
                { ...request, from_date: date, to_date: date, from_half: 'full', to_half: 'full' },
                person,
              ),
            );
            expect(onDate.every((days) => days === 0)).toBe(true);
          }
        }
      }),
    );
  });

  it('leaves the allowances minus the charged days of live Annual leave, in half-day steps', () => {
    fc.assert(
      fc.property(scenario, ({ schedules, holidays, employment, allowances, steps }) => {
        const person = personOf(schedules, holidays, employment);
        const requests = playSteps(steps);
        const balances = computeBalances(AS_OF_2026, allowances, requests, person);
        const total = allowances[2025] + allowances[2026] + allowances[2027];
        const charged = requests
          .filter(isLiveAnnual)
          .reduce((sum, request) => sum + requestWorkingDays(request, person), 0);

        expect(balances.available_days_left_all).toBe(total - charged);
        const left = [
          balances.available_days_left_prev,
          balances.available_days_left_current,
          balances.available_days_left_next,
        ];
        expect(left.every(isHalfStep)).toBe(true);
        if (charged <= total) expect(left.every((days) => days >= 0)).toBe(true);
      }),
    );
  });
});

describe('balances under any leave policy (fast-check, docs/product/leave.md#policy)', () => {
  const policyScenario = fc.record({
    schedules: schedulesArbitrary,
    holidays: holidaysArbitrary,
    employment: employmentArbitrary,
    allowances: allowancesArbitrary,
    steps: stepsArbitrary,
    policy: policyArbitrary,
    today: todayArbitrary,
  });
  const chargedDays = (requests: ModelRequest[], person: PersonTime, policy: LeavePolicy, until?: IsoDate) =>
    requests
      .filter((request) => policy.allowanceTypes.has(request.type) && request.status !== LeaveStatus.DECLINED)
      .reduce(
        (sum, request) =>
          sum +
          eachDay(request.from_date, request.to_date)
            .filter((date) => until === undefined || date <= until)
            .reduce((days, date) => days + (isWorkingDay(person, date) ? leaveShare(request, date) : 0), 0),
        0,
      );

  it('keeps every day: what is left, what expired and what was charged make the allowances', () => {
    fc.assert(
      fc.property(policyScenario, ({ schedules, holidays, employment, allowances, steps, policy, today }) => {
        const person = personOf(schedules, holidays, employment);
        const requests = playSteps(steps);
        const { balances, overdrawn } = chargeAllowances({ year: 2026, today }, allowances, requests, person, policy);
        const total = allowances[2025] + allowances[2026] + allowances[2027];

        expect(balances.available_days_left_all + balances.available_days_expired_prev).toBe(
          total - chargedDays(requests, person, policy),
        );
        expect(overdrawn).toBeGreaterThanOrEqual(0);
        if (overdrawn === 0) expect(balances.available_days_left_next).toBeGreaterThanOrEqual(0);
        expect(balances.available_days_expired_prev).toBeGreaterThanOrEqual(0);
        if (!balances.prev_usable_until || today <= balances.prev_usable_until) {
          expect(balances.available_days_expired_prev).toBe(0);
        }
      }),
    );
  });

  it('charges an allowance only with leave dated up to its last day', () => {
    fc.assert(
      fc.property(policyScenario, ({ schedules, holidays, employment, allowances, steps, policy, today }) => {
        const person = personOf(schedules, holidays, employment);
        const requests = playSteps(steps);
        const balances = computeBalances({ year: 2026, today }, allowances, requests, person, policy);
        const takenFromPrev =
          allowances[2025] - balances.available_days_left_prev - balances.available_days_expired_prev;
        const prevLastDay = allowanceLastDay(2025, policy.carryOverUntil);
        if (prevLastDay) expect(takenFromPrev).toBeLessThanOrEqual(chargedDays(requests, person, policy, prevLastDay));
        const currentLastDay = allowanceLastDay(2026, policy.carryOverUntil);
        if (currentLastDay) {
          const takenFromCurrent = allowances[2026] - balances.available_days_left_current;
          expect(takenFromPrev + takenFromCurrent).toBeLessThanOrEqual(
            chargedDays(requests, person, policy, currentLastDay),
          );
        }
      }),
    );
  });

  it('is not moved by leave of a type that does not use the allowance', () => {
    fc.assert(
      fc.property(policyScenario, ({ schedules, holidays, employment, allowances, steps, policy, today }) => {
        const person = personOf(schedules, holidays, employment);
        const requests = playSteps(steps);
        const charged = requests.filter((request) => policy.allowanceTypes.has(request.type));
        const asOf = { year: 2026, today };
        expect(computeBalances(asOf, allowances, requests, person, policy)).toEqual(
          computeBalances(asOf, allowances, charged, person, policy),
        );
      }),
    );
  });
});
