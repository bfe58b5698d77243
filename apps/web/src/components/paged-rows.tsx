import TablePagination from '@mui/material/TablePagination';
import { useState, type ReactNode } from 'react';

/** Spec §9: tables page by 50, 100 or 250 rows. */
const PAGE_SIZES = [50, 100, 250];

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
    pagination: rows.length > PAGE_SIZES[0]! && (
      <TablePagination
        component="div"
        count={rows.length}
        page={shownPage}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
      />
    ),
  };
}
