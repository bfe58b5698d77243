import { and, eq, notExists, ne } from 'drizzle-orm';
import { isLastWorkingDayOfMonth, monthBounds, monthOfDate } from '@portal/shared';
import { timesheets, users } from '../../platform/db/schema.js';
import { formatMonth } from '../../platform/i18n.js';
import { portalMoment } from '../../platform/settings.js';
import { employeeDays } from './employee-days.js';
import { notNoticed, sendNoticeOnce } from '../../platform/jobs/notices.js';
import { dailyAt, jobDetail, type Job, type JobDeps } from '../../platform/jobs/runner.js';

const KIND = 'timesheet_reminder';

/**
 * docs/product/closing.md#reminders: on the last working day of a month on their own schedule and calendar, each active
 * employee whose timesheet of the month is still open (no row, or reopened) gets one e-mail to submit it, once a month.
 */
export const timesheetReminders: Job = {
  name: 'timesheet-reminders',
  ...dailyAt(9),
  run: sendTimesheetReminders,
};

async function sendTimesheetReminders(deps: JobDeps): Promise<string> {
  const { db } = deps;
  const today = (await portalMoment(db, deps.clock.now())).date;
  const month = monthOfDate(today);
  const [, monthEnd] = monthBounds(month);
  const leftOpen = notExists(
    db
      .select({ userId: timesheets.userId })
      .from(timesheets)
      .where(and(eq(timesheets.userId, users.id), eq(timesheets.month, month), ne(timesheets.status, 'open'))),
  );
  // Their days up to the month's end: whether a later one is a working day decides.
  const people = await employeeDays(db, today, monthEnd, and(leftOpen, notNoticed(db, KIND, month)));
  let queued = 0;
  for (const person of people) {
    if (!isLastWorkingDayOfMonth(person.time, today)) continue;
    const sent = await sendNoticeOnce(deps, person.id, KIND, month, (say, language) => {
      const values = { month: formatMonth(language, Number(month.slice(0, 4)), Number(month.slice(5))) };
      return {
        subject: say('notifications:timesheet_reminder.subject', values),
        lines: [say('notifications:timesheet_reminder.body', values)],
        link: `${deps.config.publicUrl}/`,
      };
    });
    if (sent) queued += 1;
  }
  return jobDetail('jobs:detail.queued', queued);
}
