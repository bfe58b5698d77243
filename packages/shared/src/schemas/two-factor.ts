import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { RECOVERY_CODE_COUNT } from '../rules/two-factor.js';

/** A code typed by a person: six digits from the app, or a recovery code (docs/product/access.md#two-factor). */
const typedCode = z
  .string({ error: 'validation:two_factor_code_required' })
  .trim()
  .min(1, 'validation:two_factor_code_required')
  .max(32, 'validation:two_factor_code_invalid');

/** POST /user/2fa/setup: a new secret, pending until a first code confirms it. */
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

/** POST /user/2fa/enable: the first code from the app. */
export const twoFactorEnableBody = z.object({ code: typedCode });
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableBody>;
export const twoFactorEnableResponse = z.object({
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;

/** POST /user/2fa/disable: the password again, so that an open session alone cannot turn it off. */
export const twoFactorDisableBody = z.object({
  password: z
    .string({ error: 'validation:password_required' })
    .min(1, 'validation:password_required')
    .max(TEXT_LIMITS.password, 'validation:password_too_long'),
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

/** POST /login/2fa: the challenge of the password step and a current code or an unused recovery code. */
export const loginTwoFactorBody = z.object({
  challenge: z
    .string({ error: 'validation:two_factor_challenge_required' })
    .min(1, 'validation:two_factor_challenge_required')
    .max(100, 'validation:two_factor_challenge_required'),
  code: typedCode,
});
export type LoginTwoFactorBody = z.infer<typeof loginTwoFactorBody>;
