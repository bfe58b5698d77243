import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from './common.js';

/** GET /auth: where to sign in with the identity provider. */
export const oidcSignInAddress = z.object({ url: z.string() });
export type OidcSignInAddress = z.infer<typeof oidcSignInAddress>;

/** GET /auth/callback: the identity provider's answer, passed on as it came (docs/product/http-contract.md#secrets). */
export const oidcCallbackQuery = z
  .object({
    state: z
      .string({ error: 'The sign-in answer is incomplete.' })
      .min(1, 'The sign-in answer is incomplete.')
      .max(TEXT_LIMITS.text, tooLongMessage('state', TEXT_LIMITS.text)),
    code: z.string().max(TEXT_LIMITS.text, tooLongMessage('code', TEXT_LIMITS.text)).optional(),
  })
  .passthrough();
