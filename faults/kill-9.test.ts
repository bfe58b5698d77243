import { describe, expect, it } from 'vitest';
import { percentile, recordFigures, sleep } from './figures.js';
import { api, freshStore, killHard, signIn, startServer, type Server } from './server.js';

/**
 * docs/product/http-contract.md#scale: kill -9 of the server under a write load, 20 times, on each database. Every write the
 * server acknowledged (201) must be there exactly once after the restart; a write cut off by the
 * kill may be there or not, but never twice; the database opens clean (the server starts, its
 * migrations run, /api/health answers) and the PGlite data-directory lock of the dead process does
 * not stop the restart.
 */
const KILLS = 20;
const WRITERS = 8;
const YEAR_DAYS = 365;

const dateOf = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % YEAR_DAYS))).toISOString().slice(0, 10);

describe.each(['pglite', 'postgres'] as const)('kill -9 under a write load on %s', (kind) => {
  it(`loses no acknowledged work log and duplicates none over ${KILLS} kills`, async () => {
    const store = await freshStore(kind);
    let server: Server = await startServer(store);
    try {
      const token = await signIn(server);
      const call = () => api(server, token);
      const me = ((await call()('GET', '/user')).body.data as { id: number }).id;
      const client = ((await call()('POST', '/clients', { name: 'Faults Ltd' })).body.data as { id: number }).id;
      expect((await call()('POST', `/users/${me}/clients`, { client, hours: 40, dates: ['2020-01-01'] })).status).toBe(
        201,
      );

      const acknowledged = new Set<string>();
      const cutOff = new Set<string>();
      const refused: number[] = [];
      const restartsMs: number[] = [];
      let sequence = 0;
      let cutOffStored = 0;

      for (let round = 0; round < KILLS; round += 1) {
        const writer = async () => {
          for (;;) {
            sequence += 1;
            const marker = `fault ${kind} ${round} ${sequence}`;
            const body = { description: marker, user_id: me, date: dateOf(sequence), duration: 15, client_id: client };
            try {
              const response = await call()('POST', '/logs', body);
              if (response.status === 201) acknowledged.add(marker);
              else refused.push(response.status);
            } catch {
              cutOff.add(marker); // the connection died with the server: not acknowledged
              return;
            }
          }
        };
        const writers = Array.from({ length: WRITERS }, writer);
        await sleep(300 + Math.random() * 700);
        await killHard(server);
        await Promise.all(writers);

        const started = Date.now();
        server = await startServer(store);
        restartsMs.push(Date.now() - started);

        const logs = (await call()('GET', `/range/logs?user_id=${me}&from=2026-01-01&to=2026-12-31`)).body.data as {
          description: string;
        }[];
        const seen = new Map<string, number>();
        for (const log of logs) seen.set(log.description, (seen.get(log.description) ?? 0) + 1);
        const lost = [...acknowledged].filter((marker) => seen.get(marker) !== 1);
        const duplicated = [...seen].filter(([, count]) => count > 1);
        const unknown = [...seen.keys()].filter((marker) => !acknowledged.has(marker) && !cutOff.has(marker));
        expect({ round, lost, duplicated, unknown }).toEqual({ round, lost: [], duplicated: [], unknown: [] });
        cutOffStored = [...cutOff].filter((marker) => seen.has(marker)).length;
      }
      expect(refused).toEqual([]);

      recordFigures(
        `kill-9-${kind}`,
        `| ${kind === 'pglite' ? 'PGlite (DATA_DIR)' : 'PostgreSQL 15'} | ${KILLS} | ${acknowledged.size} | ` +
          `${cutOff.size} (${cutOffStored} committed before the kill) | 0 | 0 | ` +
          `${percentile(restartsMs, 50)} / ${Math.max(...restartsMs)} ms |`,
      );
    } finally {
      await killHard(server);
      await store.drop();
    }
  });
});
