import { z } from 'zod';
import { tooLongMessage } from './common.js';
import { emailField as email, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './session.js';

export const forgotPasswordBody = z.object({ email });

/** docs/product/people-and-clients.md#password-reset: "The two fields must match, otherwise 'Passwords do not match' is shown." */
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

/** The answer of both password reset steps, the same for any address. */
export const passwordResetResponse = z.object({ success: z.literal(true) });
