import { describe, expect, it } from 'vitest';
import { recordFigures } from './figures.js';
import { api, freshStore, signIn, startServer, stop } from './server.js';

/**
 * docs/product/http-contract.md#scale, docs/product/time-and-week.md#home-office, docs/product/leave.md#overlaps, over real HTTP against the built server (the quick in-process
 * versions run in npm test: leave/requests-file.test.ts, home-office/home-office-mark.test.ts).
 */
const SIMULTANEOUS = 50;

describe.each(['pglite', 'postgres'] as const)('50 simultaneous requests on %s', (kind) => {
  it('accept exactly one of 50 overlapping leave requests and keep one home-office row or none', async () => {
    const store = await freshStore(kind);
    const server = await startServer(store);
    try {
      const call = api(server, await signIn(server));
      const me = ((await call('GET', '/user')).body.data as { id: number }).id;

      const leave = await Promise.all(
        Array.from({ length: SIMULTANEOUS }, (_, index) =>
          call('POST', '/holidays', {
            type: 1,
            from_date: '2026-12-07',
            to_date: `2026-12-${String(8 + (index % 10)).padStart(2, '0')}`,
            notes: `attempt ${index}`,
            requesting_id: me,
          }),
        ),
      );
      const toggles = await Promise.all(
        Array.from({ length: SIMULTANEOUS }, (_, index) =>
          index % 2 === 0
            ? call('POST', '/home_office', { user_id: me, dates: ['2026-12-01'] })
            : call('DELETE', '/home_office/delete_by_user_id_and_date', { user_id: me, date: '2026-12-01' }),
        ),
      );
      const requests = (await call('GET', `/holidays/requesting/${me}`)).body.data as unknown[];
      const rows = (await call('GET', `/home_office?user_id=${me}&month=2026-12`)).body.data as unknown[];

      const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
      const leaveStatuses = leave.map((response) => response.status);
      expect(count(leaveStatuses, 201)).toBe(1);
      expect(count(leaveStatuses, 409)).toBe(SIMULTANEOUS - 1);
      expect(requests).toHaveLength(1);
      expect(toggles.filter((response) => response.status >= 300)).toEqual([]);
      expect(rows.length).toBeLessThanOrEqual(1);

      recordFigures(
        `concurrency-${kind}`,
        `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${count(leaveStatuses, 201)} × 201, ${count(leaveStatuses, 409)} × 409 → ${requests.length} stored | ` +
          `${toggles.filter((response) => response.status < 300).length} × 2xx → ${rows.length} row(s) |`,
      );
    } finally {
      await stop(server);
      await store.drop();
    }
  });
});
