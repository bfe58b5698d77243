import { SETTINGS_NEEDING_RECENT_SIGN_IN, type SettingsBody } from '@portal/shared';
import { chooseLockedUntil, lockedUntil } from '../../domain/closing/period-locks.js';
import {
  carryOverUntil,
  chooseCarryOverUntil,
  chooseLeaveApprover,
  leaveApprover,
} from '../../domain/leave/leave-settings.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { assertRecentSignIn } from '../../platform/auth/recent-sign-in.js';
import type { Database } from '../../platform/db/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { InvalidInput } from '../../platform/errors.js';
import {
  choosePortalTimeZone,
  chooseReminderTime,
  chooseTwoFactorRequiredForAdmins,
  portalTimeZone,
  reminderTime,
  twoFactorRequiredForAdmins,
} from '../../platform/settings.js';

/**
 * The portal's settings: the leave approver (docs/product/leave.md#approver), the time zone
 * (docs/product/time-model.md#time-zone), the carry-over day (docs/product/leave.md#carry-over), the lock date
 * (docs/product/closing.md#locks), the weekly reminder's time (docs/product/closing.md#reminders) and whether admins
 * must sign in with a second factor (docs/product/access.md#two-factor).
 */
export async function readSettings(db: Database) {
  const reminder = await reminderTime(db);
  return {
    leave_approver: await leaveApprover(db),
    time_zone: await portalTimeZone(db),
    carry_over_until: await carryOverUntil(db),
    locked_until: await lockedUntil(db),
    reminder_weekday: reminder.weekday,
    reminder_hour: reminder.hour,
    require_2fa_for_admins: await twoFactorRequiredForAdmins(db),
  };
}

/**
 * PATCH /settings: the settings given change, the others stay; committed with one audit row
 * (docs/product/reports.md#one-transaction).
 */
export async function updateSettings(deps: AppDeps, actor: Actor, change: SettingsBody) {
  return deps.db.transaction(async (tx) => {
    const before = await readSettings(tx);
    if (changesGuardedSetting(before, change)) await assertRecentSignIn(tx, actor.caller, deps.clock.now());
    if (change.leave_approver_id !== undefined && !(await chooseLeaveApprover(tx, change.leave_approver_id))) {
      throw new InvalidInput('errors:settings.approver_not_admin', {
        leave_approver_id: ['errors:settings.choose_admin'],
      });
    }
    if (change.time_zone !== undefined) await choosePortalTimeZone(tx, change.time_zone);
    if (change.carry_over_until !== undefined) await chooseCarryOverUntil(tx, change.carry_over_until);
    if (change.locked_until !== undefined) await chooseLockedUntil(tx, change.locked_until);
    await chooseReminderTime(tx, { weekday: change.reminder_weekday, hour: change.reminder_hour });
    if (change.require_2fa_for_admins !== undefined) {
      await chooseTwoFactorRequiredForAdmins(tx, change.require_2fa_for_admins);
    }
    const after = await readSettings(tx);
    await recordAudit(
      tx,
      {
        action: 'settings.update',
        targetType: 'settings',
        before,
        after,
        ...auditActor(actor),
      },
      deps.clock.now(),
    );
    return after;
  });
}

/**
 * docs/product/access.md#recent-sign-in: the admins' second factor and the lock date protect the portal as a whole, so
 * changing them (not sending them unchanged, as the Settings form does) needs a recent sign-in.
 */
function changesGuardedSetting(before: Awaited<ReturnType<typeof readSettings>>, change: SettingsBody): boolean {
  return SETTINGS_NEEDING_RECENT_SIGN_IN.some(
    (field) => change[field] !== undefined && change[field] !== before[field],
  );
}
