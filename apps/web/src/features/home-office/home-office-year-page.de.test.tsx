import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import HomeOfficeYearPage from './home-office-year-page';

const YEAR = new Date().getFullYear();
const ADA = { user_id: 7, name: 'Ada', months: [2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] };
let people = [ADA];

describe('the home-office year in German (docs/product/languages.md)', () => {
  useStubbedApi(async (url) => {
    if (url === `/api/home_office/counts?year=${YEAR}`) return reply('GET /home_office/counts', { data: people });
    throw new Error(`unexpected call ${url}`);
  });
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => {
    people = [ADA];
    return i18n.changeLanguage('en');
  });

  it('names the years, the table and its columns in German', async () => {
    renderScreen(<HomeOfficeYearPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    expect(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächstes Jahr' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: `Homeoffice-Tage ${YEAR}` });
    expect(screen.getByRole('region', { name: `Homeoffice-Tabelle ${YEAR}` })).toBeTruthy();
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads[0]).toBe('Person');
    expect(heads[1]).toBe(`${YEAR}-01`);
    expect(heads.at(-1)).toBe('Gesamt');
    expect(within(table).getByRole('row', { name: /^Ada 2 0 1/ })).toBeTruthy();
  });

  it('says in German that there is nobody yet', async () => {
    people = [];
    renderScreen(<HomeOfficeYearPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    expect(await screen.findByRole('cell', { name: 'Noch keine Personen' })).toBeTruthy();
  });
});
