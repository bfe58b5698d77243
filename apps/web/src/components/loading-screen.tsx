import { keyframes, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

const Centre = styled('div')({ minHeight: '50vh', display: 'grid', placeItems: 'center' });

/** index.html's first spinner in the theme's colour: a bordered box that only rotates. */
const Spinner = styled('span')(({ theme }) => ({
  display: 'block',
  width: 40,
  height: 40,
  boxSizing: 'border-box',
  border: `4px solid ${theme.lighten(theme.palette.primary.main, 0.85)}`,
  borderTopColor: theme.palette.primary.main,
  borderRadius: '50%',
  animation: `${rotate} 1s linear infinite`,
}));

/**
 * docs/product/roles-and-access.md#routes: a spinner while a screen loads. It only rotates a box, which the compositor
 * runs: a shrinking stroke repaints on the main thread in every frame, which the screen being loaded needs; and plain
 * elements keep MUI's CircularProgress out of the entry (docs/decisions/0016-web-budget.md).
 */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Centre role="status" aria-live="polite">
      <Spinner role="progressbar" aria-label={label ?? t('common:states.loading')} />
    </Centre>
  );
}
