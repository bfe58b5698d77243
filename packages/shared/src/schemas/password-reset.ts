import { z } from 'zod';
import { emailField as email, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './session.js';

export const forgotPasswordBody = z.object({ email });

/** docs/product/people-and-clients.md#password-reset: "The two fields must match, otherwise 'Passwords do not match' is shown." */
export const resetPasswordBody = z
  .object({
    email,
    token: z.string({ error: 'validation:reset_link_incomplete' }).min(1, 'validation:reset_link_incomplete').max(200),
    password: z
      .string({ error: 'validation:password_required' })
      .min(1, { message: 'validation:password_required', abort: true })
      .min(PASSWORD_MIN_LENGTH, 'validation:password_too_short')
      .max(PASSWORD_MAX_LENGTH, 'validation:password_too_long'),
    password_confirmation: z
      .string({ error: 'validation:passwords_do_not_match' })
      .max(PASSWORD_MAX_LENGTH, 'validation:password_confirmation_too_long'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'validation:passwords_do_not_match',
    path: ['password_confirmation'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The answer of both password reset steps, the same for any address. */
export const passwordResetResponse = z.object({ success: z.literal(true) });
