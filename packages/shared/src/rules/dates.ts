/**
 * Calendar dates as 'YYYY-MM-DD' strings (docs/product/http-contract.md#dates). The maths runs in UTC so that the
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

/** 0 Monday … 6 Sunday: the week starts on Monday (docs/product/time-and-week.md#constants). */
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

/** Inclusive count of calendar days (docs/product/time-and-week.md#constants: a date range counts inclusive days). */
export function calendarDays(from: IsoDate, to: IsoDate): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS) + 1;
}

/** A local calendar date of a moment, as the viewer's clock sees it (docs/product/http-contract.md#dates). */
export function localIsoDate(moment: Date): IsoDate {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

/**
 * docs/product/time-and-week.md#constants: "the week number counts Monday-based weeks from 1 January": week 1 is the Monday-based
 * week that holds 1 January.
 */
export function weekNumber(date: IsoDate): number {
  const firstOfYear = `${date.slice(0, 4)}-01-01`;
  const dayOfYear = calendarDays(firstOfYear, date) - 1;
  return Math.floor((dayOfYear + weekdayIndex(firstOfYear)) / 7) + 1;
}

/** First and last day of a 'YYYY-MM' month. */
export function monthBounds(month: string): [IsoDate, IsoDate] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  // Four-digit years even before 1000 (a month such as "0688-10" is valid input, docs/product/http-contract.md#bounds).
  const nextFirst =
    monthNumber === 12
      ? `${String(year + 1).padStart(4, '0')}-01-01`
      : `${String(year).padStart(4, '0')}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return [first, addDays(nextFirst, -1)];
}
