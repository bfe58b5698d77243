import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './session.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required', abort: true })
  .email('Invalid email address');

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
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    password_confirmation: z.string({ error: 'Passwords do not match' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Decisions R64: the e-mails a person can turn off. */
export const NOTIFICATIONS = ['leave_requested', 'leave_decided'] as const;
export type NotificationKind = (typeof NOTIFICATIONS)[number];
export const notificationSettings = z.object({ off: z.array(z.enum(NOTIFICATIONS)) });
