/** English month names, January first; written out so that no screen pays for Intl's first use (docs/decisions/0016-web-budget.md). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The name of month 1–12. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}
