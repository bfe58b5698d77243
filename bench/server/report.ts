import os from 'node:os';
import type { Dataset } from '../generator/dataset.js';
import type { Figures } from './measure.js';
import { distinctCalls, MIN_SHARE_OF_BARE, type CallResult, type ScreensRun } from './screens-run.js';

export interface ScenarioResult {
  name: string;
  kind: 'read' | 'write';
  calls: number;
  portal: Figures;
  bare: Figures;
  sql: Figures;
  /** Queries per iteration (all calls), and rows in the answers, for the small and the large case. */
  counts:
    | { small: number; large: number; smallRows: number; largeRows: number; smallLabel: string; largeLabel: string }
    | { one: number };
  targets: { name: string; pass: boolean; detail: string }[];
}

export interface RunInfo {
  commit: string;
  date: string;
  postgres: string;
  dataset: Dataset;
  generatedNow: boolean;
  seconds: number;
  connections: number;
  logLevel: string;
  totalSeconds: number;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');
const rps = (value: number) => Math.round(value).toLocaleString('en');
const figures = (f: Figures) => `${rps(f.rps)} · ${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)}`;

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown cpu'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}`;
}

/** Passed and all targets: the scenarios', and one per distinct read call of the screens per company. */
function targetCounts(results: ScenarioResult[], screens: ScreensRun[]) {
  const scenarioTargets = results.flatMap((r) => r.targets).map((t) => t.pass);
  const screenTargets = screens.flatMap(distinctCalls).map((call) => call.pass);
  const passed = (list: boolean[]) => list.filter(Boolean).length;
  return {
    passed: passed(scenarioTargets) + passed(screenTargets),
    total: scenarioTargets.length + screenTargets.length,
    detail: `scenarios ${passed(scenarioTargets)} of ${scenarioTargets.length}, screens' calls at ≥ ${MIN_SHARE_OF_BARE * 100} % of the bare route ${passed(screenTargets)} of ${screenTargets.length}`,
  };
}

export function markdown(info: RunInfo, results: ScenarioResult[], screens: ScreensRun[]): string {
  const rows = info.dataset.rows;
  const { passed, total, detail } = targetCounts(results, screens);
  const lines = [
    '# Server benchmark',
    '',
    'Written by `npm run bench:server` (bench/server/run.ts); bench/README.md says what each figure means.',
    '',
    '| | |',
    '|---|---|',
    `| machine | ${machine()} |`,
    `| database | PostgreSQL ${info.postgres} on the same machine |`,
    `| commit | ${info.commit} |`,
    `| date | ${info.date} |`,
    `| data | ${info.dataset.size} company, seed ${info.dataset.seed}: ${Object.entries(rows)
      .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
      .join(', ')} |`,
    `| load time | ${info.dataset.seconds.toFixed(1)} s (${info.generatedNow ? 'generated in this run' : `generated ${info.dataset.generatedAt}`}) |`,
    `| settings | ${info.seconds} s per measurement, ${info.connections} connections, server LOG_LEVEL=${info.logLevel} |`,
    `| whole run | ${Math.round(info.totalSeconds)} s |`,
    `| targets | ${passed} of ${total} passed (${detail}) |`,
    '',
    'Figures: requests/s · latency p50 / p95 / p99 in ms, per HTTP call (a page of several calls cycles through them on every connection).',
    '',
    '| scenario | portal | framework limit (bare Fastify, same JSON) | database limit (same SQL with pg) | queries per iteration (no N+1) | targets |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const counts =
      'one' in r.counts
        ? `${r.counts.one}`
        : `${r.counts.small} (${r.counts.smallLabel}, ${r.counts.smallRows} rows) → ${r.counts.large} (${r.counts.largeLabel}, ${r.counts.largeRows} rows)`;
    const targets = r.targets.map((t) => `${t.pass ? 'pass' : 'FAIL'}: ${t.detail}`).join('<br>') || '— (write)';
    lines.push(
      `| ${r.name} | ${figures(r.portal)} | ${figures(r.bare)} | ${figures(r.sql)} | ${counts} | ${targets} |`,
    );
  }
  lines.push('', 'Why targets fail and what would fix them: docs/decisions/0013-benchmark.md.');
  const failures = results.filter((r) => r.portal.failures > 0);
  if (failures.length > 0) {
    lines.push('', 'Answers that were not 2xx during the measurement:', '');
    for (const r of failures) lines.push(`- ${r.name}: ${r.portal.failures} of ${r.portal.requests}`);
  }
  if (screens.length > 0) lines.push('', ...screensMarkdown(screens));
  return `${lines.join('\n')}\n`;
}

