import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { prepareDatabase } from '../bootstrap/first-start.js';
import { loadConfig, type Config } from '../platform/config.js';
import type { DatabaseHandle } from '../platform/db/index.js';
import { createDeps } from '../platform/deps-factory.js';
import type { Clock } from '../platform/deps.js';
import { emptyDatabase, openTestDatabase } from './database.js';

/** A clock the test moves by hand (expiry, rate-limit windows). */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-23T09:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  config: Config;
}

/** Counts SQL statements, to show that a request's queries do not grow with the rows it returns. */
export class QueryCounter {
  count = 0;
  async during(work: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await work();
    return this.count - before;
  }
}

/**
 * One database per test file; call `reset` in beforeEach for a fresh app (new limiter state, new
 * clock) on an emptied database, and `close` in afterAll.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  queries = new QueryCounter(),
  storage: { onDisk?: boolean } = {},
) {
  const database = await openTestDatabase(
    {
      onQuery: () => {
        queries.count += 1;
      },
    },
    storage,
  );
  let current: TestContext | undefined;
  return {
    async reset(): Promise<TestContext> {
      await current?.app.close();
      await emptyDatabase(database);
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        PORTAL_ADMIN_EMAIL: 'root@example.com',
        PORTAL_ADMIN_PASSWORD: 'Root-Pass-2026',
        ...env,
      });
      await prepareDatabase(database.db, config);
      const clock = new TestClock();
      const app = await buildApp(createDeps(database.db, config, clock), { logger: false });
      await app.ready();
      current = { app, database, clock, config };
      return current;
    },
    async close(): Promise<void> {
      await current?.app.close();
      await database.close();
    },
  };
}
