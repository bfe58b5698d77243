import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordFigures, sleep } from './figures.js';
import { api, freshStore, signIn, startServer, stop, type Server } from './server.js';

/**
 * docs/product/reports.md#downloads: every download of a month of 100,000 work logs, whose client and person
 * have names Excel forbids in a sheet name, is answered, while GET /api/health keeps answering within a second; the
 * server process's resident memory is read from /proc (Linux). A month of 25,000 logs beside it shows that the memory
 * a download takes does not grow with its rows. `SERVER_NODE_OPTIONS` passes Node options to the server (the heap cap
 * of docs/decisions/0033-month-downloads-stream-from-the-database.md).
 */
const CLIENT = 'Acme [EU] / R&D: *test?';
const PERSON = 'Zoë [Ops] / QA: *?';
/** October 2026 with a quarter of November's logs. */
const MONTHS = [
  { month: 10, rows: 25_000 },
  { month: 11, rows: 100_000 },
];
const HEALTH_BOUND_MS = 1_000;
/**
 * The rows are read 1,000 at a time and written as they are read: what a CSV or XLSX download takes is a page of rows,
 * the writer's buffers and the garbage between two collections, whatever the month's size: 0–62 MB at 25,000 rows as
 * at 100,000 on a busy machine (held whole, 100,000 rows took 66–72 MB).
 */
const PEAK_BOUND_MB = 80;
/**
 * A PDF holds no rows either, but its long drawing lets more garbage pile up before a collection: 61–132 MB at 100,000
 * rows for the first PDF (held whole: 190 MB), 10–22 MB with the server's heap capped at 96 MB
 * (docs/decisions/0033-month-downloads-stream-from-the-database.md).
 */
const PDF_PEAK_BOUND_MB = 250;

const status = (server: Server) => fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
const kbOf = (text: string, field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)![1]);

async function peakGrowthMb<T>(server: Server, work: () => Promise<T>): Promise<{ growthMb: number; result: T }> {
  fs.writeFileSync(`/proc/${server.process.pid}/clear_refs`, '5');
  const before = kbOf(status(server), 'VmHWM');
  const result = await work();
  return { growthMb: (kbOf(status(server), 'VmHWM') - before) / 1024, result };
}

/** A month's weekdays in 2026: the person month hides weekends. */
const weekdaysOf = (month: number) =>
  Array.from(
    { length: 31 },
    (_, index) => `2026-${String(month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`,
  )
    .filter((date) => new Date(`${date}T12:00:00Z`).getUTCMonth() === month - 1)
    .filter((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()));

function importFile(month: number, rows: number): Buffer {
  const weekdays = weekdaysOf(month);
  const lines = ['date,email,client,description,minutes'];
  for (let n = 0; n < rows; n += 1) {
    const description = `"=Sprint ${n}, ""quoted"" & [braces]: *?/ review of the week's work"`;
    lines.push(`${weekdays[n % weekdays.length]},zoe@example.com,"${CLIENT}",${description},${15 + (n % 60)}`);
  }
  return Buffer.from(lines.join('\n') + '\n');
}

async function importRows(server: Server, token: string, month: number, rows: number): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([importFile(month, rows)], { type: 'text/csv' }), 'month.csv');
  const response = await fetch(`${server.url}/api/logs/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return response.status;
}

/**
 * GET /api/health every 100 ms until stopped. `slowestSince` answers the slowest answer since it was last asked (an
 * answer under way counts with its time so far); `stop` ends the watch.
 */
function watchHealth(server: Server) {
  let slowest = 0;
  let pendingSince: number | undefined;
  let running = true;
  const done = (async () => {
    while (running) {
      pendingSince = performance.now();
      const answered = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
        .then((response) => response.arrayBuffer())
        .then(() => true)
        .catch(() => false);
      slowest = Math.max(slowest, answered ? performance.now() - pendingSince : Infinity);
      pendingSince = undefined;
      await sleep(100);
    }
  })();
  return {
    slowestSince() {
      const answer = Math.max(slowest, pendingSince === undefined ? 0 : performance.now() - pendingSince);
      slowest = 0;
      return answer;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

async function download(server: Server, token: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { status: response.status, bytes, seconds: (performance.now() - started) / 1000 };
}

describe('a month of 100,000 rows with hostile names, downloaded as CSV, XLSX and PDF', () => {
  it('answers each, with /api/health within a second throughout and memory bounded', { timeout: 900_000 }, async () => {
    const store = await freshStore('pglite');
    const server = await startServer(store, { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS ?? '' });
    try {
      const token = await signIn(server);
      const call = api(server, token);
      const client = await call('POST', '/clients', { name: CLIENT });
      const clientId = (client.body.data as { id: number }).id;
      const password = 'Zoe-Long-Pass-2026!';
      const person = await call('POST', '/register', {
        name: PERSON,
        email: 'zoe@example.com',
        role_id: 2,
        password,
        password_confirmation: password,
      });
      const personId = (person.body as { id: number }).id;
      await call('POST', `/users/${personId}/clients`, { client: clientId, hours: 40, dates: ['2026-01-01'] });
      for (const { month, rows } of MONTHS) expect(await importRows(server, token, month, rows)).toBe(201);

      const paths = MONTHS.flatMap(({ month, rows }) =>
        ['csv', 'xlsx', 'pdf'].flatMap((format) => [
          [
            `person ${format}, ${rows.toLocaleString('en')} rows`,
            `/api/report/user/${personId}/month/${month}/year/2026?format=${format}`,
          ],
          [
            `client ${format}, ${rows.toLocaleString('en')} rows`,
            `/api/logs/client/${clientId}/month/${month}/year/2026?format=${format}`,
          ],
        ]),
      );
      const figures: string[] = [];
      const growth: Record<string, number> = {};
      const slowestHealth: Record<string, number> = {};
      const health = watchHealth(server);
      for (const [name, path] of paths) {
        health.slowestSince();
        const { growthMb, result } = await peakGrowthMb(server, () => download(server, token, path!));
        expect({ name, status: result.status }).toEqual({ name, status: 200 });
        growth[name!] = Math.round(growthMb);
        slowestHealth[name!] = Math.round(health.slowestSince());
        figures.push(
          `| ${name} | ${(result.bytes / 1024 / 1024).toFixed(1)} MB | ${result.seconds.toFixed(1)} s | ${growthMb.toFixed(0)} MB | ${slowestHealth[name!]} ms |`,
        );
        process.stdout.write(`${figures.at(-1)}\n`);
      }
      await health.stop();
      recordFigures('large-downloads', figures.join('\n'));
      const boundOf = (name: string) => (name.includes(' pdf') ? PDF_PEAK_BOUND_MB : PEAK_BOUND_MB);
      expect(Object.entries(growth).filter(([name, mb]) => mb >= boundOf(name))).toEqual([]);
      expect(Object.entries(slowestHealth).filter(([, ms]) => ms >= HEALTH_BOUND_MS)).toEqual([]);
    } finally {
      await stop(server);
      await store.drop();
    }
  });
});
