import { formatNumber } from '../../lib/format';

const NO_GROUPING = { useGrouping: false } as const;

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
