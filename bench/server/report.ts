import os from 'node:os';
import type { Dataset } from '../generator/load.js';
import type { Figures } from './measure.js';

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

export function markdown(info: RunInfo, results: ScenarioResult[]): string {
  const rows = info.dataset.rows;
  const passed = results.flatMap((r) => r.targets).filter((t) => t.pass).length;
  const total = results.flatMap((r) => r.targets).length;
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
    `| targets | ${passed} of ${total} passed |`,
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
  return `${lines.join('\n')}\n`;
}
