import { Redis } from 'ioredis';
import { MemoryFailureLimiter, type FailureLimiter } from './failure-limiter.js';
import { RedisFailureLimiter } from './redis-failure-limiter.js';

/**
 * Where the sign-in and password-reset limits count (docs/product/people-and-clients.md#passwords, #password-reset): this process's memory,
 * or Redis (REDIS_URL) shared by every process on one database (docs/product/README.md#running; docs/decisions/0015-faults-and-shared-limits.md).
 */
export interface LimitStore {
  readonly kind: 'memory' | 'redis';
  limiter(name: string, maxFailures: number, windowMs: number): FailureLimiter;
  /** Where @fastify/rate-limit counts the anonymous endpoints' requests: its memory, or this Redis. */
  rateLimitStore(): { redis?: Redis; nameSpace?: string };
  /** Called when the shared store cannot answer; the limits then fail open. */
  onUnavailable(listener: (error: unknown) => void): void;
  close(): Promise<void>;
}

export class MemoryLimitStore implements LimitStore {
  readonly kind = 'memory';
  limiter(_name: string, maxFailures: number, windowMs: number): FailureLimiter {
    return new MemoryFailureLimiter(maxFailures, windowMs);
  }
  rateLimitStore() {
    return {};
  }
  onUnavailable(): void {}
  async close(): Promise<void> {}
}

export class RedisLimitStore implements LimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private listener: (error: unknown) => void = () => {};

  /** `prefix` keeps apart the keys of several portals (or test runs) on one Redis. */
  constructor(
    url: string,
    private readonly prefix = 'portal:limits:',
  ) {
    // Fail fast while Redis is away: one retry, a short timeout, then the limiter fails open.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
    this.redis.on('error', (error: unknown) => this.listener(error));
  }

  limiter(name: string, maxFailures: number, windowMs: number): FailureLimiter {
    return new RedisFailureLimiter(this.redis, `${this.prefix}${name}:`, maxFailures, windowMs, (error) =>
      this.listener(error),
    );
  }

  rateLimitStore() {
    return { redis: this.redis, nameSpace: `${this.prefix}anonymous:` };
  }

  onUnavailable(listener: (error: unknown) => void): void {
    this.listener = listener;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** At most one warning a minute while Redis is away, so that a long outage does not flood the log. */
export function throttledWarning(warn: (error: unknown) => void, everyMs = 60_000): (error: unknown) => void {
  let lastAt = -Infinity;
  return (error) => {
    const now = Date.now();
    if (now - lastAt < everyMs) return;
    lastAt = now;
    warn(error);
  };
}
