import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../../lib/api-routes';
import { reply } from '../../test/stubbed-api';
import OidcCallbackPage from './oidc-callback-page';

/** The callback answers `callback`; the code step answers a token for the code sent. */
function serve(callback: ApiAnswer<'GET /auth/callback'>) {
  const sent: { challenge: string; code: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/auth/callback')) return reply('GET /auth/callback', callback);
      const body = JSON.parse(String(init?.body)) as { challenge: string; code: string };
      sent.push(body);
      return reply('POST /login/2fa', { access_token: 'the-token' });
    }),
  );
  return sent;
}

function showCallback(onToken: (token: string) => void) {
  render(
    <MemoryRouter initialEntries={['/auth/google?code=c&state=s']}>
      <Routes>
        <Route path="/auth/google" element={<OidcCallbackPage onToken={onToken} />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** docs/product/access.md#oidc-second-factor: an admin owing the portal's code gets the code step after the provider. */
describe('OidcCallbackPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signs in straight away with a token', async () => {
    serve({ access_token: 'the-token' });
    const onToken = vi.fn();

    showCallback(onToken);

    expect(await screen.findByText('Home')).toBeTruthy();
    expect(onToken).toHaveBeenCalledWith('the-token');
  });

  it('asks for the code when the answer is a challenge, and signs in with it', async () => {
    const sent = serve({ two_factor_required: true, challenge: 'the-challenge' });
    const onToken = vi.fn();
    showCallback(onToken);

    const field = await screen.findByLabelText('6-digit code');
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Home')).toBeTruthy();
    expect(sent).toEqual([{ challenge: 'the-challenge', code: '123456' }]);
    expect(onToken).toHaveBeenCalledWith('the-token');
  });
});
