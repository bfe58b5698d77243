import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { useTestContext, type TestClock } from '../../test/app.js';
import { buildClient, buildUser, type BuildUserOptions } from '../../test/factories.js';
import { buildHalfLeave } from '../../test/time-model-factories.js';
import { allowances, jobRuns, mailOutbox, noticesSent, users } from '../../platform/db/schema.js';
import { chooseCarryOverUntil } from '../leave/leave-settings.js';
import { choosePortalTimeZone } from '../../platform/settings.js';
import { leaveExpiryNotices } from './leave-expiry-notices.js';
import { runDueJobs } from '../../platform/jobs/runner.js';

const DAY_MS = 86_400_000;

/**
 * docs/product/leave.md#expiry-notice: with carry-over until 31 March, from 1 to 31 March 2026 each active person with days
 * left from 2025 gets one e-mail in their language, once; the daily job sends it (docs/product/jobs.md#jobs).
 */
describe('the leave expiry notice (docs/product/leave.md#expiry-notice)', () => {
  const t = useTestContext();
  const db = () => t.database.db;

  /** Moves the clock to `moment` and lets the job runner do what of this job is due (the reminders have their tests). */
  const runJobsAt = async (moment: string) => {
    setClock(t.clock, moment);
    return runDueJobs({ db: db(), config: t.config, clock: t.clock }, t.clock.now(), [leaveExpiryNotices]);
  };
  const nextDay = async () => {
    t.clock.advance(DAY_MS);
    return runDueJobs({ db: db(), config: t.config, clock: t.clock }, t.clock.now(), [leaveExpiryNotices]);
  };
  const mails = () =>
    db()
      .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id));
  const lastRunDetail = async () =>
    (await db().select().from(jobRuns).orderBy(desc(jobRuns.dueAt)).limit(1))[0]?.detail;

  /** A person with `left` days of their 2025 allowance and 25 for 2026. */
  const personWithLeftover = async (left: number, options: BuildUserOptions & { language?: 'en' | 'de' } = {}) => {
    const { language, ...rest } = options;
    const person = await buildUser(db(), rest);
    if (language) await db().update(users).set({ language }).where(eq(users.id, person.id));
    await db()
      .insert(allowances)
      .values([
        { userId: person.id, year: 2025, total: left },
        { userId: person.id, year: 2026, total: 25 },
      ]);
    return person;
  };

  const carryOverUntilMarch31 = async () => {
    await choosePortalTimeZone(db(), 'Europe/Berlin');
    await chooseCarryOverUntil(db(), '03-31');
  };

  it('e-mails each person with leftover days once, in their language, with the days and the day they expire', async () => {
    await carryOverUntilMarch31();
    const mia = await personWithLeftover(3, { name: 'Mia', email: 'mia@example.com' });
    const jonas = await personWithLeftover(2.5, { name: 'Jonas', email: 'jonas@example.com', language: 'de' });

    await runJobsAt('2026-03-10T09:00:00Z');

    expect(await mails()).toEqual([
      {
        to: 'mia@example.com',
        subject: 'Your leave from 2025 expires on 2026-03-31',
        text: expect.stringContaining(
          'You still have 3 days of leave from 2025. They can be taken until 2026-03-31; after that they expire.',
        ),
      },
      {
        to: 'jonas@example.com',
        subject: 'Dein Resturlaub aus 2025 verfällt am 31.03.2026',
        text: expect.stringContaining(
          'Du hast noch 2,5 Urlaubstage aus 2025. Du kannst sie bis zum 31.03.2026 nehmen; danach verfallen sie.',
        ),
      },
    ]);
    expect((await mails())[0]!.text).toContain(`${t.config.publicUrl}/holidays`);
    expect(await lastRunDetail()).toBe('jobs:detail.queued#2');
    expect(await db().select({ userId: noticesSent.userId, period: noticesSent.period }).from(noticesSent)).toEqual(
      expect.arrayContaining([
        { userId: mia.id, period: '2025' },
        { userId: jonas.id, period: '2025' },
      ]),
    );
  });

  it('counts what is left after leave taken, half days included, and says a single day as one', async () => {
    await carryOverUntilMarch31();
    const ben = await personWithLeftover(3, { email: 'ben@example.com' });
    // Tuesday and Wednesday morning 2 and 3 December 2025: one and a half of the three days.
    await buildHalfLeave(db(), { userId: ben.id, fromDate: '2025-12-02', toDate: '2025-12-03', toHalf: 'morning' });
    await personWithLeftover(1, { email: 'one@example.com' });

    await runJobsAt('2026-03-01T09:00:00Z');

    expect((await mails()).map((mail) => mail.text.split('\n')[2])).toEqual([
      'You still have 1.5 days of leave from 2025. They can be taken until 2026-03-31; after that they expire.',
      'You still have 1 day of leave from 2025. It can be taken until 2026-03-31; after that it expires.',
    ]);
  });

  it('sends nothing again that day, the next day or later in the window', async () => {
    await carryOverUntilMarch31();
    await personWithLeftover(3);

    await runJobsAt('2026-03-10T09:00:00Z');
    await runJobsAt('2026-03-10T15:00:00Z');
    await nextDay();
    await runJobsAt('2026-03-31T09:00:00Z');

    expect(await mails()).toHaveLength(1);
    expect(await lastRunDetail()).toBe('jobs:detail.queued#0');
  });

  it('sends nothing to people without leftover days, who left, who turned it off or who are client users', async () => {
    await carryOverUntilMarch31();
    const client = await buildClient(db());
    await personWithLeftover(0);
    await personWithLeftover(3, { active: false });
    await personWithLeftover(3, { roleId: Role.CLIENT, clientId: client.id });
    const optedOut = await personWithLeftover(3);
    await db()
      .update(users)
      .set({ notificationsOff: ['leave_expiring'] })
      .where(eq(users.id, optedOut.id));

    await runJobsAt('2026-03-10T09:00:00Z');

    expect(await mails()).toEqual([]);
    expect(await db().select().from(noticesSent)).toEqual([]);
    expect(await lastRunDetail()).toBe('jobs:detail.queued#0');
  });

  it('still reaches those who turn it back on, or get leftover days, later in the window', async () => {
    await carryOverUntilMarch31();
    const optedOut = await personWithLeftover(3, { email: 'later@example.com' });
    await db()
      .update(users)
      .set({ notificationsOff: ['leave_expiring'] })
      .where(eq(users.id, optedOut.id));
    const late = await buildUser(db(), { email: 'late@example.com' });
    await runJobsAt('2026-03-10T09:00:00Z');

    await db().update(users).set({ notificationsOff: [] }).where(eq(users.id, optedOut.id));
    await db().insert(allowances).values({ userId: late.id, year: 2025, total: 2 });
    await nextDay();

    expect((await mails()).map((mail) => mail.to)).toEqual(['later@example.com', 'late@example.com']);
  });

  it('sends nothing before the 30 days, after the carry-over day, or when leftover days never expire', async () => {
    await carryOverUntilMarch31();
    await personWithLeftover(3);

    await runJobsAt('2026-02-28T09:00:00Z');
    await runJobsAt('2026-04-01T09:00:00Z');
    expect(await lastRunDetail()).toBe('jobs:detail.nothing_due');
    await chooseCarryOverUntil(db(), null);
    await runJobsAt('2026-03-10T09:00:00Z');

    expect(await mails()).toEqual([]);
    expect(await db().select({ outcome: jobRuns.outcome }).from(jobRuns)).toEqual([
      { outcome: 'ok' },
      { outcome: 'ok' },
      { outcome: 'ok' },
    ]);
  });
});

function setClock(clock: TestClock, moment: string): void {
  clock.advance(new Date(moment).getTime() - clock.now().getTime());
}
