import { isWeekend, type IsoDate } from './dates.js';
import { WORKDAY_MINUTES } from './work-time.js';

/** docs/product/time-and-week.md#constants: "The bar step is 12.5 percent per hour." */
export const BAR_STEP_PERCENT = 12.5;

export type DayBar =
  | { kind: 'hidden' }
  | { kind: 'public-holiday'; fillPercent: 0 }
  | { kind: 'personal-holiday'; fillPercent: 0 }
  | {
      kind: 'hours';
      fillPercent: number;
      state: 'insufficient' | 'sufficient' | 'overtime';
      hours: string;
      /** Half of the day is leave (docs/product/time-model.md#half-days): drawn apart from a whole working day. */
      halfDayLeave: boolean;
    };

export interface DayBarInput {
  date: IsoDate;
  minutes: number;
  isPublicHoliday: boolean;
  /** A whole day of leave. */
  isPersonalHoliday: boolean;
  /** Half of the day is leave (docs/product/time-model.md#half-days). */
  halfDayLeave?: boolean;
  /** The schedule's minutes for the day, 0 on a day off (docs/product/time-model.md#schedules); without one, 8 hours Monday to Friday. */
  scheduled?: number;
  /** What the hours are measured against (docs/product/time-model.md#measure); 8 hours without a schedule. */
  measure?: number;
}

/**
 * docs/product/time-and-week.md#day-bar:
 * - "Under 8 hours is insufficient. Exactly 8 is sufficient. Over 8 is overtime (error state)."
 * - "The bar fill is hours, capped at 8, times 12.5 percent."
 * - "Weekend days with 0 hours are not shown."
 * - "A national holiday with 0 hours shows a flag and an off bar. A personal holiday with 0 hours
 *   shows a beach icon and an off bar."
 * - "Otherwise the hours are shown (one decimal if fractional) with the first three letters of the
 *   weekday." The weekday's letters are the screen's, in the language it shows.
 * With a schedule, its days off are the weekend and 8 hours is the day's measure (docs/product/time-model.md#measure):
 * the fill is min(logged, measure) / measure.
 */
export function dayBar(day: DayBarInput): DayBar {
  const scheduled = day.scheduled ?? (isWeekend(day.date) ? 0 : WORKDAY_MINUTES);
  const measure = day.measure ?? WORKDAY_MINUTES;
  if (day.minutes === 0) {
    // A day off inside a week of leave or on a public holiday stays hidden too.
    if (scheduled === 0) return { kind: 'hidden' };
    if (day.isPublicHoliday) return { kind: 'public-holiday', fillPercent: 0 };
    if (day.isPersonalHoliday) return { kind: 'personal-holiday', fillPercent: 0 };
  }
  // Per hour, as docs/product/time-and-week.md#constants words it: 12.5 % of the bar for each of 8 hours.
  const stepPercent = (BAR_STEP_PERCENT * WORKDAY_MINUTES) / measure;
  return {
    kind: 'hours',
    fillPercent: (Math.min(day.minutes, measure) / 60) * stepPercent,
    state: day.minutes < measure ? 'insufficient' : day.minutes === measure ? 'sufficient' : 'overtime',
    hours: formatHours(day.minutes),
    halfDayLeave: day.halfDayLeave ?? false,
  };
}

/** Hours with one decimal if fractional: 480 → "8", 450 → "7.5". */
export function formatHours(minutes: number): string {
  const hours = minutes / 60;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
