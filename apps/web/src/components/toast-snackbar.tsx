import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_MS, type ToastState } from './toast-state';

/** The toast itself: its own chunk, loaded with the first toast (docs/decisions/0016-web-budget.md). */
export default function ToastSnackbar({ toast, onClose }: { toast: ToastState | null; onClose(): void }) {
  return (
    // Its own node under <body>: inside the app root it would be aria-hidden while a dialog is open.
    <Portal>
      <Snackbar
        key={toast?.key}
        open={toast !== null}
        autoHideDuration={TOAST_MS}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert severity={toast?.severity ?? 'success'} variant="filled" onClose={onClose}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
