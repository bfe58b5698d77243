import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  genericCodeOf,
  isMessageKey,
  type ErrorBody,
  type ErrorCode,
  type Language,
} from '@portal/shared';
import { translateMessage, translatorFor, type MessageValues } from './i18n.js';

type FieldErrors = Record<string, string[]>;

const MAX_REPORTED_ISSUES = 20;

/**
 * A broken rule with its stable code (docs/product/http-contract.md#error-codes); the status comes from the one table of codes
 * in packages/shared. Features define named subclasses. The message and the field errors are message
 * keys (`errors:user_not_found`), written in the caller's language when the answer is
 * (docs/product/languages.md); `values` fills their placeholders.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = codeMessageKey(code),
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    readonly values?: MessageValues,
  ) {
    super(message);
    this.status = ERROR_CODES[code].status;
  }
}

/** The key of the message an error code has when nothing more specific is said. */
export function codeMessageKey(code: ErrorCode): string {
  return ERROR_CODES[code].messageKey;
}

export class InvalidInput extends AppError {
  constructor(message: string, fieldErrors?: FieldErrors, values?: MessageValues) {
    super('VALIDATION_FAILED', message, fieldErrors, {}, values);
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
  constructor(message: string, values?: MessageValues) {
    super('CONFLICT', message, undefined, {}, values);
  }
}

export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number, values?: MessageValues) {
    super('TOO_MANY_ATTEMPTS', message, undefined, { 'Retry-After': String(retryAfterSeconds) }, values);
  }
}

/** One handler maps every failure to the docs/product/http-contract.md#errors, #error-codes body and hides the details of unexpected ones. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = describeError(error, request.language);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError) reply.headers(error.headers);
    return reply.status(status).send(body);
  });
}

function describeError(error: FastifyError, language: Language): { status: number; body: ErrorBody } {
  const say = (text: string, values?: MessageValues) => translateMessage(language, text, values);
  if (error instanceof AppError) {
    const fields = error.fieldErrors && translateFields(error.fieldErrors, (text) => say(text, error.values));
    return { status: error.status, body: errorBodyOf(error.code, say(error.message, error.values), fields) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    // A list of 100,000 wrong items would otherwise answer 100,000 messages (docs/product/http-contract.md#bounds).
    for (const issue of error.validation.slice(0, MAX_REPORTED_ISSUES)) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      const wholeBodyWrong = field === 'body' && issue.keyword === 'invalid_type';
      (fields[field] ??= []).push(wholeBodyWrong ? say('errors:body_not_object') : issueMessage(issue, language));
    }
    const first = Object.values(fields)[0]?.[0] ?? say('errors:invalid_input');
    return { status: 400, body: errorBodyOf('VALIDATION_FAILED', first, fields) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: errorBodyOf(genericCodeOf(status), say(clientErrorMessage(error))) };
  }
  return { status: 500, body: errorBodyOf('INTERNAL_ERROR', say(codeMessageKey('INTERNAL_ERROR'))) };
}

function translateFields(fields: FieldErrors, say: (text: string) => string): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map(say)]));
}

type ValidationIssue = { keyword: string; message?: string; params: Record<string, unknown> };

/**
 * A schema's own message is a key of the `validation` catalogue; zod's built-in ones (a number where
 * text belongs) come in the caller's language from zod's own translations.
 */
function issueMessage(issue: ValidationIssue, language: Language): string {
  const message = issue.message ?? 'errors:invalid_value';
  if (isMessageKey(message)) return translatorFor(language)(message, issue.params);
  if (language === 'en') return message;
  const zodIssue = { ...issue.params, code: issue.keyword, message } as unknown as z.core.$ZodRawIssue;
  const localized = ZOD_LOCALES[language]().localeError(zodIssue);
  return typeof localized === 'string' ? localized : (localized?.message ?? message);
}

const ZOD_LOCALES = { de: z.locales.de } satisfies Record<Exclude<Language, 'en'>, () => z.core.$ZodConfig>;

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in plain words. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'errors:body_not_json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return codeMessageKey('TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return codeMessageKey('UNSUPPORTED_TYPE');
    default:
      return codeMessageKey(genericCodeOf(error.statusCode ?? 400));
  }
}

export function errorBodyOf(
  code: ErrorCode,
  message: string = translateMessage('en', codeMessageKey(code)),
  fieldErrors?: FieldErrors,
): ErrorBody {
  return fieldErrors ? { code, message, errors: fieldErrors } : { code, message };
}
