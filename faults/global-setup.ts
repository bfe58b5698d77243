import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIGURES_DIR } from './figures.js';

const RESULTS = path.resolve(import.meta.dirname, '../bench/results/faults.md');
const SECTIONS = [
  {
    title: 'kill -9 under a write load',
    intro:
      'Eight writers post work logs (each with a unique description) until the server is killed with SIGKILL after 0.3–1 s; ' +
      'the server is restarted on the same database and every log is read back. "Cut off" are the writes whose connection died with the server (not acknowledged).',
    header:
      '| database | kills | acknowledged writes | cut off | acknowledged lost | duplicated | restart p50 / max |\n|---|---|---|---|---|---|---|',
    files: ['kill-9-pglite', 'kill-9-postgres'],
  },
  { title: 'SIGTERM under load', files: ['sigterm'] },
  { title: 'Two server processes on one PostgreSQL, limits in Redis', files: ['two-processes'] },
  {
    title: 'Concurrency over HTTP against the built server',
    intro:
      'One person sends 50 overlapping leave requests at once, then 50 home-office toggles of one day at once (mark and unmark alternating). ' +
      'The same checks run in-process in `npm test` (leave/requests-file.test.ts, home-office/home-office-mark.test.ts) on both databases.',
    header: '| database | 50 overlapping leave requests | 50 toggles of one day |\n|---|---|---|',
    files: ['concurrency-pglite', 'concurrency-postgres'],
  },
  {
    title: 'A 20 MB document through the built server',
    intro:
      'A PDF just under 20 MB is uploaded over HTTP as it is generated, after one upload that lets the database engine reach its working size; ' +
      "the server process's resident memory is read from /proc (no forced garbage collections). Held whole, the file took 250–400 MB (docs/decisions/0012).",
    header:
      '| database | peak growth during one upload | resident growth per upload, over 4 more | peak growth during the download |\n|---|---|---|---|',
    files: ['upload-memory-pglite', 'upload-memory-postgres'],
  },
  {
    title: 'A month of 100,000 rows with hostile names, downloaded',
    intro:
      "One person's month and one client's month of 100,000 work logs (client `Acme [EU] / R&D: *test?`, person `Zoë [Ops] / QA: *?`), " +
      'each downloaded as CSV, XLSX and PDF on PGlite while GET /api/health is called every 100 ms; memory is the peak growth of the ' +
      "server process's resident set during each download (docs/product/reports.md#downloads).",
    header: '| download | size | time | peak memory growth |\n|---|---|---|---|',
    files: ['large-downloads'],
  },
  {
    title: 'A mail server that never greets',
    intro:
      'The SMTP server accepts the connection of a mail round and never answers; meanwhile GET /api/health and a sign-in are sent 10 times.',
    header: '| database | health + sign-in p50 | max |\n|---|---|---|',
    files: ['slow-mail-pglite', 'slow-mail-postgres'],
  },
];

let startedAt = Date.now();
/** The machine's 1-minute load average when the tests began: how busy it was with other work. */
let loadAtStart = os.loadavg()[0]!;

export function setup(): void {
  startedAt = Date.now();
  loadAtStart = os.loadavg()[0]!;
  fs.rmSync(FIGURES_DIR, { recursive: true, force: true });
}

/** Writes bench/results/faults.md from what the tests recorded (only when every section has figures). */
export function teardown(): void {
  const read = (name: string) => {
    const file = path.join(FIGURES_DIR, `${name}.md`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  const missing = SECTIONS.flatMap((section) => section.files).filter((name) => read(name) === undefined);
  if (missing.length > 0) {
    process.stdout.write(`\nbench/results/faults.md not written: no figures from ${missing.join(', ')}.\n`);
    return;
  }
  const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  const dirty = execSync('git status --porcelain --untracked-files=no', { encoding: 'utf8' }).trim()
    ? ' (with uncommitted changes)'
    : '';
  const cpus = os.cpus();
  const lines = [
    '# Fault tests (docs/product/http-contract.md#scale)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run test:faults\`, commit ${commit}${dirty}.`,
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ` +
      `${os.type()} ${os.release()}, Node ${process.version}; PostgreSQL and Redis on the same machine; ` +
      `load average ${loadAtStart.toFixed(2)} when the tests began.`,
    `The tests took ${Math.round((Date.now() - startedAt) / 1000)} s (plus the server build).`,
    '',
  ];
  for (const section of SECTIONS) {
    lines.push(`## ${section.title}`, '');
    if (section.intro) lines.push(section.intro, '');
    if (section.header) lines.push(section.header);
    for (const name of section.files) lines.push(read(name)!.trimEnd());
    lines.push('');
  }
  fs.writeFileSync(RESULTS, lines.join('\n'));
  process.stdout.write(`\nWrote ${path.relative(process.cwd(), RESULTS)}.\n`);
}
