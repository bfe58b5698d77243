import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { FailureLimiter } from './auth/failure-limiter.js';
import { systemClock, type AppDeps, type Clock } from './deps.js';

export function createDeps(db: Database, config: Config, clock: Clock = systemClock): AppDeps {
  return {
    db,
    config,
    clock,
    loginFailures: {
      byAccount: new FailureLimiter(config.loginMaxFailures, config.loginFailureWindowMs),
      byAddress: new FailureLimiter(config.loginMaxFailures, config.loginFailureWindowMs),
    },
  };
}
