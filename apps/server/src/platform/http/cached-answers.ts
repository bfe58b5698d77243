import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReadCache } from '../read-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's JSON answer may be given again to the same caller for the same URL until the
     * data changes or READ_CACHE_TTL passes (docs/decisions/0017-read-cache.md). Only for GET routes without a download.
     */
    cachedForCaller?: boolean;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers are strings of JSON; 64 MB of them at most. */
const CACHED_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Keeps the answers of the routes that ask for it (the calls of the pages everyone opens every day)
 * per caller and URL. A write through this process counts as a change before its answer leaves, so
 * the caller's next read sees it; other processes' writes arrive through the change feed.
 */
export function registerCachedAnswers(app: FastifyInstance): void {
  const { changes, clock, config } = app.deps;
  const answers = new ReadCache<string>(changes, clock, config.readCacheTtlMs, {
    maxSize: CACHED_ANSWERS_MAX_BYTES,
    sizeOf: (answer) => Math.max(1, answer.length),
  });
  const keepers = new WeakMap<FastifyRequest, { key: string; keep: (key: string, answer: string) => void }>();

  // Right after the access check: a kept answer's URL was valid input when it was read, so parsing
  // and validating it again would only cost time.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cachedForCaller || !request.user) return;
    const key = answerKey(request);
    const answer = answers.get(key);
    if (answer !== undefined) return reply.type(JSON_TYPE).send(answer);
    keepers.set(request, { key, keep: answers.reading() });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method)) changes.changed();
    const keeper = keepers.get(request);
    if (keeper && reply.statusCode === 200 && typeof payload === 'string' && isJson(reply.getHeader('content-type'))) {
      keeper.keep(keeper.key, payload);
    }
    return payload;
  });
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/** The caller's id and role (what a route's own checks decide by) and the language of the answer. */
function answerKey(request: FastifyRequest): string {
  const { id, roleId } = request.user!;
  return `${id}:${roleId}:${request.language}:${request.url}`;
}
