import { z } from 'zod';
import { isoDate, recordId } from './common.js';

/** What the audit trail records (docs/product/reports.md#audit); features add theirs here. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'user.create',
  'user.update',
  'user.deactivate',
  'user.set_password',
  'assignment.create',
  'assignment.delete',
  'client.create',
  'client.update',
  'client.delete',
  'client.share_key',
  'leave.request',
  'leave.approve',
  'leave.decline',
  'leave.reopen',
  'leave.withdraw',
  'allowance.set',
  'public_holiday.create',
  'public_holiday.update',
  'public_holiday.delete',
  'settings.update',
  'user.reset_password',
  'auth.sign_in_oidc',
  'work_log.create',
  'work_log.update',
  'work_log.delete',
  // docs/product/access.md#import: one row per import.
  'work_log.import',
  'home_office.mark',
  'home_office.unmark',
  'user_skill.add',
  'user_skill.remove',
  // docs/product/closing.md#timesheets, #client-sign-off
  'timesheet.submit',
  'timesheet.approve',
  'timesheet.reopen',
  'client_signoff.approve',
  'client_signoff.query',
  'client_signoff.reopen',
  // docs/product/access.md#api-tokens
  'token.created',
  'token.revoked',
  // docs/product/access.md#export
  'data.exported',
  // docs/product/access.md#two-factor
  'auth.recovery_code_used',
  'user.two_factor_enable',
  'user.two_factor_disable',
  'user.two_factor_reset',
  // docs/product/access.md#recent-sign-in
  'auth.reauth',
] as const;

export const auditQuery = z.object({
  actor_id: recordId.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(250).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntryView = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  /** The personal API token the change was made with (docs/product/access.md#api-tokens); null for a session. */
  via_token: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

export const auditPage = z.object({
  data: z.array(auditEntryView),
  meta: z.object({ total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
});
export type AuditPage = z.infer<typeof auditPage>;
