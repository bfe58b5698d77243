import TablePagination from '@mui/material/TablePagination';
import { useState, type ReactNode } from 'react';

/** docs/product/time-and-week.md#constants: tables page by 50, 100 or 250 rows. */
export const PAGE_SIZES = [50, 100, 250];

export interface PageChoice {
  /** Counted from 0. */
  page: number;
  pageSize: number;
}

/** The page controls of docs/product/time-and-week.md#constants; nothing while every row fits on the first page. */
export function PageControls({
  count,
  page,
  pageSize,
  onChange,
}: PageChoice & { count: number; onChange: (choice: PageChoice) => void }) {
  if (count <= PAGE_SIZES[0]!) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onChange({ page: next, pageSize })}
      onRowsPerPageChange={(event) => onChange({ page: 0, pageSize: Number(event.target.value) })}
    />
  );
}

export interface PagedRows<T> {
  /** The rows of the current page. */
  shown: T[];
  /** The index of the page's first row among all rows. */
  first: number;
  /** Back to the first page, for when a filter changes. */
  toFirstPage: () => void;
  /** The page controls; nothing while every row fits on the first page. */
  pagination: ReactNode;
}

/** One page of a long table and its controls, kept on a page that still exists as rows go. */
export function usePagedRows<T>(rows: T[]): PagedRows<T> {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const shownPage = Math.min(page, Math.max(0, Math.ceil(rows.length / pageSize) - 1));
  const first = shownPage * pageSize;
  return {
    shown: rows.slice(first, first + pageSize),
    first,
    toFirstPage: () => setPage(0),
    pagination: (
      <PageControls
        count={rows.length}
        page={shownPage}
        pageSize={pageSize}
        onChange={(choice) => {
          setPage(choice.page);
          setPageSize(choice.pageSize);
        }}
      />
    ),
  };
}
