import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from './loading-screen';

/** The loading and error states every data screen shows before its content. */
export function QueryState({ isLoading, error, onRetry }: { isLoading: boolean; error: unknown; onRetry(): void }) {
  const { t } = useTranslation('common');
  if (isLoading) return <LoadingScreen />;
  if (error) {
    return (
      <RetryAlert onRetry={onRetry}>
        {error instanceof Error ? error.message : t('common:states.something_wrong')}
      </RetryAlert>
    );
  }
  return null;
}

/** What failed to load, with Try again beside it. */
export function RetryAlert({ onRetry, children }: { onRetry(): void; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common:states.try_again')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
