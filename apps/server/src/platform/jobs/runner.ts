import { and, eq } from 'drizzle-orm';
import { dailySchedule, lastHourStart, lastWeeklyHourStart, weeklySchedule } from '@portal/shared';
import { jobRuns } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { Translate } from '../i18n.js';
import { portalTimeZone, reminderTime } from '../settings.js';

/** What a job may use. */
export type JobDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/**
 * What the times of a job may follow besides the portal's time zone: the settings an admin changes, read once a round
 * (docs/product/closing.md#reminders: the weekly reminder's weekday and hour).
 */
export interface JobSettings {
  reminder: { weekday: number; hour: number };
}

/** Work that happens on a clock rather than on a request (docs/product/jobs.md). */
export interface Job {
  /** Its name in job_runs and GET /jobs, for instance `leave-expiry-notices`. */
  name: string;
  /** When it runs, as GET /jobs says it (dailySchedule, weeklySchedule); written from the settings when it follows them. */
  schedule: string | ((settings: JobSettings) => string);
  /** The latest moment at or before `now` at which it was due, on the clocks of `timeZone`, under `settings`. */
  dueAt(now: Date, timeZone: string, settings: JobSettings): Date;
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

/** docs/product/jobs.md#runner: a run more than this late is skipped; the next one comes. */
const MAX_LATENESS_MS = 24 * 3_600_000;

/** The settings the jobs' times follow, as they are now. */
export async function jobSettings(db: JobDeps['db']): Promise<JobSettings> {
  return { reminder: await reminderTime(db) };
}

/** A job's schedule as GET /jobs says it under `settings`. */
export function scheduleOf(job: Job, settings: JobSettings): string {
  return typeof job.schedule === 'string' ? job.schedule : job.schedule(settings);
}

/** The times of a job that runs at fixed moments, whatever the settings. */
interface FixedTimes {
  schedule: string;
  dueAt(now: Date, timeZone: string): Date;
}

/**
 * The schedule and due moments of a job that runs every day at `hour`:00 on the portal's clocks. Choose an hour that
 * every day has once: where clocks change at night, 02:00 or 03:00 is skipped one day and repeated another.
 */
export function dailyAt(hour: number): FixedTimes {
  return { schedule: dailySchedule(hour), dueAt: (now, timeZone) => lastHourStart(hour, now, timeZone) };
}

/**
 * The schedule and due moments of a job that runs every `weekday` (1 Monday … 7 Sunday) at `hour`:00 on the portal's
 * clocks; the same advice on the hour applies.
 */
export function weeklyAt(weekday: number, hour: number): FixedTimes {
  return {
    schedule: weeklySchedule(weekday, hour),
    dueAt: (now, timeZone) => lastWeeklyHourStart(weekday, hour, now, timeZone),
  };
}

/**
 * docs/product/jobs.md#runner: runs each job whose latest due moment is less than 24 hours ago and has no run yet.
 * The run is recorded first, keyed by job and due moment, so that of several processes only the one whose insert
 * succeeds runs it. A job that throws is recorded as failed and the others still run.
 */
export async function runDueJobs(deps: JobDeps, now: Date, jobs: readonly Job[]): Promise<JobRun[]> {
  const timeZone = await portalTimeZone(deps.db);
  const settings = await jobSettings(deps.db);
  const done: JobRun[] = [];
  for (const job of jobs) {
    const dueAt = job.dueAt(now, timeZone, settings);
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
