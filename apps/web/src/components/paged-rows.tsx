import TablePagination from '@mui/material/TablePagination';

/** docs/product/time-and-week.md#constants: tables page by 50, 100 or 250 rows. */
export const PAGE_SIZES = [50, 100, 250];

export interface PageChoice {
  /** Counted from 0. */
  page: number;
  pageSize: number;
}

/** On a 390px phone the controls are wider than the table: they wrap instead of being cut off on the left. */
const WRAPS_ON_PHONES = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
  '& .MuiTablePagination-spacer': { display: 'none' },
};

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
      sx={WRAPS_ON_PHONES}
    />
  );
}
