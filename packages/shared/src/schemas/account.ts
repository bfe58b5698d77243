import { z } from 'zod';
import { tooLongMessage, tooManyMessage } from './common.js';
import { emailField as email, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './session.js';

export const forgotPasswordBody = z.object({ email });

/** Spec §5 Reset password: "The two fields must match, otherwise 'Passwords do not match' is shown." */
export const resetPasswordBody = z
  .object({
    email,
    token: z.string({ error: 'The reset link is incomplete.' }).min(1, 'The reset link is incomplete.').max(200),
    password: z
      .string({ error: 'Password is required' })
      .min(1, { message: 'Password is required', abort: true })
      .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
      .max(PASSWORD_MAX_LENGTH, tooLongMessage('Password', PASSWORD_MAX_LENGTH)),
    password_confirmation: z
      .string({ error: 'Passwords do not match' })
      .max(PASSWORD_MAX_LENGTH, tooLongMessage('Confirm Password', PASSWORD_MAX_LENGTH)),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Decisions R64: the e-mails a person can turn off. */
export const NOTIFICATIONS = ['leave_requested', 'leave_decided'] as const;
export type NotificationKind = (typeof NOTIFICATIONS)[number];
/** Repeats are accepted and stored once; the bound only keeps a body small (decisions R70). */
const MAX_OFF_ITEMS = 20;
export const notificationSettings = z.object({
  off: z.array(z.enum(NOTIFICATIONS)).max(MAX_OFF_ITEMS, tooManyMessage('off', MAX_OFF_ITEMS)),
});
export const notificationSettingsResponse = z.object({ data: notificationSettings });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** The answer of both password reset steps, the same for any address. */
export const passwordResetResponse = z.object({ success: z.literal(true) });
