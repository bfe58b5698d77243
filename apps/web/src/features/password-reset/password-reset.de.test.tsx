import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

function renderAt(link: string, page: ReactNode) {
  render(<MemoryRouter initialEntries={[link]}>{page}</MemoryRouter>);
}

describe('forgot and reset password in German (docs/product/languages.md)', () => {
  // Both steps answer the same for any address (docs/product/people-and-clients.md#password-reset).
  const api = useStubbedApi(async (url) =>
    url === '/api/reset-password'
      ? reply('POST /reset-password', { success: true })
      : reply('POST /forgot-password', { success: true }),
  );
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('asks for the address in German and confirms in German', async () => {
    renderAt('/forgot-password', <ForgotPasswordPage />);

    expect(screen.getByRole('heading', { name: 'Passwort vergessen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sprache' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'rita@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));

    expect(
      await screen.findByText(
        'Falls ein Konto diese Adresse nutzt, ist eine E-Mail mit einem Link zum Zurücksetzen unterwegs.',
      ),
    ).toBeTruthy();
    const [, init] = api.fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('de');
  });

  it('names the new password fields and a mismatch in German', () => {
    renderAt('/change-password?email=rita%40example.com&token=t', <ResetPasswordPage />);

    expect(screen.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'first-secret' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort bestätigen'), { target: { value: 'other-secret' } });

    expect(screen.getByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zurücksetzen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says in German that a link is incomplete', () => {
    renderAt('/change-password', <ResetPasswordPage />);

    expect(
      screen.getByText('Dieser Link ist unvollständig. Bitte öffne den Link aus der E-Mail noch einmal.'),
    ).toBeTruthy();
  });
});
