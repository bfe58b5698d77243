import { addDays, eachDay, type IsoDate } from './dates.js';
import { isWorkingDay, type PersonTime } from './time-model.js';

/**
 * docs/product/leave.md#policy: a company's leave rules as data. Which leave types are charged to the allowances
 * (docs/product/leave.md#types) and when last year's leftover days expire (docs/product/leave.md#carry-over).
 */
export interface LeavePolicy {
  /** The ids of the leave types that use the allowance. */
  allowanceTypes: ReadonlySet<number>;
  /** "MM-DD": the last day of a year on which the previous year's allowance can still be charged; null for never. */
  carryOverUntil: string | null;
}

/** The spec's company: only Annual leave (type 0) uses the allowance, and leftover days never expire. */
export const SPEC_LEAVE_POLICY: LeavePolicy = { allowanceTypes: new Set([0]), carryOverUntil: null };

/** docs/product/leave.md#policy: a company's policy from its leave types and its carry-over day. */
export function leavePolicyOf(
  types: readonly { id: number; uses_allowance: boolean }[],
  carryOverUntil: string | null,
): LeavePolicy {
  return {
    allowanceTypes: new Set(types.filter((type) => type.uses_allowance).map((type) => type.id)),
    carryOverUntil,
  };
}

/** "MM-DD" of a day that exists in a leap year: 01-01 to 12-31, 02-29 included. */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const lastDay = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= lastDay;
}

/**
 * docs/product/leave.md#carry-over: the last day on which `year`'s allowance can be charged: the carry-over day of the
 * following year (28 February when it is 02-29 and that year has none), or null when leftover days never expire.
 */
export function allowanceLastDay(year: number, carryOverUntil: string | null): IsoDate | null {
  if (carryOverUntil === null) return null;
  const date = `${year + 1}-${carryOverUntil}`;
  return carryOverUntil === '02-29' && !isLeapYear(year + 1) ? `${year + 1}-02-28` : date;
}

function isLeapYear(year: number): boolean {
  return new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
}

/**
 * docs/product/leave.md#expiry-notice: the year whose leftover days expire within the next 30 days, with the day they
 * expire on: when `today` is one of the 30 days before that day or the day itself. Null otherwise, and without expiry.
 */
export function expiryNoticeDue(
  today: IsoDate,
  carryOverUntil: string | null,
): { leftoverYear: number; lastDay: IsoDate } | null {
  const leftoverYear = Number(today.slice(0, 4)) - 1;
  const lastDay = allowanceLastDay(leftoverYear, carryOverUntil);
  if (lastDay === null || today > lastDay || today < addDays(lastDay, -30)) return null;
  return { leftoverYear, lastDay };
}

export interface ProRataSuggestion {
  suggested: number;
  /** The person's working days inside their employment in the year. */
  scheduled_days: number;
  /** The working days of the whole year on their schedule, as if employed all year. */
  year_days: number;
}

/**
 * docs/product/leave.md#pro-rata: "`total` × the person's working days inside their employment in that year ÷ the
 * working days of the whole year on their schedule, rounded to the nearest half day."
 */
export function proRataAllowance(total: number, year: number, person: PersonTime): ProRataSuggestion {
  const days = eachDay(`${year}-01-01`, `${year}-12-31`);
  const allYear: PersonTime = { ...person, employment: undefined };
  const scheduled_days = days.filter((date) => isWorkingDay(person, date)).length;
  const year_days = days.filter((date) => isWorkingDay(allYear, date)).length;
  const suggested = year_days === 0 ? 0 : Math.round(((total * scheduled_days) / year_days) * 2) / 2;
  return { suggested, scheduled_days, year_days };
}

/** WCAG 2.1's relative luminance of a "#rrggbb" colour. */
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** WCAG 2.1's contrast ratio of two "#rrggbb" colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * docs/product/leave.md#types: a leave type's colour marks days and chips on white, so it needs 3:1 against white
 * (WCAG 1.4.11, non-text contrast). Text written on it is black or white, whichever reads better (textOnColour).
 */
export const LEAVE_COLOUR_MIN_CONTRAST = 3;

export function isReadableLeaveColour(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') >= LEAVE_COLOUR_MIN_CONTRAST;
}

/** Black or white, whichever contrasts more with `hex` (at least 4.5:1 for any colour that passes isReadableLeaveColour). */
export function textOnColour(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#000000') ? '#ffffff' : '#000000';
}
