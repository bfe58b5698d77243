import { and, gte, inArray, lte } from 'drizzle-orm';
import {
  computeBalances,
  defaultPersonTime,
  type Balances,
  type BalancesAsOf,
  type ChargeableRequest,
  type IsoDate,
} from '@portal/shared';
import type { Database } from './db/index.js';
import { allowances, leaveRequests } from './db/schema.js';
import { leavePolicy } from './leave-types.js';
import { personTimes } from './time-model.js';

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
  return (await balancesOfMany(db, [userId], asOf)).get(userId)!;
}

/**
 * balancesOf for each of `userIds` (docs/product/http-contract.md#scale): the same seven queries whatever the number of
 * people.
 */
export async function balancesOfMany(
  db: Database,
  userIds: number[],
  asOf: BalancesAsOf,
): Promise<Map<number, Balances>> {
  const currentYear = asOf.year;
  const from: IsoDate = `${currentYear - 1}-01-01`;
  const to: IsoDate = `${currentYear + 2}-12-31`;
  // One after another: inside a transaction they share one connection.
  const allowanceRows = await db
    .select({ userId: allowances.userId, year: allowances.year, total: allowances.total })
    .from(allowances)
    .where(
      and(
        inArray(allowances.userId, userIds),
        inArray(allowances.year, [currentYear - 1, currentYear, currentYear + 1]),
      ),
    );
  const requests = await db
    .select({ userId: leaveRequests.requestingId, ...requestSpanColumns })
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.requestingId, userIds),
        lte(leaveRequests.fromDate, to),
        gte(leaveRequests.toDate, from),
      ),
    );
  const people = await personTimes(db, userIds, from, to);
  const policy = await leavePolicy(db);
  const allowancesOf = new Map<number, Record<number, number>>(userIds.map((userId) => [userId, {}]));
  for (const { userId, year, total } of allowanceRows) allowancesOf.get(userId)![year] = total;
  const requestsOf = new Map<number, ChargeableRequest[]>(userIds.map((userId) => [userId, []]));
  for (const { userId, ...request } of requests) requestsOf.get(userId)!.push(request as ChargeableRequest);
  return new Map(
    userIds.map((userId) => [
      userId,
      computeBalances(
        asOf,
        allowancesOf.get(userId)!,
        requestsOf.get(userId)!,
        people.get(userId) ?? defaultPersonTime(),
        policy,
      ),
    ]),
  );
}
