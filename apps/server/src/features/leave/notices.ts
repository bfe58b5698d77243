import { LeaveStatus, NO_NOTES, type LeaveRequestRecord } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { formatDate } from '../../platform/i18n.js';
import { leaveTypeName, storedLeaveType } from '../../domain/leave/leave-types.js';
import { notify } from '../../platform/notifications.js';

/** docs/product/leave.md#notifications: `leave_requested`, to the leave approver. */
export async function notifyApprover(
  tx: Database,
  deps: AppDeps,
  approverId: number,
  created: LeaveRequestRecord,
  now: Date,
) {
  const type = await storedLeaveType(tx, created.type);
  return notify(
    tx,
    deps.config,
    approverId,
    'leave_requested',
    (say, language) => {
      const dates = { from: formatDate(language, created.from_date), to: formatDate(language, created.to_date) };
      const notes = created.notes === NO_NOTES ? say('notifications:leave_requested.no_notes') : created.notes;
      return {
        subject: say('notifications:leave_requested.subject', { name: created.user.name, ...dates }),
        lines: [
          say('notifications:leave_requested.asks', {
            name: created.user.name,
            type: leaveTypeName(say, type, created.type),
            ...dates,
            count: created.working_days,
          }),
          say('notifications:leave_requested.notes', { notes }),
        ],
        link: `${deps.config.publicUrl}/holidays/manageholiday`,
      };
    },
    now,
  );
}

/**
 * The e-mail's texts for each decision: whole sentences, so that each language words them its own way. A type
 * without approval is approved by the portal (docs/product/leave.md#no-approval).
 */
const DECISION_TEXTS = {
  approved: {
    subject: 'notifications:leave_decided.approved_subject',
    body: 'notifications:leave_decided.approved_body',
  },
  declined: {
    subject: 'notifications:leave_decided.declined_subject',
    body: 'notifications:leave_decided.declined_body',
  },
  approvedWithoutApproval: {
    subject: 'notifications:leave_decided.approved_subject',
    body: 'notifications:leave_decided.approved_without_approval_body',
  },
} as const;

/** docs/product/leave.md#notifications: `leave_decided`, to the requester. */
export async function notifyRequester(
  tx: Database,
  deps: AppDeps,
  decided: LeaveRequestRecord,
  now: Date,
  byThePortal = false,
) {
  const type = await storedLeaveType(tx, decided.type);
  const approved = decided.status === LeaveStatus.APPROVED;
  const texts = DECISION_TEXTS[byThePortal ? 'approvedWithoutApproval' : approved ? 'approved' : 'declined'];
  return notify(
    tx,
    deps.config,
    decided.requesting_id,
    'leave_decided',
    (say, language) => {
      const dates = { from: formatDate(language, decided.from_date), to: formatDate(language, decided.to_date) };
      return {
        subject: say(texts.subject, dates),
        lines: [
          say(texts.body, {
            type: leaveTypeName(say, type, decided.type),
            ...dates,
            name: decided.decided_by?.name ?? say('notifications:leave_decided.an_administrator'),
          }),
        ],
        link: `${deps.config.publicUrl}/holidays`,
      };
    },
    now,
  );
}
