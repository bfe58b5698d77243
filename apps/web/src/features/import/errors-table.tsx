import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@portal/shared';
import { formatNumber } from '../../lib/format';
import { ROW_LINE, STICKY_HEADER_ROW, useVirtualRows, virtualRowPlace } from '../../lib/virtual-rows';

const ROW_ESTIMATE = 40;
const COLUMNS = '72px 1fr';

/** The rows' errors, virtualised: a file may bring up to 1,000 of them (docs/product/access.md#import). */
export function ImportErrorsTable({ errors }: { errors: ImportResult['errors'] }) {
  const { t } = useTranslation('import');
  const { scroller, virtualizer } = useVirtualRows<HTMLDivElement>(errors.length, ROW_ESTIMATE);
  return (
    <Paper
      ref={scroller}
      variant="outlined"
      role="table"
      tabIndex={0}
      aria-label={t('import:errors.label')}
      aria-rowcount={errors.length + 1}
      sx={{ overflow: 'auto', maxHeight: 360, position: 'relative' }}
    >
      <Box
        role="row"
        aria-rowindex={1}
        sx={{
          display: 'grid',
          gridTemplateColumns: COLUMNS,
          columnGap: 1,
          px: 1.5,
          py: 1,
          ...STICKY_HEADER_ROW,
        }}
      >
        <Box role="columnheader">{t('import:errors.row')}</Box>
        <Box role="columnheader">{t('import:errors.problem')}</Box>
      </Box>
      <Box role="rowgroup" sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const error = errors[item.index]!;
          return (
            <Box
              key={item.index}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              sx={{
                ...virtualRowPlace(item.start),
                display: 'grid',
                gridTemplateColumns: COLUMNS,
                columnGap: 1,
                px: 1.5,
                py: 1,
                ...ROW_LINE,
              }}
            >
              <Box role="cell">{formatNumber(error.row)}</Box>
              <Box role="cell" sx={{ overflowWrap: 'anywhere' }}>
                {error.message}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
