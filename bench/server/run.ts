/**
 * `npm run bench:server`: the server benchmark of docs/decisions/0013-benchmark.md. Generates the large company into
 * BENCH_DATABASE_URL when it is not there yet, starts the real app in its own process and measures
 * each scenario three ways (portal, bare Fastify route, the same SQL with pg), counts queries per
 * request at two data sizes, checks the targets and writes bench/results/server.md.
 *
 * Settings (environment): BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/portal_bench),
 * BENCH_DURATION seconds per measurement (10), BENCH_CONNECTIONS (10), BENCH_SEED, BENCH_PORT (3950;
 * the bare route takes the next port), BENCH_LOG_LEVEL (warn), BENCH_ONLY (run only the scenarios whose
 * name contains it, and the screens whose name contains it, all of them for "screens"; writes no results),
 * BENCH_CPU_PROF (a folder: the server process writes a CPU profile), BENCH_SCREENS_DURATION seconds per
 * screens measurement (3), BENCH_SMALL_DATABASE_URL (default …/portal_bench_small: the small company for
 * the screens table).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { readDataset, type Dataset } from '../generator/dataset.js';
import { generateCompany } from '../generator/load.js';
import { DATASET_VERSION, DEFAULT_SEED, SIZES, type CompanySize } from '../generator/sizes.js';
import { ensureDatabase } from '../lib/postgres.js';
import { measureHttp, measureSql, type HttpRequest } from './measure.js';
import type { BareAnswer, Statement } from './protocol.js';
import { markdown, type ScenarioResult } from './report.js';
import { scenarios, type Scenario } from './scenarios.js';
import { chooseSubjects } from './subjects.js';
import { distinctCalls, measureScreens, type ScreensRun } from './screens-run.js';
import { screens } from './screens.js';
import { ServerProcess } from './server-process.js';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seed = Number(process.env.BENCH_SEED ?? DEFAULT_SEED);
const port = Number(process.env.BENCH_PORT ?? 3950);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const screensSeconds = Number(process.env.BENCH_SCREENS_DURATION ?? 3);
const smallUrl = process.env.BENCH_SMALL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_small';
/** Only the scenarios whose name contains this (for looking into one); nothing is written then. */
const only = process.env.BENCH_ONLY?.toLowerCase();
const resultsFile = new URL('../results/server.md', import.meta.url);

const log = (line: string) => process.stdout.write(`${line}\n`);

async function send(base: string, request: HttpRequest, context: Record<string, unknown>) {
  const body = typeof request.body === 'function' ? (request.body as () => unknown)() : request.body;
  const response = await fetch(`${base}${request.pathFrom ? request.pathFrom(context) : request.path}`, {
    method: request.method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 200)}`);
  request.onAnswer?.(text, context);
  return { status: response.status, text };
}

/** Every element of every array in an answer: the rows it returns. */
function rowsIn(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce((sum: number, item) => sum + rowsIn(item), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((sum: number, item) => sum + rowsIn(item), 0);
  return 0;
}

/** One pass over the calls: the statements each sends, its answer, the rows in it. */
async function recordPass(server: ServerProcess, requests: HttpRequest[]) {
  const context: Record<string, unknown> = {};
  const statements: Statement[][] = [];
  const answers: [string, BareAnswer][] = [];
  let rows = 0;
  for (const request of requests) {
    let answer = { status: 0, text: '' };
    statements.push(await server.record(async () => (answer = await send(server.portalUrl, request, context))));
    const body: unknown = answer.text ? JSON.parse(answer.text) : null;
    rows += rowsIn(body);
    const key = request.method === 'GET' ? `GET ${request.path}` : `${request.method} *`;
    answers.push([key, { status: answer.status, body }]);
  }
  return { statements, answers, rows, queries: statements.reduce((sum, list) => sum + list.length, 0) };
}

async function warm(server: ServerProcess, requests: HttpRequest[]) {
  const context: Record<string, unknown> = {};
  for (const request of requests) await send(server.portalUrl, request, context);
}

async function runScenario(server: ServerProcess, pool: pg.Pool, scenario: Scenario): Promise<ScenarioResult> {
  log(`- ${scenario.name}`);
  await scenario.before?.();
  let counts: ScenarioResult['counts'];
  if (scenario.sizes) {
    // A warm pass first, so that the session's once-a-minute "last seen" write stays out of the count.
    await warm(server, scenario.sizes.small);
    const small = await recordPass(server, scenario.sizes.small);
    await warm(server, scenario.sizes.large);
    const large = await recordPass(server, scenario.sizes.large);
    counts = {
      small: small.queries,
      large: large.queries,
      smallRows: small.rows,
      largeRows: large.rows,
      smallLabel: scenario.sizes.smallLabel,
      largeLabel: scenario.sizes.largeLabel,
    };
  }
  await warm(server, scenario.requests);
  const pass = await recordPass(server, scenario.requests);
  counts ??= { one: pass.queries };
  await server.storeBareAnswers(pass.answers);
  const passes = [pass.statements];
  if (scenario.kind === 'write') {
    while (passes.length < connections) passes.push((await recordPass(server, scenario.requests)).statements);
    await scenario.undo?.(passes.flat(2));
  }

  await measureHttp(server.portalUrl, scenario.requests, Math.min(3, seconds), connections); // JIT warm-up
  const portal = await measureHttp(server.portalUrl, scenario.requests, seconds, connections);
  await measureHttp(server.bareUrl, scenario.requests, Math.min(2, seconds), connections);
  const bare = await measureHttp(server.bareUrl, scenario.requests, seconds, connections);
  const sql = await measureSql(pool, passes, seconds, connections, scenario.kind === 'write');

  const targets: ScenarioResult['targets'] = [];
  if (scenario.kind === 'read') {
    const limit = 2 * (sql.p50 + bare.p50);
    targets.push({
      name: 'latency',
      pass: portal.p50 <= limit,
      detail: `p50 ${portal.p50.toFixed(2)} ≤ 2 × (${sql.p50.toFixed(2)} + ${bare.p50.toFixed(2)}) = ${limit.toFixed(2)} ms`,
    });
  }
  if (scenario.minShareOfBareRps !== undefined) {
    const share = portal.rps / bare.rps;
    targets.push({
      name: 'throughput',
      pass: share >= scenario.minShareOfBareRps,
      detail: `${(share * 100).toFixed(0)} % of the bare route's requests/s (≥ ${scenario.minShareOfBareRps * 100} %)`,
    });
  }
  if ('small' in counts) {
    targets.push({
      name: 'queries',
      pass: counts.small === counts.large,
      detail: `queries constant (${counts.small} = ${counts.large})`,
    });
  }
  for (const target of targets) log(`    ${target.pass ? 'pass' : 'FAIL'}: ${target.detail}`);
  log(
    `    portal ${Math.round(portal.rps)} req/s p50 ${portal.p50.toFixed(2)} ms; bare ${Math.round(bare.rps)} req/s; SQL ${Math.round(sql.rps)}/s p50 ${sql.p50.toFixed(2)} ms`,
  );
  return {
    name: scenario.name,
    kind: scenario.kind,
    calls: scenario.requests.length,
    portal,
    bare,
    sql,
    counts,
    targets,
  };
}

