import { count, eq } from 'drizzle-orm';
import type { LeaveTypeBody, LeaveTypePatch, LeaveTypeView } from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { isForeignKeyViolation } from '../../platform/db/errors.js';
import type { Database } from '../../platform/db/index.js';
import { leaveRequests, leaveTypes } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, NotFound } from '../../platform/errors.js';
import { translatorFor, type Translate } from '../../platform/i18n.js';
import { leaveTypeView, storedLeaveType, storedLeaveTypes } from '../../domain/leave/leave-types.js';

const audit = auditOf('leave_type');
/** The audit trail names types in English, as it does leave requests. */
const english = translatorFor('en');

/** docs/product/leave.md#types: in the caller's language, by id. */
export async function listLeaveTypes(db: Database, say: Translate): Promise<LeaveTypeView[]> {
  return (await storedLeaveTypes(db)).map((type) => leaveTypeView(say, type));
}

/** Each change below commits with its audit row (docs/product/reports.md#one-transaction). */
export async function createLeaveType(
  deps: AppDeps,
  actor: Actor,
  body: LeaveTypeBody,
  say: Translate,
): Promise<LeaveTypeView> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leaveTypes)
      .values({
        name: body.name,
        color: body.color,
        usesAllowance: body.uses_allowance,
        needsApproval: body.needs_approval,
        active: body.active ?? true,
        private: body.private ?? false,
      })
      .returning({ id: leaveTypes.code });
    const created = (await storedLeaveType(tx, row!.id))!;
    await audit(tx, actor, deps.clock.now(), {
      action: 'leave_type.create',
      id: created.id,
      after: leaveTypeView(english, created),
    });
    return leaveTypeView(say, created);
  });
}

/**
 * Changes the fields given. A first-start type renamed keeps the admin's name from then on; until then the
 * catalogues name it (docs/product/leave.md#types).
 */
export async function updateLeaveType(
  deps: AppDeps,
  actor: Actor,
  id: number,
  change: LeaveTypePatch,
  say: Translate,
): Promise<LeaveTypeView> {
  return deps.db.transaction(async (tx) => {
    const before = await storedLeaveType(tx, id);
    if (!before) throw new NotFound('errors:leave_types.not_found');
    await tx
      .update(leaveTypes)
      .set({
        name: change.name,
        color: change.color,
        usesAllowance: change.uses_allowance,
        needsApproval: change.needs_approval,
        active: change.active,
        private: change.private,
      })
      .where(eq(leaveTypes.code, id));
    const after = (await storedLeaveType(tx, id))!;
    await audit(tx, actor, deps.clock.now(), {
      action: 'leave_type.update',
      id,
      before: leaveTypeView(english, before),
      after: leaveTypeView(english, after),
    });
    return leaveTypeView(say, after);
  });
}

/** A type that any request uses stays: 409 LEAVE_TYPE_IN_USE, deactivate it instead (docs/product/leave.md#types). */
export class LeaveTypeInUse extends AppError {
  constructor() {
    super('LEAVE_TYPE_IN_USE');
  }
}

export async function deleteLeaveType(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db
    .transaction(async (tx) => {
      const before = await storedLeaveType(tx, id);
      if (!before) throw new NotFound('errors:leave_types.not_found');
      const [used] = await tx.select({ n: count() }).from(leaveRequests).where(eq(leaveRequests.type, id));
      if ((used?.n ?? 0) > 0) throw new LeaveTypeInUse();
      await tx.delete(leaveTypes).where(eq(leaveTypes.code, id));
      await audit(tx, actor, deps.clock.now(), {
        action: 'leave_type.delete',
        id,
        before: leaveTypeView(english, before),
      });
    })
    .catch((error: unknown) => {
      // A request of this type was filed after the count: the database's own check answers.
      if (isForeignKeyViolation(error)) throw new LeaveTypeInUse();
      throw error;
    });
}
