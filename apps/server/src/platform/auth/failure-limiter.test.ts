import { afterAll, describe, expect, it } from 'vitest';
import { testRedisPrefix, testRedisUrl } from '../../test/redis.js';
import type { FailureLimiter } from './failure-limiter.js';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from './limit-store.js';

const WINDOW_MS = 15 * 60_000;
const start = new Date('2026-11-23T09:00:00Z');
const at = (msAfterStart: number) => new Date(start.getTime() + msAfterStart);

const memory = new MemoryLimitStore();
const redis = new RedisLimitStore(testRedisUrl, testRedisPrefix());
afterAll(() => redis.close());

// The same behaviour from both stores (decisions R21, record 0015); the Redis one runs against the
// real Redis of the machine.
describe.each([
  ['in memory', memory],
  ['in Redis', redis],
] as [string, LimitStore][])('FailureLimiter %s', (_kind, store) => {
  let limiters = 0;
  const newLimiter = (): FailureLimiter => {
    limiters += 1;
    return store.limiter(`limiter-${limiters}`, 3, WINDOW_MS);
  };
  async function limiterWith(failures: number, key = 'key', when = start) {
    const limiter = newLimiter();
    for (let i = 0; i < failures; i += 1) await limiter.recordFailure(key, when);
    return limiter;
  }

  it('blocks a key once it reaches the maximum number of failures', async () => {
    expect(await (await limiterWith(2)).isBlocked('key', start)).toBe(false);
    expect(await (await limiterWith(3)).isBlocked('key', start)).toBe(true);
  });

  it('counts each key on its own', async () => {
    const limiter = await limiterWith(3, 'one');

    expect(await limiter.isBlocked('two', start)).toBe(false);
  });

  it('forgets failures once they are a whole window old', async () => {
    const limiter = await limiterWith(3);

    expect(await limiter.isBlocked('key', at(WINDOW_MS - 1))).toBe(true);
    expect(await limiter.isBlocked('key', at(WINDOW_MS))).toBe(false);
  });

  it('slides the window: only the failures inside it count', async () => {
    const limiter = newLimiter();
    await limiter.recordFailure('key', at(0));
    await limiter.recordFailure('key', at(10 * 60_000));
    await limiter.recordFailure('key', at(14 * 60_000));

    expect(await limiter.isBlocked('key', at(14 * 60_000))).toBe(true);
    expect(await limiter.isBlocked('key', at(15 * 60_000))).toBe(false);
  });

  it('tells how long until the oldest counted failure leaves the window', async () => {
    const limiter = await limiterWith(3);

    expect(await limiter.retryAfterMs('key', at(5 * 60_000))).toBe(10 * 60_000);
    expect(await limiter.retryAfterMs('unknown', start)).toBe(0);
  });

  it('counts every one of many simultaneous failures', async () => {
    const limiter = newLimiter();

    await Promise.all(Array.from({ length: 3 }, () => limiter.recordFailure('key', start)));

    expect(await limiter.isBlocked('key', start)).toBe(true);
  });

  it('clears a key', async () => {
    const limiter = await limiterWith(3);

    await limiter.clear('key');

    expect(await limiter.isBlocked('key', start)).toBe(false);
  });
});

describe('FailureLimiter in Redis, shared', () => {
  it('sees the failures that another connection (another server process) recorded', async () => {
    const prefix = testRedisPrefix();
    const first = new RedisLimitStore(testRedisUrl, prefix);
    const second = new RedisLimitStore(testRedisUrl, prefix);
    try {
      const here = first.limiter('login', 3, WINDOW_MS);
      for (let i = 0; i < 3; i += 1) await here.recordFailure('key', start);

      expect(await second.limiter('login', 3, WINDOW_MS).isBlocked('key', start)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('fails open when Redis does not answer: nothing is blocked, and the store reports it', async () => {
    const away = new RedisLimitStore('redis://127.0.0.1:1', testRedisPrefix());
    const reports: unknown[] = [];
    away.onUnavailable((error) => reports.push(error));
    try {
      const limiter = away.limiter('login', 1, WINDOW_MS);
      await limiter.recordFailure('key', start);

      expect(await limiter.isBlocked('key', start)).toBe(false);
      expect(await limiter.retryAfterMs('key', start)).toBe(0);
      expect(reports.length).toBeGreaterThan(0);
    } finally {
      await away.close();
    }
  });
});
