import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiTokenView } from '@portal/shared';
import { renderScreen } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { ApiTokensPanel } from './api-tokens-panel';

const TOKEN = `sp_${'x'.repeat(43)}`;
let tokens: ApiTokenView[] = [];
let posted: unknown[] = [];

/** The server, stubbed: GET, POST and DELETE /user/tokens; the browser test runs the panel against the real one. */
async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://portal.test');
  const method = init?.method ?? 'GET';
  if (pathname === '/api/user/tokens' && method === 'GET') return reply('GET /user/tokens', { data: tokens });
  if (pathname === '/api/user/tokens' && method === 'POST') {
    const body = JSON.parse(String(init?.body)) as { name: string; expires_in_days: number };
    posted.push(body);
    tokens = [...tokens, token(9, body.name, null)];
    return reply('POST /user/tokens', { id: 9, name: body.name, token: TOKEN }, { status: 201 });
  }
  const revoked = /^\/api\/user\/tokens\/(\d+)$/.exec(pathname);
  if (revoked && method === 'DELETE') {
    tokens = tokens.filter((one) => one.id !== Number(revoked[1]));
    return reply('DELETE /user/tokens/:id');
  }
  throw new Error(`unexpected call ${method} ${url}`);
}

function token(id: number, name: string, lastUsed: string | null): ApiTokenView {
  return {
    id,
    name,
    created_at: '2026-03-02T09:05:00Z',
    expires_at: '2026-04-01T09:05:00Z',
    last_used_at: lastUsed,
  };
}

/** docs/product/access.md#api-tokens: the panel of the Sign-in and security screen. */
describe('the API-tokens panel', () => {
  useStubbedApi(serve, () => {
    tokens = [];
    posted = [];
  });

  it('says so when there are no tokens, and links to the API documentation', async () => {
    renderScreen(<ApiTokensPanel />);

    expect(await screen.findByText('You have no active API tokens.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try calls in the API documentation' }).getAttribute('href')).toBe(
      '/api/docs',
    );
  });

  it('lists each token with its dates and last use, or "Never used"', async () => {
    tokens = [token(1, 'Export script', '2026-03-03T10:00:00Z'), token(2, 'CI', null)];

    renderScreen(<ApiTokensPanel />);

    const list = await screen.findByRole('list', { name: 'Your active API tokens' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Export scriptCreated 2 Mar 2026 · Expires 1 Apr 2026Last used 3 Mar 2026, 11:00Revoke',
      'CICreated 2 Mar 2026 · Expires 1 Apr 2026Never usedRevoke',
    ]);
  });

  it('checks the name and the days with the shared schema before creating', async () => {
    renderScreen(<ApiTokensPanel />);
    await screen.findByText('You have no active API tokens.');
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });

    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Days' }), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose between 1 and 365 days.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('creates a token with a preset expiry and shows it once', async () => {
    renderScreen(<ApiTokensPanel />);
    await screen.findByText('You have no active API tokens.');
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Nightly sync' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '90 days' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new token “Nightly sync”' });
    expect(within(shown).getByRole('textbox', { name: 'Token' })).toHaveProperty('value', TOKEN);
    expect(within(shown).getByText(/you won’t see it again/)).toBeTruthy();
    expect(posted).toEqual([{ name: 'Nightly sync', expires_in_days: 90 }]);

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Nightly sync')).toBeTruthy();
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();
  });

  it('revokes a token after asking', async () => {
    tokens = [token(1, 'Export script', null)];
    renderScreen(<ApiTokensPanel />);

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Export script' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke token?' });
    expect(confirm.textContent).toContain('Scripts that use “Export script” stop working at once.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('You have no active API tokens.')).toBeTruthy();
    expect(await screen.findByText('Token revoked')).toBeTruthy();
  });
});
