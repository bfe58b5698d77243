import { randomBytes } from 'node:crypto';
import { it } from 'vitest';

/** The Redis of the tests (CI has one on 127.0.0.1:6379); TEST_REDIS_URL points elsewhere. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of one's own, so that test files running side by side never share counts. */
export function testRedisPrefix(): string {
  return `portal-test:${randomBytes(6).toString('hex')}:`;
}

/**
 * docs/testing.md#redis: outside CI, `npm test` runs on a machine without a Redis too. It then sets TEST_REDIS=absent
 * and the tests that need one are counted as skipped, as the summary line says; in CI a missing Redis fails the run.
 */
export const itWithRedis: ReturnType<typeof it.skipIf> = it.skipIf(process.env.TEST_REDIS === 'absent');
