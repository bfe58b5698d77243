import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserAnswer, userView } from '../../test/render-screen';
import { refuse, reply } from '../../test/stubbed-api';
import LoginPage from './login-page';
import { SessionProvider } from './session-context';

const SIGNED_IN_USER = userView({ id: 1, name: 'Ada', email: 'ada@example.com', role_id: 1 });

/** The server's answers are stubbed here; the browser tests run the same screen against the real one. */
function answerLogin(login: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/login') ? login() : reply('GET /user', currentUserAnswer(SIGNED_IN_USER)),
    ),
  );
}

/** A refusal of the sign-in with each status the test names. */
const REFUSED = { 401: 'BAD_CREDENTIALS', 403: 'ACCOUNT_DEACTIVATED', 429: 'TOO_MANY_ATTEMPTS' } as const;

function renderLogin() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SessionProvider>
          <LoginPage />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'whatever-it-is' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage errors (docs/product/http-contract.md#screen-messages)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('puts the server field messages of a 400 under their fields', async () => {
    answerLogin(() =>
      refuse('VALIDATION_FAILED', 'Invalid email address', {
        errors: { email: ['Invalid email address'], password: ['Password is too long'] },
      }),
    );
    renderLogin();

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password is too long')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([401, 403, 429] as const)('shows the message of a %s as a general error', async (status) => {
    answerLogin(() => refuse(REFUSED[status], `Message of ${status}`));
    renderLogin();

    expect((await screen.findByRole('alert')).textContent).toBe(`Message of ${status}`);
  });

  it('stores the token under "token" on success', async () => {
    answerLogin(() => reply('POST /login', { access_token: 'the-token' }));
    renderLogin();

    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('the-token'));
  });
});
