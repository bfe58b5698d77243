/**
 * Every error body's stable `code`, with its HTTP status and the key of the message sent when the
 * failure has no more specific one (docs/product/http-contract.md#error-codes); the `errors` catalogue
 * holds the message in each language. Clients decide on the code, never on the message text.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, messageKey: 'errors:code.VALIDATION_FAILED' },
  NOT_ENOUGH_DAYS: { status: 400, messageKey: 'errors:code.NOT_ENOUGH_DAYS' },
  INVALID_RESET_LINK: { status: 400, messageKey: 'errors:code.INVALID_RESET_LINK' },
  IMPORT_ROWS_INVALID: { status: 400, messageKey: 'errors:code.IMPORT_ROWS_INVALID' },
  /** docs/product/http-contract.md#unreadable-forms: a multipart body cut off or with a broken boundary. */
  UNREADABLE_FORM: { status: 400, messageKey: 'errors:code.UNREADABLE_FORM' },
  NOT_SIGNED_IN: { status: 401, messageKey: 'errors:code.NOT_SIGNED_IN' },
  BAD_CREDENTIALS: { status: 401, messageKey: 'errors:code.BAD_CREDENTIALS' },
  FORBIDDEN: { status: 403, messageKey: 'errors:code.FORBIDDEN' },
  ACCOUNT_DEACTIVATED: { status: 403, messageKey: 'errors:code.ACCOUNT_DEACTIVATED' },
  /** docs/product/access.md#api-tokens: tokens, two-factor sign-in, passwords and sign-out need a session. */
  API_TOKEN_NOT_ALLOWED: { status: 403, messageKey: 'errors:code.API_TOKEN_NOT_ALLOWED' },
  /** docs/product/access.md#recent-sign-in: a sensitive action needs a password or code of the last 10 minutes. */
  REAUTH_REQUIRED: { status: 403, messageKey: 'errors:code.REAUTH_REQUIRED' },
  LINK_EXPIRED: { status: 403, messageKey: 'errors:code.LINK_EXPIRED' },
  // docs/product/access.md#two-factor
  TWO_FACTOR_SETUP_REQUIRED: { status: 403, messageKey: 'errors:code.TWO_FACTOR_SETUP_REQUIRED' },
  BAD_TWO_FACTOR_CODE: { status: 401, messageKey: 'errors:code.BAD_TWO_FACTOR_CODE' },
  SIGN_IN_CHALLENGE_EXPIRED: { status: 401, messageKey: 'errors:code.SIGN_IN_CHALLENGE_EXPIRED' },
  NOT_FOUND: { status: 404, messageKey: 'errors:code.NOT_FOUND' },
  /** docs/product/http-contract.md#body-time-limit: a body that did not arrive within BODY_TIMEOUT. */
  BODY_TIMEOUT: { status: 408, messageKey: 'errors:code.BODY_TIMEOUT' },
  CONFLICT: { status: 409, messageKey: 'errors:code.CONFLICT' },
  LEAVE_DATES_TAKEN: { status: 409, messageKey: 'errors:code.LEAVE_DATES_TAKEN' },
  LEAVE_TYPE_IN_USE: { status: 409, messageKey: 'errors:code.LEAVE_TYPE_IN_USE' },
  PERIOD_LOCKED: { status: 409, messageKey: 'errors:code.PERIOD_LOCKED' },
  TOO_LARGE: { status: 413, messageKey: 'errors:code.TOO_LARGE' },
  UNSUPPORTED_TYPE: { status: 415, messageKey: 'errors:code.UNSUPPORTED_TYPE' },
  TOO_MANY_ATTEMPTS: { status: 429, messageKey: 'errors:code.TOO_MANY_ATTEMPTS' },
  INTERNAL_ERROR: { status: 500, messageKey: 'errors:code.INTERNAL_ERROR' },
  PROVIDER_UNAVAILABLE: { status: 503, messageKey: 'errors:code.PROVIDER_UNAVAILABLE' },
  // docs/product/closing.md#client-sign-off, #signoff-links
  SIGNOFF_NEEDS_IDENTITY: { status: 403, messageKey: 'errors:code.SIGNOFF_NEEDS_IDENTITY' },
  SIGNOFF_CLIENT_ONLY: { status: 403, messageKey: 'errors:code.SIGNOFF_CLIENT_ONLY' },
  SIGNOFF_LINK_INVALID: { status: 404, messageKey: 'errors:code.SIGNOFF_LINK_INVALID' },
  SIGNOFF_ALREADY_APPROVED: { status: 409, messageKey: 'errors:code.SIGNOFF_ALREADY_APPROVED' },
  SIGNOFF_QUERY_LIMIT: { status: 409, messageKey: 'errors:code.SIGNOFF_QUERY_LIMIT' },
  SIGNOFF_LINK_EXPIRED: { status: 410, messageKey: 'errors:code.SIGNOFF_LINK_EXPIRED' },
  SIGNOFF_LINK_USED: { status: 410, messageKey: 'errors:code.SIGNOFF_LINK_USED' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorStatus = (typeof ERROR_CODES)[ErrorCode]['status'];

/** The code of a failure known only by its status (Fastify's own errors): the generic one. */
export function genericCodeOf(status: number): ErrorCode {
  const generic: Record<number, ErrorCode> = {
    400: 'VALIDATION_FAILED',
    401: 'NOT_SIGNED_IN',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    408: 'BODY_TIMEOUT',
    409: 'CONFLICT',
    413: 'TOO_LARGE',
    415: 'UNSUPPORTED_TYPE',
    429: 'TOO_MANY_ATTEMPTS',
  };
  return generic[status] ?? (status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL_ERROR');
}

/**
 * The error body of docs/product/http-contract.md#errors, #error-codes. A plain type here, so that the web app's entry can use
 * the codes without loading zod; schemas/errors.ts holds its schema.
 */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: Record<string, string[]>;
}
