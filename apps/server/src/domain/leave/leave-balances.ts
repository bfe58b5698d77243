import { and, inArray } from 'drizzle-orm';
import {
  computeBalances,
  defaultPersonTime,
  type Balances,
  type BalancesAsOf,
  type ChargeableRequest,
  type IsoDate,
  type LeavePolicy,
  type PersonTime,
} from '@portal/shared';
import type { OwnerRule } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { allowances, leaveRequests } from '../../platform/db/schema.js';
import { leavePolicy } from './leave-types.js';
import { personTimes } from '../time-model/time-model.js';
import { leaveDuring } from './leave-spans.js';

/** docs/product/roles-and-access.md#others-balances: one's own balances, or anyone's with `leave:balances:all`. */
export const OWN_BALANCES: OwnerRule = { all: 'leave:balances:all' };

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

/** What the balances of some people are made of (docs/product/leave.md#policy): per person and for the policy. */
export interface ChargingInputs {
  policy: LeavePolicy;
  of(userId: number): {
    allowances: Record<number, number>;
    requests: ChargeableRequest[];
    person: PersonTime;
  };
}

/**
 * The allowances, requests and time models of `userIds` for the balances as of `asOf`, with the leave policy: seven
 * queries for any number of people. `earliest` widens the time models to a request that starts before the balances'
 * years. Inside a transaction the queries run one after another on its connection.
 */
export async function chargingInputs(
  db: Database,
  userIds: number[],
  asOf: BalancesAsOf,
  earliest?: IsoDate,
): Promise<ChargingInputs> {
  const from: IsoDate = `${asOf.year - 1}-01-01`;
  const to: IsoDate = `${asOf.year + 2}-12-31`;
  const allowanceRows = await db
    .select({ userId: allowances.userId, year: allowances.year, total: allowances.total })
    .from(allowances)
    .where(
      and(inArray(allowances.userId, userIds), inArray(allowances.year, [asOf.year - 1, asOf.year, asOf.year + 1])),
    );
  const requests = await db
    .select({ userId: leaveRequests.requestingId, ...requestSpanColumns })
    .from(leaveRequests)
    .where(and(inArray(leaveRequests.requestingId, userIds), leaveDuring(from, to)));
  const people = await personTimes(db, userIds, earliest && earliest < from ? earliest : from, to);
  const policy = await leavePolicy(db);
  const allowancesOf = new Map<number, Record<number, number>>(userIds.map((userId) => [userId, {}]));
  for (const { userId, year, total } of allowanceRows) allowancesOf.get(userId)![year] = total;
  const requestsOf = new Map<number, ChargeableRequest[]>(userIds.map((userId) => [userId, []]));
  for (const { userId, ...request } of requests) requestsOf.get(userId)!.push(request as ChargeableRequest);
  return {
    policy,
    of: (userId) => ({
      allowances: allowancesOf.get(userId) ?? {},
      requests: requestsOf.get(userId) ?? [],
      person: people.get(userId) ?? defaultPersonTime(),
    }),
  };
}

/**
 * docs/product/leave.md#balances of many people as of a year and the portal's today: seven queries. `earliest` as for
 * chargingInputs.
 */
export async function balancesOfMany(
  db: Database,
  userIds: number[],
  asOf: BalancesAsOf,
  earliest?: IsoDate,
): Promise<Map<number, Balances>> {
  const inputs = await chargingInputs(db, userIds, asOf, earliest);
  return new Map(
    userIds.map((userId) => {
      const { allowances: allowed, requests, person } = inputs.of(userId);
      return [userId, computeBalances(asOf, allowed, requests, person, inputs.policy)];
    }),
  );
}
