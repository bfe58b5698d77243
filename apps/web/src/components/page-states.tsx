import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { LoadingScreen } from './loading-screen';

/** The loading and error states every data screen shows before its content. */
export function QueryState({ isLoading, error, onRetry }: { isLoading: boolean; error: unknown; onRetry(): void }) {
  if (isLoading) return <LoadingScreen />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {error instanceof Error ? error.message : 'Something went wrong.'}
      </Alert>
    );
  }
  return null;
}
