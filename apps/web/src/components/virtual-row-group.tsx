import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { Key, ReactNode } from 'react';
import { ROW_LINE, virtualRowPlace } from '../lib/virtual-rows';

interface VirtualRowGroupProps<Row> {
  /** From useVirtualRows, over `rows`. */
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rows: readonly Row[];
  rowKey(row: Row, index: number): Key;
  /** Each row's grid: its columns and spacing. */
  rowSx: SystemStyleObject<Theme>;
  /** A row's cells. */
  children(row: Row): ReactNode;
}

/**
 * A virtualised table's rows (role rowgroup), only those in sight, each measured as it draws and counted after the
 * header row (aria-rowindex) for a screen reader.
 */
export function VirtualRowGroup<Row>({ virtualizer, rows, rowKey, rowSx, children }: VirtualRowGroupProps<Row>) {
  return (
    <Box role="rowgroup" sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <Box
            key={rowKey(row, item.index)}
            ref={virtualizer.measureElement}
            data-index={item.index}
            role="row"
            aria-rowindex={item.index + 2}
            sx={{ ...virtualRowPlace(item.start), ...rowSx, ...ROW_LINE }}
          >
            {children(row)}
          </Box>
        );
      })}
    </Box>
  );
}
