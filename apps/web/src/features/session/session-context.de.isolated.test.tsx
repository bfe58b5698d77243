import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import type * as I18nModule from '../../lib/i18n';
import { currentUserAnswer, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { SessionProvider, useSession } from './session-context';

/** showLanguage as lib/i18n.ts has it, except that the test says when the language's texts have arrived. */
const switching = vi.hoisted(() => ({ arrive: null as (() => void) | null, asked: [] as (string | null)[] }));
vi.mock('../../lib/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof I18nModule>();
  return {
    ...original,
    showLanguage: (language: Language | null) => {
      switching.asked.push(language);
      return new Promise<void>((resolve) => {
        switching.arrive = () => void original.showLanguage(language).then(() => resolve());
      });
    },
  };
});

function FirstScreen() {
  const { t } = useTranslation('common');
  const { session, endSession, updateUser } = useSession();
  if (session.status !== 'signed-in') return <p>{session.status}</p>;
  return (
    <>
      <p>{t('common:routes.dashboard')}</p>
      <button onClick={() => updateUser({ language: 'en' })}>back to English</button>
      <button onClick={() => void endSession()}>{t('common:menu.logout')}</button>
    </>
  );
}

function renderSession() {
  localStorage.setItem('token', 'stored-token');
  render(
    <SessionProvider>
      <FirstScreen />
    </SessionProvider>,
  );
}

/** Lets the language asked for last arrive. */
const arrive = () => act(async () => switching.arrive?.());

// docs/product/languages.md#choice: the person's own language from their first screen on, until they sign out.
describe("the session and the person's language", () => {
  useStubbedApi(async (url) => {
    if (url === '/api/user') return reply('GET /user', currentUserAnswer({ ...SIGNED_IN_USER, language: 'de' }));
    if (url === '/api/logout') return reply('POST /logout');
    throw new Error(`unexpected call ${url}`);
  });
  afterEach(async () => {
    switching.asked.length = 0;
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('signs in once the language of GET /api/user is shown, and shows the browser’s after sign-out', async () => {
    renderSession();
    await vi.waitFor(() => expect(switching.asked).toEqual(['de']));
    expect(screen.getByText('loading')).toBeTruthy();

    await arrive();

    expect(screen.getByText('Übersicht')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');

    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await vi.waitFor(() => expect(switching.asked).toEqual(['de', null]));
    await arrive();

    expect(await screen.findByText('anonymous')).toBeTruthy();
    expect(i18n.language).toBe('en');
  });

  it('shows the language of a change the server confirmed', async () => {
    renderSession();
    await vi.waitFor(() => expect(switching.asked).toEqual(['de']));
    await arrive();
    expect(screen.getByText('Übersicht')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'back to English' }));
    expect(switching.asked).toEqual(['de', 'en']);
    await arrive();

    expect(screen.getByText('Dashboard')).toBeTruthy();
  });
});
