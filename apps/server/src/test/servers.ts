import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { prepareDatabase } from '../bootstrap/first-start.js';
import type { LimitStore } from '../platform/auth/limit-store.js';
import { loadConfig } from '../platform/config.js';
import type { DatabaseHandle } from '../platform/db/index.js';
import { createDeps } from '../platform/deps-factory.js';
import { TestClock } from './app.js';
import { emptyDatabase, openTestDatabase } from './database.js';

/**
 * Several apps on one database, standing for server processes behind a load balancer (decisions
 * docs/product/README.md#running), each with its own limit store: for the tests of limits kept in memory or shared in Redis.
 * The database is emptied and the apps closed after each test.
 */
export function useServersOnOneDatabase() {
  let database: DatabaseHandle | undefined;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    await emptyDatabase(database!);
  });
  afterAll(async () => database?.close());

  return {
    get database(): DatabaseHandle {
      return database!;
    },
    /** `count` apps sharing one clock, each with the store `store()` makes; `env` adds settings. */
    async start(count: number, store: () => LimitStore, env: Record<string, string> = {}) {
      const config = loadConfig({ LOG_LEVEL: 'silent', PORTAL_ADMIN_EMAIL: 'root@example.com', ...env });
      await prepareDatabase(database!.db, config);
      const clock = new TestClock();
      apps = await Promise.all(
        Array.from({ length: count }, () => buildApp(createDeps(database!, config, clock, store()), { logger: false })),
      );
      return apps;
    },
  };
}
