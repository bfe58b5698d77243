import { addDays, isEmployed, lastWeeklyHourStart, weekSoFar, weeklySchedule, weekStart } from '@portal/shared';
import { formatDecimal } from '../../platform/i18n.js';
import { portalMoment } from '../../platform/settings.js';
import { employeeDays } from './employee-days.js';
import { notNoticed, sendNoticeOnce } from '../../platform/jobs/notices.js';
import { jobDetail, type Job, type JobDeps } from '../../platform/jobs/runner.js';

const KIND = 'weekly_reminder';

/**
 * docs/product/closing.md#reminders: at the weekday and hour of the settings `reminder_weekday` and `reminder_hour`
 * (Fridays at 14:00 unless an admin chose others), on the portal's clocks, each active employee inside their
 * employment whose current week is 'Insufficient time logged.' gets one e-mail, once a week.
 */
export const weeklyReminders: Job = {
  name: 'weekly-reminders',
  schedule: ({ reminder }) => weeklySchedule(reminder.weekday, reminder.hour),
  dueAt: (now, timeZone, { reminder }) => lastWeeklyHourStart(reminder.weekday, reminder.hour, now, timeZone),
  run: sendWeeklyReminders,
};

async function sendWeeklyReminders(deps: JobDeps): Promise<string> {
  const now = await portalMoment(deps.db, deps.clock.now());
  const monday = weekStart(now.date);
  // Keyed by the week's Monday: moving the reminder to a later hour of the same week sends nobody a second one.
  const people = await employeeDays(deps.db, monday, addDays(monday, 6), notNoticed(deps.db, KIND, monday));
  let queued = 0;
  for (const person of people) {
    if (!isEmployed(person.time.employment, now.date)) continue;
    const week = weekSoFar(monday, person.days, now);
    if (!week.insufficient) continue;
    const sent = await sendNoticeOnce(deps, person.id, KIND, monday, (say, language) => ({
      subject: say('notifications:weekly_reminder.subject'),
      lines: [
        say('notifications:weekly_reminder.body', {
          logged: formatDecimal(language, week.loggedMinutes / 60, 1),
          expected: formatDecimal(language, week.expectedMinutes / 60, 1),
        }),
      ],
      link: `${deps.config.publicUrl}/`,
    }));
    if (sent) queued += 1;
  }
  return jobDetail('jobs:detail.queued', queued);
}
