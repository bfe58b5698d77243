import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { refuse } from '../../test/stubbed-api';
import LoginPage from './login-page';
import { SessionProvider } from './session-context';

function renderLogin() {
  render(
    <MemoryRouter>
      <SessionProvider>
        <LoginPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

/** The headers of the last call to the stubbed `fetch`. */
const lastHeaders = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls.at(-1)?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined;

describe('the login page in German (docs/product/languages.md)', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  describe('shown in German', () => {
    beforeEach(() => i18n.changeLanguage('de'));

    it('names the fields, the buttons and the link in German', () => {
      renderLogin();

      expect(screen.getByRole('heading', { name: 'Staff Portal' })).toBeTruthy();
      expect(screen.getByText('Melde dich an, um fortzufahren')).toBeTruthy();
      expect(screen.getByLabelText('E-Mail')).toBeTruthy();
      expect(screen.getByLabelText('Passwort')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Deutsch', pressed: true })).toBeTruthy();
    });

    it('asks the server in German and says so when the network is down', async () => {
      const fetchMock = vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      vi.stubGlobal('fetch', fetchMock);
      renderLogin();
      fireEvent.input(screen.getByLabelText('E-Mail'), { target: { value: 'ada@example.com' } });
      fireEvent.input(screen.getByLabelText('Passwort'), { target: { value: 'whatever-it-is' } });

      fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

      expect((await screen.findByRole('alert')).textContent).toBe(
        'Netzwerkfehler: Bitte prüfe deine Internetverbindung.',
      );
      expect(lastHeaders(fetchMock)?.['Accept-Language']).toBe('de');
    });
  });

  it('switches to German before sign-in, remembers it in this browser and asks the server in German', async () => {
    const fetchMock = vi.fn(async () => refuse('BAD_CREDENTIALS', 'Diese Zugangsdaten sind uns nicht bekannt.'));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const switcher = screen.getByRole('group', { name: 'Language' });
    expect(switcher.querySelector('[lang="de"]')?.textContent).toBe('Deutsch');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deutsch' })));

    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deutsch', pressed: true })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('portal.language')).toBe('de');

    fireEvent.input(screen.getByLabelText('E-Mail'), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText('Passwort'), { target: { value: 'whatever-it-is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Diese Zugangsdaten sind uns nicht bekannt.');
    expect(lastHeaders(fetchMock)?.['Accept-Language']).toBe('de');
  });
});
