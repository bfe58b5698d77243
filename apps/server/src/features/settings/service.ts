import { recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { InvalidInput } from '../../platform/errors.js';
import { chooseLeaveApprover, leaveApprover } from '../../platform/settings.js';

/** The portal's settings: today the leave approver (docs/product/leave.md#approver). */
export async function readSettings(db: Database) {
  return { leave_approver: await leaveApprover(db) };
}

/** docs/product/leave.md#approver: the new leave approver, committed with its audit row (docs/product/reports.md#one-transaction). */
export async function updateSettings(deps: AppDeps, actor: Actor, change: { leave_approver_id: number }) {
  return deps.db.transaction(async (tx) => {
    const before = await leaveApprover(tx);
    if (!(await chooseLeaveApprover(tx, change.leave_approver_id))) {
      throw new InvalidInput('errors:settings.approver_not_admin', {
        leave_approver_id: ['errors:settings.choose_admin'],
      });
    }
    const after = await leaveApprover(tx);
    await recordAudit(
      tx,
      {
        actorId: actor.caller.id,
        action: 'settings.update',
        targetType: 'settings',
        before: { leave_approver: before },
        after: { leave_approver: after },
        ip: actor.ip,
      },
      deps.clock.now(),
    );
    return { leave_approver: after };
  });
}
