import { weekdayIndex } from './dates.js';
import { zonedMoment } from './zoned-time.js';

/**
 * docs/product/jobs.md#runner: the moments at which scheduled jobs are due, on the clocks of the portal's time zone
 * (docs/product/time-model.md#time-zone). Every time zone is a whole number of quarter hours off UTC, so each such
 * moment is a quarter hour of UTC.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Two days of quarter hours: far enough back to find yesterday's hour on a day whose clocks skip it. */
const QUARTERS_LOOKED_BACK = 2 * 24 * 4;

/** 1 Monday … 7 Sunday, as the setting `reminder_weekday` counts (docs/product/closing.md#reminders). */
export function isoWeekday(date: string): number {
  return weekdayIndex(date) + 1;
}

/**
 * The latest moment at or before `now` at which the clocks of `timeZone` turned to `hour`:00: the last quarter hour
 * whose hour is `hour` while the quarter before it is not. Where clocks change at night, 02:00 or 03:00 is skipped one
 * day (then this is the day before's) and repeated another (then this is its first time).
 */
export function lastHourStart(hour: number, now: Date, timeZone: string): Date {
  let quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  let hourThen = zonedMoment(new Date(quarter), timeZone).hour;
  for (let step = 0; step < QUARTERS_LOOKED_BACK; step += 1) {
    const hourBefore = zonedMoment(new Date(quarter - QUARTER_HOUR_MS), timeZone).hour;
    if (hourThen === hour && hourBefore !== hour) return new Date(quarter);
    quarter -= QUARTER_HOUR_MS;
    hourThen = hourBefore;
  }
  throw new Error(`the clocks of ${timeZone} showed ${hour}:00 on none of the last two days`);
}

/**
 * docs/product/closing.md#reminders: the latest moment at or before `now` at which the clocks of `timeZone` turned to
 * `hour`:00 on a `weekday` (1 Monday … 7 Sunday). On a day whose clocks skip that hour there is none that week.
 */
export function lastWeeklyHourStart(weekday: number, hour: number, now: Date, timeZone: string): Date {
  let start = lastHourStart(hour, now, timeZone);
  // At most a jump to the right day and, where the clocks skipped the hour that day, one week further back.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const daysBack = (isoWeekday(zonedMoment(start, timeZone).date) - weekday + 7) % 7;
    if (daysBack === 0) return start;
    // Two hours after the hour on the day `daysBack` earlier, whatever clock change lies between.
    start = lastHourStart(hour, new Date(start.getTime() - daysBack * DAY_MS + 2 * HOUR_MS), timeZone);
  }
  throw new Error(`the clocks of ${timeZone} showed ${hour}:00 on no day ${weekday} of the last weeks`);
}
