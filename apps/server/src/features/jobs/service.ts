import { asc, desc, inArray, lte, sql } from 'drizzle-orm';
import { JOB_RUNS_SHOWN, type JobRunView, type JobView } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { jobRuns } from '../../platform/db/schema.js';
import type { Translate } from '../../platform/i18n.js';
import { jobSettings, sayDetail, scheduleOf, type Job } from '../../platform/jobs/runner.js';

/** docs/product/jobs.md#api: each job with its last runs, newest first, in one query; details in the language of `say`. */
export async function listJobs(db: Database, jobs: readonly Job[], say: Translate): Promise<JobView[]> {
  const ranked = db
    .select({
      job: jobRuns.job,
      dueAt: jobRuns.dueAt,
      startedAt: jobRuns.startedAt,
      finishedAt: jobRuns.finishedAt,
      outcome: jobRuns.outcome,
      detail: jobRuns.detail,
      rank: sql<number>`row_number() over (partition by ${jobRuns.job} order by ${jobRuns.dueAt} desc)`.as('rank'),
    })
    .from(jobRuns)
    .where(
      inArray(
        jobRuns.job,
        jobs.map((job) => job.name),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, JOB_RUNS_SHOWN))
    .orderBy(asc(ranked.job), desc(ranked.dueAt));
  const runsOf = new Map<string, JobRunView[]>(jobs.map((job) => [job.name, []]));
  for (const row of rows) {
    runsOf.get(row.job)!.push({
      due_at: row.dueAt.toISOString(),
      started_at: row.startedAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      outcome: row.outcome as JobRunView['outcome'],
      detail: sayDetail(say, row.detail),
    });
  }
  const settings = await jobSettings(db);
  return jobs.map((job) => ({ name: job.name, schedule: scheduleOf(job, settings), runs: runsOf.get(job.name)! }));
}
