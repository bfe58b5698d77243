import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@portal/shared';

type FieldErrors = Record<string, string[]>;

/** A broken rule with its HTTP status (decisions R4). Features define named subclasses. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class InvalidInput extends AppError {
  constructor(message: string, fieldErrors?: FieldErrors) {
    super(400, message, fieldErrors);
  }
}

export class NotSignedIn extends AppError {
  constructor(message = 'Please sign in.') {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** One handler maps every failure to the R4 body and hides the details of unexpected ones. */
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
    return { status: error.status, body: withFields(error.message, error.fieldErrors) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      const wholeBodyWrong = field === 'body' && issue.keyword === 'invalid_type';
      (fields[field] ??= []).push(
        wholeBodyWrong ? 'The request body must be a JSON object.' : (issue.message ?? 'Invalid value.'),
      );
    }
    const first = Object.values(fields)[0]?.[0] ?? 'Invalid input.';
    return { status: 400, body: withFields(first, fields) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: clientErrorMessage(error) } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in plain words. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    default:
      return error.message;
  }
}

function withFields(message: string, fieldErrors: FieldErrors | undefined): ErrorBody {
  return fieldErrors ? { message, errors: fieldErrors } : { message };
}
