import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories.js';
import { itWithRedis, testRedisPrefix, testRedisUrl } from '../../test/redis.js';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from '../auth/limit-store.js';
import { useServersOnOneDatabase } from '../../test/servers.js';

/**
 * docs/product/http-contract.md#rate-limits: the endpoints open without signing in answer at most ANONYMOUS_RATE_LIMIT
 * requests a minute per client address; signed-in calls, health checks and signed file links are
 * not counted. Five a minute here, so that a test reaches the limit quickly.
 */
const PER_MINUTE = 5;
const ADDRESS = '203.0.113.50';

describe('the anonymous endpoints’ rate limit (docs/product/http-contract.md#rate-limits)', () => {
  const running = useServersOnOneDatabase();
  const servers = (count: number, store: () => LimitStore, perMinute = PER_MINUTE) =>
    running.start(count, store, { ANONYMOUS_RATE_LIMIT: String(perMinute) });
  // A new e-mail each time, so that the reset limit of five per e-mail (docs/product/people-and-clients.md#password-reset) never answers first.
  let resets = 0;
  const forgotPassword = (app: FastifyInstance, remoteAddress = ADDRESS) =>
    app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: `person${(resets += 1)}@example.com` },
      remoteAddress,
    });
  const times = async (count: number, send: () => Promise<{ statusCode: number }>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await send()).statusCode);
    return statuses;
  };

  it.each([
    ['POST /api/login', { method: 'POST', url: '/api/login', payload: { email: 'a@example.com', password: 'x' } }],
    ['GET /api/auth', { method: 'GET', url: '/api/auth' }],
    ['GET a calendar feed', { method: 'GET', url: '/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaa.ics' }],
    ['GET a shared client report', { method: 'GET', url: '/api/logs/client/1/month/11/year/2026?key=wrong-key' }],
    // docs/product/closing.md#signoff-links: guessing sign-off links is as slow as guessing share keys.
    ['GET a sign-off link', { method: 'GET', url: '/api/signoff-link?token=wrong-token' }],
    [
      'POST a sign-off link',
      { method: 'POST', url: '/api/signoff-link?token=wrong-token', payload: { decision: 'approve' } },
    ],
  ] as const)('answers the request over the limit on %s with 429 and its code', async (_label, request) => {
    const [app] = await servers(1, () => new MemoryLimitStore());

    const statuses = await times(PER_MINUTE, () => app!.inject({ ...request, remoteAddress: ADDRESS }));
    const over = await app!.inject({ ...request, remoteAddress: ADDRESS });

    expect(statuses).not.toContain(429);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each address on its own, and IPv6 per /64', async () => {
    const [app] = await servers(1, () => new MemoryLimitStore());
    await times(PER_MINUTE, () => forgotPassword(app!, '2001:db8:5:6::1'));

    expect((await forgotPassword(app!, '2001:db8:5:6::abcd')).statusCode).toBe(429);
    expect((await forgotPassword(app!, '2001:db8:5:7::1')).statusCode).toBe(200);
    expect((await forgotPassword(app!, '198.51.100.1')).statusCode).toBe(200);
  });

  it('leaves signed-in calls and health checks alone', async () => {
    const [app] = await servers(1, () => new MemoryLimitStore(), 1);
    const { headers } = await signedIn(app!, running.database.db, {});

    const user = await times(5, () =>
      app!.inject({ method: 'GET', url: '/api/user', headers, remoteAddress: ADDRESS }),
    );
    const health = await times(5, () => app!.inject({ method: 'GET', url: '/api/health', remoteAddress: ADDRESS }));

    expect(user.every((status) => status === 200)).toBe(true);
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it('is off with ANONYMOUS_RATE_LIMIT=0', async () => {
    const [app] = await servers(1, () => new MemoryLimitStore(), 0);

    const statuses = await times(15, () => forgotPassword(app!));

    expect(statuses).not.toContain(429);
  });

  itWithRedis('shares the count between two servers through Redis', async () => {
    const prefix = testRedisPrefix();
    const [first, second] = await servers(2, () => new RedisLimitStore(testRedisUrl, prefix));

    await times(PER_MINUTE, () => forgotPassword(first!));

    expect((await forgotPassword(second!)).statusCode).toBe(429);
  });
});
