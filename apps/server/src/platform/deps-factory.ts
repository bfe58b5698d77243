import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { FailureLimiter } from './auth/failure-limiter.js';
import { systemClock, type AppDeps, type Clock } from './deps.js';

/** Five reset e-mails per address typed, twenty per client address, in fifteen minutes. */
const RESET_REQUESTS_PER_WINDOW = 5;
const RESET_WINDOW_MS = 15 * 60_000;

export function createDeps(db: Database, config: Config, clock: Clock = systemClock): AppDeps {
  return {
    db,
    config,
    clock,
    loginFailures: {
      byAccount: new FailureLimiter(config.loginMaxFailures, config.loginFailureWindowMs),
      byAddress: new FailureLimiter(config.loginMaxFailures, config.loginFailureWindowMs),
    },
    resetRequests: {
      byAddress: new FailureLimiter(RESET_REQUESTS_PER_WINDOW * 4, RESET_WINDOW_MS),
      byEmail: new FailureLimiter(RESET_REQUESTS_PER_WINDOW, RESET_WINDOW_MS),
    },
  };
}
