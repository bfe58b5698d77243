/**
 * docs/product/access.md#api-tokens: the rules of personal API tokens, apart from the server so that the panel and
 * the API agree on them.
 */

/** Every API token starts with it, so that a person, a secret scanner and the server can tell one from a session. */
export const API_TOKEN_PREFIX = 'sp_';

/** The random part: 32 bytes in base64url, 43 characters; a session token is the same 43 characters without the prefix. */
const API_TOKEN_RANDOM_LENGTH = 43;
export const API_TOKEN_LENGTH = API_TOKEN_PREFIX.length + API_TOKEN_RANDOM_LENGTH;

/** "expires_in_days (1–365)" (docs/product/access.md#api-tokens). */
export const API_TOKEN_MIN_DAYS = 1;
export const API_TOKEN_MAX_DAYS = 365;

/** The expiries the panel offers first; any whole number of days in the range may be typed. */
export const API_TOKEN_DAY_PRESETS = [30, 90, 365] as const;

/** docs/product/access.md#api-tokens: at most this many tokens of one person are active at once. */
export const MAX_ACTIVE_API_TOKENS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token lasts `days` whole days of 24 hours from its creation, to the millisecond. */
export function apiTokenExpiry(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * DAY_MS);
}

/**
 * Whether a bearer is an API token rather than a session: the prefix and the length together, because a session's
 * random token may itself begin with "sp_" (base64url has the underscore).
 */
export function isApiTokenShape(bearer: string): boolean {
  return bearer.length === API_TOKEN_LENGTH && bearer.startsWith(API_TOKEN_PREFIX);
}
