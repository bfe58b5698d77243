import { formatDate, formatNumber } from '../../lib/format';

const NO_GROUPING = { useGrouping: false } as const;

/**
 * A calendar date for a message such as `reports:date`, which picks one: `iso` (YYYY-MM-DD, the English screens' form) or
 * `local` (the date as the language writes it, 02.03.2026 in German).
 */
export function dayValues(isoDate: string): { iso: string; local: string } {
  return { iso: isoDate, local: formatDate(isoDate, { day: '2-digit', month: '2-digit', year: 'numeric' }) };
}

/** Minutes as hours to one decimal, in the language shown (docs/product/time-and-week.md#constants: 1.7, 1,7 in German). */
export function formatTotalHours(minutes: number): string {
  return formatNumber(minutes / 60, { ...NO_GROUPING, minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Minutes as hours to two decimals, a day's hours (docs/product/time-and-week.md#constants: 1.67, 1,67 in German). */
export function formatDayHours(minutes: number): string {
  return formatNumber(minutes / 60, { ...NO_GROUPING, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
