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
    };

export interface DayBarInput {
  date: IsoDate;
  minutes: number;
  isPublicHoliday: boolean;
  isPersonalHoliday: boolean;
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
 */
export function dayBar(day: DayBarInput): DayBar {
  if (day.minutes === 0) {
    // A weekend inside a week of leave or on a public holiday stays hidden too.
    if (isWeekend(day.date)) return { kind: 'hidden' };
    if (day.isPublicHoliday) return { kind: 'public-holiday', fillPercent: 0 };
    if (day.isPersonalHoliday) return { kind: 'personal-holiday', fillPercent: 0 };
  }
  const hours = day.minutes / 60;
  return {
    kind: 'hours',
    fillPercent: Math.min(hours, WORKDAY_MINUTES / 60) * BAR_STEP_PERCENT,
    state: day.minutes < WORKDAY_MINUTES ? 'insufficient' : day.minutes === WORKDAY_MINUTES ? 'sufficient' : 'overtime',
    hours: formatHours(day.minutes),
  };
}

/** Hours with one decimal if fractional: 480 → "8", 450 → "7.5". */
export function formatHours(minutes: number): string {
  const hours = minutes / 60;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
