import { isWeekend, localIsoDate, weekStart, type IsoDate } from './dates.js';

/** docs/product/time-and-week.md#constants: a standard working day is 8 hours (480 minutes); overtime is anything above. */
export const WORKDAY_MINUTES = 480;

/** docs/product/time-and-week.md#day-bar 'Employees table day status'. */
export type EmployeeDayStatus = 'insufficient' | 'success' | 'overtime' | 'nat_holiday' | 'holiday';

export interface EmployeeDay {
  minutes: number;
  isPublicHoliday: boolean;
  /** A whole day of leave; a half day is measured against half its minutes instead (docs/product/time-model.md#half-days). */
  isPersonalHoliday: boolean;
  /** What the hours are measured against (docs/product/time-model.md#measure); the spec's 8 hours without a schedule. */
  measure?: number;
}

/**
 * docs/product/time-and-week.md#day-bar: "One of: insufficient, overtime (over 8), success (exactly 8), nat_holiday, holiday.
 * A national holiday overrides, then a personal holiday." With a schedule, 8 hours is the day's measure.
 */
export function employeeDayStatus(day: EmployeeDay): EmployeeDayStatus {
  const measure = day.measure ?? WORKDAY_MINUTES;
  if (day.isPublicHoliday) return 'nat_holiday';
  if (day.isPersonalHoliday) return 'holiday';
  if (day.minutes > measure) return 'overtime';
  if (day.minutes === measure) return 'success';
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
  /** A public holiday or a whole day of leave. */
  isHoliday: boolean;
  /**
   * What the day's hours are measured against, 0 when it is not a working day (docs/product/time-model.md#measure);
   * without a schedule, 8 hours Monday to Friday.
   */
  measure?: number;
}

function weekdayMeasure(day: WeekDayHours): number {
  return day.measure ?? (isWeekend(day.date) ? 0 : WORKDAY_MINUTES);
}

/**
 * docs/product/time-and-week.md#weekly-status. `today` and `now` come from the viewer's clock (docs/product/http-contract.md#dates).
 * - 'Upcoming week': the week is later than the current week.
 * - Checked days: Monday to Friday; holidays with no hours are skipped; in the current week days
 *   from today on are skipped, and today is counted only after 17:00.
 * - 'Overtime.' when a checked day has more than 8 hours, else 'Insufficient time logged.' when one
 *   has less, else 'All hours entered correctly.'
 * With a schedule, the working days are the schedule's and 8 hours is each day's measure (docs/product/time-model.md#measure).
 */
export function weeklyStatus(weekStartDate: IsoDate, days: WeekDayHours[], now: Date): WeeklyStatus {
  return weeklyStatusAt(weekStartDate, days, { date: localIsoDate(now), hour: now.getHours() });
}

/** The date and hour (0–23) on some clock: the viewer's, or the portal's (docs/product/time-model.md#time-zone). */
export interface ClockReading {
  date: IsoDate;
  hour: number;
}

/**
 * docs/product/time-and-week.md#weekly-status: "in the current week days from today on are skipped, and today is
 * counted only after 17:00": true for a day whose hours are already checked at `now`.
 */
export function isDayCheckedAt(date: IsoDate, now: ClockReading): boolean {
  return date < now.date || (date === now.date && now.hour >= DAY_CHECK_CUTOFF_HOUR);
}

/** weeklyStatus on a given clock reading, for a server that reads the portal's clocks rather than its own. */
export function weeklyStatusAt(weekStartDate: IsoDate, days: WeekDayHours[], now: ClockReading): WeeklyStatus {
  if (weekStartDate > weekStart(now.date)) return 'Upcoming week';
  const checked = days.filter(
    (day) => weekdayMeasure(day) > 0 && !(day.isHoliday && day.minutes === 0) && isDayCheckedAt(day.date, now),
  );
  if (checked.some((day) => day.minutes > weekdayMeasure(day))) return 'Overtime.';
  if (checked.some((day) => day.minutes < weekdayMeasure(day))) return 'Insufficient time logged.';
  return 'All hours entered correctly.';
}
