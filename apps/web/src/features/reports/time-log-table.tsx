import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthYearSelect } from '../../components/month-year-select';
import { formatTotalHours } from '../../lib/format';

/** Above a time log: the month shown and, beside it, the downloads. */
export function TimeLogToolbar({
  month,
  year,
  onMonthChange,
  children,
}: {
  month: number;
  year: number;
  onMonthChange(month: number, year: number): void;
  children: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <MonthYearSelect month={month} year={year} onChange={onMonthChange} />
      {children}
    </Stack>
  );
}

const TOTAL = { fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' } as const;

/** A time log's last line: 'Total hours' across the first columns, the month's sum in the last. */
export function TotalHoursFooter({
  labelColumns,
  minutes,
  testId,
}: {
  labelColumns: number;
  minutes: number;
  testId?: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <TableFooter>
      <TableRow>
        <TableCell colSpan={labelColumns} sx={TOTAL}>
          {t('reports:time_log.total_hours')}
        </TableCell>
        <TableCell align="right" sx={TOTAL} data-testid={testId}>
          {formatTotalHours(minutes)}
        </TableCell>
      </TableRow>
    </TableFooter>
  );
}

/** Which page of a time log is shown, and how many rows a page holds: a new size starts again at the first page. */
export function useTimeLogPages(firstPageSize: number) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(firstPageSize);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    shown: <Row,>(rows: Row[]) => rows.slice(page * pageSize, (page + 1) * pageSize),
  };
}

/** A time log's page controls, in the language shown. */
export function TimeLogPagination({
  count,
  sizes,
  pages,
}: {
  count: number;
  sizes: number[];
  pages: ReturnType<typeof useTimeLogPages>;
}) {
  const { t } = useTranslation('reports');
  return (
    <TablePagination
      component="div"
      count={count}
      page={pages.page}
      onPageChange={(_event, next) => pages.setPage(next)}
      rowsPerPage={pages.pageSize}
      rowsPerPageOptions={sizes}
      onRowsPerPageChange={(event) => pages.setPageSize(Number(event.target.value))}
      {...paginationLabels(t)}
    />
  );
}

const PAGE_ARIA_KEYS = {
  first: 'reports:pagination.first',
  last: 'reports:pagination.last',
  next: 'reports:pagination.next',
  previous: 'reports:pagination.previous',
} as const;

/** The page controls' texts of the time logs ('Rows per page:', '1–25 of 60', 'Go to next page'). */
function paginationLabels(
  t: TFunction,
): Pick<TablePaginationProps, 'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'> {
  return {
    labelRowsPerPage: t('reports:pagination.rows_per_page'),
    labelDisplayedRows: ({ from, to, count }) => t('reports:pagination.displayed_rows', { from, to, total: count }),
    getItemAriaLabel: (type) => t(PAGE_ARIA_KEYS[type]),
  };
}
