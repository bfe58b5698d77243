import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REDACTED, redactUrl } from './redact-url.js';

/** Fastify's own request fields (its lib/logger-pino.js), with the URL's secrets hidden. */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * A failed query's message lists its parameters, which can be a calendar token, a share key, a
 * password hash or a whole e-mail with its reset link. The logged copy keeps the SQL without them;
 * the error itself is left as it is.
 */
function withoutQueryParameters(object: Record<string, unknown>): Record<string, unknown> {
  const error = object.err;
  if (!(error instanceof DrizzleQueryError)) return object;
  const redacted = new DrizzleQueryError(error.query, [REDACTED], error.cause);
  if (error.stack?.includes(error.message)) redacted.stack = error.stack.replace(error.message, () => redacted.message);
  return { ...object, err: redacted };
}

/** Where log lines go instead of standard output (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/** The app's logger options: secrets never reach the log (docs/product/http-contract.md#secrets). */
export function redactingLogger(level: string, stream?: LogDestination) {
  return {
    level,
    serializers: { req: requestFields },
    formatters: { log: withoutQueryParameters },
    ...(stream && { stream }),
  };
}
