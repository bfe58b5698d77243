import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserAnswer, userView } from '../../test/render-screen';
import { refuse, reply } from '../../test/stubbed-api';
import LoginPage from './login-page';
import { SessionProvider } from './session-context';

/** The second step's answer for each code sent; the password step always asks for a code. */
function serve(secondStep: (code: string) => Response) {
  const sent: { challenge: string; code: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/login'))
        return reply('POST /login', { two_factor_required: true, challenge: 'the-challenge' });
      if (url.endsWith('/login/2fa')) {
        const body = JSON.parse(String(init?.body)) as { challenge: string; code: string };
        sent.push(body);
        return secondStep(body.code);
      }
      return reply('GET /user', currentUserAnswer(userView()));
    }),
  );
  return sent;
}

async function passwordStep() {
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
  return (await screen.findByLabelText('6-digit code')) as HTMLInputElement;
}

/** docs/product/access.md#two-factor: the login's second step. */
describe('LoginPage second step', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for the code as a one-time code on a numeric keyboard, and signs in with it', async () => {
    const sent = serve(() => reply('POST /login/2fa', { access_token: 'the-token' }));
    const field = await passwordStep();

    expect(field.autocomplete).toBe('one-time-code');
    expect(field.inputMode).toBe('numeric');
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('the-token'));
    expect(sent).toEqual([{ challenge: 'the-challenge', code: '123456' }]);
  });

  it("shows a wrong code's message under the field", async () => {
    serve(() => refuse('BAD_TWO_FACTOR_CODE', 'This code is not valid.'));
    const field = await passwordStep();

    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('This code is not valid.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes a recovery code after the switch', async () => {
    const sent = serve(() => reply('POST /login/2fa', { access_token: 'the-token' }));
    await passwordStep();

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'abcde-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(sent).toEqual([{ challenge: 'the-challenge', code: 'abcde-12345' }]));
    expect(field.autocomplete).toBe('off');
  });

  it('goes back to the password with a message when the sign-in expired', async () => {
    serve(() => refuse('SIGN_IN_CHALLENGE_EXPIRED', 'Expired on the server.'));
    const field = await passwordStep();

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in has expired. Please enter your password again.',
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('goes back to the password on Back', async () => {
    serve(() => reply('POST /login/2fa', { access_token: 'the-token' }));
    await passwordStep();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
