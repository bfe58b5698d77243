import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import SettingsPage from './settings-page';

function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/settings')
    return reply('GET /settings', {
      data: {
        leave_approver: { id: 1, name: 'Anna Weber' },
        time_zone: 'Europe/Berlin',
        carry_over_until: '03-31',
        locked_until: '2026-10-31',
        reminder_weekday: 5,
        reminder_hour: 14,
        require_2fa_for_admins: false,
      },
    });
  if (pathname === '/api/users/names')
    return reply('GET /users/names', { data: [{ id: 1, name: 'Anna Weber', role_id: Role.SUPER_ADMIN }] });
  throw new Error(`unexpected call ${url}`);
}

describe('the Settings screen in German (docs/product/languages.md)', { timeout: 30_000 }, () => {
  useStubbedApi(async (url) => answer(url));
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names every setting, its hint and its buttons in German', async () => {
    renderScreen(<SettingsPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    const lock = await screen.findByRole('form', { name: 'Sperrdatum' });
    expect((within(lock).getByLabelText('Gesperrt bis einschließlich') as HTMLInputElement).value).toBe('2026-10-31');
    expect(within(lock).getByRole('button', { name: 'Keine Sperre' })).toBeTruthy();
    expect(
      within(lock).getByText(
        'Arbeitszeiten und Homeoffice-Tage bis einschließlich dieses Tages können nicht mehr geändert werden; Änderungen von Super-Administratoren werden im Protokoll festgehalten.',
      ),
    ).toBeTruthy();
    const reminder = screen.getByRole('form', { name: 'Wöchentliche Erinnerung' });
    expect(within(reminder).getByRole('combobox', { name: 'Tag' }).textContent).toBe('Freitag');
    expect(within(reminder).getByRole('combobox', { name: 'Uhrzeit' }).textContent).toBe('14:00');
    expect(screen.getByRole('form', { name: 'Zeitzone' })).toBeTruthy();
    const carryOver = screen.getByRole('form', { name: 'Resturlaub verfällt' });
    expect(within(carryOver).getByRole('combobox', { name: 'Monat' }).textContent).toBe('März');
    const approver = screen.getByRole('form', { name: 'Urlaubsgenehmigung' });
    expect(within(approver).getByRole('combobox', { name: 'Genehmigt von' }).textContent).toBe('Anna Weber');
  });
});
