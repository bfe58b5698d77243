import { and, eq } from 'drizzle-orm';
import { dailySchedule, zonedMoment } from '@portal/shared';
import { jobRuns } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { Translate } from '../i18n.js';
import { portalTimeZone } from '../settings.js';

/** What a job may use. */
export type JobDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** Work that happens on a clock rather than on a request (docs/product/jobs.md). */
export interface Job {
  /** Its name in job_runs and GET /jobs, for instance `leave-expiry-notices`. */
  name: string;
  /** When it runs, as GET /jobs says it (dailySchedule). */
  schedule: string;
  /** The latest moment at or before `now` at which it was due, on the clocks of `timeZone`. */
  dueAt(now: Date, timeZone: string): Date;
  /** Does the work of the run due at `dueAt`; says what it did, as jobDetail writes it. */
  run(deps: JobDeps, dueAt: Date): Promise<string>;
}

/**
 * A run's detail as stored: a message of the 'jobs' catalogue and its count ("jobs:detail.queued#2"), which GET /jobs
 * says in the reader's language (docs/product/jobs.md#api). A failed run stores its error as it is.
 */
export function jobDetail(message: `jobs:${string}`, count?: number): string {
  return count === undefined ? message : `${message}#${count}`;
}

const STORED_DETAIL = /^(jobs:[\w.]+)(?:#(\d+))?$/;

/** A stored detail in the language of `say`; an error's text stays as it is. */
export function sayDetail(say: Translate, detail: string | null): string | null {
  const match = detail === null ? null : STORED_DETAIL.exec(detail);
  if (!match) return detail;
  return match[2] === undefined ? say(match[1]!) : say(match[1]!, { count: Number(match[2]) });
}

/** A run this process did, with its outcome as recorded. */
export interface JobRun {
  job: string;
  dueAt: Date;
  outcome: 'ok' | 'failed';
  detail: string;
}

const QUARTER_HOUR_MS = 15 * 60_000;
/** docs/product/jobs.md#runner: a run more than this late is skipped; the next one comes. */
const MAX_LATENESS_MS = 24 * 3_600_000;
/** Two days of quarter hours: far enough back to find yesterday's hour on a day whose clocks skip it. */
const QUARTERS_LOOKED_BACK = 2 * 24 * 4;

/**
 * The schedule and due moments of a job that runs every day at `hour`:00 on the portal's clocks. Choose an hour that
 * every day has once: where clocks change at night, 02:00 or 03:00 is skipped one day and repeated another.
 */
export function dailyAt(hour: number): Pick<Job, 'schedule' | 'dueAt'> {
  return { schedule: dailySchedule(hour), dueAt: (now, timeZone) => lastHourStart(hour, now, timeZone) };
}

/**
 * The latest moment at or before `now` at which the clocks of `timeZone` turned to `hour`:00. Every time zone is a
 * whole number of quarter hours off UTC, so that moment is a quarter hour of UTC: the last one whose hour is `hour`
 * while the quarter before it is not.
 */
function lastHourStart(hour: number, now: Date, timeZone: string): Date {
  let quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  let hourThen = zonedMoment(new Date(quarter), timeZone).hour;
  for (let step = 0; step < QUARTERS_LOOKED_BACK; step += 1) {
    const hourBefore = zonedMoment(new Date(quarter - QUARTER_HOUR_MS), timeZone).hour;
    if (hourThen === hour && hourBefore !== hour) return new Date(quarter);
    quarter -= QUARTER_HOUR_MS;
    hourThen = hourBefore;
  }
  throw new Error(`the clocks of ${timeZone} showed ${hour}:00 on none of the last two days`);
}

/**
 * docs/product/jobs.md#runner: runs each job whose latest due moment is less than 24 hours ago and has no run yet.
 * The run is recorded first, keyed by job and due moment, so that of several processes only the one whose insert
 * succeeds runs it. A job that throws is recorded as failed and the others still run.
 */
export async function runDueJobs(deps: JobDeps, now: Date, jobs: readonly Job[]): Promise<JobRun[]> {
  const timeZone = await portalTimeZone(deps.db);
  const done: JobRun[] = [];
  for (const job of jobs) {
    const dueAt = job.dueAt(now, timeZone);
    if (now.getTime() - dueAt.getTime() >= MAX_LATENESS_MS) continue;
    const [claimed] = await deps.db
      .insert(jobRuns)
      .values({ job: job.name, dueAt, startedAt: now })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (!claimed) continue;
    const run = await runOnce(deps, job, dueAt);
    await deps.db
      .update(jobRuns)
      .set({ finishedAt: deps.clock.now(), outcome: run.outcome, detail: run.detail })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.dueAt, dueAt)));
    done.push(run);
  }
  return done;
}

async function runOnce(deps: JobDeps, job: Job, dueAt: Date): Promise<JobRun> {
  try {
    return { job: job.name, dueAt, outcome: 'ok', detail: await job.run(deps, dueAt) };
  } catch (error) {
    return { job: job.name, dueAt, outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * The one job runner of a server process (docs/product/jobs.md#runner): a round at start, so that a run missed while
 * the server was down happens if it is less than 24 hours late, then a round every minute. Rounds never overlap.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;

  constructor(
    private readonly deps: JobDeps,
    private readonly jobs: readonly Job[],
    private readonly log: Logger,
  ) {}

  start(intervalMs = 60_000): void {
    this.startRound();
    this.timer = setInterval(() => this.startRound(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a round under way, so that its run is recorded before the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.round;
  }

  private startRound(): void {
    if (this.round) return;
    this.round = runDueJobs(this.deps, this.deps.clock.now(), this.jobs)
      .then((runs) => runs.forEach((run) => this.report(run)))
      .catch((error: unknown) => this.log.warn({ err: error }, 'job round failed'))
      .finally(() => (this.round = undefined));
  }

  private report({ job, dueAt, outcome, detail }: JobRun): void {
    const fields = { job, dueAt: dueAt.toISOString(), detail };
    if (outcome === 'ok') this.log.info(fields, 'job ran');
    else this.log.warn(fields, 'job failed');
  }
}