async function ensureCompany(
  url: string,
  size: CompanySize['name'],
): Promise<{ dataset: Dataset; generatedNow: boolean }> {
  await ensureDatabase(url);
  const existing = await readDataset(url);
  if (existing?.size === size && existing.seed === seed && existing.version === DATASET_VERSION)
    return { dataset: existing, generatedNow: false };
  log(`Generating the ${size} company into ${url.replace(/\/\/[^@]*@/, '//…@')} …`);
  await generateCompany({ url }, SIZES[size], seed);
  const dataset = await readDataset(url);
  if (!dataset) throw new Error('The generated database carries no dataset mark');
  log(`Load time: ${dataset.seconds.toFixed(1)} s`);
  return { dataset, generatedNow: true };
}

const screenSelected = (name: string) => !only || `screens ${name}`.toLowerCase().includes(only);

/** The screens table on the company in `url`, with the server running on it. */
async function runScreens(server: ServerProcess, pool: pg.Pool, url: string, dataset: Dataset): Promise<ScreensRun> {
  const started = performance.now();
  log(`Screens on the ${dataset.size} company, ${screensSeconds} s per measurement:`);
  const subjects = await chooseSubjects(pool, server.portalUrl);
  const selected = screens(subjects).filter((screen) => screenSelected(screen.name));
  return {
    dataset,
    database: new URL(url).pathname.slice(1),
    seconds: screensSeconds,
    screens: await measureScreens(server, selected, screensSeconds),
    totalSeconds: (performance.now() - started) / 1000,
  };
}

/** The screens table on the small company: its own database and server process. */
async function runSmallCompanyScreens(): Promise<ScreensRun> {
  const { dataset } = await ensureCompany(smallUrl, 'small');
  const pool = new pg.Pool({ connectionString: smallUrl, max: 2 });
  await pool.query('DELETE FROM sessions');
  const server = await ServerProcess.start(smallUrl, port, port + 1);
  try {
    return await runScreens(server, pool, smallUrl, dataset);
  } finally {
    await server.stop();
    await pool.end();
  }
}

async function main() {
  const started = performance.now();
  const { dataset, generatedNow } = await ensureCompany(url, 'large');
  const pool = new pg.Pool({ connectionString: url, max: connections });
  await pool.query('DELETE FROM sessions');
  await pool.query('DELETE FROM mail_outbox');
  const postgres = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  const server = await ServerProcess.start(url, port, port + 1);
  try {
    const subjects = await chooseSubjects(pool, server.portalUrl);
    const people = (
      await pool.query<{ id: number }>('SELECT id FROM users WHERE active AND role_id = 2 ORDER BY id')
    ).rows.map((row) => row.id);
    log(`Measuring ${seconds} s each with ${connections} connections:`);
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios(subjects, pool, people)) {
      if (only && !scenario.name.toLowerCase().includes(only)) continue;
      results.push(await runScenario(server, pool, scenario));
    }
    const screensRuns: ScreensRun[] = [];
    const anyScreen = screens(subjects).some((screen) => screenSelected(screen.name));
    if (anyScreen) screensRuns.push(await runScreens(server, pool, url, dataset));
    await server.stop();
    if (anyScreen) screensRuns.push(await runSmallCompanyScreens());
    if (only) return;
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    const commit = dirty ? `${head} with uncommitted changes in the working tree` : head;
    mkdirSync(new URL('.', resultsFile), { recursive: true });
    writeFileSync(
      resultsFile,
      markdown(
        {
          commit,
          date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
          postgres,
          dataset,
          generatedNow,
          seconds,
          connections,
          logLevel,
          totalSeconds: (performance.now() - started) / 1000,
        },
        results,
        screensRuns,
      ),
    );
    const failed =
      results.flatMap((r) => r.targets).filter((t) => !t.pass).length +
      screensRuns.flatMap(distinctCalls).filter((call) => !call.pass).length;
    log(`Wrote bench/results/server.md: ${failed === 0 ? 'every target passed' : `${failed} target(s) failed`}.`);
  } finally {
    await server.stop();
    await pool.end();
  }
}

await main();
