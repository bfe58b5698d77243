import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { prepareDatabase } from '../../bootstrap/first-start.js';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from '../../platform/auth/limit-store.js';
import { loadConfig } from '../../platform/config.js';
import type { DatabaseHandle } from '../../platform/db/index.js';
import { createDeps } from '../../platform/deps-factory.js';
import { TestClock } from '../../test/app.js';
import { emptyDatabase, openTestDatabase } from '../../test/database.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { testRedisPrefix, testRedisUrl } from '../../test/redis.js';

/**
 * Two apps on one database stand for two server processes behind a load balancer (decisions R50):
 * a token from one works on the other, and with Redis (REDIS_URL) they share the sign-in limits
 * (R21, record 0015). The real two-process run is in faults/ (npm run test:faults).
 */
const LIMIT = 10;
const ADDRESS = '203.0.113.7';
const config = loadConfig({ LOG_LEVEL: 'silent', PORTAL_ADMIN_EMAIL: 'root@example.com' });

describe('two servers on one database', () => {
  let database: DatabaseHandle;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    await emptyDatabase(database);
  });
  afterAll(async () => database.close());

  async function twoServers(store: () => LimitStore): Promise<[FastifyInstance, FastifyInstance]> {
    await prepareDatabase(database.db, config);
    const clock = new TestClock();
    apps = await Promise.all(
      [store(), store()].map((limits) => buildApp(createDeps(database, config, clock, limits), { logger: false })),
    );
    return [apps[0]!, apps[1]!];
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
    const user = await buildUser(database.db);

    const token = (await login(first, user.email, DEFAULT_PASSWORD)).json().access_token;
    const response = await second.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expect.objectContaining({ id: user.id, email: user.email }));
  });

  it('share the failed sign-in count through Redis: the other server answers 429', async () => {
    const prefix = testRedisPrefix();
    const [first, second] = await twoServers(() => new RedisLimitStore(testRedisUrl, prefix));
    const user = await buildUser(database.db);
    await failTenTimesOn(first);

    const response = await login(second, user.email, DEFAULT_PASSWORD);

    expect(response.statusCode).toBe(429);
  });

  it('count apart when each keeps its limits in memory (why Redis is needed)', async () => {
    const [first, second] = await twoServers(() => new MemoryLimitStore());
    const user = await buildUser(database.db);
    await failTenTimesOn(first);

    const response = await login(second, user.email, DEFAULT_PASSWORD);

    expect(response.statusCode).toBe(200);
  });

  it('keep signing people in, with the limits off, while Redis does not answer', async () => {
    const [first] = await twoServers(() => new RedisLimitStore('redis://127.0.0.1:1', testRedisPrefix()));
    const user = await buildUser(database.db);
    await failTenTimesOn(first);

    const response = await login(first, user.email, DEFAULT_PASSWORD);

    expect(response.statusCode).toBe(200);
  });
});
