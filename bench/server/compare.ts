/**
 * Compares two working trees of the portal on the screens' calls, in one run (issue 28 asks that each
 * step be measured A/B this way): both servers run side by side on the same database, and each call
 * is measured on both alternately (A B, then B A, …) so that neither profits from going second.
 *
 *   npx tsx --conditions=source bench/server/compare.ts DIR_A DIR_B [ROUNDS]
 *
 * DIR_A and DIR_B are checkouts with their node_modules installed (e.g. `git worktree add` and
 * `npm ci`). ROUNDS per build and connection count, 4 unless given. BENCH_ONLY picks the screens
 * whose name contains it, BENCH_SCREENS_DURATION the seconds per measurement (3),
 * BENCH_DATABASE_URL the company (the large one unless given). Answers that differ between A and B
 * are reported: a faster call must still say the same.
 *
 * BENCH_COMPARE=worklog-writes compares the work-log writes instead (create, change, delete an entry, as the
 * scenario of that name does): what the lock check of docs/product/closing.md#locks costs a write.
 */
import pg from 'pg';
import { median } from '../web/report.js';
import { measureHttp, type HttpRequest } from './measure.js';
import { workLogWrites } from './calls.js';
import { chooseSubjects } from './subjects.js';
import { SCREEN_CONNECTIONS } from './screens-run.js';
import { screens } from './screens.js';
import { ServerProcess } from './server-process.js';

const [dirA, dirB, roundsArg] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('Usage: compare.ts DIR_A DIR_B [ROUNDS]');
const rounds = Number(roundsArg ?? 4);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const seconds = Number(process.env.BENCH_SCREENS_DURATION ?? 3);
const only = process.env.BENCH_ONLY?.toLowerCase();
const port = Number(process.env.BENCH_PORT ?? 3950);

const log = (line: string) => process.stdout.write(`${line}\n`);

async function answerOf(base: string, request: HttpRequest): Promise<string> {
  const response = await fetch(`${base}${request.path}`, { headers: { authorization: `Bearer ${request.token}` } });
  return `${response.status} ${await response.text()}`;
}

/** Requests/s of `request` on each server, alternating which goes first; medians per connection count. */
async function compareCall(servers: [ServerProcess, ServerProcess], request: HttpRequest) {
  const a = await answerOf(servers[0].portalUrl, request);
  const b = await answerOf(servers[1].portalUrl, request);
  for (const server of servers) await measureHttp(server.portalUrl, [request], 1, 1); // JIT warm-up
  const line: string[] = [];
  for (const connections of SCREEN_CONNECTIONS) {
    const rps: [number[], number[]] = [[], []];
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const which of order) {
        rps[which]!.push((await measureHttp(servers[which]!.portalUrl, [request], seconds, connections)).rps);
      }
    }
    const [medianA, medianB] = rps.map(median) as [number, number];
    line.push(`c=${connections} ${Math.round(medianA)} → ${Math.round(medianB)} (${(medianB / medianA).toFixed(2)}×)`);
  }
  const bytes = `${Buffer.byteLength(a)} → ${Buffer.byteLength(b)} B`;
  log(`| ${request.path} | ${line.join(' | ')} | ${bytes} | ${a === b ? 'same' : 'DIFFERENT'} |`);
  if (a !== b) log(`    A: ${a.slice(0, 300)}\n    B: ${b.slice(0, 300)}`);
}

/** Requests/s of a sequence of writes on each server, alternating which goes first; medians per connection count. */
async function compareWrites(servers: [ServerProcess, ServerProcess], requests: HttpRequest[]) {
  log(`| writes | ${SCREEN_CONNECTIONS.map((c) => `c=${c} A → B`).join(' | ')} | failures A / B |`);
  log(`|---|${SCREEN_CONNECTIONS.map(() => '---|').join('')}---|`);
  for (const server of servers) await measureHttp(server.portalUrl, requests, 1, 1); // JIT warm-up
  const line: string[] = [];
  const failures = [0, 0];
  for (const connections of SCREEN_CONNECTIONS) {
    const rps: [number[], number[]] = [[], []];
    for (let round = 0; round < rounds; round += 1) {
      for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const figures = await measureHttp(servers[which]!.portalUrl, requests, seconds, connections);
        rps[which]!.push(figures.rps);
        failures[which]! += figures.failures;
      }
    }
    const [medianA, medianB] = rps.map(median) as [number, number];
    line.push(`c=${connections} ${Math.round(medianA)} → ${Math.round(medianB)} (${(medianB / medianA).toFixed(2)}×)`);
  }
  log(`| ${requests.map((r) => r.method).join(', ')} /api/logs | ${line.join(' | ')} | ${failures.join(' / ')} |`);
}

async function main() {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await pool.query('DELETE FROM sessions');
  const servers: [ServerProcess, ServerProcess] = [
    await ServerProcess.start(url, port, port + 1, dirA),
    await ServerProcess.start(url, port + 2, port + 3, dirB),
  ];
  try {
    const subjects = await chooseSubjects(pool, servers[0].portalUrl);
    if (process.env.BENCH_COMPARE === 'worklog-writes') {
      log(`A = ${dirA}, B = ${dirB}; medians of ${rounds} measurements of ${seconds} s each, requests/s`);
      await compareWrites(servers, workLogWrites(subjects.large));
      return;
    }
    const selected = screens(subjects).filter((screen) => !only || screen.name.toLowerCase().includes(only));
    log(`A = ${dirA}, B = ${dirB}; medians of ${rounds} measurements of ${seconds} s each, requests/s`);
    log(`| call | ${SCREEN_CONNECTIONS.map((c) => `c=${c} A → B`).join(' | ')} | bytes | answers |`);
    log(`|---|${SCREEN_CONNECTIONS.map(() => '---|').join('')}---|---|`);
    const measured = new Set<string>();
    for (const request of selected.flatMap((screen) => screen.requests)) {
      const key = `${request.token} ${request.path}`;
      if (measured.has(key)) continue;
      measured.add(key);
      await compareCall(servers, request);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await pool.end();
  }
}

await main();
