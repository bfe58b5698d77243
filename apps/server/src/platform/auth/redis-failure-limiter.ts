import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FailureLimiter } from './failure-limiter.js';

/** Drops what has left the window, adds this failure, and lets the key expire with the window. */
const RECORD_FAILURE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

const UNAVAILABLE = new Set(['reconnecting', 'close', 'end']);

/**
 * The same sliding window as MemoryFailureLimiter, kept in Redis so that every server process
 * counts the same failures (decisions R50, record 0015). One sorted set per key: each failure is a
 * member scored with its time in ms. Recording is one Lua script (atomic); reading is one command.
 *
 * When Redis cannot answer, the limiter fails open: nothing is blocked, nothing is counted, and
 * `onUnavailable` hears about it (the app logs a warning). Sign-in keeps working.
 */
export class RedisFailureLimiter implements FailureLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly onUnavailable: (error: unknown) => void,
  ) {}

  async isBlocked(key: string, now: Date): Promise<boolean> {
    const count = await this.failOpen(0, () => this.redis.zcount(this.keyOf(key), `(${this.since(now)}`, '+inf'));
    return count >= this.maxFailures;
  }

  async retryAfterMs(key: string, now: Date): Promise<number> {
    const oldest = await this.failOpen([], () =>
      this.redis.zrangebyscore(this.keyOf(key), `(${this.since(now)}`, '+inf', 'WITHSCORES', 'LIMIT', 0, 1),
    );
    return oldest[1] === undefined ? 0 : Number(oldest[1]) + this.windowMs - now.getTime();
  }

  async recordFailure(key: string, now: Date): Promise<void> {
    const at = now.getTime();
    await this.failOpen(0, () =>
      this.redis.eval(RECORD_FAILURE, 1, this.keyOf(key), at, this.since(now), `${at}:${randomUUID()}`, this.windowMs),
    );
  }

  async clear(key: string): Promise<void> {
    await this.failOpen(0, () => this.redis.del(this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return `${this.prefix}${key}`;
  }

  private since(now: Date): number {
    return now.getTime() - this.windowMs;
  }

  private async failOpen<T>(fallback: T, command: () => Promise<T>): Promise<T> {
    try {
      // Once a connection is lost, do not make sign-in wait for the reconnection attempts.
      if (UNAVAILABLE.has(this.redis.status)) throw new Error(`Redis is ${this.redis.status}`);
      return await command();
    } catch (error) {
      this.onUnavailable(error);
      return fallback;
    }
  }
}
