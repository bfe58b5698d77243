import { eachDay, weekdayIndex, type IsoDate } from './dates.js';

/**
 * docs/product/time-model.md: a company's own time model. A person's week is seven numbers of minutes, Monday
 * first, valid from a date; the spec's week (8 hours Monday to Friday) is the default.
 */
export type WeekMinutes = readonly number[];

/** docs/product/time-model.md#schedules: "Without one, a person works 480 minutes Monday to Friday." */
export const DEFAULT_WEEK: WeekMinutes = [480, 480, 480, 480, 480, 0, 0];

export interface Schedule {
  from_date: IsoDate;
  minutes: WeekMinutes;
}

export interface Employment {
  start_date: IsoDate | null;
  end_date: IsoDate | null;
}

/** docs/product/time-model.md#half-days: the first day may start at noon, the last may end at noon. */
export const FROM_HALVES = ['full', 'afternoon'] as const;
export const TO_HALVES = ['full', 'morning'] as const;
export type FromHalf = (typeof FROM_HALVES)[number];
export type ToHalf = (typeof TO_HALVES)[number];

/** A leave request's days and halves; requests stored before half days are whole. */
export interface LeaveSpan {
  from_date: IsoDate;
  to_date: IsoDate;
  from_half?: FromHalf;
  to_half?: ToHalf;
}

/** What the time rules know of one person: their schedules, their calendar's public holidays, their employment. */
export interface PersonTime {
  schedules: readonly Schedule[];
  publicHolidays: ReadonlySet<IsoDate>;
  employment?: Employment;
}

/** The spec's person: the default week, no employment dates, and the given public holidays. */
export function defaultPersonTime(publicHolidays: ReadonlySet<IsoDate> = new Set()): PersonTime {
  return { schedules: [], publicHolidays };
}

/** docs/product/time-model.md#schedules: the week valid on a date is the one with the latest `from_date` on or before it. */
export function weekOn(schedules: readonly Schedule[], date: IsoDate): WeekMinutes {
  let valid: Schedule | undefined;
  for (const schedule of schedules) {
    if (schedule.from_date <= date && (!valid || schedule.from_date > valid.from_date)) valid = schedule;
  }
  return valid?.minutes ?? DEFAULT_WEEK;
}

/** docs/product/time-model.md#employment: a day outside the employment dates is not planned, checked or charged. */
export function isEmployed(employment: Employment | undefined, date: IsoDate): boolean {
  if (!employment) return true;
  return (
    (!employment.start_date || date >= employment.start_date) && (!employment.end_date || date <= employment.end_date)
  );
}

/** The minutes a person's schedule plans for a date: 0 on their days off and outside their employment. */
export function scheduledMinutes(person: PersonTime, date: IsoDate): number {
  if (!isEmployed(person.employment, date)) return 0;
  return weekOn(person.schedules, date)[weekdayIndex(date)] ?? 0;
}

/**
 * docs/product/time-model.md#measure: what hours logged on a day that the schedule leaves free (a weekend, a
 * part-timer's day off) are measured against: the week's longest day, as the spec measured a weekend against 8 hours.
 */
export function fullDayMinutes(person: PersonTime, date: IsoDate): number {
  const longest = Math.max(...weekOn(person.schedules, date));
  return longest > 0 ? longest : DEFAULT_WEEK[0]!;
}

/** docs/product/time-model.md#half-days: the share of a date a request takes: 0, 0.5 or 1. */
export function leaveShare(request: LeaveSpan, date: IsoDate): number {
  if (date < request.from_date || date > request.to_date) return 0;
  const startsAtNoon = date === request.from_date && request.from_half === 'afternoon';
  const endsAtNoon = date === request.to_date && request.to_half === 'morning';
  return startsAtNoon || endsAtNoon ? 0.5 : 1;
}

/** True when a request takes half of one of its days: it starts at noon or ends at noon. */
export function hasHalfDay(request: LeaveSpan): boolean {
  return request.from_half === 'afternoon' || request.to_half === 'morning';
}

/** docs/product/time-model.md#working-days: a day with scheduled minutes that is not a public holiday of the person's calendar. */
export function isWorkingDay(person: PersonTime, date: IsoDate): boolean {
  return scheduledMinutes(person, date) > 0 && !person.publicHolidays.has(date);
}

/**
 * docs/product/time-model.md#working-days: "a leave request's working days are its days with a target above 0 that
 * are not public holidays of the person's calendar"; each half day counts 0.5.
 */
export function requestWorkingDays(request: LeaveSpan, person: PersonTime): number {
  if (request.from_date > request.to_date) return 0;
  return eachDay(request.from_date, request.to_date).reduce(
    (sum, date) => (isWorkingDay(person, date) ? sum + leaveShare(request, date) : sum),
    0,
  );
}

/** One person's day as the time rules see it. */
export interface PlannedDay {
  date: IsoDate;
  /** Minutes their schedule plans for the date (0 on a day off and outside their employment). */
  scheduled: number;
  isPublicHoliday: boolean;
  /** Share of the day on approved leave: 0, 0.5 or 1. */
  leave: number;
}

export function plannedDay(person: PersonTime, date: IsoDate, leave: number): PlannedDay {
  return { date, scheduled: scheduledMinutes(person, date), isPublicHoliday: person.publicHolidays.has(date), leave };
}

/**
 * docs/product/time-model.md#target: the minutes a person is expected to log on a day: the scheduled minutes,
 * half of them on a half day of leave, none on a public holiday or a whole day of leave.
 */
export function dayTarget(day: PlannedDay): number {
  if (day.isPublicHoliday || day.leave >= 1) return 0;
  return day.leave > 0 ? day.scheduled / 2 : day.scheduled;
}

/**
 * docs/product/time-model.md#measure: the minutes the logged hours of a working day are measured against
 * (insufficient, sufficient, overtime and the bar's fill): the scheduled minutes, half of them on a half day of
 * leave. A holiday with hours logged is measured against its whole scheduled day, as docs/product/time-and-week.md#day-bar
 * measures it against 8.
 */
export function measureMinutes(day: PlannedDay, fullDay: number): number {
  if (day.scheduled === 0) return fullDay;
  return day.leave > 0 && day.leave < 1 ? day.scheduled / 2 : day.scheduled;
}
