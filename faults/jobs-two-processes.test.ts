import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sleep } from './figures.js';
import { api, freshStore, signIn, startServer, stop, type Server, type Store } from './server.js';

const PASSWORD = 'Jobs-Person-2026';
const WAIT_FOR_RUN_MS = 30_000;
const REMINDERS = ['weekly_reminder', 'timesheet_reminder', 'admin_digest'];

/**
 * docs/product/jobs.md#runner: two server processes on one PostgreSQL start at the same moment; each runs its job
 * round at once, and the run of the expiry notice that is due happens once, so each person with leftover days gets
 * one e-mail (docs/product/leave.md#expiry-notice). The servers run on the real clock, so the carry-over day is
 * today (UTC, the portal's time zone here): the notice's window is open.
 */
describe('the job runner of two server processes on one PostgreSQL', () => {
  it('runs the due expiry notice once and queues one e-mail per person', async () => {
    const store = await freshStore('postgres');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-jobs-'));
    const env = { DATA_DIR: dataDir };
    const today = new Date().toISOString().slice(0, 10);
    const leftoverYear = Number(today.slice(0, 4)) - 1;
    try {
      const database = new pg.Client({ connectionString: (store as Extract<Store, { kind: 'postgres' }>).url });
      await database.connect();
      try {
        const people = await prepare(store, database, env, today.slice(5), leftoverYear);
        const runsBefore = await database.query('SELECT * FROM job_runs');

        // At info level each process logs the runs it did ('job ran').
        const running = { ...env, LOG_LEVEL: 'info' };
        const servers = await Promise.all([startServer(store, running), startServer(store, running)]);
        try {
          const runs = (await finishedRuns(database)).filter((run) => run.job === 'leave-expiry-notices');
          const mails = await database.query<{ recipient: string; subject: string }>(
            'SELECT recipient, subject FROM mail_outbox ORDER BY recipient',
          );
          const notices = await database.query('SELECT user_id FROM notices_sent');
          const ranIn = await runsLogged(servers);

          expect(runsBefore.rows).toEqual([]);
          expect(runs).toEqual([
            {
              job: 'leave-expiry-notices',
              due_at: lastSevenOClockUtc(),
              outcome: 'ok',
              detail: 'jobs:detail.queued#2',
            },
          ]);
          expect(mails.rows).toEqual([
            { recipient: people.anna, subject: `Your leave from ${leftoverYear} expires on ${today}` },
            {
              recipient: people.bernd,
              subject: `Dein Resturlaub aus ${leftoverYear} verfällt am ${today.split('-').reverse().join('.')}`,
            },
          ]);
          expect(notices.rows).toHaveLength(2);
          expect(ranIn.sort()).toEqual([0, 1]);
          const twice = await database.query('SELECT job FROM job_runs GROUP BY job, due_at HAVING count(*) > 1');
          expect(twice.rows).toEqual([]);
        } finally {
          await Promise.all(servers.map(stop));
        }
      } finally {
        await database.end();
      }
    } finally {
      await store.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * The company, made through the API of a server that runs no jobs (PORTAL_JOBS=off): carry-over until `monthDay`,
 * the portal on UTC, Anna (English) and Bernd (German, set in the database) with 3 and 2.5 days left from
 * `leftoverYear`, Carla with none.
 */
async function prepare(
  store: Store,
  database: pg.Client,
  env: Record<string, string>,
  monthDay: string,
  leftoverYear: number,
) {
  const server = await startServer(store, { ...env, PORTAL_JOBS: 'off' });
  try {
    const call = api(server, await signIn(server));
    const settings = await call('PATCH', '/settings', { time_zone: 'UTC', carry_over_until: monthDay });
    if (settings.status !== 200) throw new Error(`settings: ${settings.status} ${JSON.stringify(settings.body)}`);
    const add = async (name: string, leftover: number, language: 'en' | 'de') => {
      const email = `${name.toLowerCase()}@jobs.example.com`;
      const added = await call('POST', '/register', {
        name,
        email,
        role_id: 2,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      if (added.status !== 201) throw new Error(`register: ${added.status} ${JSON.stringify(added.body)}`);
      const id = added.body.id as number;
      const allowance = await call('POST', '/days_available', { total: leftover, year: leftoverYear, user: id });
      if (allowance.status >= 300) throw new Error(`allowance: ${allowance.status} ${JSON.stringify(allowance.body)}`);
      await database.query('UPDATE users SET language = $1 WHERE id = $2', [language, id]);
      // The reminders of closing the month may be due today too (docs/product/jobs.md#jobs): this test watches the notice.
      await database.query('UPDATE users SET notifications_off = $1', [REMINDERS]);
      return email;
    };
    return {
      anna: await add('Anna', 3, 'en'),
      bernd: await add('Bernd', 2.5, 'de'),
      carla: await add('Carla', 0, 'en'),
    };
  } finally {
    await stop(server);
  }
}

/** The moment the daily 07:00 job was last due, on UTC clocks, as PostgreSQL gives a timestamptz back. */
function lastSevenOClockUtc(): Date {
  const now = new Date();
  const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7));
  return due > now ? new Date(due.getTime() - 86_400_000) : due;
}

/** How many runs each server logged, once one of them has (the log line follows the finished run). */
async function runsLogged(servers: Server[]): Promise<number[]> {
  const count = () =>
    servers.map((server) => server.output().match(/"job":"leave-expiry-notices"[^\n]*"msg":"job ran"/g)?.length ?? 0);
  for (let waited = 0; waited < 5_000 && count().every((runs) => runs === 0); waited += 100) await sleep(100);
  return count();
}

/** The job runs once the expiry notice's is recorded and every run is finished, or whatever there is after 30 s. */
async function finishedRuns(database: pg.Client) {
  for (let waited = 0; waited < WAIT_FOR_RUN_MS; waited += 200) {
    const unfinished = await database.query('SELECT 1 FROM job_runs WHERE finished_at IS NULL');
    const expiry = await database.query("SELECT 1 FROM job_runs WHERE job = 'leave-expiry-notices'");
    if (expiry.rowCount && !unfinished.rowCount) break;
    await sleep(200);
  }
  return (await database.query('SELECT job, due_at, outcome, detail FROM job_runs')).rows;
}
