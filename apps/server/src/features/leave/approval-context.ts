import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { computeBalances, LeaveStatus, type ApprovalContext } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { allowances, assignments, leaveRequests, users } from '../../platform/db/schema.js';
import { publicHolidayDates, requestSpanColumns } from '../../platform/leave-balances.js';
import { listRequests } from './requests.js';

/**
 * docs/product/leave.md#approval-context, for every pending request at once in a fixed number of queries: its working days,
 * the requester's total balance once it is approved (pending Annual leave is already charged, docs/product/leave.md#balances),
 * and who else of the same clients is away in that range.
 */
export async function approvalContext(db: Database, currentYear: number): Promise<ApprovalContext[]> {
  const pending = await listRequests(db, eq(leaveRequests.status, LeaveStatus.PENDING));
  if (pending.length === 0) return [];
  const requesterIds = [...new Set(pending.map((request) => request.requesting_id))];
  const from = `${currentYear - 1}-01-01`;
  const to = `${currentYear + 1}-12-31`;
  const earliest = pending.reduce(
    (min, request) => (request.from_date < min ? request.from_date : min),
    pending[0]!.from_date,
  );
  const latest = pending.reduce((max, request) => (request.to_date > max ? request.to_date : max), pending[0]!.to_date);

  const [allowanceRows, chargeable, holidays, requesterAssignments] = await Promise.all([
    db
      .select()
      .from(allowances)
      .where(
        and(
          inArray(allowances.userId, requesterIds),
          gte(allowances.year, currentYear - 1),
          lte(allowances.year, currentYear + 1),
        ),
      ),
    db
      .select({ userId: leaveRequests.requestingId, ...requestSpanColumns })
      .from(leaveRequests)
      .where(
        and(
          inArray(leaveRequests.requestingId, requesterIds),
          lte(leaveRequests.fromDate, to),
          gte(leaveRequests.toDate, from),
        ),
      ),
    publicHolidayDates(db, from < earliest ? from : earliest, to > latest ? to : latest),
    db.select().from(assignments).where(inArray(assignments.userId, requesterIds)),
  ]);
  const clientIds = [...new Set(requesterAssignments.map((assignment) => assignment.clientId))];
  const colleagues = clientIds.length
    ? await db
        .select({ assignment: assignments, name: users.name, leave: leaveRequests })
        .from(assignments)
        .innerJoin(users, eq(users.id, assignments.userId))
        .innerJoin(leaveRequests, eq(leaveRequests.requestingId, assignments.userId))
        .where(
          and(
            inArray(assignments.clientId, clientIds),
            eq(users.active, true),
            ne(leaveRequests.status, LeaveStatus.DECLINED),
            lte(leaveRequests.fromDate, latest),
            gte(leaveRequests.toDate, earliest),
          ),
        )
    : [];

  return pending.map((request) => {
    const allowancesOfRequester = Object.fromEntries(
      allowanceRows.filter((row) => row.userId === request.requesting_id).map((row) => [row.year, row.total]),
    );
    const balances = computeBalances(
      currentYear,
      allowancesOfRequester,
      chargeable.filter((row) => row.userId === request.requesting_id),
      holidays,
    );
    const sharedClients = new Set(
      requesterAssignments
        .filter((assignment) => assignment.userId === request.requesting_id)
        .map((assignment) => assignment.clientId),
    );
    const away = new Map<number, ApprovalContext['away'][number]>();
    for (const { assignment, name, leave } of colleagues) {
      const overlaps = leave.fromDate <= request.to_date && leave.toDate >= request.from_date;
      const stillAssigned =
        assignment.fromDate <= request.to_date &&
        (assignment.toDate === null || assignment.toDate >= request.from_date);
      if (!stillAssigned) continue;
      if (assignment.userId === request.requesting_id || !sharedClients.has(assignment.clientId) || !overlaps) continue;
      away.set(leave.id, {
        user_id: assignment.userId,
        name,
        from_date: leave.fromDate,
        to_date: leave.toDate,
        status: leave.status,
      });
    }
    return {
      request_id: request.id,
      working_days: request.working_days,
      balance_left_after: balances.available_days_left_all,
      away: [...away.values()],
    };
  });
}
