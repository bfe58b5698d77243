import os from 'node:os';

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
export const median = (values: number[]) => percentile(values, 50);
export const ms = (value: number | null) =>
  value === null || !Number.isFinite(value) ? '—' : `${Math.round(value)} ms`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function machine(browserVersion: string): string {
  const cpus = os.cpus();
  const memory = (os.totalmem() / 2 ** 30).toFixed(1);
  return `${cpus[0]?.model.trim() ?? 'unknown cpu'}, ${cpus.length} cores, ${memory} GiB memory, Node ${process.version}, Chromium ${browserVersion} (headless, software rendering)`;
}

export interface Target {
  name: string;
  pass: boolean;
  detail: string;
}

/** Markdown: a key/value table of the run, then one table per measurement, then the targets. */
export function markdown(
  run: [string, string][],
  sections: { title: string; note?: string; rows: string[][] }[],
  targets: Target[],
) {
  const table = (rows: string[][]) => [
    `| ${rows[0]!.join(' | ')} |`,
    `|${rows[0]!.map(() => '---').join('|')}|`,
    ...rows.slice(1).map((row) => `| ${row.join(' | ')} |`),
  ];
  return [
    '# Web app benchmark',
    '',
    'Written by `npm run bench:web` (bench/web-calendar.ts); docs/decisions/0016-web-budget.md says what the figures mean.',
    '',
    ...table([['', ''], ...run]),
    '',
    ...sections.flatMap((section) => [
      `## ${section.title}`,
      '',
      ...(section.note ? [section.note, ''] : []),
      ...table(section.rows),
      '',
    ]),
    '## Targets',
    '',
    ...targets.map((target) => `- ${target.pass ? 'pass' : 'FAIL'}: ${target.name} (${target.detail})`),
    '',
  ].join('\n');
}
