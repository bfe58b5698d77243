import { LeaveStatus } from '../schemas/leave.js';
import { addDays, type IsoDate } from './dates.js';
import { allowanceLastDay, SPEC_LEAVE_POLICY, type LeavePolicy } from './leave-policy.js';
import { requestWorkingDays, type LeaveSpan, type PersonTime } from './time-model.js';

/**
 * docs/product/leave.md#balances: balances cover the previous, current and next year, so leave that uses the allowance
 * can be requested up to 31 December of next year. True for such a request that ends later; leave types that do not
 * use the allowance have no such bound. The message that says so is the catalogues' (`annual_too_late`).
 */
export function allowanceLeaveTooLate(usesAllowance: boolean, toDate: IsoDate, currentYear: number): boolean {
  return usesAllowance && toDate > `${currentYear + 1}-12-31`;
}

export interface ChargeableRequest extends LeaveSpan {
  type: number;
  status: number;
}

export interface Balances {
  available_days_prev: number;
  available_days_current: number;
  available_days_next: number;
  available_days_left_prev: number;
  available_days_left_current: number;
  available_days_left_next: number;
  available_days_left_all: number;
  /** docs/product/leave.md#carry-over: last year's days that expired unused (0 before they expire). */
  available_days_expired_prev: number;
  /** The last day on which last year's leftover can be taken; null when leftover days never expire. */
  prev_usable_until: IsoDate | null;
}

/** The year the balances are for, and the portal's today, which says whether last year's leftover has expired. */
export interface BalancesAsOf {
  year: number;
  today: IsoDate;
}

/** Balances, and the days no allowance could take (an overdraft, which only an admin may file). */
export interface Charged {
  balances: Balances;
  overdrawn: number;
}

/**
 * docs/product/leave.md#balances: the working days of requests that are Approved or Pending, of the types that use
 * the allowance, are charged, in date order, to the oldest allowance that still has days left among previous, current
 * and next year (leftover from last year is used first). docs/product/leave.md#carry-over: a day of leave dated after
 * an allowance's last day is not charged to it. What no allowance can take stays on the last one, so an admin-filed
 * overdraft shows as a negative balance. A request's days are its working days on the person's schedule and
 * calendar, inside their employment, in half days (docs/product/time-model.md#working-days).
 */
export function chargeAllowances(
  asOf: BalancesAsOf,
  allowances: Readonly<Record<number, number>>,
  requests: readonly ChargeableRequest[],
  person: PersonTime,
  policy: LeavePolicy = SPEC_LEAVE_POLICY,
): Charged {
  const years = [asOf.year - 1, asOf.year, asOf.year + 1];
  const left = years.map((year) => allowances[year] ?? 0);
  const lastDays = years.map((year) => allowanceLastDay(year, policy.carryOverUntil));
  const charged = requests
    .filter((request) => policy.allowanceTypes.has(request.type) && isLive(request))
    .filter((request) => {
      const year = Number(request.from_date.slice(0, 4));
      return year >= years[0]! && year <= years[2]!;
    })
    .sort((a, b) => a.from_date.localeCompare(b.from_date));
  let overdrawn = 0;
  for (const request of charged) {
    for (const part of splitAfter(request, lastDays)) {
      let days = requestWorkingDays(part, person);
      for (let index = 0; index < left.length && days > 0; index += 1) {
        const lastDay = lastDays[index];
        if (lastDay && part.to_date > lastDay) continue;
        const taken = Math.min(days, Math.max(left[index]!, 0));
        left[index]! -= taken;
        days -= taken;
      }
      left[left.length - 1]! -= days;
      overdrawn += days;
    }
  }
  const prevLastDay = lastDays[0];
  const expired = prevLastDay && asOf.today > prevLastDay ? Math.max(left[0]!, 0) : 0;
  left[0]! -= expired;
  const balances = {
    available_days_prev: allowances[years[0]!] ?? 0,
    available_days_current: allowances[years[1]!] ?? 0,
    available_days_next: allowances[years[2]!] ?? 0,
    available_days_left_prev: left[0]!,
    available_days_left_current: left[1]!,
    available_days_left_next: left[2]!,
    available_days_left_all: left[0]! + left[1]! + left[2]!,
    available_days_expired_prev: expired,
    prev_usable_until: prevLastDay ?? null,
  };
  return { balances, overdrawn };
}

/**
 * docs/product/leave.md#balances (Refusal): a new request's effect: the balances once it is charged, and how many more
 * days no allowance could take than before it (charging is by start date, so an earlier request may push later ones
 * over). The server refuses a request that overdraws, unless an admin files it; the request form warns.
 */
export function chargeNewRequest(
  asOf: BalancesAsOf,
  allowances: Readonly<Record<number, number>>,
  requests: readonly ChargeableRequest[],
  request: ChargeableRequest,
  person: PersonTime,
  policy: LeavePolicy = SPEC_LEAVE_POLICY,
): Charged {
  const before = chargeAllowances(asOf, allowances, requests, person, policy).overdrawn;
  const after = chargeAllowances(asOf, allowances, [...requests, request], person, policy);
  return { balances: after.balances, overdrawn: Math.max(after.overdrawn - before, 0) };
}

/** docs/product/leave.md#balances for the year of `asOf`, under the company's leave policy. */
export function computeBalances(
  asOf: BalancesAsOf,
  allowances: Readonly<Record<number, number>>,
  requests: readonly ChargeableRequest[],
  person: PersonTime,
  policy: LeavePolicy = SPEC_LEAVE_POLICY,
): Balances {
  return chargeAllowances(asOf, allowances, requests, person, policy).balances;
}

const isLive = (request: ChargeableRequest) =>
  request.status === LeaveStatus.PENDING || request.status === LeaveStatus.APPROVED;

/** A request cut after each of the given days that falls inside it, so each part lies on one side of every cut. */
function splitAfter(request: ChargeableRequest, cuts: readonly (IsoDate | null)[]): LeaveSpan[] {
  const parts: LeaveSpan[] = [];
  let rest: LeaveSpan = request;
  const dates = [...new Set(cuts.filter((cut): cut is IsoDate => cut !== null))].sort();
  for (const cut of dates) {
    if (cut < rest.from_date || cut >= rest.to_date) continue;
    parts.push({ ...rest, to_date: cut, to_half: 'full' });
    rest = { ...rest, from_date: addDays(cut, 1), from_half: 'full' };
  }
  return [...parts, rest];
}
