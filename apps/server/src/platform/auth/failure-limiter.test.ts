import { afterAll, describe, expect, it } from 'vitest';
import { itWithRedis, testRedisPrefix, testRedisUrl } from '../../test/redis.js';
import type { FailureLimiter } from './failure-limiter.js';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from './limit-store.js';

const WINDOW_MS = 15 * 60_000;
const start = new Date('2026-11-23T09:00:00Z');
const at = (msAfterStart: number) => new Date(start.getTime() + msAfterStart);

const memory = new MemoryLimitStore();
const redis = new RedisLimitStore(testRedisUrl, testRedisPrefix());
afterAll(() => redis.close());

// The same behaviour from both stores (docs/product/people-and-clients.md#passwords, docs/decisions/0015-faults-and-shared-limits.md); the Redis one runs against the
// real Redis of the machine.
describe.each([
  ['in memory', memory],
  ['in Redis', redis],
] as [string, LimitStore][])('FailureLimiter %s', (kind, store) => {
  // The Redis half needs the machine's Redis (docs/testing.md#redis).
  const test = kind === 'in Redis' ? itWithRedis : it;
  let limiters = 0;
  const newLimiter = (): FailureLimiter => {
    limiters += 1;
    return store.limiter(`limiter-${limiters}`, 3, WINDOW_MS);
  };
  async function limiterWith(attempts: number, key = 'key', when = start) {
    const limiter = newLimiter();
    for (let i = 0; i < attempts; i += 1) await limiter.reserve(key, when);
    return limiter;
  }
  const blocked = async (limiter: FailureLimiter, key: string, when: Date) =>
    (await limiter.reserve(key, when)) === null;

  test('reserves attempts up to the maximum, then refuses', async () => {
    expect(await blocked(await limiterWith(2), 'key', start)).toBe(false);
    expect(await blocked(await limiterWith(3), 'key', start)).toBe(true);
  });

  test('counts each key on its own', async () => {
    const limiter = await limiterWith(3, 'one');

    expect(await blocked(limiter, 'two', start)).toBe(false);
  });

  test('forgets attempts once they are a whole window old', async () => {
    expect(await blocked(await limiterWith(3), 'key', at(WINDOW_MS - 1))).toBe(true);
    expect(await blocked(await limiterWith(3), 'key', at(WINDOW_MS))).toBe(false);
  });

  test('slides the window: only the attempts inside it count', async () => {
    const limiter = newLimiter();
    await limiter.reserve('key', at(0));
    await limiter.reserve('key', at(10 * 60_000));
    await limiter.reserve('key', at(14 * 60_000));

    expect(await limiter.reserve('key', at(14 * 60_000))).toBeNull();
    expect(await limiter.reserve('key', at(15 * 60_000))).not.toBeNull();
  });

  test('tells how long until the oldest counted attempt leaves the window', async () => {
    const limiter = await limiterWith(3);

    expect(await limiter.retryAfterMs('key', at(5 * 60_000))).toBe(10 * 60_000);
    expect(await limiter.retryAfterMs('unknown', start)).toBe(0);
  });

  test('grants exactly the maximum of 40 simultaneous reservations (docs/product/http-contract.md#rate-limits)', async () => {
    const limiter = newLimiter();

    const granted = await Promise.all(Array.from({ length: 40 }, () => limiter.reserve('key', start)));

    expect(granted.filter((reservation) => reservation !== null)).toHaveLength(3);
  });

  test('takes back a released reservation, and only that one', async () => {
    const limiter = newLimiter();
    const first = await limiter.reserve('key', start);
    await limiter.reserve('key', start);
    await limiter.reserve('key', start);

    await limiter.release('key', first!);

    expect(await limiter.reserve('key', start)).not.toBeNull();
    expect(await limiter.reserve('key', start)).toBeNull();
  });

  test('clears a key', async () => {
    const limiter = await limiterWith(3);

    await limiter.clear('key');

    expect(await blocked(limiter, 'key', start)).toBe(false);
  });
});

describe('FailureLimiter in Redis, shared', () => {
  itWithRedis('sees the attempts that another connection (another server process) reserved', async () => {
    const prefix = testRedisPrefix();
    const first = new RedisLimitStore(testRedisUrl, prefix);
    const second = new RedisLimitStore(testRedisUrl, prefix);
    try {
      const here = first.limiter('login', 3, WINDOW_MS);
      for (let i = 0; i < 3; i += 1) await here.reserve('key', start);

      expect(await second.limiter('login', 3, WINDOW_MS).reserve('key', start)).toBeNull();
    } finally {
      await first.close();
      await second.close();
    }
  });

  itWithRedis(
    'grants exactly the maximum across two connections reserving at once (docs/product/http-contract.md#rate-limits)',
    async () => {
      const prefix = testRedisPrefix();
      const stores = [new RedisLimitStore(testRedisUrl, prefix), new RedisLimitStore(testRedisUrl, prefix)];
      try {
        const limiters = stores.map((store) => store.limiter('login', 10, WINDOW_MS));

        const granted = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 2]!.reserve('key', start)));

        expect(granted.filter((reservation) => reservation !== null)).toHaveLength(10);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    },
  );

  it('fails open when Redis does not answer: every attempt is allowed, and the store reports it', async () => {
    const away = new RedisLimitStore('redis://127.0.0.1:1', testRedisPrefix());
    const reports: unknown[] = [];
    away.onUnavailable((error) => reports.push(error));
    try {
      const limiter = away.limiter('login', 1, WINDOW_MS);
      await limiter.reserve('key', start);

      expect(await limiter.reserve('key', start)).not.toBeNull();
      expect(await limiter.retryAfterMs('key', start)).toBe(0);
      expect(reports.length).toBeGreaterThan(0);
    } finally {
      await away.close();
    }
  });
});
