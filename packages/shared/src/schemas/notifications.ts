import { z } from 'zod';
import { tooManyMessage } from './common.js';

/** docs/product/leave.md#notifications: the e-mails a person can turn off. */
export const NOTIFICATIONS = ['leave_requested', 'leave_decided'] as const;
export type NotificationKind = (typeof NOTIFICATIONS)[number];
/** Repeats are accepted and stored once; the bound only keeps a body small (docs/product/http-contract.md#bounds). */
const MAX_OFF_ITEMS = 20;
export const notificationSettings = z.object({
  off: z.array(z.enum(NOTIFICATIONS)).max(MAX_OFF_ITEMS, tooManyMessage('off', MAX_OFF_ITEMS)),
});
export const notificationSettingsResponse = z.object({ data: notificationSettings });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;
