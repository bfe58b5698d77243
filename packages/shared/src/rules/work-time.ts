import { isWeekend, localIsoDate, weekStart, type IsoDate } from './dates.js';

/** docs/product/time-and-week.md#constants: a standard working day is 8 hours (480 minutes); overtime is anything above. */
export const WORKDAY_MINUTES = 480;

/** docs/product/time-and-week.md#day-bar 'Employees table day status'. */
export type EmployeeDayStatus = 'insufficient' | 'success' | 'overtime' | 'nat_holiday' | 'holiday';

export interface EmployeeDay {
  minutes: number;
  isPublicHoliday: boolean;
  isPersonalHoliday: boolean;
}

/**
 * docs/product/time-and-week.md#day-bar: "One of: insufficient, overtime (over 8), success (exactly 8), nat_holiday, holiday.
 * A national holiday overrides, then a personal holiday."
 */
export function employeeDayStatus(day: EmployeeDay): EmployeeDayStatus {
  if (day.isPublicHoliday) return 'nat_holiday';
  if (day.isPersonalHoliday) return 'holiday';
  if (day.minutes > WORKDAY_MINUTES) return 'overtime';
  if (day.minutes === WORKDAY_MINUTES) return 'success';
  return 'insufficient';
}

/** docs/product/time-and-week.md#constants: "hours per day are minutes divided by 60 to two decimals". */
export function hoursPerDay(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** docs/product/time-and-week.md#constants: "… and the total to one decimal." */
export function totalHours(minutes: number): string {
  return (minutes / 60).toFixed(1);
}

/** docs/product/time-and-week.md#constants: "The day-check cut-off for the current day is 17:00." */
export const DAY_CHECK_CUTOFF_HOUR = 17;

export type WeeklyStatus = 'Upcoming week' | 'Overtime.' | 'Insufficient time logged.' | 'All hours entered correctly.';

export interface WeekDayHours {
  date: IsoDate;
  minutes: number;
  /** A public or personal holiday. */
  isHoliday: boolean;
}

/**
 * docs/product/time-and-week.md#weekly-status. `today` and `now` come from the viewer's clock (docs/product/http-contract.md#dates).
 * - 'Upcoming week': the week is later than the current week.
 * - Checked days: Monday to Friday; holidays with no hours are skipped; in the current week days
 *   from today on are skipped, and today is counted only after 17:00.
 * - 'Overtime.' when a checked day has more than 8 hours, else 'Insufficient time logged.' when one
 *   has less, else 'All hours entered correctly.'
 */
export function weeklyStatus(weekStartDate: IsoDate, days: WeekDayHours[], now: Date): WeeklyStatus {
  const today = localIsoDate(now);
  const currentWeek = weekStart(today);
  if (weekStartDate > currentWeek) return 'Upcoming week';
  const countsToday = now.getHours() >= DAY_CHECK_CUTOFF_HOUR;
  const checked = days.filter(
    (day) =>
      !isWeekend(day.date) &&
      !(day.isHoliday && day.minutes === 0) &&
      (day.date < today || (day.date === today && countsToday)),
  );
  if (checked.some((day) => day.minutes > WORKDAY_MINUTES)) return 'Overtime.';
  if (checked.some((day) => day.minutes < WORKDAY_MINUTES)) return 'Insufficient time logged.';
  return 'All hours entered correctly.';
}
