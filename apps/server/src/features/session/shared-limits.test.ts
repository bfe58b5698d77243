import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from '../../platform/auth/limit-store.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { itWithRedis, testRedisPrefix, testRedisUrl } from '../../test/redis.js';
import { useServersOnOneDatabase } from '../../test/servers.js';

/**
 * Two apps on one database stand for two server processes behind a load balancer (docs/product/README.md#running):
 * a token from one works on the other, and with Redis (REDIS_URL) they share the sign-in limits
 * (docs/product/people-and-clients.md#passwords, docs/product/access.md#address-limit, docs/decisions/0015-faults-and-shared-limits.md). The real two-process run is in faults/ (npm run test:faults).
 */
const LIMIT = 10;
const ADDRESS = '203.0.113.7';

describe('two servers on one database', () => {
  const servers = useServersOnOneDatabase();
  async function twoServers(store: () => LimitStore): Promise<[FastifyInstance, FastifyInstance]> {
    const [first, second] = await servers.start(2, store, { LOGIN_MAX_FAILURES_PER_ADDRESS: String(LIMIT) });
    return [first!, second!];
  }
  const login = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ADDRESS });
  async function failTenTimesOn(app: FastifyInstance) {
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await login(app, 'nobody@example.com', 'Wrong-Password-1')).statusCode).toBe(401);
    }
  }

  it('accept on one a token that the other issued', async () => {
    const [first, second] = await twoServers(() => new MemoryLimitStore());
    const user = await buildUser(servers.database.db);

    const token = (await login(first, user.email, DEFAULT_PASSWORD)).json().access_token;
    const response = await second.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expect.objectContaining({ id: user.id, email: user.email }));
  });

  itWithRedis('share the failed sign-in count through Redis: the other server answers 429', async () => {
    const prefix = testRedisPrefix();
    const [first, second] = await twoServers(() => new RedisLimitStore(testRedisUrl, prefix));
    const user = await buildUser(servers.database.db);
    await failTenTimesOn(first);

    const response = await login(second, user.email, DEFAULT_PASSWORD);

    expect(response.statusCode).toBe(429);
  });

  itWithRedis(
    'share through Redis which address is throttled, and still let in there someone who signed in from it before',
    async () => {
      const prefix = testRedisPrefix();
      const [first, second] = await twoServers(() => new RedisLimitStore(testRedisUrl, prefix));
      const regular = await buildUser(servers.database.db);
      const newcomer = await buildUser(servers.database.db);
      expect((await login(first, regular.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
      await failTenTimesOn(first);

      const known = await login(second, regular.email, DEFAULT_PASSWORD);
      const knownWrong = await login(second, regular.email, 'Wrong-Password-1');
      const unknown = await login(second, newcomer.email, DEFAULT_PASSWORD);

      expect(known.statusCode).toBe(200);
      expect(knownWrong.statusCode).toBe(429);
      expect(unknown.statusCode).toBe(429);
    },
  );

  it('count apart when each keeps its limits in memory (why Redis is needed)', async () => {
    const [first, second] = await twoServers(() => new MemoryLimitStore());
    const user = await buildUser(servers.database.db);
    await failTenTimesOn(first);

    const response = await login(second, user.email, DEFAULT_PASSWORD);

    expect(response.statusCode).toBe(200);
  });

  it('keep signing people in, with the limits off, while Redis does not answer', async () => {
    const [first] = await twoServers(() => new RedisLimitStore('redis://127.0.0.1:1', testRedisPrefix()));
    const user = await buildUser(servers.database.db);
    await failTenTimesOn(first);

    const response = await login(first, user.email, DEFAULT_PASSWORD);

    expect(response.statusCode).toBe(200);
  });
});
