import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TestClock } from '../../test/app.js';
import { openAsAnotherProcess } from '../../test/database.js';
import { jobRuns } from '../db/schema.js';
import { choosePortalTimeZone } from '../settings.js';
import { translatorFor } from '../i18n.js';
import { dailyAt, jobDetail, JobRunner, runDueJobs, sayDetail, weeklyAt, type Job, type JobDeps } from './runner.js';

const HOUR_MS = 3_600_000;

function setClock(clock: TestClock, moment: string): Date {
  clock.advance(new Date(moment).getTime() - clock.now().getTime());
  return clock.now();
}

/** A daily 07:00 job that counts its runs. */
function countingJob(name = 'counting', due: Pick<Job, 'schedule' | 'dueAt'> = dailyAt(7)) {
  const runs: Date[] = [];
  const job: Job = {
    name,
    ...due,
    run: async (_deps, dueAt) => {
      runs.push(dueAt);
      return `run ${runs.length}`;
    },
  };
  return { job, runs };
}

/** A job that was due once, at `moment`, and never again. */
const dueOnceAt = (moment: string): Pick<Job, 'schedule' | 'dueAt'> => ({
  schedule: 'once',
  dueAt: () => new Date(moment),
});

const silentLog = { info: () => {}, warn: () => {} };

describe('the due moment of a daily job (docs/product/jobs.md#jobs, docs/product/time-model.md#time-zone)', () => {
  const sevenOClock = dailyAt(7);
  const dueAt = (now: string, timeZone: string) => sevenOClock.dueAt(new Date(now), timeZone).toISOString();

  it('is today at 07:00 on the portal clocks once that has passed, else yesterday at 07:00', () => {
    expect(dueAt('2026-11-23T09:00:00Z', 'Europe/Berlin')).toBe('2026-11-23T06:00:00.000Z');
    expect(dueAt('2026-11-23T06:00:00Z', 'Europe/Berlin')).toBe('2026-11-23T06:00:00.000Z');
    expect(dueAt('2026-11-23T05:59:59Z', 'Europe/Berlin')).toBe('2026-11-22T06:00:00.000Z');
    expect(dueAt('2026-11-23T09:00:00Z', 'UTC')).toBe('2026-11-23T07:00:00.000Z');
    expect(dueAt('2026-11-23T09:00:00Z', 'America/New_York')).toBe('2026-11-22T12:00:00.000Z');
  });

  it('follows time zones a half or three quarters of an hour off UTC', () => {
    expect(dueAt('2026-11-23T03:00:00Z', 'Asia/Kolkata')).toBe('2026-11-23T01:30:00.000Z');
    expect(dueAt('2026-11-23T03:00:00Z', 'Asia/Kathmandu')).toBe('2026-11-23T01:15:00.000Z');
  });

  it('is 07:00 on the days the clocks change', () => {
    expect(dueAt('2026-03-29T12:00:00Z', 'Europe/Berlin')).toBe('2026-03-29T05:00:00.000Z');
    expect(dueAt('2026-10-25T12:00:00Z', 'Europe/Berlin')).toBe('2026-10-25T06:00:00.000Z');
  });

  it('is written "daily 07:00" in the list of jobs', () => {
    expect(sevenOClock.schedule).toBe('daily 07:00');
  });
});

describe('the due moment of a weekly job (docs/product/jobs.md#jobs)', () => {
  const mondayAtEight = weeklyAt(1, 8);
  const dueAt = (now: string) => mondayAtEight.dueAt(new Date(now), 'Europe/Berlin').toISOString();

  it('is the last Monday at 08:00 on the portal clocks, in summer and winter time alike', () => {
    // Clocks went forward on Sunday 29 March 2026 and back on Sunday 25 October 2026 in Berlin.
    expect(dueAt('2026-03-28T12:00:00Z')).toBe('2026-03-23T07:00:00.000Z');
    expect(dueAt('2026-03-30T06:00:00Z')).toBe('2026-03-30T06:00:00.000Z');
    expect(dueAt('2026-10-26T06:59:00Z')).toBe('2026-10-19T06:00:00.000Z');
    expect(dueAt('2026-10-26T07:00:00Z')).toBe('2026-10-26T07:00:00.000Z');
  });

  it('is written "weekly 1 08:00" in the list of jobs', () => {
    expect(mondayAtEight.schedule).toBe('weekly 1 08:00');
  });
});

