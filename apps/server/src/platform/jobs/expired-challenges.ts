import { lte } from 'drizzle-orm';
import { loginChallenges } from '../db/schema.js';
import { dailyAt, jobDetail, type Job, type JobDeps } from './runner.js';

/**
 * docs/product/jobs.md#jobs: every night, the second-step challenges of sign-ins whose 5 minutes are over, used or
 * not, are deleted. They let nobody in once expired; the job keeps the table from growing with every sign-in.
 */
export const expiredChallenges: Job = {
  name: 'expired-sign-in-challenges',
  ...dailyAt(4),
  run: deleteExpiredChallenges,
};

async function deleteExpiredChallenges(deps: JobDeps): Promise<string> {
  const deleted = await deps.db
    .delete(loginChallenges)
    .where(lte(loginChallenges.expiresAt, deps.clock.now()))
    .returning({ id: loginChallenges.id });
  return jobDetail('jobs:detail.challenges_deleted', deleted.length);
}
