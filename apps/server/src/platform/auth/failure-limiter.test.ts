import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter.js';

const WINDOW_MS = 15 * 60_000;
const start = new Date('2026-11-23T09:00:00Z');
const at = (msAfterStart: number) => new Date(start.getTime() + msAfterStart);

function limiterWith(failures: number, key = 'key', when = start) {
  const limiter = new FailureLimiter(3, WINDOW_MS);
  for (let i = 0; i < failures; i += 1) limiter.recordFailure(key, when);
  return limiter;
}

describe('FailureLimiter', () => {
  it('blocks a key once it reaches the maximum number of failures', () => {
    expect(limiterWith(2).isBlocked('key', start)).toBe(false);
    expect(limiterWith(3).isBlocked('key', start)).toBe(true);
  });

  it('counts each key on its own', () => {
    const limiter = limiterWith(3, 'one');

    expect(limiter.isBlocked('two', start)).toBe(false);
  });

  it('forgets failures once they are a whole window old', () => {
    const limiter = limiterWith(3);

    expect(limiter.isBlocked('key', at(WINDOW_MS - 1))).toBe(true);
    expect(limiter.isBlocked('key', at(WINDOW_MS))).toBe(false);
  });

  it('slides the window: only the failures inside it count', () => {
    const limiter = new FailureLimiter(3, WINDOW_MS);
    limiter.recordFailure('key', at(0));
    limiter.recordFailure('key', at(10 * 60_000));
    limiter.recordFailure('key', at(14 * 60_000));

    expect(limiter.isBlocked('key', at(14 * 60_000))).toBe(true);
    expect(limiter.isBlocked('key', at(15 * 60_000))).toBe(false);
  });

  it('tells how long until the oldest counted failure leaves the window', () => {
    const limiter = limiterWith(3);

    expect(limiter.retryAfterMs('key', at(5 * 60_000))).toBe(10 * 60_000);
    expect(limiter.retryAfterMs('unknown', start)).toBe(0);
  });

  it('clears a key', () => {
    const limiter = limiterWith(3);

    limiter.clear('key');

    expect(limiter.isBlocked('key', start)).toBe(false);
  });
});
