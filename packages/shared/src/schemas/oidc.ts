import { z } from 'zod';
import { TEXT_LIMITS } from './common.js';

/** GET /auth: where to sign in with the identity provider. */
export const oidcSignInAddress = z.object({ url: z.string() });
export type OidcSignInAddress = z.infer<typeof oidcSignInAddress>;

/** GET /auth/callback: the identity provider's answer, passed on as it came (docs/product/http-contract.md#secrets). */
export const oidcCallbackQuery = z
  .object({
    state: z
      .string({ error: 'validation:sign_in_answer_incomplete' })
      .min(1, 'validation:sign_in_answer_incomplete')
      .max(TEXT_LIMITS.text, 'validation:state_too_long'),
    code: z.string().max(TEXT_LIMITS.text, 'validation:code_too_long').optional(),
  })
  .passthrough();
