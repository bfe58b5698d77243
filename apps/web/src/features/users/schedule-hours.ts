import { MINUTES_PER_DAY } from '@portal/shared';
import { formatNumber, weekdayName } from '../../lib/format';

const MINUTES_PER_HOUR = 60;
/** Hours as people type them: digits, and a decimal point or comma (7.5 and 7,5 in German). */
const HOURS = /^\d{1,2}([.,]\d{1,2})?$/;

/** A day's hours as typed, in whole minutes (7.5 → 450), or null when it is not 0–24 hours. */
export function minutesOfHours(text: string): number | null {
  const trimmed = text.trim();
  if (!HOURS.test(trimmed)) return null;
  const minutes = Math.round(Number(trimmed.replace(',', '.')) * MINUTES_PER_HOUR);
  return minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** Minutes as hours in the language shown, without trailing zeros (450 → 7.5, 7,5 in German). */
export function hoursOfMinutes(minutes: number): string {
  return formatNumber(minutes / MINUTES_PER_HOUR, { maximumFractionDigits: 2, useGrouping: false });
}

/**
 * A week as a line, Monday first, in the language shown: 'Mon 8 h · Tue 8 h · … · Sun 0 h', with `dayText` writing
 * one day. Spaces inside a day do not break, so a narrow screen wraps only between days.
 */
export function weekSummary(minutes: readonly number[], dayText: (weekday: string, hours: string) => string): string {
  return minutes
    .map((day, index) => dayText(weekdayName(index), hoursOfMinutes(day)).replaceAll(' ', '\u00a0'))
    .join(' · ');
}

/** The weeks the form offers to start from (docs/product/time-model.md#schedules), in minutes, Monday first. */
export const WEEK_PRESETS = {
  full_time: [480, 480, 480, 480, 480, 0, 0],
  four_by_six: [360, 360, 360, 360, 0, 0, 0],
} as const satisfies Record<string, readonly number[]>;
