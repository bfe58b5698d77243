import type { IsoDate } from './dates.js';

/**
 * docs/product/closing.md#locks: why a day's work log or home-office day may not change. A day is locked by the lock
 * date (on or before it), by its person's approved timesheet of that month, and, for one client's logs, by that
 * client's approved sign-off of the month. The first reason found is the one shown.
 */
export type LockReason = 'lock_date' | 'timesheet' | 'client_signoff';

/** What decides whether the records of one person's month are locked. */
export interface LocksInForce {
  /** The lock date: every day on or before it is locked; null when none is set. */
  lockedUntil: IsoDate | null;
  /** The months ("YYYY-MM") whose timesheet of this person is approved. */
  approvedTimesheets: ReadonlySet<string>;
  /** The client months ("<client id>:YYYY-MM") whose sign-off is approved. */
  signedOffClientMonths: ReadonlySet<string>;
}

/** "YYYY-MM" of a date. */
export function monthOfDate(date: IsoDate): string {
  return date.slice(0, 7);
}

/** The key of a client's month in LocksInForce.signedOffClientMonths. */
export function clientMonthKey(clientId: number, month: string): string {
  return `${clientId}:${month}`;
}

/**
 * Why a record dated `date` (a work log for `clientId`, or a home-office day without a client) is locked, or null when
 * it may change.
 */
export function lockReason(locks: LocksInForce, date: IsoDate, clientId?: number): LockReason | null {
  if (locks.lockedUntil !== null && date <= locks.lockedUntil) return 'lock_date';
  const month = monthOfDate(date);
  if (locks.approvedTimesheets.has(month)) return 'timesheet';
  if (clientId !== undefined && locks.signedOffClientMonths.has(clientMonthKey(clientId, month))) {
    return 'client_signoff';
  }
  return null;
}

/** docs/product/closing.md#timesheets: a month can be submitted once it has started ("YYYY-MM" against today). */
export function monthHasStarted(month: string, today: IsoDate): boolean {
  return month <= monthOfDate(today);
}
