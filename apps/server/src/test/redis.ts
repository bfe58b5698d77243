import { randomBytes } from 'node:crypto';

/** The Redis of the tests (CI has one on 127.0.0.1:6379); TEST_REDIS_URL points elsewhere. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of one's own, so that test files running side by side never share counts. */
export function testRedisPrefix(): string {
  return `portal-test:${randomBytes(6).toString('hex')}:`;
}
