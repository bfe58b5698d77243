import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Role, type UserView } from '@portal/shared';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/toast';
import type { ApiAnswer } from '../lib/api-routes';
import { SignedInUserContext } from '../lib/signed-in-user';

/** An active employee as GET /api/user describes one, with `changes`. */
export function userView(changes: Partial<UserView> = {}): UserView {
  return {
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
    language: null,
    holiday_calendar_id: 1,
    start_date: null,
    end_date: null,
    two_factor_enabled: false,
    two_factor_enabled_at: null,
    ...changes,
  };
}

export const SIGNED_IN_USER = userView();

/**
 * GET /api/user's answer for `user`: the person with their clients, whether they owe a second factor, and their balances
 * (none yet).
 */
export function currentUserAnswer(user: UserView = SIGNED_IN_USER): ApiAnswer<'GET /user'> {
  return {
    data: {
      ...user,
      clients: [],
      two_factor_setup_required: false,
      available_days_prev: 0,
      available_days_current: 0,
      available_days_next: 0,
      available_days_left_prev: 0,
      available_days_left_current: 0,
      available_days_left_next: 0,
      available_days_left_all: 0,
      available_days_expired_prev: 0,
      prev_usable_until: null,
    },
  };
}

/**
 * A form or screen with what the app gives it: theme, router, React Query, toasts and the signed-in
 * person. There is no server: a query that asks one fails at once and the screen draws without it.
 */
export function renderScreen(
  ui: ReactNode,
  { user = SIGNED_IN_USER, queryClient = testQueryClient() }: { user?: UserView; queryClient?: QueryClient } = {},
) {
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

/** React Query without retries: a failed request shows its error state at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
