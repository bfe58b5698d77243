import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, call } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { renderScreen } from '../test/render-screen';
import { refuse, reply, useStubbedApi } from '../test/stubbed-api';
import { ReauthHost } from './reauth-host';

const PASSWORD = 'Quiet-Harbour-42';
let recent = false;
let reauths: unknown[] = [];

/** The server, stubbed: POST /user/tokens needs a recent sign-in, which POST /user/reauth gives for the right password. */
async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/user/tokens') {
    if (!recent) return refuse('REAUTH_REQUIRED', 'Confirm it is you.');
    return reply('POST /user/tokens', { id: 9, name: 'Script', token: 'sp_x' }, { status: 201 });
  }
  if (pathname === '/api/user/reauth') {
    const body = JSON.parse(String(init?.body)) as { password?: string; code?: string };
    reauths.push(body);
    if (body.password === PASSWORD || body.code === '123456') {
      recent = true;
      return reply('POST /user/reauth');
    }
    const field = body.code === undefined ? 'password' : 'code';
    const key = `errors:reauth.wrong_${field}`;
    return refuse('VALIDATION_FAILED', key, { errors: { [field]: [key] } });
  }
  throw new Error(`unexpected call ${url}`);
}

const makeToken = () => call('POST /user/tokens', { body: { name: 'Script', expires_in_days: 30 } });

/** docs/product/access.md#recent-sign-in: the dialog the API client opens on REAUTH_REQUIRED, and the call sent again. */
describe('the re-authentication dialog', () => {
  const { calls } = useStubbedApi(serve, () => {
    recent = false;
    reauths = [];
  });

  it('asks for the password, shows a wrong one on its field, then sends the refused call again', async () => {
    renderScreen(<ReauthHost twoFactor={false} onSignInAgain={() => {}} />);

    const made = makeToken();
    const password = await screen.findByLabelText('Password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.submit(password.closest('form')!);
    expect(await screen.findByText('This password is not right.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Confirm it is you' })).toBeTruthy();

    fireEvent.change(password, { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(made).resolves.toEqual({ id: 9, name: 'Script', token: 'sp_x' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls()).toEqual(['/api/user/tokens', '/api/user/reauth', '/api/user/reauth', '/api/user/tokens']);
  });

  it('offers a code instead for someone with two-factor sign-in', async () => {
    renderScreen(<ReauthHost twoFactor onSignInAgain={() => {}} />);

    const made = makeToken();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a code instead' }));
    fireEvent.change(screen.getByLabelText('Code from your app or a recovery code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(made).resolves.toMatchObject({ id: 9 });
    expect(reauths).toEqual([{ code: '123456' }]);
  });

  it('gives the refusal back to the screen when the person cancels, and sends nothing more', async () => {
    renderScreen(<ReauthHost twoFactor={false} onSignInAgain={() => {}} />);

    const made = makeToken();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    await expect(made).rejects.toBeInstanceOf(ApiError);
    await expect(made).rejects.toMatchObject({ code: 'REAUTH_REQUIRED' });
    expect(calls()).toEqual(['/api/user/tokens']);
  });

  it('opens one dialog for two calls refused at once, and sends both again', async () => {
    renderScreen(<ReauthHost twoFactor={false} onSignInAgain={() => {}} />);

    const both = Promise.all([makeToken(), makeToken()]);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(both).resolves.toHaveLength(2);
    expect(reauths).toHaveLength(1);
  });

  it('speaks German when German is shown', async () => {
    await i18n.changeLanguage('de');
    try {
      renderScreen(<ReauthHost twoFactor onSignInAgain={() => {}} />);
      void makeToken().catch(() => {});

      expect(await screen.findByRole('dialog', { name: 'Bestätige, dass du es bist' })).toBeTruthy();
      expect(screen.getByLabelText('Passwort')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Stattdessen einen Code nehmen' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
