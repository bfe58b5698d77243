import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, genericCodeOf, type ErrorBody, type ErrorCode } from '@portal/shared';

type FieldErrors = Record<string, string[]>;

const MAX_REPORTED_ISSUES = 20;

/**
 * A broken rule with its stable code (docs/product/http-contract.md#error-codes); the status comes from the one table of codes
 * in packages/shared. Features define named subclasses.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CODES[code].message,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_CODES[code].status;
  }
}

export class InvalidInput extends AppError {
  constructor(message: string, fieldErrors?: FieldErrors) {
    super('VALIDATION_FAILED', message, fieldErrors);
  }
}

export class NotSignedIn extends AppError {
  constructor(message?: string) {
    super('NOT_SIGNED_IN', message);
  }
}

export class Forbidden extends AppError {
  constructor(message?: string) {
    super('FORBIDDEN', message);
  }
}

export class NotFound extends AppError {
  constructor(message?: string) {
    super('NOT_FOUND', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super('TOO_MANY_ATTEMPTS', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** One handler maps every failure to the docs/product/http-contract.md#errors, #error-codes body and hides the details of unexpected ones. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError) reply.headers(error.headers);
    return reply.status(status).send(body);
  });
}

function describeError(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: errorBodyOf(error.code, error.message, error.fieldErrors) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    // A list of 100,000 wrong items would otherwise answer 100,000 messages (docs/product/http-contract.md#bounds).
    for (const issue of error.validation.slice(0, MAX_REPORTED_ISSUES)) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      const wholeBodyWrong = field === 'body' && issue.keyword === 'invalid_type';
      (fields[field] ??= []).push(
        wholeBodyWrong ? 'The request body must be a JSON object.' : (issue.message ?? 'Invalid value.'),
      );
    }
    const first = Object.values(fields)[0]?.[0] ?? 'Invalid input.';
    return { status: 400, body: errorBodyOf('VALIDATION_FAILED', first, fields) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: errorBodyOf(genericCodeOf(status), clientErrorMessage(error)) };
  }
  return { status: 500, body: errorBodyOf('INTERNAL_ERROR') };
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in plain words. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ERROR_CODES.TOO_LARGE.message;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ERROR_CODES.UNSUPPORTED_TYPE.message;
    default:
      return error.message;
  }
}

export function errorBodyOf(
  code: ErrorCode,
  message: string = ERROR_CODES[code].message,
  fieldErrors?: FieldErrors,
): ErrorBody {
  return fieldErrors ? { code, message, errors: fieldErrors } : { code, message };
}
