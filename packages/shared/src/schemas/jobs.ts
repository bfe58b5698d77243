import { z } from 'zod';

/** docs/product/jobs.md#api: how many runs GET /jobs shows of each job, newest first. */
export const JOB_RUNS_SHOWN = 10;

export const JOB_OUTCOMES = ['ok', 'failed'] as const;

/**
 * docs/product/jobs.md#jobs: when a job runs, as GET /jobs writes it: "daily HH:MM", a time of day on the portal's
 * clocks (docs/product/time-model.md#time-zone). The web app says it in words.
 */
export function dailySchedule(hour: number): string {
  return `daily ${String(hour).padStart(2, '0')}:00`;
}

/** The time of day ("07:00") of a daily schedule; null for a schedule of another kind. */
export function dailyScheduleTime(schedule: string): string | null {
  return /^daily (\d{2}:\d{2})$/.exec(schedule)?.[1] ?? null;
}

/**
 * docs/product/jobs.md#jobs: "weekly D HH:MM", a weekday (1 Monday … 7 Sunday) and a time of day on the portal's
 * clocks, for a job that runs once a week.
 */
export function weeklySchedule(weekday: number, hour: number): string {
  return `weekly ${weekday} ${String(hour).padStart(2, '0')}:00`;
}

/** The weekday (1 Monday … 7 Sunday) and time of day of a weekly schedule; null for a schedule of another kind. */
export function weeklyScheduleTime(schedule: string): { weekday: number; time: string } | null {
  const match = /^weekly ([1-7]) (\d{2}:\d{2})$/.exec(schedule);
  return match ? { weekday: Number(match[1]), time: match[2]! } : null;
}

/** One run of a job: the moment it was due, when it started and finished, and its outcome (null while it runs). */
export const jobRunView = z.object({
  due_at: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  outcome: z.enum(JOB_OUTCOMES).nullable(),
  /** What the run did ("3 e-mails queued"), or why it failed. */
  detail: z.string().nullable(),
});
export type JobRunView = z.infer<typeof jobRunView>;

export const jobView = z.object({
  /** The job's name, for instance `leave-expiry-notices`. */
  name: z.string(),
  schedule: z.string(),
  runs: z.array(jobRunView),
});
export type JobView = z.infer<typeof jobView>;

/** GET /jobs (SUPER_ADMIN): every job with its last JOB_RUNS_SHOWN runs, newest first. */
export const jobsResponse = z.object({ data: z.array(jobView) });
export type JobsResponse = z.infer<typeof jobsResponse>;
