import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/toast';
import { SessionProvider } from '../features/session/session-context';
import { theme } from './theme';

/** What every screen needs; React Query comes with the screens that fetch (app/query-provider.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <SessionProvider>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </BrowserRouter>
    </ThemeProvider>
  );
}
