import { beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
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
import {
  buildHalfLeave,
  buildSchedule,
  FOUR_DAYS_OF_SIX_HOURS,
  setPersonTime,
} from '../../test/time-model-factories.js';
import { chooseReminderTime, choosePortalTimeZone } from '../../platform/settings.js';
import { weeklyReminders } from './weekly-reminders.js';

/** Monday 16 to Thursday 19 November 2026, eight hours each. */
const FULL_DAYS = { '2026-11-16': 480, '2026-11-17': 480, '2026-11-18': 480, '2026-11-19': 480 };
/** Friday 20 November 2026, 14:00 in Berlin: the reminder's default moment. */
const FRIDAY_AT_TWO = '2026-11-20T13:00:00Z';

/**
 * docs/product/closing.md#reminders: at `reminder_weekday` and `reminder_hour` (Fridays at 14:00 by default) on the
 * portal's clocks, every active employee whose week so far is 'Insufficient time logged.' gets an e-mail in their
 * language saying the hours logged and expected, once a week.
 */
describe('the weekly reminder (docs/product/closing.md#reminders)', () => {
  const t = useTestContext();
  const db = () => t.database.db;
  const runJobAt = (moment: string) => runAt({ db: db(), config: t.config, clock: t.clock }, moment, [weeklyReminders]);
  beforeEach(() => quietFirstAdmin(db(), ['weekly_reminder']));

  it('e-mails each employee with missing hours this week once, in their language, with logged and expected hours (ordered by name)', async () => {
    await choosePortalTimeZone(db(), 'Europe/Berlin');
    const mia = await buildPerson(db(), { name: 'Mia', email: 'mia@example.com' });
    await logDays(db(), mia.id, { ...FULL_DAYS, '2026-11-19': 300 });
    await buildPerson(db(), { name: 'Jonas', email: 'jonas@example.com', language: 'de' });
    const ben = await buildPerson(db(), { name: 'Ben', email: 'ben@example.com' });
    await logDays(db(), ben.id, FULL_DAYS);

    await runJobAt(FRIDAY_AT_TWO);

    expect(await queuedMails(db())).toEqual([
      {
        to: 'jonas@example.com',
        subject: 'Dir fehlen Stunden in dieser Woche',
        text: expect.stringContaining('Diese Woche hast du bisher 0,0 von 32,0 erwarteten Stunden erfasst.'),
      },
      {
        to: 'mia@example.com',
        subject: 'Some of your hours this week are missing',
        text: expect.stringContaining(
          'So far this week you have logged 29.0 of the 32.0 hours expected. Please add the missing hours on your dashboard.',
        ),
      },
    ]);
    expect((await queuedMails(db()))[1]!.text).toContain(`${t.config.publicUrl}/\n`);
    expect(await lastRunDetail(db(), 'weekly-reminders')).toBe('jobs:detail.queued#2');
  });

  it("measures each week on the person's schedule, leave and calendar, as the dashboard's week status does", async () => {
    await choosePortalTimeZone(db(), 'Europe/Berlin');
    const partTimer = await buildPerson(db(), { email: 'part@example.com' });
    await buildSchedule(db(), partTimer.id, '2026-01-01', FOUR_DAYS_OF_SIX_HOURS);
    await logDays(db(), partTimer.id, { '2026-11-16': 360, '2026-11-17': 360, '2026-11-18': 360, '2026-11-19': 360 });
    const onLeave = await buildPerson(db(), { email: 'leave@example.com' });
    await buildHalfLeave(db(), { userId: onLeave.id, fromDate: '2026-11-17', toDate: '2026-11-17' });
    await buildHalfLeave(db(), { userId: onLeave.id, fromDate: '2026-11-18', toDate: '2026-11-18', toHalf: 'morning' });
    await logDays(db(), onLeave.id, { '2026-11-16': 480, '2026-11-18': 240, '2026-11-19': 480 });
    const shortPartTimer = await buildPerson(db(), { email: 'short@example.com' });
    await buildSchedule(db(), shortPartTimer.id, '2026-01-01', FOUR_DAYS_OF_SIX_HOURS);
    await logDays(db(), shortPartTimer.id, { '2026-11-16': 360, '2026-11-17': 360, '2026-11-18': 360 });

    await runJobAt(FRIDAY_AT_TWO);

    expect(await queuedMails(db())).toEqual([
      expect.objectContaining({
        to: 'short@example.com',
        text: expect.stringContaining('you have logged 18.0 of the 24.0 hours expected'),
      }),
    ]);
  });

  it('sends nothing to client users, deactivated people, people outside their employment or who turned it off', async () => {
    await choosePortalTimeZone(db(), 'Europe/Berlin');
    const client = await buildClient(db());
    await buildPerson(db(), { roleId: Role.CLIENT, clientId: client.id });
    await buildPerson(db(), { active: false });
    const notYet = await buildPerson(db());
    await setPersonTime(db(), notYet.id, { startDate: '2026-11-23' });
    const left = await buildPerson(db());
    await setPersonTime(db(), left.id, { endDate: '2026-11-19' });
    const optedOut = await buildPerson(db());
    await turnOff(db(), optedOut.id, 'weekly_reminder');

    await runJobAt(FRIDAY_AT_TWO);

    expect(await queuedMails(db())).toEqual([]);
    expect(await lastRunDetail(db(), 'weekly-reminders')).toBe('jobs:detail.queued#0');
  });

  it('sends once a week, even when the reminder moves to a later hour of the same week, and again the next week', async () => {
    await choosePortalTimeZone(db(), 'Europe/Berlin');
    await buildPerson(db(), { email: 'mia@example.com' });

    await runJobAt(FRIDAY_AT_TWO);
    await runJobAt('2026-11-20T13:30:00Z');
    await chooseReminderTime(db(), { hour: 16 });
    await runJobAt('2026-11-20T15:00:00Z');
    await runJobAt('2026-11-27T15:00:00Z');

    expect((await queuedMails(db())).map((mail) => mail.to)).toEqual(['mia@example.com', 'mia@example.com']);
  });

  it("runs at the weekday and hour an admin chose, on the portal's clocks", async () => {
    await choosePortalTimeZone(db(), 'America/New_York');
    await chooseReminderTime(db(), { weekday: 2, hour: 9 });
    await buildPerson(db(), { email: 'mia@example.com' });

    // Friday 14:00 in New York, then Tuesday 24 November 08:59 and 09:00 in New York (14:00 UTC).
    await runJobAt('2026-11-20T19:00:00Z');
    await runJobAt('2026-11-24T13:59:00Z');
    expect(await queuedMails(db())).toEqual([]);
    await runJobAt('2026-11-24T14:00:00Z');

    expect(await queuedMails(db())).toEqual([
      expect.objectContaining({ text: expect.stringContaining('you have logged 0.0 of the 8.0 hours expected') }),
    ]);
  });
});
