import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  computeBalances,
  type Balances,
  type BalancesAsOf,
  type ChargeableRequest,
  type IsoDate,
} from '@portal/shared';
import type { Database } from './db/index.js';
import { allowances, leaveRequests } from './db/schema.js';
import { leavePolicy } from './leave-types.js';
import { personTime } from './time-model.js';

/** What computeBalances reads of a leave request. */
export const requestSpanColumns = {
  from_date: leaveRequests.fromDate,
  to_date: leaveRequests.toDate,
  from_half: leaveRequests.fromHalf,
  to_half: leaveRequests.toHalf,
  type: leaveRequests.type,
  status: leaveRequests.status,
};

/**
 * docs/product/leave.md#balances for one person as of a year and the portal's today, on their schedule and calendar,
 * under the company's leave policy (docs/product/leave.md#policy): seven queries.
 */
export async function balancesOf(db: Database, userId: number, asOf: BalancesAsOf): Promise<Balances> {
  const currentYear = asOf.year;
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
  const person = await personTime(db, userId, from, to);
  const policy = await leavePolicy(db);
  const byYear = Object.fromEntries(allowanceRows.map((row) => [row.year, row.total]));
  return computeBalances(asOf, byYear, requests as ChargeableRequest[], person, policy);
}
