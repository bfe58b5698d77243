import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Spec §9: "The toast lasts 2000 ms." */
export const TOAST_MS = 2000;

type Severity = 'success' | 'error';
interface ToastState {
  message: string;
  severity: Severity;
  key: number;
}

const ToastContext = createContext<((message: string, severity?: Severity) => void) | null>(null);

/** The success toast at the bottom right of spec §2.12, for every screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const show = useCallback((message: string, severity: Severity = 'success') => {
    setToast({ message, severity, key: Date.now() });
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Its own node under <body>: inside the app root it would be aria-hidden while a dialog is open. */}
      <Portal>
        <Snackbar
          key={toast?.key}
          open={toast !== null}
          autoHideDuration={TOAST_MS}
          onClose={() => setToast(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Alert severity={toast?.severity ?? 'success'} variant="filled" onClose={() => setToast(null)}>
            {toast?.message}
          </Alert>
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}

export function useToast(): (message: string, severity?: Severity) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
