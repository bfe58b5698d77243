import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import PublicHolidaysPage from './public-holidays-page';

const YEAR = new Date().getFullYear();

function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/national_holidays')
    return reply('GET /national_holidays', {
      data: [{ id: 1, title: 'Neujahr', date: `${YEAR}-01-01`, calendar_id: 1 }],
    });
  if (pathname === '/api/holiday_calendars')
    return reply('GET /holiday_calendars', { data: [{ id: 1, name: 'Berlin', country: 'DE', region: null }] });
  if (pathname === '/api/users') return reply('GET /users', { data: [] });
  if (pathname === '/api/national_holidays/countries')
    return reply('GET /national_holidays/countries', {
      data: [
        { code: 'AT', name: 'Austria', regions: [] },
        { code: 'DE', name: 'Germany', regions: [{ code: 'BY', name: 'Bavaria' }] },
      ],
    });
  if (pathname === '/api/national_holidays/import')
    return reply('GET /national_holidays/import', {
      data: [
        { date: `${YEAR}-01-01`, title: 'Neujahr', already_saved: true },
        { date: `${YEAR}-01-06`, title: 'Heilige Drei Könige', already_saved: false },
        { date: `${YEAR}-05-01`, title: 'Tag der Arbeit', already_saved: false },
      ],
    });
  throw new Error(`unexpected call ${url}`);
}

/** The picker's name of a day, as the browser writes it in German ("Freitag, 9. Januar 2026"). */
const germanDay = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

describe('the national holidays screen in German (docs/product/languages.md)', { timeout: 30_000 }, () => {
  useStubbedApi(async (url) => answer(url));
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the forms, the calendar and the table in German', async () => {
    renderScreen(<PublicHolidaysPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    const add = await screen.findByRole('form', { name: 'Feiertage hinzufügen' });
    expect(screen.getByRole('combobox', { name: 'Standort' }).textContent).toBe('Berlin');
    expect(screen.getByRole('tab', { name: 'Standorte' })).toBeTruthy();
    expect((within(add).getByLabelText('Bezeichnung') as HTMLInputElement).value).toBe('Feiertage');
    expect(within(add).getByRole('button', { name: `Heute, ${germanDay(new Date())}, ausgewählt` })).toBeTruthy();
    expect(within(add).getByRole('button', { name: 'Zum nächsten Monat' })).toBeTruthy();
    expect(within(add).getByRole('button', { name: 'Zurücksetzen' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Verfügbare Urlaubstage' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Feiertage' });
    expect(within(table).getByRole('columnheader', { name: 'Datum' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: `Neujahr am ${YEAR}-01-01 bearbeiten` })).toBeTruthy();
  });

  it('offers the countries by their German names and previews an import in German', async () => {
    renderScreen(<PublicHolidaysPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
    const section = await screen.findByRole('region', { name: 'Feiertage importieren' });
    const country = within(section).getByRole('combobox', { name: 'Land' });

    fireEvent.change(country, { target: { value: 'Deutsch' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Deutschland (DE)' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Vorschau' }));

    expect(await within(section).findByText('2 von 2 neuen Feiertagen ausgewählt')).toBeTruthy();
    expect(within(section).getByText('Bereits gespeichert')).toBeTruthy();
    expect(within(section).getByRole('checkbox', { name: 'Alle auswählen' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('checkbox', { name: `Tag der Arbeit am ${YEAR}-05-01` }));
    expect(within(section).getByText('1 von 2 neuen Feiertagen ausgewählt')).toBeTruthy();
  });
});