describe('the job runner (docs/product/jobs.md#runner)', () => {
  const t = useTestContext();
  const deps = (): JobDeps => ({ db: t.database.db, config: t.config, clock: t.clock });
  const recordedRuns = () => t.database.db.select().from(jobRuns).orderBy(asc(jobRuns.job), asc(jobRuns.dueAt));

  it('runs a due job once and records the run, however often it is asked', async () => {
    await choosePortalTimeZone(t.database.db, 'Europe/Berlin');
    const now = setClock(t.clock, '2026-11-23T09:00:00Z');
    const { job, runs } = countingJob();

    const first = await runDueJobs(deps(), now, [job]);
    const second = await runDueJobs(deps(), new Date(now.getTime() + 60_000), [job]);

    expect(runs.map((dueAt) => dueAt.toISOString())).toEqual(['2026-11-23T06:00:00.000Z']);
    expect(first).toEqual([{ job: 'counting', dueAt: runs[0], outcome: 'ok', detail: 'run 1' }]);
    expect(second).toEqual([]);
    expect(await recordedRuns()).toEqual([
      {
        job: 'counting',
        dueAt: new Date('2026-11-23T06:00:00Z'),
        startedAt: now,
        finishedAt: now,
        outcome: 'ok',
        detail: 'run 1',
      },
    ]);
  });

  it('runs a due job once when two processes ask at the same moment', async () => {
    await choosePortalTimeZone(t.database.db, 'Europe/Berlin');
    const now = setClock(t.clock, '2026-11-24T06:00:30Z');
    const other = await openAsAnotherProcess(t.database);
    const { job, runs } = countingJob();
    try {
      const otherDeps: JobDeps = { db: other.db, config: t.config, clock: t.clock };

      const [here, there] = await Promise.all([runDueJobs(deps(), now, [job]), runDueJobs(otherDeps, now, [job])]);

      expect(runs).toHaveLength(1);
      expect([...here, ...there]).toHaveLength(1);
      expect(await recordedRuns()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('runs a job missed while the server was down at the next start, if less than 24 hours late', async () => {
    await choosePortalTimeZone(t.database.db, 'Europe/Berlin');
    // Down from Saturday 06:00 to Monday 06:30 Berlin time: Sunday's 07:00 run is 23.5 hours late, Saturday's is not run.
    const now = setClock(t.clock, '2026-11-23T05:30:00Z');
    const { job, runs } = countingJob();

    await runDueJobs(deps(), now, [job]);

    expect(runs.map((dueAt) => dueAt.toISOString())).toEqual(['2026-11-22T06:00:00.000Z']);
  });

  it('skips a run 24 hours late or more', async () => {
    const lastMoment = countingJob('due 23:59 ago', dueOnceAt('2026-11-22T09:01:00Z'));
    const tooLate = countingJob('due 24:00 ago', dueOnceAt('2026-11-22T09:00:00Z'));

    await runDueJobs(deps(), setClock(t.clock, '2026-11-23T09:00:00Z'), [lastMoment.job, tooLate.job]);

    expect(lastMoment.runs).toHaveLength(1);
    expect(tooLate.runs).toHaveLength(0);
    expect((await recordedRuns()).map((run) => run.job)).toEqual(['due 23:59 ago']);
  });

  it('records a failing job as failed, with why, and goes on with the next', async () => {
    const now = setClock(t.clock, '2026-11-23T09:00:00Z');
    const failing: Job = {
      name: 'failing',
      ...dailyAt(7),
      run: async () => {
        throw new Error('the mail outbox is full');
      },
    };
    const { job, runs } = countingJob('after it');

    const done = await runDueJobs(deps(), now, [failing, job]);

    expect(done.map((run) => [run.job, run.outcome])).toEqual([
      ['failing', 'failed'],
      ['after it', 'ok'],
    ]);
    expect(runs).toHaveLength(1);
    expect((await recordedRuns()).map(({ job, outcome, detail }) => ({ job, outcome, detail }))).toEqual([
      { job: 'after it', outcome: 'ok', detail: 'run 1' },
      { job: 'failing', outcome: 'failed', detail: 'the mail outbox is full' },
    ]);
  });

  it('runs a round as soon as it starts, on the clock of its deps, and finishes it before it stops', async () => {
    await choosePortalTimeZone(t.database.db, 'Europe/Berlin');
    setClock(t.clock, '2026-11-23T09:00:00Z');
    const { job, runs } = countingJob();
    const runner = new JobRunner(deps(), [job], silentLog);

    runner.start(HOUR_MS);
    await runner.stop();

    expect(runs.map((dueAt) => dueAt.toISOString())).toEqual(['2026-11-23T06:00:00.000Z']);
    expect((await recordedRuns())[0]).toMatchObject({ outcome: 'ok', finishedAt: t.clock.now() });
  });
});

describe("a run's detail (docs/product/jobs.md#api)", () => {
  it("is stored as a message and a count, and read in the reader's language; an error stays as it was", () => {
    expect(jobDetail('jobs:detail.queued', 2)).toBe('jobs:detail.queued#2');
    expect(sayDetail(translatorFor('en'), jobDetail('jobs:detail.queued', 1))).toBe('1 e-mail queued');
    expect(sayDetail(translatorFor('de'), jobDetail('jobs:detail.queued', 3))).toBe(
      '3 E-Mails in die Warteschlange gestellt',
    );
    expect(sayDetail(translatorFor('de'), jobDetail('jobs:detail.nothing_due'))).toBe(
      'Innerhalb von 30 Tagen verfällt kein Resturlaub: nichts zu senden',
    );
    expect(sayDetail(translatorFor('de'), 'the mail outbox is full')).toBe('the mail outbox is full');
    expect(sayDetail(translatorFor('en'), null)).toBeNull();
  });
});
