import { LeaveStatus, LeaveType } from '../schemas/leave.js';
import type { IsoDate } from './dates.js';
import { requestWorkingDays, type LeaveSpan, type PersonTime } from './time-model.js';

/**
 * docs/product/leave.md#balances: balances cover the previous, current and next year, so Annual leave can be
 * requested up to 31 December of next year. True for an Annual leave request that ends later; other
 * leave types have no such bound. The message that says so is the catalogues' (`annual_too_late`).
 */
export function annualLeaveTooLate(type: number, toDate: IsoDate, currentYear: number): boolean {
  return type === LeaveType.ANNUAL && toDate > `${currentYear + 1}-12-31`;
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
}

/**
 * docs/product/leave.md#balances: the working days of Annual-leave requests that are Approved or Pending are charged,
 * in date order, to the oldest allowance that still has days left among previous, current and next
 * year (leftover from last year is used first). What no allowance can take stays on the last one, so
 * an admin-filed overdraft shows as a negative balance. A request's days are its working days on the person's
 * schedule and calendar, inside their employment, in half days (docs/product/time-model.md#working-days).
 */
export function computeBalances(
  currentYear: number,
  allowances: Readonly<Record<number, number>>,
  requests: readonly ChargeableRequest[],
  person: PersonTime,
): Balances {
  const years = [currentYear - 1, currentYear, currentYear + 1];
  const left = years.map((year) => allowances[year] ?? 0);
  const charged = requests
    .filter(
      (request) =>
        request.type === LeaveType.ANNUAL &&
        (request.status === LeaveStatus.PENDING || request.status === LeaveStatus.APPROVED),
    )
    .filter(
      (request) =>
        Number(request.from_date.slice(0, 4)) >= years[0]! && Number(request.from_date.slice(0, 4)) <= years[2]!,
    )
    .sort((a, b) => a.from_date.localeCompare(b.from_date));
  for (const request of charged) {
    let days = requestWorkingDays(request, person);
    for (let index = 0; index < left.length && days > 0; index += 1) {
      const taken = Math.min(days, Math.max(left[index]!, 0));
      left[index]! -= taken;
      days -= taken;
    }
    left[left.length - 1]! -= days;
  }
  return {
    available_days_prev: allowances[years[0]!] ?? 0,
    available_days_current: allowances[years[1]!] ?? 0,
    available_days_next: allowances[years[2]!] ?? 0,
    available_days_left_prev: left[0]!,
    available_days_left_current: left[1]!,
    available_days_left_next: left[2]!,
    available_days_left_all: left[0]! + left[1]! + left[2]!,
  };
}
