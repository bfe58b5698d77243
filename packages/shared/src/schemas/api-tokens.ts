import { z } from 'zod';
import { API_TOKEN_MAX_DAYS, API_TOKEN_MIN_DAYS } from '../rules/api-tokens.js';
import { TEXT_LIMITS } from './common.js';

/** docs/product/access.md#api-tokens: POST /user/tokens. */
export const apiTokenBody = z.object({
  name: z
    .string({ error: 'validation:token_name_required' })
    .trim()
    .min(1, 'validation:token_name_required')
    .max(TEXT_LIMITS.name, 'validation:token_name_too_long'),
  expires_in_days: z
    .number({ error: 'validation:token_days_range' })
    .int('validation:token_days_whole')
    .min(API_TOKEN_MIN_DAYS, 'validation:token_days_range')
    .max(API_TOKEN_MAX_DAYS, 'validation:token_days_range'),
});
export type ApiTokenBody = z.infer<typeof apiTokenBody>;

/** One of the caller's active tokens, as GET /user/tokens lists it: never the token or its hash. */
export const apiTokenView = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** null until the token is first used. */
  last_used_at: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

export const apiTokensResponse = z.object({ data: z.array(apiTokenView) });
export type ApiTokensResponse = z.infer<typeof apiTokensResponse>;

/** The answer of POST /user/tokens: the only time the token itself is shown. */
export const createdApiToken = z.object({ id: z.number().int(), name: z.string(), token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;
