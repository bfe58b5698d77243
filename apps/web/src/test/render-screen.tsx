import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Role, type UserView } from '@portal/shared';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/toast';
import { SignedInUserContext } from '../lib/signed-in-user';

export const SIGNED_IN_USER: UserView = {
  id: 4,
  name: 'Ben Fischer',
  email: 'ben@example.com',
  role_id: Role.USER,
  status: 'active',
  level: null,
  additional_roles: [],
  birthday: null,
  profile_picture: null,
  profile_picture_focal_point: '50% 50%',
  client_id: null,
  public_logs: false,
};

/**
 * A form or screen with what the app gives it: theme, router, React Query, toasts and the signed-in
 * person. There is no server: a query that asks one fails at once and the screen draws without it.
 */
export function renderScreen(ui: ReactNode, { user = SIGNED_IN_USER }: { user?: UserView } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <SignedInUserContext.Provider value={user}>
            <ToastProvider>{ui}</ToastProvider>
          </SignedInUserContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
