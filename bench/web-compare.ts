/**
 * Compares two builds of the portal on the web benchmark's measure: when the team calendar's rows
 * are visible after navigation (docs/decisions/0016-web-budget.md). One `bench:web` run moves by ±200 ms on this
 * machine, so a change of 50–100 ms only shows when both builds are loaded alternately (A B B A …),
 * each load on a cold context, many times.
 *
 *   npm run build && npx tsx bench/web-compare.ts save NAME     keeps the current build as NAME
 *   npx tsx bench/web-compare.ts NAME_A NAME_B [LOADS]          LOADS per build, 16 unless given
 *
 * Saved builds are kept in bench/.builds/ (not committed). Each is served by its own server process
 * against BENCH_DATABASE_URL (filled by `npm run bench:web`); both use this checkout's node_modules.
 * BENCH_CPU_SLOWDOWN=N runs the page's main thread N times slower (DevTools' CPU throttling).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium.js';
import { startBuiltServer, type BuiltServer } from './web/built-server.js';
import { benchContext, openCalendar } from './web/calendar-load.js';
import { readPageLoad, rowsVisible } from './web/in-page.js';
import { median } from './web/report.js';

const root = path.resolve(import.meta.dirname, '..');
const builds = path.join(root, 'bench/.builds');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const ADMIN = { email: 'admin@bench.example', password: 'Bench-Portal-2026' };
/** What a build needs besides node_modules, which are linked: the server reads its migrations. */
const BUILD_PARTS = [
  'package.json',
  'apps/server/package.json',
  'apps/server/dist',
  'apps/server/drizzle',
  'apps/web/dist',
];
const LINKED = ['node_modules', 'apps/server/node_modules'];
/** BENCH_CPU_SLOWDOWN=3 compares the builds with the page's main thread three times slower. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);

const [command, ...rest] = process.argv.slice(2);
if (command === 'save' && rest[0]) saveBuild(rest[0]);
else if (command && rest[0]) await compare([command, rest[0]], Number(rest[1] ?? 16));
else {
  process.stderr.write('usage: web-compare.ts save NAME | web-compare.ts NAME_A NAME_B [LOADS]\n');
  process.exit(2);
}

function saveBuild(name: string): void {
  const target = path.join(builds, name);
  fs.rmSync(target, { recursive: true, force: true });
  for (const part of BUILD_PARTS) fs.cpSync(path.join(root, part), path.join(target, part), { recursive: true });
  for (const link of LINKED) fs.symlinkSync(path.join(root, link), path.join(target, link));
  process.stdout.write(`Saved the current build as ${path.relative(root, target)}\n`);
}

async function compare(names: [string, string], loads: number): Promise<void> {
  for (const name of names) {
    if (!fs.existsSync(path.join(builds, name))) throw new Error(`No build saved as ${name}: run save first.`);
  }
  const servers = await Promise.all(names.map((name) => startBuiltServer(DATABASE_URL, path.join(builds, name))));
  let browser: Browser | null = null;
  try {
    browser = await launchBrowser();
    const token = await signIn(servers[0]!.baseUrl);
    const times: [Load[], Load[]] = [[], []];
    // One warm-up load each, then alternate so that the machine's slow phases hit both builds alike:
    // A B, B A, A B, … so that each build comes first as often as second (the load after another
    // one shares the machine with that context's teardown).
    for (let load = 0; load <= loads; load += 1) {
      for (const index of load % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
        const measured = await loadCalendar(browser, servers[index]!, token);
        if (load > 0) times[index].push(measured);
      }
    }
    process.stdout.write(report(names, times));
  } finally {
    // The servers stop even when the browser did not start.
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) {
    throw new Error(
      `Signing in as ${ADMIN.email} failed (${response.status}): npm run bench:web generates the company`,
    );
  }
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Milliseconds from navigation, on a cold context: as `bench:web` reports them. */
interface Load {
  /** The frame after the first row entered the DOM. */
  rowsVisible: number;
  /** The first paint with content, as the browser presented it (the calendar's, after the spinner). */
  contentfulPaint: number;
  /** The page's first paint of anything: index.html's spinner, before any script has run. */
  firstPaint: number;
}

async function loadCalendar(browser: Browser, server: BuiltServer, token: string): Promise<Load> {
  const context = await benchContext(browser, server.baseUrl, token);
  try {
    const page = await context.newPage();
    await openCalendar(page, CPU_SLOWDOWN);
    const rows = (await page.evaluate(rowsVisible))!;
    const { firstPaint, firstContentfulPaint } = await page.evaluate(readPageLoad, null);
    return {
      rowsVisible: rows,
      contentfulPaint: firstContentfulPaint ?? Number.NaN,
      firstPaint: firstPaint ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}

function report(names: [string, string], loads: [Load[], Load[]]): string {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const measures = [
    ['rows visible', (load: Load) => load.rowsVisible],
    ['first contentful paint', (load: Load) => load.contentfulPaint],
    ['first paint (anything)', (load: Load) => load.firstPaint],
  ] as const;
  return measures
    .map(([title, measure]) => {
      const values = loads.map((list) => list.map(measure));
      const line = (index: 0 | 1) =>
        `  ${names[index].padEnd(20)} median ${Math.round(median(values[index]!))} ms, mean ${Math.round(mean(values[index]!))} ms\n`;
      const difference = (figure: (values: number[]) => number) => Math.round(figure(values[1]!) - figure(values[0]!));
      return `${title}, ${values[0]!.length} loads each:\n${line(0)}${line(1)}  ${names[1]} − ${names[0]}: median ${difference(median)} ms, mean ${difference(mean)} ms\n`;
    })
    .join('');
}
