import type { Dataset } from '../generator/dataset.js';
import { measureHttp, type Figures, type HttpRequest } from './measure.js';
import type { Screen } from './screens.js';
import type { ServerProcess } from './server-process.js';

/** Issue 28's target: every read call of a screen at ≥ 25 % of the bare route's requests/s, at 1 and at 8 connections. */
export const MIN_SHARE_OF_BARE = 0.25;
export const SCREEN_CONNECTIONS = [1, 8];

export interface CallAt {
  connections: number;
  portal: Figures;
  bare: Figures;
  /** portal requests/s ÷ bare requests/s */
  share: number;
}

export interface CallResult {
  path: string;
  /** The answer's JSON as sent (the API is not compressed). */
  bytes: number;
  at: CallAt[];
  pass: boolean;
  /** One call took longer than the window: figures of one call alone, not measured at 8 connections. */
  slow: boolean;
  /** An answer read from the database (the read cache forgotten, the route's code compiled): milliseconds and SQL statements. */
  cold: { ms: number; statements: number };
}

export interface ScreenResult {
  name: string;
  /** A call that several screens make is measured once and shared. */
  calls: CallResult[];
  bytes: number;
  /** The whole screen, its calls one after the other on one connection. */
  loadsPerSecond: number;
}

export interface ScreensRun {
  dataset: Dataset;
  /** The database's name, e.g. portal_bench_small. */
  database: string;
  seconds: number;
  screens: ScreenResult[];
  totalSeconds: number;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

async function answerOf(base: string, request: HttpRequest): Promise<string> {
  const response = await fetch(`${base}${request.path}`, {
    headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${request.path} answered ${response.status}: ${text.slice(0, 200)}`);
  return text;
}

/** Sends the calls one after the other and waits for the answers; seconds taken. */
async function timedPass(base: string, requests: HttpRequest[]): Promise<number> {
  const started = performance.now();
  for (const request of requests) await answerOf(base, request);
  return (performance.now() - started) / 1000;
}

/**
 * Measures, then waits until the server has finished what the measurement left in flight: autocannon
 * stops at the window's end, but the server (one process with the bare route) still answers the
 * requests already sent, which would slow the next measurement. One more pass, sent last, is answered
 * about when they are. A pass slower than the window completes nothing: its requests/s are then
 * those of one clean pass.
 */
async function measureSettled(
  base: string,
  requests: HttpRequest[],
  seconds: number,
  connections: number,
): Promise<{ figures: Figures; slow: boolean }> {
  const figures = await measureHttp(base, requests, seconds, connections);
  await timedPass(base, requests);
  if (figures.requests > 0) return { figures, slow: false };
  const pass = await timedPass(base, requests);
  const ms = pass * 1000;
  return { figures: { ...figures, rps: requests.length / pass, p50: ms, p95: ms, p99: ms }, slow: true };
}

async function measureCall(server: ServerProcess, request: HttpRequest, seconds: number): Promise<CallResult> {
  const started = performance.now();
  await answerOf(server.portalUrl, request); // the route's first call compiles its code
  let text = '';
  let coldMs = 0;
  const statements = await server.record(async () => {
    const sent = performance.now();
    text = await answerOf(server.portalUrl, request);
    coldMs = performance.now() - sent;
  });
  // Stored just before it is measured: the bare route keys answers by path, and GET /api/user's
  // answer differs between the employee and the administrator.
  await server.storeBareAnswers([[`GET ${request.path}`, { status: 200, body: JSON.parse(text) as unknown }]]);
  await measureSettled(server.portalUrl, [request], Math.min(1, seconds), 1); // JIT warm-up
  await measureSettled(server.bareUrl, [request], Math.min(0.5, seconds), 8);
  const at: CallAt[] = [];
  let slow = false;
  for (const connections of SCREEN_CONNECTIONS) {
    // A call slower than the window at one connection is not measured at more: it fails either way.
    const portal: { figures: Figures; slow: boolean } = slow
      ? { figures: at[0]!.portal, slow }
      : await measureSettled(server.portalUrl, [request], seconds, connections);
    const bare = await measureSettled(server.bareUrl, [request], seconds, connections);
    at.push({ connections, portal: portal.figures, bare: bare.figures, share: portal.figures.rps / bare.figures.rps });
    slow ||= portal.slow;
  }
  const pass = !slow && at.every((a) => a.share >= MIN_SHARE_OF_BARE && a.portal.failures === 0);
  const shares = at.map((a) => `${Math.round(a.portal.rps)}/${Math.round(a.bare.rps)} ${(a.share * 100).toFixed(0)} %`);
  const took = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `    ${pass ? 'pass' : 'FAIL'} ${shares.join(', ')} ${Buffer.byteLength(text)} B, cold ${coldMs.toFixed(1)} ms ${statements.length} SQL, ${took} s GET ${request.path.slice(0, 70)}`,
  );
  const cold = { ms: coldMs, statements: statements.length };
  return { path: request.path, bytes: Buffer.byteLength(text), at, pass, slow, cold };
}

async function measureScreen(
  server: ServerProcess,
  screen: Screen,
  seconds: number,
  measured: Map<string, CallResult>,
): Promise<ScreenResult> {
  log(`- screen: ${screen.name}`);
  const calls: CallResult[] = [];
  for (const request of screen.requests) {
    const key = `${request.token ?? ''} ${request.path}`;
    if (!measured.has(key)) measured.set(key, await measureCall(server, request, seconds));
    calls.push(measured.get(key)!);
  }
  const whole = (await measureSettled(server.portalUrl, screen.requests, seconds, 1)).figures;
  const loadsPerSecond = whole.rps / screen.requests.length;
  const bytes = calls.reduce((sum, call) => sum + call.bytes, 0);
  log(`    whole screen: ${bytes} B, ${loadsPerSecond.toFixed(1)} loads/s at 1 connection`);
  return { name: screen.name, calls, bytes, loadsPerSecond };
}

/** Each screen's calls against the portal and the bare route, at each of SCREEN_CONNECTIONS. */
export async function measureScreens(
  server: ServerProcess,
  screens: Screen[],
  seconds: number,
): Promise<ScreenResult[]> {
  const measured = new Map<string, CallResult>();
  const results: ScreenResult[] = [];
  for (const screen of screens) results.push(await measureScreen(server, screen, seconds, measured));
  return results;
}

/** The distinct calls of a run: a call shared by several screens is one target. */
export const distinctCalls = (run: ScreensRun) => [...new Set(run.screens.flatMap((screen) => screen.calls))];
