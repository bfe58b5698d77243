import type { TablePaginationProps } from '@mui/material/TablePagination';
import type { TFunction } from 'i18next';

const PAGE_ARIA_KEYS = {
  first: 'reports:pagination.first',
  last: 'reports:pagination.last',
  next: 'reports:pagination.next',
  previous: 'reports:pagination.previous',
} as const;

/** The page controls' texts of the time logs ('Rows per page:', '1–25 of 60', 'Go to next page'). */
export function paginationLabels(
  t: TFunction,
): Pick<TablePaginationProps, 'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'> {
  return {
    labelRowsPerPage: t('reports:pagination.rows_per_page'),
    labelDisplayedRows: ({ from, to, count }) => t('reports:pagination.displayed_rows', { from, to, total: count }),
    getItemAriaLabel: (type) => t(PAGE_ARIA_KEYS[type]),
  };
}

/** A duration in hours and minutes (docs/product/time-and-week.md#constants: '1h', '1h 30m'). */
export function durationLabel(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('reports:duration.hours', { hours })
    : t('reports:duration.hours_minutes', { hours, minutes: rest });
}
