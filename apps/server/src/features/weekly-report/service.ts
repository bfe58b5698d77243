import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  defaultPersonTime,
  eachDay,
  employeeDayStatus,
  fullDayMinutes,
  measureMinutes,
  plannedDay,
  Role,
  type EmployeeDayStatus,
  type ReportTable,
  type ReportTexts,
  type IsoDate,
  type WeeklyReportRow,
} from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema.js';
import { approvedLeaveShares, personTimes } from '../../domain/time-model/time-model.js';
import { loggedMinutes } from '../../domain/work-logs/work-logs.js';

/**
 * Per active employee (or the employees of `onlyUserIds`, deactivated ones too: their history stays
 * in every report, docs/product/roles-and-access.md#deactivation) and day of the range: logged minutes and the day status of docs/product/time-and-week.md#day-bar
 * on each person's schedule, calendar and leave (docs/product/time-model.md), from six set-based queries whatever the number of people.
 */
export async function weeklyReport(
  db: Database,
  from: IsoDate,
  to: IsoDate,
  onlyUserIds?: number[],
): Promise<WeeklyReportRow[]> {
  const isReported = and(
    ne(users.roleId, Role.CLIENT),
    onlyUserIds ? inArray(users.id, onlyUserIds) : eq(users.active, true),
  );
  // A subquery, not the ids: a thousand parameters cost more to build and parse than this.
  const reportedPeople = db.select({ id: users.id }).from(users).where(isReported);
  const [people, logged, leave, times] = await Promise.all([
    db.select({ id: users.id }).from(users).where(isReported).orderBy(users.name, users.id),
    loggedMinutes(db, reportedPeople, from, to),
    approvedLeaveShares(db, reportedPeople, from, to),
    personTimes(db, reportedPeople, from, to),
  ]);

  const days = eachDay(from, to);
  return people.map(({ id: userId }) => {
    const person = times.get(userId) ?? defaultPersonTime();
    const leaveOn = leave.get(userId);
    return {
      user_id: userId,
      days: days.map((date) => {
        const day = plannedDay(person, date, leaveOn?.get(date) ?? 0);
        const dayMinutes = logged.get(userId)?.get(date) ?? 0;
        const measure = measureMinutes(day, fullDayMinutes(person, date));
        return {
          date,
          minutes: dayMinutes,
          status: employeeDayStatus({
            minutes: dayMinutes,
            isPublicHoliday: day.isPublicHoliday,
            isPersonalHoliday: day.leave >= 1,
            measure,
          }),
          scheduled_minutes: day.scheduled > 0 ? measure : 0,
        };
      }),
    };
  });
}

/** The words of the day statuses (docs/product/time-and-week.md#day-bar) in the download. */
const STATUS_KEYS: Record<EmployeeDayStatus, string> = {
  insufficient: 'exports:status.insufficient',
  success: 'exports:status.success',
  overtime: 'exports:status.overtime',
  nat_holiday: 'exports:status.nat_holiday',
  holiday: 'exports:status.holiday',
};

/** docs/product/time-and-week.md#constants: "A duration is shown as Nh, plus Mm if the remainder is not zero." */
function duration(say: ReportTexts['say'], minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? say('exports:duration.hours', { hours })
    : say('exports:duration.hours_minutes', { hours, minutes: rest });
}

/**
 * The users screen's weekly report as a table (docs/product/reports.md#downloads): a row per person, a column per day,
 * in the words of `texts`.
 */
export async function weeklyReportTable(
  db: Database,
  from: IsoDate,
  to: IsoDate,
  rows: WeeklyReportRow[],
  texts: ReportTexts,
): Promise<ReportTable> {
  const { say, date, decimal } = texts;
  const names = new Map(
    (
      await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, rows.map((row) => row.user_id).concat(0)))
    ).map((person) => [person.id, person.name]),
  );
  return {
    title: say('exports:title.weekly_report', { from: date(from), to: date(to) }),
    header: [say('exports:column.person'), ...eachDay(from, to).map(date), say('exports:column.total_hours')],
    rows: rows.map((row) => [
      names.get(row.user_id) ?? String(row.user_id),
      ...row.days.map((day) =>
        say('exports:weekly.cell', { duration: duration(say, day.minutes), status: say(STATUS_KEYS[day.status]) }),
      ),
      decimal(row.days.reduce((sum, day) => sum + day.minutes, 0) / 60, 1),
    ]),
  };
}
