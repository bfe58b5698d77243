import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { JOBS } from '../../domain/jobs/jobs.js';
import { runDueJobs } from '../../platform/jobs/runner.js';
import { choosePortalTimeZone, chooseReminderTime } from '../../platform/settings.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

const DAY_MS = 86_400_000;

/** docs/product/jobs.md#api: each job, when it runs, and its last 10 runs, newest first, for SUPER_ADMIN. */
describe('GET /api/jobs', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const jobsAs = async (roleId: RoleId) => {
    const { headers } = await signedIn(t.app, t.database.db, { roleId });
    return () => t.app.inject({ method: 'GET', url: '/api/jobs', headers });
  };
  /** The portal's jobs run every day for `days` days, from Monday 23 November 2026 at 10:00 Berlin time. */
  const runDaily = async (days: number) => {
    for (let day = 0; day < days; day += 1) {
      await runDueJobs({ db: t.database.db, config: t.config, clock: t.clock }, t.clock.now(), JOBS);
      t.clock.advance(DAY_MS);
    }
  };

  it('lists every job with no runs before any', async () => {
    const list = await jobsAs(Role.SUPER_ADMIN);

    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { name: 'leave-expiry-notices', schedule: 'daily 07:00', runs: [] },
        { name: 'weekly-reminders', schedule: 'weekly 5 14:00', runs: [] },
        { name: 'admin-digest', schedule: 'weekly 1 08:00', runs: [] },
        { name: 'timesheet-reminders', schedule: 'daily 09:00', runs: [] },
        { name: 'expired-sign-in-challenges', schedule: 'daily 04:00', runs: [] },
      ],
    });
  });

  it("says the weekly reminder's weekday and hour as an admin chose them (docs/product/closing.md#reminders)", async () => {
    await chooseReminderTime(t.database.db, { weekday: 2, hour: 9 });
    const list = await jobsAs(Role.SUPER_ADMIN);

    const jobs: { name: string; schedule: string }[] = (await list()).json().data;

    expect(jobs.find((job) => job.name === 'weekly-reminders')?.schedule).toBe('weekly 2 09:00');
  });

  it('shows the last 10 runs of each job, newest first, with their outcome and what they did', async () => {
    await choosePortalTimeZone(t.database.db, 'Europe/Berlin');
    await runDaily(12);
    const list = await jobsAs(Role.SUPER_ADMIN);

    const [expiry] = (await list()).json().data;

    expect(expiry.runs).toHaveLength(10);
    expect(expiry.runs[0]).toEqual({
      due_at: '2026-12-04T06:00:00.000Z',
      started_at: '2026-12-04T09:00:00.000Z',
      finished_at: '2026-12-04T09:00:00.000Z',
      outcome: 'ok',
      detail: 'No leftover days expire within 30 days: nothing to send',
    });
    expect(expiry.runs[9].due_at).toBe('2026-11-25T06:00:00.000Z');
  });

  it('reads the runs in as many queries for 12 runs a job as for one', async () => {
    await runDaily(1);
    const withOneRun = await queries.during(await jobsAs(Role.SUPER_ADMIN));
    await runDaily(11);
    const list = await jobsAs(Role.SUPER_ADMIN);

    const withMany = await queries.during(async () => {
      expect((await list()).json().data[0].runs).toHaveLength(10);
    });

    expect(withMany).toBe(withOneRun);
  });

  it.each([Role.ADMIN, Role.USER])('is refused to role %i with 403', async (roleId) => {
    const list = await jobsAs(roleId);

    expect((await list()).statusCode).toBe(403);
  });
});
