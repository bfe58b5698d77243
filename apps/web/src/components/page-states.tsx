import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from './loading-screen';

/** The loading and error states every data screen shows before its content. */
export function QueryState({ isLoading, error, onRetry }: { isLoading: boolean; error: unknown; onRetry(): void }) {
  const { t } = useTranslation('common');
  if (isLoading) return <LoadingScreen />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common:states.try_again')}
          </Button>
        }
      >
        {error instanceof Error ? error.message : t('common:states.something_wrong')}
      </Alert>
    );
  }
  return null;
}
