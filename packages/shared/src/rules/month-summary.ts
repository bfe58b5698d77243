import { eachDay, monthBounds, type IsoDate } from './dates.js';
import { dayTarget, isWorkingDay, plannedDay, type PersonTime } from './time-model.js';

/** docs/product/closing.md#summary: what a person's month is judged by before it is approved. */
export interface MonthSummary {
  logged_minutes: number;
  target_minutes: number;
  /** Working days with a target and nothing logged, in date order. */
  missing_days: IsoDate[];
  /** Approved leave on the month's working days, halves as 0.5. */
  leave_days: number;
}

/**
 * docs/product/closing.md#summary of one person's month ("YYYY-MM"), counted up to `until` (today, or later for a
 * month that has ended):
 * - logged minutes: every minute logged in the month;
 * - target: the day targets (docs/product/time-model.md#target: the schedule's minutes, half on a half day of leave,
 *   none on a public holiday or a whole day of leave) of the month's days up to `until`, outside the employment none;
 * - missing days: the days up to `until` with a target and no minute logged;
 * - leave days: the approved leave on the month's working days, the whole month (leave is planned ahead).
 * `logged` and `leave` are the person's minutes and leave shares by date.
 */
export function monthSummary(
  person: PersonTime,
  month: string,
  until: IsoDate,
  logged: ReadonlyMap<IsoDate, number>,
  leave: ReadonlyMap<IsoDate, number>,
): MonthSummary {
  const [first, last] = monthBounds(month);
  const summary: MonthSummary = { logged_minutes: 0, target_minutes: 0, missing_days: [], leave_days: 0 };
  for (const date of eachDay(first, last)) {
    const minutes = logged.get(date) ?? 0;
    const share = leave.get(date) ?? 0;
    summary.logged_minutes += minutes;
    if (isWorkingDay(person, date)) summary.leave_days += share;
    if (date > until) continue;
    const target = dayTarget(plannedDay(person, date, share));
    summary.target_minutes += target;
    if (target > 0 && minutes === 0) summary.missing_days.push(date);
  }
  summary.target_minutes = Math.round(summary.target_minutes);
  return summary;
}
