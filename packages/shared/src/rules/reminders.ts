import { addDays, eachDay, monthBounds, type IsoDate } from './dates.js';
import { isWorkingDay, type PersonTime } from './time-model.js';
import { isDayCheckedAt, weeklyStatusAt, type ClockReading, type WeekDayHours } from './work-time.js';

/** A day of a person's week: what the weekly status reads, and the minutes they are expected to log (dayTarget). */
export interface ReminderDay extends WeekDayHours {
  target: number;
}

export interface WeekSoFar {
  /** The week's status is 'Insufficient time logged.' (docs/product/time-and-week.md#weekly-status). */
  insufficient: boolean;
  /** Minutes logged on the days checked so far. */
  loggedMinutes: number;
  /** Minutes expected on those days: their targets (docs/product/time-model.md#target). */
  expectedMinutes: number;
}

/**
 * docs/product/closing.md#reminders: "a weekly one to every active employee whose current week is 'Insufficient time
 * logged.'", by the weekly status rule on the portal's clocks, saying the hours logged and expected on the days
 * checked so far (before today, and today after 17:00). For a past week every day is checked.
 */
export function weekSoFar(monday: IsoDate, days: readonly ReminderDay[], now: ClockReading): WeekSoFar {
  const checked = days.filter((day) => isDayCheckedAt(day.date, now));
  return {
    insufficient: weeklyStatusAt(monday, [...days], now) === 'Insufficient time logged.',
    loggedMinutes: checked.reduce((sum, day) => sum + day.minutes, 0),
    expectedMinutes: checked.reduce((sum, day) => sum + day.target, 0),
  };
}

/**
 * docs/product/closing.md#reminders: "a reminder to submit the timesheet on the month's last working day": `date` is a
 * working day of the person (a target above 0 on their schedule, inside their employment, not a public holiday of
 * their calendar) and no later day of its month is one. `person` must know the public holidays up to the month's end.
 */
export function isLastWorkingDayOfMonth(person: PersonTime, date: IsoDate): boolean {
  const [, monthEnd] = monthBounds(date.slice(0, 7));
  if (!isWorkingDay(person, date)) return false;
  return date === monthEnd || eachDay(addDays(date, 1), monthEnd).every((day) => !isWorkingDay(person, day));
}
