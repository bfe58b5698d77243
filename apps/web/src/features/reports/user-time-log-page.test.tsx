import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { Role, type WorkLogView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { useCaughtDownloads } from '../../test/downloads';
import { rowTexts } from '../../test/table-rows';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import UserTimeLogPage from './user-time-log-page';

const log = (id: number, date: string, duration: number): WorkLogView => ({
  id,
  date,
  duration,
  description: `Work ${id}`,
  client_id: 7,
  client_name: 'Acme',
  user_id: 4,
});

/** Monday 2 March 2026: 60 + 40 minutes; Tuesday: 30. */
const LOGS = [log(1, '2026-03-02', 60), log(2, '2026-03-02', 40), log(3, '2026-03-03', 30)];

/** The texts of each body row's cells. */
const rows = () => rowTexts(screen.getByRole('table', { name: /Time log|Zeitnachweis/ }));

describe('/timelog/user/{id} in English and German (docs/product/reports.md#user-month)', () => {
  const { calls } = useStubbedApi(async (url) => {
    const user = { id: 4, name: 'Ben Fischer', email: 'ben@example.com' };
    if (url.endsWith('format=pdf')) return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    if (url === '/api/report/user/4/month/3/year/2026')
      return reply('GET /report/user/:id/month/:m/year/:y', { data: { user, logs: LOGS } });
    if (url === '/api/report/user/4/month/4/year/2026')
      return reply('GET /report/user/:id/month/:m/year/:y', { data: { user, logs: [] } });
    return refuse('NOT_FOUND', 'User not found.');
  });
  const downloads = useCaughtDownloads();
  afterEach(() => i18n.changeLanguage('en'));

  const renderPage = () =>
    renderScreen(
      <Routes location="/timelog/user/4?month=3&year=2026">
        <Route path="/timelog/user/:id" element={<UserTimeLogPage />} />
      </Routes>,
      { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } },
    );

  it('keeps the English month as the spec writes it', async () => {
    renderPage();

    expect(await screen.findByText('ben@example.com · March 2026')).toBeTruthy();
    expect(rows()).toEqual([
      ['2026-03-02', 'Acme', 'Work 1', '60', ''],
      ['2026-03-02', 'Acme', 'Work 2', '40', ''],
      ['2026-03-02 total', '100', '1.67'],
      ['2026-03-03', 'Acme', 'Work 3', '30', ''],
      ['2026-03-03 total', '30', '0.50'],
      ['Total hours', '2.2'],
    ]);
  });

  it('speaks German, with German dates and decimals', async () => {
    await i18n.changeLanguage('de');
    renderPage();

    expect(await screen.findByText('ben@example.com · März 2026')).toBeTruthy();
    for (const column of ['Datum', 'Kunde', 'Beschreibung', 'Dauer (Minuten)', 'Stunden pro Tag'])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    expect(rows()).toEqual([
      ['02.03.2026', 'Acme', 'Work 1', '60', ''],
      ['02.03.2026', 'Acme', 'Work 2', '40', ''],
      ['Summe 02.03.2026', '100', '1,67'],
      ['03.03.2026', 'Acme', 'Work 3', '30', ''],
      ['Summe 03.03.2026', '30', '0,50'],
      ['Stunden gesamt', '2,2'],
    ]);
    expect(screen.getByRole('region', { name: 'Tabelle des Zeitnachweises' })).toBeTruthy();
    expect(screen.getByText('Zeilen pro Seite:')).toBeTruthy();
    expect(screen.getByText('1–5 von 5')).toBeTruthy();
  });

  it('says in German that the person is unknown, or that the month has no logs', async () => {
    await i18n.changeLanguage('de');
    const at = (location: string) =>
      renderScreen(
        <Routes location={location}>
          <Route path="/timelog/user/:id" element={<UserTimeLogPage />} />
        </Routes>,
      );

    at('/timelog/user/5?month=3&year=2026');
    expect(await screen.findByText('Person nicht gefunden.')).toBeTruthy();
    cleanup();

    at('/timelog/user/4?month=4&year=2026');
    expect(await screen.findByText('Keine Einträge in diesem Monat')).toBeTruthy();
  });

  it('downloads the month as a PDF statement next to CSV and XLSX (docs/product/closing.md#statements)', async () => {
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'PDF' }));

    await waitFor(() => expect(downloads.names()).toEqual(['time-log-Ben Fischer-2026-03.pdf']));
    expect(calls()).toContain('/api/report/user/4/month/3/year/2026?format=pdf');
    expect(screen.getByRole('button', { name: 'CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'XLSX' })).toBeTruthy();
  });
});
