import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** What went wrong last, as an error line its reader can close; nothing while all is well. */
export function DismissibleError({
  message,
  onDismiss,
  sx,
}: {
  message: string | null;
  onDismiss(): void;
  sx?: SxProps<Theme>;
}) {
  if (!message) return null;
  return (
    <Alert severity="error" onClose={onDismiss} sx={sx}>
      {message}
    </Alert>
  );
}
