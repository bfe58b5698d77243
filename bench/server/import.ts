/**
 * `npm run bench:import`: the work-log import of docs/product/access.md#import on the large company, in one run.
 * Real HTTP multipart uploads of 10,000 and 50,000 rows to the real server in its own process, as a dry run and as
 * real writes (removed again afterwards), each three times; the medians' ratio must stay ≤ 6 (linear cost) and the
 * server process's resident memory must grow by less than 50 MB during a 50,000-row import (the file streams).
 * Writes bench/results/import.md.
 *
 * Settings (environment): BENCH_IMPORT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/portal_bench_import;
 * the large company is generated there when missing, its own database because the writes touch it), BENCH_SEED,
 * BENCH_PORT (3950; the next port is taken too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { readDataset } from '../generator/dataset.js';
import { generateCompany } from '../generator/load.js';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, DATASET_VERSION, DEFAULT_SEED, SIZES } from '../generator/sizes.js';
import { ensureDatabase } from '../lib/postgres.js';
import { ServerProcess } from './server-process.js';

const url = process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_import';
const seed = Number(process.env.BENCH_SEED ?? DEFAULT_SEED);
const port = Number(process.env.BENCH_PORT ?? 3950);
const SIZES_MEASURED = [10_000, 50_000] as const;
const ROUNDS = 3;
const MAX_RATIO = 6;
const MAX_GROWTH_MB = 50;
const MB = 1024 * 1024;
const log = (line: string) => process.stdout.write(`${line}\n`);

async function ensureLargeCompany() {
  await ensureDatabase(url);
  const existing = await readDataset(url);
  if (existing?.size === 'large' && existing.seed === seed && existing.version === DATASET_VERSION) return existing;
  log('Generating the large company …');
  await generateCompany({ url }, SIZES.large, seed);
  return (await readDataset(url))!;
}

/** People and the clients they are assigned to for all of 2–27 November 2026: after the lock date, no month closed. */
async function assignedPairs(pool: pg.Pool): Promise<{ email: string; client: string }[]> {
  const { rows } = await pool.query<{ email: string; client: string }>(
    `SELECT u.email, c.name AS client FROM assignments a JOIN users u ON u.id = a.user_id JOIN clients c ON c.id = a.client_id
     WHERE u.active AND a.from_date <= '2026-11-02' AND (a.to_date IS NULL OR a.to_date >= '2026-11-27')
       AND NOT EXISTS (SELECT 1 FROM timesheets t WHERE t.user_id = u.id AND t.month = '2026-11' AND t.status = 'approved')
       AND NOT EXISTS (SELECT 1 FROM client_signoffs s WHERE s.client_id = c.id AND s.month = '2026-11' AND s.status = 'approved')
     ORDER BY a.id`,
  );
  return rows;
}

function csvOf(rows: number, pairs: { email: string; client: string }[]): Blob {
  const lines = ['date,email,client,description,minutes'];
  for (let i = 0; i < rows; i += 1) {
    const pair = pairs[i % pairs.length]!;
    const day = String(2 + (i % 26)).padStart(2, '0');
    lines.push(
      `2026-11-${day},${pair.email},"${pair.client.replaceAll('"', '""')}",Imported work ${i},${30 + (i % 120)}`,
    );
  }
  return new Blob([lines.join('\n') + '\n'], { type: 'text/csv' });
}

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

interface Run {
  seconds: number;
  growth: number;
}

