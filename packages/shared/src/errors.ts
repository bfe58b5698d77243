/**
 * Every error body's stable `code`, with its HTTP status and the message sent when the failure has
 * no more specific one (docs/product/http-contract.md#error-codes). Clients decide on the code, never on the message text.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  NOT_ENOUGH_DAYS: { status: 400, message: 'Not enough holiday days left.' },
  INVALID_RESET_LINK: {
    status: 400,
    message: 'This password reset link is invalid or has expired. Please ask for a new one.',
  },
  NOT_SIGNED_IN: { status: 401, message: 'Please sign in.' },
  BAD_CREDENTIALS: { status: 401, message: 'These credentials do not match our records.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  ACCOUNT_DEACTIVATED: {
    status: 403,
    message: 'This account has been deactivated. Please contact an administrator.',
  },
  LINK_EXPIRED: { status: 403, message: 'This link has expired or is not valid. Open it again from the portal.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'This conflicts with data already stored.' },
  LEAVE_DATES_TAKEN: { status: 409, message: 'Selected dates are already requested for a holiday.' },
  PERIOD_LOCKED: { status: 409, message: 'This period is locked.' },
  TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_TYPE: { status: 415, message: 'This content type is not accepted here.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please try again later.' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'The identity provider cannot be reached. Please try again later.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorStatus = (typeof ERROR_CODES)[ErrorCode]['status'];

/** The code of a failure known only by its status (Fastify's own errors): the generic one. */
export function genericCodeOf(status: number): ErrorCode {
  const generic: Record<number, ErrorCode> = {
    400: 'VALIDATION_FAILED',
    401: 'NOT_SIGNED_IN',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
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
