import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FailureLimiter, Reservation } from './failure-limiter.js';

/**
 * Drops what has left the window; if fewer than the maximum remain, adds this attempt and lets the
 * key expire with the window. One script, so that counting and adding cannot interleave (docs/product/http-contract.md#rate-limits).
 */
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[5]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

const UNAVAILABLE = new Set(['reconnecting', 'close', 'end']);

/**
 * The same sliding window as MemoryFailureLimiter, kept in Redis so that every server process
 * counts the same attempts (docs/product/README.md#running, docs/decisions/0015-faults-and-shared-limits.md). One sorted set per key: each attempt is a
 * member scored with its time in ms.
 *
 * When Redis cannot answer, the limiter fails open: every attempt is allowed, nothing is counted,
 * and `onUnavailable` hears about it (the app logs a warning). Sign-in keeps working.
 */
export class RedisFailureLimiter implements FailureLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly onUnavailable: (error: unknown) => void,
  ) {}

  async reserve(key: string, now: Date): Promise<Reservation | null> {
    const at = now.getTime();
    const member = `${at}:${randomUUID()}`;
    const args = [at, this.since(now), member, this.windowMs, this.maxAttempts];
    const added = await this.failOpen(1, () => this.redis.eval(RESERVE, 1, this.keyOf(key), ...args));
    return added === 1 ? member : null;
  }

  async release(key: string, reservation: Reservation): Promise<void> {
    await this.failOpen(0, () => this.redis.zrem(this.keyOf(key), reservation));
  }

  async retryAfterMs(key: string, now: Date): Promise<number> {
    const oldest = await this.failOpen([], () =>
      this.redis.zrangebyscore(this.keyOf(key), `(${this.since(now)}`, '+inf', 'WITHSCORES', 'LIMIT', 0, 1),
    );
    return oldest[1] === undefined ? 0 : Number(oldest[1]) + this.windowMs - now.getTime();
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
