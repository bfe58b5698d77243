import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { computeBalances, type Balances, type IsoDate } from '@portal/shared';
import type { Database } from './db/index.js';
import { allowances, leaveRequests, publicHolidays } from './db/schema.js';

/** What computeBalances reads of a leave request. */
export const requestSpanColumns = {
  from_date: leaveRequests.fromDate,
  to_date: leaveRequests.toDate,
  type: leaveRequests.type,
  status: leaveRequests.status,
};

/** docs/product/leave.md#balances for one person as of a year: three queries. */
export async function balancesOf(db: Database, userId: number, currentYear: number): Promise<Balances> {
  const from: IsoDate = `${currentYear - 1}-01-01`;
  const to: IsoDate = `${currentYear + 2}-12-31`;
  // One after another: inside a transaction the three share one connection.
  const allowanceRows = await db
    .select({ year: allowances.year, total: allowances.total })
    .from(allowances)
    .where(
      and(eq(allowances.userId, userId), inArray(allowances.year, [currentYear - 1, currentYear, currentYear + 1])),
    );
  const requests = await db
    .select(requestSpanColumns)
    .from(leaveRequests)
    .where(
      and(eq(leaveRequests.requestingId, userId), lte(leaveRequests.fromDate, to), gte(leaveRequests.toDate, from)),
    );
  const holidays = await publicHolidayDates(db, from, to);
  const byYear = Object.fromEntries(allowanceRows.map((row) => [row.year, row.total]));
  return computeBalances(currentYear, byYear, requests, holidays);
}

export async function publicHolidayDates(db: Database, from: IsoDate, to: IsoDate): Promise<Set<IsoDate>> {
  const rows = await db
    .select({ date: publicHolidays.date })
    .from(publicHolidays)
    .where(and(gte(publicHolidays.date, from), lte(publicHolidays.date, to)));
  return new Set(rows.map((row) => row.date));
}
