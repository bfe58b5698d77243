import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { rowTexts } from '../../test/table-rows';
import LocationsPage from './locations-page';

function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/holiday_calendars')
    return reply('GET /holiday_calendars', { data: [{ id: 1, name: 'Berlin', country: 'DE', region: 'BY' }] });
  if (pathname === '/api/national_holidays/countries')
    return reply('GET /national_holidays/countries', {
      data: [{ code: 'DE', name: 'Germany', regions: [{ code: 'BY', name: 'Bayern' }] }],
    });
  throw new Error(`unexpected call ${url}`);
}

describe('the Locations tab in German (docs/product/languages.md)', { timeout: 30_000 }, () => {
  useStubbedApi(async (url) => answer(url));
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names the tabs, the table, the dialog and the way to the settings in German, and the country by its German name', async () => {
    renderScreen(<LocationsPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    expect(screen.getByRole('tab', { name: 'Standorte' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Feiertage' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Standorte' });
    expect(within(table).getByRole('columnheader', { name: 'Land' })).toBeTruthy();
    await vi.waitFor(() => expect(rowTexts(table)).toEqual([['Berlin', 'Deutschland', 'Bayern', '']]));
    expect(within(table).getByRole('button', { name: 'Berlin löschen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Einstellungen' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('tab', { name: 'Abwesenheitsarten' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Berlin bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Berlin bearbeiten' });
    expect(within(dialog).getByRole('combobox', { name: 'Region (optional)' }).textContent).toBe('Bayern');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Der Kalender braucht einen Namen.')).toBeTruthy();
  });
});
