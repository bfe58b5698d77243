import { formatDate, formatNumber } from '../../lib/format';

const NO_GROUPING = { useGrouping: false } as const;

/**
 * A calendar date for `assignments:date`, which picks one: `iso` (YYYY-MM-DD, the English screen's form) or `local` (the date
 * as the language writes it, 02.03.2026 in German).
 */
export function dayValues(isoDate: string): { iso: string; local: string } {
  return { iso: isoDate, local: formatDate(isoDate, { day: '2-digit', month: '2-digit', year: 'numeric' }) };
}

/** Minutes as hours to one decimal, in the language shown (docs/product/time-and-week.md#constants: 1.7, 1,7 in German). */
export function formatTotalHours(minutes: number): string {
  return formatNumber(minutes / 60, { ...NO_GROUPING, minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A whole number of percent (50%, 50 % in German). */
export function formatPercent(percent: number): string {
  return formatNumber(percent / 100, { ...NO_GROUPING, style: 'percent' });
}

/** A whole number (hours a week) without a thousands separator, as the English screen shows it. */
export function formatCount(value: number): string {
  return formatNumber(value, NO_GROUPING);
}
