import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';

/**
 * docs/product/access.md#recent-sign-in: POST /user/reauth, the password or a second-factor code (from the app, or
 * an unused recovery code) again, so that the session may do a sensitive action for the next 10 minutes.
 */
export const reauthBody = z
  .object({
    password: z
      .string({ error: 'validation:password_required' })
      .min(1, 'validation:password_required')
      .max(TEXT_LIMITS.password, 'validation:password_too_long')
      .optional(),
    code: z
      .string({ error: 'validation:two_factor_code_required' })
      .trim()
      .min(1, 'validation:two_factor_code_required')
      .max(32, 'validation:two_factor_code_invalid')
      .optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: 'validation:reauth_one_of',
    path: ['password'],
  });
export type ReauthBody = z.infer<typeof reauthBody>;
