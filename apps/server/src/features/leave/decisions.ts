import { and, eq, ne } from 'drizzle-orm';
import { LeaveStatus, type LeaveRequestRecord } from '@portal/shared';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { leaveRequests, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.js';
import { notifyRequester } from './notices.js';
import { DatesAlreadyRequested, listRequests, overlapsLiveRequest } from './requests.js';
import { leaveDuring } from '../../domain/leave/leave-spans.js';

/** docs/product/leave.md#approval: approving or declining records who and when; the same status again is harmless. */
export async function setLeaveStatus(
  deps: AppDeps,
  actor: Actor,
  id: number,
  status: number,
): Promise<LeaveRequestRecord> {
  const { db, clock } = deps;
  const [before] = await listRequests(db, eq(leaveRequests.id, id));
  if (!before) throw new NotFound('errors:leave.not_found');
  if (before.status === status) return before;
  if (before.status === LeaveStatus.DECLINED) {
    // Reopening or approving a declined request must not break the overlap rule (docs/product/leave.md#overlaps).
    const [overlap] = await db
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.requestingId, before.requesting_id),
          ne(leaveRequests.id, id),
          ne(leaveRequests.status, LeaveStatus.DECLINED),
          leaveDuring(before.from_date, before.to_date),
        ),
      )
      .limit(1);
    if (overlap) throw new DatesAlreadyRequested();
  }
  const now = clock.now();
  // docs/product/reports.md#one-transaction: the decision, the requester's e-mail and the audit row commit together.
  return db.transaction(async (tx) => {
    if (before.status === LeaveStatus.DECLINED) {
      // docs/product/leave.md#overlaps: a declined request brought back must not overlap one requested since.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, before.requesting_id)).for('update');
      if (await overlapsLiveRequest(tx, before.requesting_id, before.from_date, before.to_date, id))
        throw new DatesAlreadyRequested();
    }
    await tx
      .update(leaveRequests)
      .set({ status, decidedById: actor.caller.id, decidedAt: now })
      .where(eq(leaveRequests.id, id));
    const [after] = await listRequests(tx, eq(leaveRequests.id, id));
    if (status !== LeaveStatus.PENDING) await notifyRequester(tx, deps, after!, now);
    await recordAudit(
      tx,
      {
        action: STATUS_ACTIONS[status] ?? 'leave.reopen',
        targetType: 'leave_request',
        targetId: id,
        before: { status: before.status },
        after: { status },
        ...auditActor(actor),
      },
      now,
    );
    return after!;
  });
}

const STATUS_ACTIONS: Record<number, string> = {
  [LeaveStatus.APPROVED]: 'leave.approve',
  [LeaveStatus.DECLINED]: 'leave.decline',
  [LeaveStatus.PENDING]: 'leave.reopen',
};

/** docs/product/leave.md#withdraw-revoke: the requester withdraws their own Pending request; it is deleted. */
export async function withdrawLeaveRequest(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [request] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, id));
    if (!request) throw new NotFound('errors:leave.not_found');
    if (request.requestingId !== actor.caller.id) throw new Forbidden('errors:leave.withdraw_own_only');
    if (request.status !== LeaveStatus.PENDING) throw new Conflict('errors:leave.withdraw_pending_only');
    await tx.delete(leaveRequests).where(eq(leaveRequests.id, id));
    await recordAudit(
      tx,
      {
        action: 'leave.withdraw',
        targetType: 'leave_request',
        targetId: id,
        before: {
          from_date: request.fromDate,
          to_date: request.toDate,
          from_half: request.fromHalf,
          to_half: request.toHalf,
          type: request.type,
        },
        ...auditActor(actor),
      },
      deps.clock.now(),
    );
  });
}
