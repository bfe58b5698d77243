import type { Config } from './config.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Database } from './db/index.js';
import type { FailureLimiter } from './auth/failure-limiter.js';
import type { LimitStore } from './auth/limit-store.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every feature may use; handed to buildApp so that tests can swap the clock. */
export interface AppDeps {
  db: Database;
  /** Changes to the data committed by any server process, for the read caches (docs/decisions/0017-read-cache.md). */
  changes: ChangeFeed;
  config: Config;
  clock: Clock;
  /** Memory, or Redis when REDIS_URL is set; closed with the app. */
  limitStore: LimitStore;
  loginFailures: { byAccount: FailureLimiter; byAddress: FailureLimiter };
  /** docs/product/people-and-clients.md#password-reset: forgot-password requests per address and per e-mail. */
  resetRequests: { byAddress: FailureLimiter; byEmail: FailureLimiter };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
