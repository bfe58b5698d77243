import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Role, type AuditEntryView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { rowTexts } from '../../test/table-rows';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import AuditPage from './audit-page';

const entry = (id: number, changes: Partial<AuditEntryView>): AuditEntryView => ({
  id,
  // 10:05 in Berlin, the tests' time zone.
  at: '2026-03-02T09:05:00Z',
  actor_id: 1,
  actor_name: 'Ada Admin',
  action: 'user.create',
  target_type: 'user',
  target_id: '12',
  before: null,
  after: null,
  ip: '10.0.0.1',
  via_token: null,
  ...changes,
});

const ENTRIES = [
  entry(1, { after: { name: 'Ben' } }),
  entry(2, { action: 'settings.update', target_type: 'settings', target_id: null }),
  entry(3, { action: 'skill.delete', target_type: 'skill', target_id: '4' }),
  entry(4, { action: 'some.new_action', target_type: 'gadget', target_id: '9' }),
  // docs/product/access.md#api-tokens: made with a personal API token.
  entry(5, {
    action: 'client.create',
    target_type: 'client',
    target_id: '7',
    via_token: { id: 3, name: 'Nightly sync' },
  }),
];

/** The server, stubbed: the audit trail and the people filter; the browser tests run the screen against the real one. */
function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/users/names')
    return reply('GET /users/names', { data: [{ id: 1, name: 'Ada Admin', role_id: Role.SUPER_ADMIN }] });
  if (pathname === '/api/audit')
    return reply('GET /audit', { data: ENTRIES, meta: { total: ENTRIES.length, page: 1, page_size: 50 } });
  throw new Error(`unexpected call ${url}`);
}

/** The texts of each body row's cells. */
const rows = () => rowTexts();

describe('/audit in English and German (docs/product/reports.md#audit)', () => {
  useStubbedApi(async (url) => answer(url));
  afterEach(() => i18n.changeLanguage('en'));

  const renderPage = () => renderScreen(<AuditPage />, { user: { ...SIGNED_IN_USER, role_id: Role.SUPER_ADMIN } });

  it('shows the actions and targets as recorded in English', async () => {
    renderPage();

    expect(await screen.findByRole('table', { name: 'Audit trail' })).toBeTruthy();
    expect(rows()).toEqual([
      ['2 Mar 2026, 10:05', 'Ada Admin', 'user.create', 'user 12', '–', '{"name":"Ben"}', '10.0.0.1'],
      ['2 Mar 2026, 10:05', 'Ada Admin', 'settings.update', 'settings null', '–', '–', '10.0.0.1'],
      ['2 Mar 2026, 10:05', 'Ada Admin', 'skill.delete', 'skill 4', '–', '–', '10.0.0.1'],
      ['2 Mar 2026, 10:05', 'Ada Admin', 'some.new_action', 'gadget 9', '–', '–', '10.0.0.1'],
      ['2 Mar 2026, 10:05', 'Ada Adminvia token «Nightly sync»', 'client.create', 'client 7', '–', '–', '10.0.0.1'],
    ]);
    expect(screen.getByText('via token «Nightly sync»')).toBeTruthy();
    expect(screen.getByText('Rows per page:')).toBeTruthy();
    expect(screen.getByText('1–5 of 5')).toBeTruthy();
  });

  it('names the actions, the targets, the columns and the filters in German, with a German date', async () => {
    await i18n.changeLanguage('de');
    renderPage();

    expect(await screen.findByRole('table', { name: 'Protokoll' })).toBeTruthy();
    for (const column of ['Wann', 'Wer', 'Aktion', 'Betrifft', 'Vorher', 'Nachher', 'IP-Adresse'])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    expect(rows()).toEqual([
      ['02.03.2026, 10:05', 'Ada Admin', 'Person angelegt', 'Person 12', '–', '{"name":"Ben"}', '10.0.0.1'],
      ['02.03.2026, 10:05', 'Ada Admin', 'Einstellungen geändert', 'Einstellungen', '–', '–', '10.0.0.1'],
      ['02.03.2026, 10:05', 'Ada Admin', 'Kompetenz gelöscht', 'Kompetenz 4', '–', '–', '10.0.0.1'],
      // What this screen has no name for shows as recorded.
      ['02.03.2026, 10:05', 'Ada Admin', 'some.new_action', 'gadget 9', '–', '–', '10.0.0.1'],
      ['02.03.2026, 10:05', 'Ada Adminüber Token „Nightly sync“', 'Kunde angelegt', 'Kunde 7', '–', '–', '10.0.0.1'],
    ]);
    expect(screen.getByText('Zeilen pro Seite:')).toBeTruthy();
    expect(screen.getByText('1–5 von 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zur nächsten Seite' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Aktion' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]!.textContent).toBe('Alle Aktionen');
    expect(options.map((option) => option.textContent)).toContain('Anmeldung fehlgeschlagen');
    expect(options.find((option) => option.textContent === 'Urlaubsanspruch festgelegt')?.dataset.value).toBe(
      'allowance.set',
    );
  });
});
