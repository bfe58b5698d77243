import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  type BalancesAsOf,
  LeaveStatus,
  type ApprovalContext,
  type IsoDate,
  type LeaveRequestRecord,
} from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { assignments, leaveRequests, users } from '../../platform/db/schema.js';
import { balancesOfMany } from '../../domain/leave/leave-balances.js';
import { listRequests } from './requests.js';
import { leaveDuring } from '../../domain/leave/leave-spans.js';

type Away = ApprovalContext['away'][number];

/** A colleague's leave that is not Declined, with the assignment that makes them a colleague. */
interface ColleagueLeave {
  userId: number;
  assignedFrom: IsoDate;
  assignedTo: IsoDate | null;
  leave: Away & { id: number };
}

/** What the contexts are made of, grouped so that each request reads only its own requester's and clients' rows. */
interface Facts {
  balanceLeftByUser: Map<number, number>;
  clientsByUser: Map<number, Set<number>>;
  colleaguesByClient: Map<number, ColleagueLeave[]>;
}

/**
 * docs/product/leave.md#approval-context, for every pending request at once or for the pending ones among `requestIds` (one page of
 * Handle Holidays; ids of requests that are not pending are left out), in a fixed number of queries: its working days, the
 * requester's total balance once it is approved (pending Annual leave is already charged, docs/product/leave.md#balances), and who
 * else of the same clients is away in that range.
 */
export async function approvalContext(
  db: Database,
  asOf: BalancesAsOf,
  requestIds?: number[],
): Promise<ApprovalContext[]> {
  const pending = await listRequests(
    db,
    and(
      eq(leaveRequests.status, LeaveStatus.PENDING),
      requestIds === undefined ? undefined : inArray(leaveRequests.id, requestIds),
    ),
  );
  if (pending.length === 0) return [];
  const facts = await factsOf(db, pending, asOf);
  return pending.map((request) => ({
    request_id: request.id,
    working_days: request.working_days,
    balance_left_after: facts.balanceLeftByUser.get(request.requesting_id) ?? 0,
    away: awayDuring(request, facts),
  }));
}

async function factsOf(db: Database, pending: LeaveRequestRecord[], asOf: BalancesAsOf): Promise<Facts> {
  const requesterIds = [...new Set(pending.map((request) => request.requesting_id))];
  const span = spanOf(pending);
  const [balanceLeftByUser, requesterAssignments] = await Promise.all([
    balancesLeft(db, requesterIds, asOf, span.from),
    db
      .select({ userId: assignments.userId, clientId: assignments.clientId })
      .from(assignments)
      .where(inArray(assignments.userId, requesterIds)),
  ]);
  const clientsByUser = new Map<number, Set<number>>();
  for (const { userId, clientId } of requesterAssignments) {
    clientsByUser.set(userId, (clientsByUser.get(userId) ?? new Set<number>()).add(clientId));
  }
  const clientIds = [...new Set(requesterAssignments.map((assignment) => assignment.clientId))];
  return { balanceLeftByUser, clientsByUser, colleaguesByClient: await colleagueLeave(db, clientIds, span) };
}

/** The first and the last day the pending requests cover. */
function spanOf(pending: LeaveRequestRecord[]): { from: IsoDate; to: IsoDate } {
  let from = pending[0]!.from_date;
  let to = pending[0]!.to_date;
  for (const request of pending) {
    if (request.from_date < from) from = request.from_date;
    if (request.to_date > to) to = request.to_date;
  }
  return { from, to };
}

/**
 * Each requester's total balance left (docs/product/leave.md#balances), read as the balances everywhere else are
 * (domain/leave/leave-balances.ts), with time models from the first pending day (`earliest`) on.
 */
async function balancesLeft(
  db: Database,
  requesterIds: number[],
  asOf: BalancesAsOf,
  earliest: IsoDate,
): Promise<Map<number, number>> {
  const balances = await balancesOfMany(db, requesterIds, asOf, earliest);
  return new Map(requesterIds.map((userId) => [userId, balances.get(userId)!.available_days_left_all]));
}

/** Leave that is not Declined of active people assigned to `clientIds`, overlapping the span, by client. */
async function colleagueLeave(
  db: Database,
  clientIds: number[],
  span: { from: IsoDate; to: IsoDate },
): Promise<Map<number, ColleagueLeave[]>> {
  const byClient = new Map<number, ColleagueLeave[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select({ assignment: assignments, name: users.name, leave: leaveRequests })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.userId))
    .innerJoin(leaveRequests, eq(leaveRequests.requestingId, assignments.userId))
    .where(
      and(
        inArray(assignments.clientId, clientIds),
        eq(users.active, true),
        ne(leaveRequests.status, LeaveStatus.DECLINED),
        leaveDuring(span.from, span.to),
      ),
    );
  for (const { assignment, name, leave } of rows) {
    const colleague: ColleagueLeave = {
      userId: assignment.userId,
      assignedFrom: assignment.fromDate,
      assignedTo: assignment.toDate,
      leave: {
        id: leave.id,
        user_id: assignment.userId,
        name,
        from_date: leave.fromDate,
        to_date: leave.toDate,
        status: leave.status,
      },
    };
    addTo(byClient, assignment.clientId, colleague);
  }
  return byClient;
}

/** Others of the requester's clients, assigned during the request, whose leave overlaps it; each leave once. */
function awayDuring(request: LeaveRequestRecord, facts: Facts): Away[] {
  const away = new Map<number, Away>();
  for (const clientId of facts.clientsByUser.get(request.requesting_id) ?? []) {
    for (const { userId, assignedFrom, assignedTo, leave } of facts.colleaguesByClient.get(clientId) ?? []) {
      if (userId === request.requesting_id) continue;
      const overlaps = leave.from_date <= request.to_date && leave.to_date >= request.from_date;
      const assignedThen = assignedFrom <= request.to_date && (assignedTo === null || assignedTo >= request.from_date);
      if (!overlaps || !assignedThen) continue;
      const { id, ...shown } = leave;
      away.set(id, shown);
    }
  }
  return [...away.values()];
}

function addTo<Key, Value>(map: Map<Key, Value[]>, key: Key, value: Value): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
