import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@portal/shared';
import { VirtualRowGroup } from '../../components/virtual-row-group';
import { formatNumber } from '../../lib/format';
import { STICKY_HEADER_ROW, useVirtualRows } from '../../lib/virtual-rows';

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
      <VirtualRowGroup
        virtualizer={virtualizer}
        rows={errors}
        rowKey={(_error, index) => index}
        rowSx={{ display: 'grid', gridTemplateColumns: COLUMNS, columnGap: 1, px: 1.5, py: 1 }}
      >
        {(error) => (
          <>
            <Box role="cell">{formatNumber(error.row)}</Box>
            <Box role="cell" sx={{ overflowWrap: 'anywhere' }}>
              {error.message}
            </Box>
          </>
        )}
      </VirtualRowGroup>
    </Paper>
  );
}
