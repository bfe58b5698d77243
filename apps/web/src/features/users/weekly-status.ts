import { weeklyStatus, type EmployeeDayStatus, type WeeklyStatus } from '@portal/shared';

/** The users table's working-hours status: the weekly status rule of docs/product/time-and-week.md#day-bar on the server's days. */
export function userWeeklyStatus(
  monday: string,
  days: { date: string; minutes: number; status: EmployeeDayStatus }[],
  now = new Date(),
): WeeklyStatus {
  return weeklyStatus(
    monday,
    days.map((day) => ({
      date: day.date,
      minutes: day.minutes,
      isHoliday: day.status === 'nat_holiday' || day.status === 'holiday',
    })),
    now,
  );
}
