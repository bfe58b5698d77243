import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import ClientsPage from './clients-page';

const ACME = { id: 1207, name: 'Acme', share_key: 'k3y' };

describe('the clients screen in German (docs/product/languages.md)', () => {
  useStubbedApi(async (url) => {
    if (url === '/api/clients') return reply('GET /clients', { data: [ACME] });
    throw new Error(`unexpected call ${url}`);
  });
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names the form, the columns and the actions in German', async () => {
    renderScreen(<ClientsPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    const form = screen.getByRole('form', { name: 'Kunde anlegen' });
    expect(within(form).getByLabelText('Kundenname')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Kunden' });
    expect(within(table).getByRole('columnheader', { name: 'Freigabelink' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '1207' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Zeitnachweis' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Freigabelink von Acme kopieren' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Acme bearbeiten' }));

    expect(screen.getByRole('form', { name: 'Acme umbenennen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
  });
});
