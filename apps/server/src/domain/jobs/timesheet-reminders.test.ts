import { beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildClient } from '../../test/factories.js';
import { buildPerson, lastRunDetail, queuedMails, quietFirstAdmin, runAt, turnOff } from '../../test/job-helpers.js';
import * as timeModel from '../../test/time-model-factories.js';
import { timesheets } from '../../platform/db/schema.js';
import { choosePortalTimeZone } from '../../platform/settings.js';
import { timesheetReminders } from './timesheet-reminders.js';

/** 09:00 in Berlin on a day of late November 2026. */
const nineOClock = (day: number) => `2026-11-${day}T08:00:00Z`;

/**
 * docs/product/closing.md#reminders: "a reminder to submit the timesheet on the month's last working day": on the
 * person's own schedule and calendar, while their timesheet of the month is open, once a month.
 */
describe('the timesheet reminder (docs/product/closing.md#reminders)', () => {
  const t = useTestContext();
  const db = () => t.database.db;
  const runJobAt = (moment: string) =>
    runAt({ db: db(), config: t.config, clock: t.clock }, moment, [timesheetReminders]);
  /** Runs the daily job each day from Thursday 26 to Monday 30 November 2026 and says who got one on which day. */
  const lateNovember = async () => {
    const sent: string[] = [];
    for (const day of [26, 27, 28, 29, 30]) {
      const before = (await queuedMails(db())).length;
      await runJobAt(nineOClock(day));
      for (const mail of (await queuedMails(db())).slice(before)) sent.push(`${day} ${mail.to}`);
    }
    return sent;
  };
  beforeEach(async () => {
    await choosePortalTimeZone(db(), 'Europe/Berlin');
    await quietFirstAdmin(db(), ['timesheet_reminder']);
  });

  it('e-mails each person on their last working day of the month, in their language', async () => {
    await buildPerson(db(), { name: 'Mia', email: 'mia@example.com' });
    await buildPerson(db(), { name: 'Jonas', email: 'jonas@example.com', language: 'de' });
    const fourDays = await buildPerson(db(), { name: 'Ben', email: 'ben@example.com' });
    // Monday to Thursday: Monday 30 November is a working day for Ben too.
    await timeModel.buildSchedule(db(), fourDays.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
    const holidayOnMonday = await buildPerson(db(), { name: 'Eva', email: 'eva@example.com' });
    const calendar = await timeModel.buildCalendar(db(), 'With 30 November');
    await timeModel.buildCalendarHoliday(db(), calendar.id, '2026-11-30');
    await timeModel.setPersonTime(db(), holidayOnMonday.id, { holidayCalendarId: calendar.id });
    const leaving = await buildPerson(db(), { name: 'Leo', email: 'leo@example.com' });
    await timeModel.setPersonTime(db(), leaving.id, { endDate: '2026-11-26' });

    expect(await lateNovember()).toEqual([
      '26 leo@example.com',
      '27 eva@example.com',
      '30 ben@example.com',
      '30 jonas@example.com',
      '30 mia@example.com',
    ]);
    const mails = await queuedMails(db());
    expect(mails.find((mail) => mail.to === 'mia@example.com')).toEqual({
      to: 'mia@example.com',
      subject: 'Please submit your timesheet for 2026-11',
      text: expect.stringContaining(
        'Today is your last working day of 2026-11. Please check your hours and submit your timesheet for the month on your dashboard.',
      ),
    });
    expect(mails.find((mail) => mail.to === 'jonas@example.com')).toMatchObject({
      subject: 'Bitte reiche deinen Stundenzettel für Nov. 2026 ein',
    });
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/\n`);
  });

  it('reminds only while the timesheet is open: not once submitted or approved, again when it was reopened', async () => {
    const submitted = await buildPerson(db(), { email: 'submitted@example.com' });
    const approved = await buildPerson(db(), { email: 'approved@example.com' });
    const reopened = await buildPerson(db(), { email: 'reopened@example.com' });
    await db()
      .insert(timesheets)
      .values([
        { userId: submitted.id, month: '2026-11', status: 'submitted' },
        { userId: approved.id, month: '2026-11', status: 'approved' },
        { userId: reopened.id, month: '2026-11', status: 'open', comment: 'Tuesday is missing' },
        { userId: submitted.id, month: '2026-10', status: 'open' },
      ]);

    await runJobAt(nineOClock(30));

    expect((await queuedMails(db())).map((mail) => mail.to)).toEqual(['reopened@example.com']);
  });

  it('sends once a month, and nothing to client users, deactivated people or who turned it off', async () => {
    const client = await buildClient(db());
    await buildPerson(db(), { roleId: Role.CLIENT, clientId: client.id });
    await buildPerson(db(), { active: false });
    const optedOut = await buildPerson(db());
    await turnOff(db(), optedOut.id, 'timesheet_reminder');
    await buildPerson(db(), { email: 'mia@example.com' });

    await runJobAt(nineOClock(30));
    await runJobAt('2026-11-30T15:00:00Z');

    expect((await queuedMails(db())).map((mail) => mail.to)).toEqual(['mia@example.com']);
    expect(await lastRunDetail(db(), 'timesheet-reminders')).toBe('jobs:detail.queued#1');
  });
});