const bytes = (value: number) => value.toLocaleString('en');
const percent = (share: number) => `${Math.round(share * 100)} %`;
/** Long id lists (the weekly logs' user_ids) shortened for the table. */
const shownPath = (path: string) =>
  path.replace(/=((\d+,){3,}\d+)/, (_, ids: string) => `=…${ids.split(',').length} ids`);

function callRow(screen: string, call: CallResult): string {
  const at = call.at.flatMap((a) => [`${rps(a.portal.rps)} / ${rps(a.bare.rps)}`, percent(a.share)]);
  const failures = call.at.reduce((sum, a) => sum + a.portal.failures, 0);
  const verdict = call.pass
    ? 'pass'
    : call.slow
      ? `FAIL (one call takes ${(1 / call.at[0]!.portal.rps).toFixed(1)} s, longer than the window: measured alone, not at 8 connections)`
      : failures > 0
        ? `FAIL (${failures} answers not 2xx)`
        : 'FAIL';
  const cold = `${call.cold.ms.toFixed(1)} · ${call.cold.statements}`;
  return `| ${screen} | \`GET ${shownPath(call.path)}\` | ${bytes(call.bytes)} | ${cold} | ${at.join(' | ')} | ${verdict} |`;
}

function companySection(run: ScreensRun): string[] {
  const people = run.dataset.rows.users?.toLocaleString('en') ?? '?';
  const calls = distinctCalls(run);
  const lines = [
    `### ${run.dataset.size === 'large' ? 'Large' : 'Small'} company (\`${run.database}\`, ${people} users, ${(run.dataset.rows.work_logs ?? 0).toLocaleString('en')} work logs)`,
    '',
    `${run.seconds} s per measurement; this company's screens took ${Math.round(run.totalSeconds)} s. Target: ${calls.filter((c) => c.pass).length} of ${calls.length} distinct calls pass.`,
    '',
    '| screen | call | bytes | cold: ms · SQL | c=1 portal / bare req/s | share | c=8 portal / bare req/s | share | ≥ 25 % at both |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const screen of run.screens) {
    screen.calls.forEach((call, i) => lines.push(callRow(i === 0 ? `**${screen.name}**` : '', call)));
    lines.push(
      `| | whole screen: ${screen.calls.length} calls one after another, 1 connection | **${bytes(screen.bytes)}** | | **${screen.loadsPerSecond.toFixed(1)} loads/s** | | | | |`,
    );
  }
  return lines;
}

function screensMarkdown(runs: ScreensRun[]): string[] {
  return [
    '## Screens',
    '',
    "Each screen as the browser loads it: the GET calls the web app sends when it opens (bench/server/screens.ts names the files each mirrors), the session's `GET /api/user` first. Each call is measured alone against the portal and against the bare Fastify route serving the same JSON, at 1 and at 8 connections; share = portal ÷ bare requests/s. A call that several screens make is measured once. Bytes: the JSON as sent (the API is not compressed). Cold: one answer with nothing kept in the read cache (after a first call has compiled the route's code) (docs/decisions/0018-speed-of-screens.md), its time and SQL statements; the requests/s that follow include the read cache, as a browser's repeated calls would.",
    '',
    `Target of issue 28: every read call at ≥ ${MIN_SHARE_OF_BARE * 100} % of the bare route at both connection counts, on both companies. It counts in the targets above. Sign-in (argon2id, by design slow) and the writes (leave request) are not screens' reads: they are in the scenarios above, held to no share.`,
    '',
    ...runs.flatMap((run) => [...companySection(run), '']),
  ];
}
