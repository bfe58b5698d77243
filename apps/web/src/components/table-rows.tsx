import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A column's heading: what it holds; a column of numbers is right-aligned. */
export type Heading = string | { label: string; numeric: true };

/** A table's head: one cell per column, saying what it holds. */
export function TableHeadings({ labels }: { labels: Heading[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((heading) =>
          typeof heading === 'string' ? (
            <TableCell key={heading}>{heading}</TableCell>
          ) : (
            <TableCell key={heading.label} align="right">
              {heading.label}
            </TableCell>
          ),
        )}
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
