import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { LeaveStatus, Role } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildClient } from '../../test/factories.js';
import {
  buildPerson,
  lastRunDetail,
  logDays,
  queuedMails,
  quietFirstAdmin,
  runAt,
  turnOff,
} from '../../test/job-helpers.js';
import { buildLeave } from '../../test/record-factories.js';
import { leaveRequests, users } from '../../platform/db/schema.js';
import { choosePortalTimeZone } from '../../platform/settings.js';
import { adminDigest } from './admin-digest.js';

/** Monday 16 to Friday 20 November 2026, eight hours each. */
const FULL_WEEK = { '2026-11-16': 480, '2026-11-17': 480, '2026-11-18': 480, '2026-11-19': 480, '2026-11-20': 480 };
/** Monday 23 November 2026, 08:00 in Berlin. */
const MONDAY_AT_EIGHT = '2026-11-23T07:00:00Z';

/**
 * docs/product/closing.md#reminders: "a Monday digest to admins (last week's missing hours, pending leave requests)",
 * Mondays at 08:00 on the portal's clocks; nothing to say, no e-mail.
 */
describe('the admin digest (docs/product/closing.md#reminders)', () => {
  const t = useTestContext();
  const db = () => t.database.db;
  const runJobAt = (moment: string) => runAt({ db: db(), config: t.config, clock: t.clock }, moment, [adminDigest]);
  /** An administrator who logged all of last week, so that only the people a test makes miss hours. */
  const admin = async (options: Parameters<typeof buildPerson>[1]) => {
    const person = await buildPerson(db(), { roleId: Role.ADMIN, ...options });
    await logDays(db(), person.id, FULL_WEEK);
    return person;
  };
  const pendingRequest = async (userId: number, fromDate: string, askedAt: string) => {
    const request = await buildLeave(db(), { userId, fromDate, status: LeaveStatus.PENDING });
    await db()
      .update(leaveRequests)
      .set({ createdAt: new Date(askedAt) })
      .where(eq(leaveRequests.id, request.id));
  };
  beforeEach(async () => {
    await choosePortalTimeZone(db(), 'Europe/Berlin');
    // The first administrator, made at start, gets no digest and logged all of last week.
    await quietFirstAdmin(db(), ['admin_digest']);
    const [root] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'root@example.com'));
    await logDays(db(), root!.id, FULL_WEEK);
  });

  it("e-mails each admin last week's missing hours and the pending leave requests, in their language", async () => {
    await admin({ email: 'ada@example.com' });
    await admin({ email: 'sam@example.com', roleId: Role.SUPER_ADMIN, language: 'de' });
    const mia = await buildPerson(db(), { name: 'Mia' });
    await logDays(db(), mia.id, { ...FULL_WEEK, '2026-11-19': 0, '2026-11-20': 240 });
    const ben = await buildPerson(db(), { name: 'Ben' });
    await logDays(db(), ben.id, FULL_WEEK);
    await pendingRequest(ben.id, '2026-12-21', '2026-11-10T09:00:00Z');
    await pendingRequest(mia.id, '2026-12-28', '2026-11-12T09:00:00Z');

    await runJobAt(MONDAY_AT_EIGHT);

    const mails = await queuedMails(db());
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@example.com', 'Weekly digest for the week from 2026-11-16'],
      ['sam@example.com', 'Wochenübersicht für die Woche ab 16.11.2026'],
    ]);
    expect(mails[0]!.text.split('\n').slice(2, 5)).toEqual([
      'Last week (2026-11-16 to 2026-11-22) these people logged fewer hours than expected:',
      'Mia: 28.0 of 40.0 hours',
      '2 leave requests are waiting for a decision; the oldest since 2026-11-10.',
    ]);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/users\n`);
    expect(mails[1]!.text).toContain('Mia: 28,0 von 40,0 Stunden');
    expect(await lastRunDetail(db(), 'admin-digest')).toBe('jobs:detail.queued#2');
  });

  it('links to the leave requests when only they are pending, and leaves out client users and people who left', async () => {
    await admin({ email: 'ada@example.com' });
    await buildPerson(db(), { active: false });
    await buildPerson(db(), { roleId: Role.CLIENT, clientId: (await buildClient(db())).id });
    const request = await buildPerson(db(), { name: 'Mia' });
    await logDays(db(), request.id, FULL_WEEK);
    await pendingRequest(request.id, '2026-12-21', '2026-11-20T09:00:00Z');

    await runJobAt(MONDAY_AT_EIGHT);

    const [mail, ...others] = await queuedMails(db());
    expect(others).toEqual([]);
    expect(mail!.text.split('\n')[2]).toBe('1 leave request is waiting for a decision, since 2026-11-20.');
    expect(mail!.text).toContain(`${t.config.publicUrl}/holidays/manageholiday\n`);
  });

  it('sends nothing when nobody missed hours and nothing is pending, to users, or to admins who turned it off', async () => {
    const ada = await admin({ email: 'ada@example.com' });
    await turnOff(db(), ada.id, 'admin_digest');
    await admin({ active: false });
    const user = await buildPerson(db());
    await logDays(db(), user.id, FULL_WEEK);

    await runJobAt(MONDAY_AT_EIGHT);
    expect(await lastRunDetail(db(), 'admin-digest')).toBe('jobs:detail.nothing_to_report');
    await pendingRequest(user.id, '2026-12-21', '2026-11-20T09:00:00Z');
    await runJobAt('2026-11-30T07:00:00Z');

    expect(await queuedMails(db())).toEqual([]);
    expect(await lastRunDetail(db(), 'admin-digest')).toBe('jobs:detail.queued#0');
  });

  it('runs on Mondays at 08:00 only, once', async () => {
    await admin({ email: 'ada@example.com' });
    await buildPerson(db(), { name: 'Mia' });

    await runJobAt('2026-11-23T06:59:00Z');
    await runJobAt(MONDAY_AT_EIGHT);
    await runJobAt('2026-11-23T12:00:00Z');
    await runJobAt('2026-11-24T07:00:00Z');

    expect((await queuedMails(db())).map((mail) => mail.to)).toEqual(['ada@example.com']);
  });
});
