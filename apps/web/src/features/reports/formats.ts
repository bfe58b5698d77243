import { formatNumber } from '../../lib/format';

const NO_GROUPING = { useGrouping: false } as const;

/** Minutes as hours to one decimal, in the language shown (docs/product/time-and-week.md#constants: 1.7, 1,7 in German). */
export function formatTotalHours(minutes: number): string {
  return formatNumber(minutes / 60, { ...NO_GROUPING, minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Minutes as hours to two decimals, a day's hours (docs/product/time-and-week.md#constants: 1.67, 1,67 in German). */
export function formatDayHours(minutes: number): string {
  return formatNumber(minutes / 60, { ...NO_GROUPING, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
