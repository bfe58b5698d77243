import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** docs/product/http-contract.md#body-time-limit: the body did not arrive in time; the connection closes after the answer. */
export class BodyTimeout extends AppError {
  constructor() {
    super('BODY_TIMEOUT', undefined, undefined, { Connection: 'close' });
  }
}

/** How much later Node's own limit ends a request that is still incomplete, headers included (a bare 408). */
export const BACKSTOP_AFTER_MS = 30_000;

/**
 * docs/product/http-contract.md#body-time-limit: a request body that has not fully arrived `timeoutMs` after its
 * headers ends with 408 `BODY_TIMEOUT` in the usual error shape. Whoever reads the body (the JSON parser, the multipart
 * reader) fails with that error, so its route answers as it answers any other failure; a body nobody is reading yet
 * is answered here. Node's own `requestTimeout` (set in app.ts) stays as the backstop for slow headers.
 */
export function registerBodyTimeLimit(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!hasBody(raw)) return done();
    const timer = setTimeout(() => {
      if (raw.complete || reply.sent) return;
      if (raw.listenerCount('error') > 0) raw.emit('error', new BodyTimeout());
      else void reply.send(new BodyTimeout());
    }, timeoutMs).unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    reply.raw.once('close', stop);
    done();
  });
}

function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
