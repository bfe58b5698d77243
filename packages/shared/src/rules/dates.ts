/**
 * Calendar dates as 'YYYY-MM-DD' strings (decisions R5). The maths runs in UTC so that the
 * machine's time zone never shifts a day.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

export function parseIsoDate(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(parseIsoDate(date).getTime() + days * DAY_MS));
}

/** 0 Monday … 6 Sunday: the week starts on Monday (spec §9). */
export function weekdayIndex(date: IsoDate): number {
  return (parseIsoDate(date).getUTCDay() + 6) % 7;
}

export function isWeekend(date: IsoDate): boolean {
  return weekdayIndex(date) >= 5;
}

/** The Monday of the week that holds the date. */
export function weekStart(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Inclusive count of calendar days (spec §9: a date range counts inclusive days). */
export function calendarDays(from: IsoDate, to: IsoDate): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS) + 1;
}

/** A local calendar date of a moment, as the viewer's clock sees it (decisions R5). */
export function localIsoDate(moment: Date): IsoDate {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}
