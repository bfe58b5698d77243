import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.js';
import { prepareDatabase } from '../bootstrap/first-start.js';
import { MemoryFailureLimiter, type FailureLimiter } from '../platform/auth/failure-limiter.js';
import type { LimitStore } from '../platform/auth/limit-store.js';
import { loadConfig, type Config } from '../platform/config.js';
import type { DatabaseHandle } from '../platform/db/index.js';
import { createDeps } from '../platform/deps-factory.js';
import type { Clock } from '../platform/deps.js';
import { emptyDatabase, openTestDatabase } from './database.js';

const TEST_START = new Date('2026-11-23T09:00:00Z');

/** A clock the test moves by hand (expiry, rate-limit windows). */
export class TestClock implements Clock {
  constructor(private current = TEST_START) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  setBack(): void {
    this.current = TEST_START;
  }
}

/** The sign-in and reset limits of one test file's app in memory, forgotten before each test. */
class ForgettingLimitStore implements LimitStore {
  readonly kind = 'memory';
  private forgotten = 0;

  limiter(_name: string, maxFailures: number, windowMs: number): FailureLimiter {
    let current = new MemoryFailureLimiter(maxFailures, windowMs);
    let since = this.forgotten;
    const limiter = () => {
      if (since !== this.forgotten) {
        current = new MemoryFailureLimiter(maxFailures, windowMs);
        since = this.forgotten;
      }
      return current;
    };
    return {
      reserve: (key, now) => limiter().reserve(key, now),
      release: (key, reservation) => limiter().release(key, reservation),
      retryAfterMs: (key, now) => limiter().retryAfterMs(key, now),
      clear: (key) => limiter().clear(key),
    };
  }

  forget(): void {
    this.forgotten += 1;
  }

  rateLimitStore() {
    return {};
  }

  onUnavailable(): void {}
  async close(): Promise<void> {}
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
 * One database and one app per test file; call `reset` in beforeEach for an emptied database with
 * its first administrator, the clock set back and the limits forgotten, and `close` in afterAll.
 * Building the app anew for each test cost 30–40 ms, 11–17 s of each server test run.
 */
export async function createTestContext(env: TestEnv = {}, queries = new QueryCounter()) {
  const database = await openTestDatabase({
    onQuery: () => {
      queries.count += 1;
    },
  });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // Feature tests count and check database work; the read cache has tests of its own.
    READ_CACHE_TTL: '0s',
    // Files sign in hundreds of times a minute from one address; the limit has tests of its own.
    ANONYMOUS_RATE_LIMIT: '0',
    PORTAL_ADMIN_EMAIL: 'root@example.com',
    PORTAL_ADMIN_PASSWORD: 'Root-Pass-2026',
    ...env,
  });
  const clock = new TestClock();
  const limits = new ForgettingLimitStore();
  const app = await buildApp(createDeps(database, config, clock, limits), { logger: false });
  await app.ready();
  return {
    async reset(): Promise<TestContext> {
      await emptyDatabase(database);
      await prepareDatabase(database.db, config);
      clock.setBack();
      limits.forget();
      return { app, database, clock, config };
    },
    async close(): Promise<void> {
      await app.close();
      await database.close();
    },
  };
}

type TestEnv = Record<string, string>;

/**
 * The test file's context for the `describe` it is called in: one app and database for the block,
 * emptied before each test. What it returns reads the current test's context. `env` may be a
 * function when it names what an earlier beforeAll starts (a local SMTP server's address).
 */
export function useTestContext(env: TestEnv | (() => TestEnv) = {}, queries?: QueryCounter): TestContext {
  let harness: Awaited<ReturnType<typeof createTestContext>> | undefined;
  let current: TestContext | undefined;
  beforeAll(async () => {
    harness = await createTestContext(typeof env === 'function' ? env() : env, queries);
  });
  beforeEach(async () => {
    current = await harness!.reset();
  });
  afterAll(async () => harness?.close());
  const now = (): TestContext => {
    if (!current) throw new Error('The test context is there inside tests and their hooks only.');
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get database() {
      return now().database;
    },
    get clock() {
      return now().clock;
    },
    get config() {
      return now().config;
    },
  };
}
