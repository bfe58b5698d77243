import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastSeverity, ToastState } from './toast-state';

const ToastContext = createContext<((message: string, severity?: ToastSeverity) => void) | null>(null);
const ToastSnackbar = lazy(() => import('./toast-snackbar'));

/** The success toast at the bottom right of docs/product/people-and-clients.md#users-screen, for every screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  // Mounted from the first toast on, so that later toasts open and close as before.
  const [shown, setShown] = useState(false);
  const show = useCallback((message: string, severity: ToastSeverity = 'success') => {
    setShown(true);
    setToast({ message, severity, key: Date.now() });
  }, []);
  const close = useCallback(() => setToast(null), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastSnackbar toast={toast} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (message: string, severity?: ToastSeverity) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
