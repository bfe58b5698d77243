import { weeklyStatus, type WeeklyReportRow, type WeeklyStatus } from '@portal/shared';

/** One day of a person's weekly report. */
export type ReportDay = WeeklyReportRow['days'][number];

/**
 * The users table's working-hours status: the weekly status rule of docs/product/time-and-week.md#day-bar on the
 * server's days, each measured against its scheduled minutes (docs/product/time-model.md#measure: 0 on a day that is
 * not a working day, which is not checked).
 */
export function userWeeklyStatus(monday: string, days: ReportDay[], now = new Date()): WeeklyStatus {
  return weeklyStatus(
    monday,
    days.map((day) => ({
      date: day.date,
      minutes: day.minutes,
      isHoliday: day.status === 'nat_holiday' || day.status === 'holiday',
      measure: day.scheduled_minutes,
    })),
    now,
  );
}
