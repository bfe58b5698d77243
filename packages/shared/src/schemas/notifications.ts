import { z } from 'zod';
import { MAX_OFF_ITEMS } from '../limits.js';

/**
 * docs/product/leave.md#notifications: the e-mails a person can turn off (and #expiry-notice); the month's e-mails of
 * docs/product/closing.md#reminders.
 */
export const NOTIFICATIONS = [
  'leave_requested',
  'leave_decided',
  'leave_expiring',
  'timesheet_reopened',
  'client_queried',
  'weekly_reminder',
  'timesheet_reminder',
  'admin_digest',
] as const;
export type NotificationKind = (typeof NOTIFICATIONS)[number];
/** Repeats are accepted and stored once; the bound only keeps a body small (docs/product/http-contract.md#bounds). */
export const notificationSettings = z.object({
  off: z.array(z.enum(NOTIFICATIONS)).max(MAX_OFF_ITEMS, 'validation:off_limit'),
});
export const notificationSettingsResponse = z.object({ data: notificationSettings });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;
