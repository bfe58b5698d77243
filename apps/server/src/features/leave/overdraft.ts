import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  chargeAllowances,
  requestWorkingDays,
  type BalancesAsOf,
  type ChargeableRequest,
  type IsoDate,
} from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { allowances, leaveRequests } from '../../platform/db/schema.js';
import { requestSpanColumns } from '../../platform/leave-balances.js';
import { leavePolicy } from '../../platform/leave-types.js';
import { personTime } from '../../platform/time-model.js';

/** A new request's working days, and how many of them no allowance could take. */
export interface Overdraft {
  days: number;
  overdrawn: number;
}

/**
 * docs/product/leave.md#balances (Refusal): how much a new request of a type that uses the allowance would overdraw
 * the person's balances: the days no allowance could take once it is added, less those none could take before
 * (charging is by start date, so an earlier request may push later ones over). Reads what the balances read, so
 * call it inside the request's transaction, with the person's row locked.
 */
export async function overdraftOf(
  tx: Database,
  userId: number,
  asOf: BalancesAsOf,
  request: ChargeableRequest,
): Promise<Overdraft> {
  const from: IsoDate = `${asOf.year - 1}-01-01`;
  const to: IsoDate = `${asOf.year + 2}-12-31`;
  // One after another: inside a transaction they share one connection.
  const allowanceRows = await tx
    .select({ year: allowances.year, total: allowances.total })
    .from(allowances)
    .where(and(eq(allowances.userId, userId), inArray(allowances.year, [asOf.year - 1, asOf.year, asOf.year + 1])));
  const requests = (await tx
    .select(requestSpanColumns)
    .from(leaveRequests)
    .where(
      and(eq(leaveRequests.requestingId, userId), lte(leaveRequests.fromDate, to), gte(leaveRequests.toDate, from)),
    )) as ChargeableRequest[];
  const person = await personTime(tx, userId, from < request.from_date ? from : request.from_date, to);
  const policy = await leavePolicy(tx);
  const byYear = Object.fromEntries(allowanceRows.map((row) => [row.year, row.total]));
  const before = chargeAllowances(asOf, byYear, requests, person, policy).overdrawn;
  const after = chargeAllowances(asOf, byYear, [...requests, request], person, policy).overdrawn;
  return { days: requestWorkingDays(request, person), overdrawn: Math.max(after - before, 0) };
}
