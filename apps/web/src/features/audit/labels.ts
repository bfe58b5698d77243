import type { AUDIT_ACTIONS } from '@portal/shared';

/**
 * The names of the actions the audit trail records (docs/product/reports.md#audit): the filter's choices (AUDIT_ACTIONS) and
 * those recorded but not offered there. The stored values stay as they are; English shows them as recorded.
 */
const ACTION_KEYS = {
  'auth.sign_in': 'audit:action.auth.sign_in',
  'auth.sign_in_failed': 'audit:action.auth.sign_in_failed',
  'auth.sign_in_oidc': 'audit:action.auth.sign_in_oidc',
  'auth.recovery_code_used': 'audit:action.auth.recovery_code_used',
  'auth.reauth': 'audit:action.auth.reauth',
  'user.create': 'audit:action.user.create',
  'user.update': 'audit:action.user.update',
  'user.deactivate': 'audit:action.user.deactivate',
  'user.set_password': 'audit:action.user.set_password',
  'user.reset_password': 'audit:action.user.reset_password',
  'user.two_factor_enable': 'audit:action.user.two_factor_enable',
  'user.two_factor_disable': 'audit:action.user.two_factor_disable',
  'user.two_factor_reset': 'audit:action.user.two_factor_reset',
  'assignment.create': 'audit:action.assignment.create',
  'assignment.delete': 'audit:action.assignment.delete',
  'client.create': 'audit:action.client.create',
  'client.update': 'audit:action.client.update',
  'client.delete': 'audit:action.client.delete',
  'client.share_key': 'audit:action.client.share_key',
  'leave.request': 'audit:action.leave.request',
  'leave.approve': 'audit:action.leave.approve',
  'leave.decline': 'audit:action.leave.decline',
  'leave.reopen': 'audit:action.leave.reopen',
  'leave.withdraw': 'audit:action.leave.withdraw',
  'allowance.set': 'audit:action.allowance.set',
  'public_holiday.create': 'audit:action.public_holiday.create',
  'public_holiday.update': 'audit:action.public_holiday.update',
  'public_holiday.delete': 'audit:action.public_holiday.delete',
  'settings.update': 'audit:action.settings.update',
  'work_log.create': 'audit:action.work_log.create',
  'work_log.update': 'audit:action.work_log.update',
  'work_log.delete': 'audit:action.work_log.delete',
  'work_log.import': 'audit:action.work_log.import',
  'home_office.mark': 'audit:action.home_office.mark',
  'home_office.unmark': 'audit:action.home_office.unmark',
  'timesheet.submit': 'audit:action.timesheet.submit',
  'timesheet.approve': 'audit:action.timesheet.approve',
  'timesheet.reopen': 'audit:action.timesheet.reopen',
  'client_signoff.approve': 'audit:action.client_signoff.approve',
  'client_signoff.query': 'audit:action.client_signoff.query',
  'client_signoff.reopen': 'audit:action.client_signoff.reopen',
  'data.exported': 'audit:action.data.exported',
  'user_skill.add': 'audit:action.user_skill.add',
  'user_skill.remove': 'audit:action.user_skill.remove',
  'token.created': 'audit:action.token.created',
  'token.revoked': 'audit:action.token.revoked',
  // Recorded, not in AUDIT_ACTIONS.
  'document.create': 'audit:action.document.create',
  'document.delete': 'audit:action.document.delete',
  'skill.create': 'audit:action.skill.create',
  'skill.update': 'audit:action.skill.update',
  'skill.delete': 'audit:action.skill.delete',
  'profile.update': 'audit:action.profile.update',
} as const satisfies Record<(typeof AUDIT_ACTIONS)[number], string> & Record<string, string>;

/** The kinds of record an entry names (`target_type`), each with its id: 'user 12'. */
const TARGET_KEYS: Record<string, TargetKey> = {
  user: 'audit:target.user',
  client: 'audit:target.client',
  document: 'audit:target.document',
  public_holiday: 'audit:target.public_holiday',
  skill: 'audit:target.skill',
  leave_request: 'audit:target.leave_request',
  settings: 'audit:target.settings',
  work_log: 'audit:target.work_log',
  api_token: 'audit:target.api_token',
};

type ActionKey = (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS];
type TargetKey = `audit:target.${string}`;

/** The key of an action's name; null for one this screen does not know. */
export function actionKey(action: string): ActionKey | null {
  return Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action as keyof typeof ACTION_KEYS] : null;
}

/** The key of a target's name ('{{kind}} {{id}}'); null for a kind this screen does not know. */
export function targetKey(type: string): TargetKey | null {
  return Object.hasOwn(TARGET_KEYS, type) ? TARGET_KEYS[type]! : null;
}

/** The page buttons' names ('Go to next page'). */
export const PAGE_ARIA_KEYS = {
  first: 'audit:pagination.first',
  last: 'audit:pagination.last',
  next: 'audit:pagination.next',
  previous: 'audit:pagination.previous',
} as const;
