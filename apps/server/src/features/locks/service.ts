import { addDays, can, monthBounds, monthOfDate, type IsoDate, type LocksResponse } from '@portal/shared';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { locksOf } from '../../domain/closing/period-locks.js';

/** The months ("YYYY-MM") a range of dates touches. */
function monthsBetween(from: IsoDate, to: IsoDate): string[] {
  const months: string[] = [];
  for (let month = monthOfDate(from); month <= monthOfDate(to); month = nextMonth(month)) months.push(month);
  return months;
}

function nextMonth(month: string): string {
  return monthOfDate(addDays(monthBounds(month)[1], 1));
}

/**
 * docs/product/closing.md#locks: what locks a person's days between two dates, for the dashboard to show them
 * read-only: the lock date, their approved months, and every client month signed off in the range (one query).
 */
export async function locksOfPerson(
  db: Database,
  actor: Actor,
  userId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<LocksResponse['data']> {
  const months = monthsBetween(from, to);
  const locks = await locksOf(db, [userId], months, 'all');
  return {
    locked_until: locks.lockedUntil,
    approved_timesheets: [...locks.of(userId).approvedTimesheets].sort(),
    signed_off: [...locks.of(userId).signedOffClientMonths]
      .map((key) => {
        const [clientId, month] = key.split(':') as [string, string];
        return { client_id: Number(clientId), month };
      })
      .sort((a, b) => a.month.localeCompare(b.month) || a.client_id - b.client_id),
    may_override: can(actor.caller.roleId, 'periods:override'),
  };
}
