import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * docs/product/roles-and-access.md#routes: a spinner while a screen loads. It only rotates (disableShrink): the shrinking stroke
 * repaints on the main thread in every frame, which the screen being loaded needs (docs/decisions/0016-web-budget.md).
 */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress disableShrink aria-label={label ?? t('common:states.loading')} />
    </Box>
  );
}
