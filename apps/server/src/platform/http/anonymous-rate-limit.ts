import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_DOCS_PREFIX } from '../auth/access.js';
import { limitKeyOf } from '../auth/client-address.js';
import { TooManyRequests } from '../errors.js';

const MINUTE_MS = 60_000;

/**
 * Public routes that are not limited: health checks of load balancers, the API description, and
 * the signed-link files, whose signature is the credential and which a page loads many at a time.
 */
const UNLIMITED = new Set(['/api/health', '/api/openapi.json', '/api/files/:id', '/api/users/:id/picture']);

/**
 * docs/product/http-contract.md#rate-limits: the endpoints open without signing in (sign-in, password reset, Google sign-in,
 * share-link reports, calendar feeds) answer at most ANONYMOUS_RATE_LIMIT requests a minute per
 * client address (IPv6 per /64), counted in Redis when REDIS_URL is set. The default is meant for
 * a whole office behind one address: it stops floods, not colleagues. Redis away: not enforced.
 */
export async function registerAnonymousRateLimit(
  app: FastifyInstance,
  perMinute: number,
  store: { redis?: unknown; nameSpace?: string },
): Promise<void> {
  if (perMinute === 0) return;
  await app.register(rateLimit, {
    ...store,
    global: true,
    max: perMinute,
    timeWindow: MINUTE_MS,
    skipOnError: true,
    keyGenerator: (request) => limitKeyOf(request.ip),
    allowList: (request) => !isAnonymousEndpoint(request),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests('errors:rate_limited', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

function isAnonymousEndpoint(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  return request.routeOptions.config.access === 'public' && !UNLIMITED.has(url) && !url.startsWith(API_DOCS_PREFIX);
}
