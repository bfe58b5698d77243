import type { Config } from './config.js';
import type { DatabaseHandle } from './db/index.js';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from './auth/limit-store.js';
import { systemClock, type AppDeps, type Clock } from './deps.js';

/** Five reset e-mails per address typed, twenty per client address, in fifteen minutes. */
const RESET_REQUESTS_PER_WINDOW = 5;
const RESET_WINDOW_MS = 15 * 60_000;

export function createDeps(
  { db, changes }: Pick<DatabaseHandle, 'db' | 'changes'>,
  config: Config,
  clock: Clock = systemClock,
  limitStore: LimitStore = config.redisUrl ? new RedisLimitStore(config.redisUrl) : new MemoryLimitStore(),
): AppDeps {
  return {
    db,
    changes,
    config,
    clock,
    limitStore,
    loginFailures: {
      byAccount: limitStore.limiter('login-account', config.loginMaxFailures, config.loginFailureWindowMs),
      byAddress: limitStore.limiter('login-address', config.loginMaxFailuresPerAddress, config.loginFailureWindowMs),
    },
    resetRequests: {
      byAddress: limitStore.limiter('reset-address', RESET_REQUESTS_PER_WINDOW * 4, RESET_WINDOW_MS),
      byEmail: limitStore.limiter('reset-email', RESET_REQUESTS_PER_WINDOW, RESET_WINDOW_MS),
    },
  };
}
