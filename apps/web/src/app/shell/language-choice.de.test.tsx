import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@portal/shared';
import { ToastProvider } from '../../components/toast';
import { useSession, SessionProvider } from '../../features/session/session-context';
import { i18n } from '../../lib/i18n';
import { SignedInUserContext, SignedInUserUpdateContext } from '../../lib/signed-in-user';
import { currentUserAnswer, SIGNED_IN_USER, testQueryClient } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { theme } from '../theme';
import { AppShell } from './app-shell';

/** The shell as signed-in-routes.tsx puts it together, with the session's person and updates. */
function SignedInShell() {
  const { session, updateUser, endSession } = useSession();
  if (session.status !== 'signed-in') return <p>{session.status}</p>;
  return (
    <SignedInUserContext.Provider value={session.user}>
      <SignedInUserUpdateContext.Provider value={updateUser}>
        <AppShell user={session.user} title="common:routes.dashboard" onLogout={endSession}>
          <p>the screen</p>
        </AppShell>
      </SignedInUserUpdateContext.Provider>
    </SignedInUserContext.Provider>
  );
}

function renderSignedIn() {
  localStorage.setItem('token', 'stored-token');
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <QueryClientProvider client={testQueryClient()}>
          <ToastProvider>
            <SessionProvider>
              <SignedInShell />
            </SessionProvider>
          </ToastProvider>
        </QueryClientProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const chosen: { language?: FormDataEntryValue | null } = {};

// docs/product/languages.md#choice: the language select in the sidebar's foot saves the choice and switches at once.
describe('choosing a language in the sidebar', () => {
  const api = useStubbedApi(async (url, init) => {
    if (url === '/api/user') return reply('GET /user', currentUserAnswer());
    if (url === '/api/user/profile' && init?.method === 'POST') {
      chosen.language = (init.body as FormData).get('language');
      return reply('POST /user/profile', {
        data: { ...SIGNED_IN_USER, language: chosen.language as UserView['language'] },
      });
    }
    if (url === '/api/logout') return reply('POST /logout');
    throw new Error(`unexpected call ${url}`);
  });
  afterEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('saves Deutsch with POST /user/profile and shows the whole shell in German at once', async () => {
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Deutsch' })),
    );

    expect(await screen.findByRole('heading', { name: 'Übersicht' })).toBeTruthy();
    await vi.waitFor(() => expect(chosen.language).toBe('de'));
    expect(api.calls()).toContain('/api/user/profile');
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('link', { name: 'Urlaub' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Homeoffice' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sprache' }).textContent).toBe('Deutsch');
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');

    // Signing out goes back to the browser's language (English in jsdom).
    await act(async () => fireEvent.click(screen.getByText('Abmelden')));
    expect(await screen.findByText('anonymous')).toBeTruthy();
    expect(i18n.language).toBe('en');
  });
});
