import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A table's head: one plain cell per column, saying what it holds. */
export function TableHeadings({ labels }: { labels: string[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label}>{label}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** The one line a table shows when it has no rows, across all its columns. */
export function EmptyRow({ columns, sx, children }: { columns: number; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={sx}>
        {children}
      </TableCell>
    </TableRow>
  );
}
