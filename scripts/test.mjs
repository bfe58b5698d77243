// `npm test`: type check, lint, unit and integration tests on PGlite and (when TEST_DATABASE_URL is
// set) on PostgreSQL, then the browser tests against the built app. Any part that cannot run fails
// the whole run; nothing is skipped quietly.
import { spawn } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedChecks = [];
const failures = [];

const stageTimes = [];

function finished(title, ok, started) {
  const seconds = (Date.now() - started) / 1000;
  stageTimes.push({ title, ok, seconds });
  process.stdout.write(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s\n`);
  if (!ok) failedChecks.push(title);
  return ok;
}

/** A step in the foreground, its output as it comes. */
function step(title, command, args, env = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('close', (code) => resolve(finished(title, code === 0, started))));
}

/** A step run beside others: its output is printed whole when it ends; resolves to whether it passed. */
function inBackground(title, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n=== ${title}\n${Buffer.concat(output).toString()}`);
      resolve(finished(title, code === 0, started));
    });
  });
}

async function vitest(title, args, env = {}) {
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const ok = await step(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
    failures.push(...failedTests(title, summary));
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

// CI shows only the tail of its log, so the run ends by naming what failed and why.
function failedTests(title, summary) {
  return summary.testResults.flatMap((file) => {
    const where = `${title}: ${path.relative(root, file.name)}`;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${where}\n    ${firstLine(file.message)}`];
    return failed.map((test) => `${where} > ${test.fullName}\n    ${firstLine(test.failureMessages[0])}`);
  });
}

function firstLine(message = '') {
  return message.trim().split('\n')[0].slice(0, 300);
}

/** Whether a Redis answers PING at TEST_REDIS_URL (the tests' default: 127.0.0.1:6379), within a second. */
function redisAnswers() {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (answered) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', () => done(true));
  });
}

const results = [];
const runStarted = Date.now();

// docs/testing.md#redis: the tests of limits shared between servers need a Redis; outside CI they are skipped without one.
if (!(await redisAnswers())) {
  if (process.env.CI) {
    process.stdout.write(
      '\nNo Redis answers at TEST_REDIS_URL: the shared-limit tests cannot run, and in CI that is a failure.\n',
    );
    failedChecks.push('shared-limit tests: no Redis answers at TEST_REDIS_URL');
    results.push(false);
  } else {
    process.stdout.write(
      '\n(No Redis answers at TEST_REDIS_URL: the tests of limits shared through Redis are skipped.)\n',
    );
    process.env.TEST_REDIS = 'absent';
  }
}
results.push(
  ...(await Promise.all([
    inBackground('type check', 'npm', ['run', '--silent', 'typecheck']),
    inBackground('lint', 'npm', ['run', '--silent', 'lint']),
  ])),
);
results.push(await vitest('unit and integration tests (PGlite)', []));

const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  results.push(await vitest('integration tests (PostgreSQL)', ['--project', 'server'], { TEST_DB: 'postgres' }));
} else if (process.env.CI) {
  process.stdout.write(
    '\nTEST_DATABASE_URL is not set: the PostgreSQL run cannot happen, and in CI that is a failure.\n',
  );
  failedChecks.push('integration tests (PostgreSQL): TEST_DATABASE_URL is not set');
  results.push(false);
} else {
  process.stdout.write('\n(TEST_DATABASE_URL is not set: the integration tests ran on PGlite only.)\n');
}

results.push(await step('build', 'npm', ['run', '--silent', 'build']));
results.push(await step('web bundle budget', 'node', ['scripts/check-bundle.mjs']));
results.push(await vitest('browser tests', ['--root', 'e2e']));

fs.rmSync(reports, { recursive: true, force: true });
const ok = results.every(Boolean);
process.stdout.write('\nStage times (type check beside lint):\n');
for (const { title, ok: passed, seconds } of stageTimes) {
  process.stdout.write(`  ${title.padEnd(40)} ${seconds.toFixed(0).padStart(5)} s${passed ? '' : '  FAILED'}\n`);
}
process.stdout.write(`  ${'whole run'.padEnd(40)} ${((Date.now() - runStarted) / 1000).toFixed(0).padStart(5)} s\n`);
process.stdout.write(`\n${ok ? 'All checks passed.' : 'Some checks FAILED (see above).'}\n`);
for (const check of failedChecks) process.stdout.write(`FAILED check: ${check}\n`);
for (const failure of failures) process.stdout.write(`FAILED ${failure}\n`);
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(ok ? 0 : 1);
