import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from 'react-error-boundary';

/**
 * What a screen shows instead of a blank page when it cannot be drawn: its chunk failed to load (the
 * network dropped, or a new version replaced the files) or it failed while rendering.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<ScreenFailed />}>{children}</ErrorBoundary>;
}

function ScreenFailed() {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('common:states.reload')}
        </Button>
      }
    >
      {t('common:states.screen_failed')}
    </Alert>
  );
}