async function importOnce(
  server: ServerProcess,
  token: string,
  file: Blob,
  dryRun: boolean,
  rows: number,
): Promise<Run> {
  const form = new FormData();
  form.append('file', file, 'logs.csv');
  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
  const started = performance.now();
  const response = await fetch(`${server.portalUrl}/api/logs/import${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { rows: number; created: number; error_count: number } };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(server.pid));
  const expected = dryRun ? 200 : 201;
  if (response.status !== expected || body.data?.rows !== rows || body.data.error_count !== 0) {
    throw new Error(`import of ${rows} rows answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { seconds, growth: peak - before };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const started = performance.now();
  const dataset = await ensureLargeCompany();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const pairs = await assignedPairs(pool);
  if (pairs.length === 0) throw new Error('No assignment runs through November 2026');
  const { rows: maxRows } = await pool.query<{ id: number | null }>('SELECT max(id) AS id FROM work_logs');
  const lastLogBefore = maxRows[0]?.id ?? 0;
  const server = await ServerProcess.start(url, port, port + 1);
  const results: { mode: string; rows: number; runs: Run[] }[] = [];
  try {
    const login = await fetch(`${server.portalUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const files = new Map(SIZES_MEASURED.map((rows) => [rows, csvOf(rows, pairs)]));
    await importOnce(server, token, csvOf(1_000, pairs), true, 1_000); // warm-up: the route compiled, the pool open
    for (const [mode, dryRun] of [
      ['dry run', true],
      ['written', false],
    ] as const) {
      for (const rows of SIZES_MEASURED) {
        const runs: Run[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          runs.push(await importOnce(server, token, files.get(rows)!, dryRun, rows));
          if (!dryRun) {
            await pool.query('DELETE FROM work_logs WHERE id > $1', [lastLogBefore]);
            await pool.query("DELETE FROM audit_entries WHERE action = 'work_log.import'");
          }
        }
        results.push({ mode, rows, runs });
        log(
          `${mode} ${rows}: ${runs.map((r) => `${r.seconds.toFixed(2)} s, +${(r.growth / MB).toFixed(1)} MB`).join(' · ')}`,
        );
      }
    }
  } finally {
    await server.stop();
    await pool.query('DELETE FROM work_logs WHERE id > $1', [lastLogBefore]);
    await pool.end();
  }
  writeResults(results, dataset, (performance.now() - started) / 1000);
}

function writeResults(
  results: { mode: string; rows: number; runs: Run[] }[],
  dataset: Awaited<ReturnType<typeof readDataset>>,
  wholeSeconds: number,
) {
  const lines: string[] = [];
  let passed = 0;
  let targets = 0;
  for (const mode of ['dry run', 'written']) {
    const [small, large] = SIZES_MEASURED.map((rows) => results.find((r) => r.mode === mode && r.rows === rows)!);
    const ratio = median(large!.runs.map((r) => r.seconds)) / median(small!.runs.map((r) => r.seconds));
    const growth = Math.max(...large!.runs.map((r) => r.growth)) / MB;
    const timeOk = ratio <= MAX_RATIO;
    const memoryOk = growth < MAX_GROWTH_MB;
    passed += Number(timeOk) + Number(memoryOk);
    targets += 2;
    const cell = (r: { runs: Run[] }) =>
      `${median(r.runs.map((run) => run.seconds)).toFixed(2)} s (${r.runs.map((run) => run.seconds.toFixed(2)).join(', ')})`;
    const rate = (r: { rows: number; runs: Run[] }) =>
      Math.round(r.rows / median(r.runs.map((run) => run.seconds))).toLocaleString('en');
    lines.push(
      `| ${mode} | ${cell(small!)} · ${rate(small!)} rows/s | ${cell(large!)} · ${rate(large!)} rows/s | ` +
        `${timeOk ? 'pass' : 'FAIL'}: ${ratio.toFixed(2)} ≤ ${MAX_RATIO} | ` +
        `${memoryOk ? 'pass' : 'FAIL'}: +${growth.toFixed(1)} MB < ${MAX_GROWTH_MB} MB (largest of ${ROUNDS}; ` +
        `${large!.runs.map((run) => (run.growth / MB).toFixed(1)).join(', ')}) |`,
    );
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  const cpu = os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'unknown';
  const text = `# Import benchmark

Written by \`npm run bench:import\` (bench/server/import.ts); bench/README.md#the-import says what each figure means.

| | |
|---|---|
| machine | ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory, Node ${process.version} |
| commit | ${commit} |
| date | ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC |
| data | ${dataset?.size} company, seed ${dataset?.seed}: ${Object.entries(dataset?.rows ?? {})
    .filter(([table]) =>
      ['users', 'clients', 'assignments', 'work_logs', 'timesheets', 'client_signoffs'].includes(table),
    )
    .map(([table, count]) => `${count.toLocaleString('en')} ${table}`)
    .join(', ')} |
| files | the portal's own format, one row per assignment running through November 2026 in turn, 2–27 November |
| whole run | ${wholeSeconds.toFixed(0)} s |
| targets | ${passed} of ${targets} passed |

\`POST /api/logs/import\` over HTTP (multipart) as the super administrator, ${ROUNDS} times each; time is the median (all runs
in brackets). Memory is the server process's resident set (VmRSS, sampled every 10 ms) at its peak during a 50,000-row
import, less what it was just before. Written rows are deleted after each run.

| import | 10,000 rows | 50,000 rows | time: 50,000 ≤ ${MAX_RATIO} × 10,000 | memory: growth during 50,000 |
|---|---|---|---|---|
${lines.join('\n')}
`;
  writeFileSync(new URL('../results/import.md', import.meta.url), text);
  log(text);
}

await main();
