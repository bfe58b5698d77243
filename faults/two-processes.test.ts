import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordFigures } from './figures.js';
import { ADMIN, api, freshStore, REDIS_URL, signIn, startServer, stop } from './server.js';

/**
 * docs/product/README.md#running, docs/decisions/0015-faults-and-shared-limits.md: two server processes on one PostgreSQL serve the same people; with
 * REDIS_URL they share the sign-in limits (docs/product/people-and-clients.md#passwords, docs/decisions/0015-faults-and-shared-limits.md). Both start at once, so their
 * migrations also race (they run under an advisory lock).
 */
const LIMIT = 10;

describe('two server processes on one PostgreSQL', () => {
  it('serve the same people and share the failed sign-in limit through Redis', async () => {
    const store = await freshStore('postgres');
    // TRUST_PROXY lets the test pick a client address of its own, so that reruns within the
    // 15-minute window do not meet the counts of an earlier run.
    const env = { REDIS_URL, TRUST_PROXY: 'true' };
    const [first, second] = await Promise.all([startServer(store, env), startServer(store, env)]);
    try {
      const address = { 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` };

      const token = await signIn(first);
      const onSecond = api(second, token);
      const me = await onSecond('GET', '/user');
      const week = `/home_office?user_id=${(me.body.data as { id: number }).id}&from_date=2026-11-23`;
      // Process 1 keeps this answer and the session in its read cache (docs/decisions/0017-read-cache.md).
      const keptOnFirst = await api(first, token)('GET', week);
      const marked = await onSecond('POST', '/home_office', {
        user_id: (me.body.data as { id: number }).id,
        dates: ['2026-11-23'],
      });
      const seenOnFirst = await api(first, token)('GET', week);
      const loggedOut = await onSecond('POST', '/logout');
      const afterLogout = await api(first, token)('GET', '/user');

      const failures: number[] = [];
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        const target = attempt % 2 === 0 ? first : second;
        failures.push(
          (
            await api(target, undefined, address)('POST', '/login', {
              email: 'nobody@example.com',
              password: 'Wrong-Pass-1',
            })
          ).status,
        );
      }
      const rightPasswordOnFirst = await api(first, undefined, address)('POST', '/login', ADMIN);
      const rightPasswordOnSecond = await api(second, undefined, address)('POST', '/login', ADMIN);

      expect(me.status).toBe(200);
      expect(marked.status).toBe(201);
      expect(keptOnFirst.body.data).toHaveLength(0);
      expect(seenOnFirst.body.data).toHaveLength(1);
      expect(loggedOut.status).toBeLessThan(300);
      expect(afterLogout.status).toBe(401);
      expect(failures).toEqual(Array(LIMIT).fill(401));
      expect(rightPasswordOnFirst.status).toBe(429);
      expect(rightPasswordOnSecond.status).toBe(429);

      recordFigures(
        'two-processes',
        [
          '| check | result |',
          '|---|---|',
          '| both processes started at once on one new database (migrations under the advisory lock) | ok |',
          `| token from process 1 used on process 2 (GET /api/user) | ${me.status} |`,
          `| home-office week read on 1 (kept in its read cache), a day written on 2, the week read on 1 again | ${(keptOnFirst.body.data as unknown[]).length} rows, ${marked.status}, ${(seenOnFirst.body.data as unknown[]).length} row |`,
          `| logout on 2, the token (kept in 1's read cache) on 1 | ${afterLogout.status} |`,
          `| ${LIMIT} failed sign-ins from one address, alternating 1 and 2 | ${failures.join(' ')} |`,
          `| then the right password on 1 / on 2 | ${rightPasswordOnFirst.status} / ${rightPasswordOnSecond.status} |`,
        ].join('\n'),
      );
    } finally {
      await Promise.all([stop(first), stop(second)]);
      await store.drop();
    }
  });
});
