import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { ClientMonthReport } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen } from '../../test/render-screen';
import { useCaughtDownloads } from '../../test/downloads';
import { rowTexts } from '../../test/table-rows';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import ClientTimeLogPage from './client-time-log-page';
import SharedClientLogPage from './shared-client-log-page';

const REPORT: ClientMonthReport = [
  {
    user_id: 4,
    username: 'Ben Fischer',
    total_hours: 150,
    data: [
      { id: 1, date: '2026-03-02', duration: 90, description: 'Review', client_id: 7, client_name: 'Acme', user_id: 4 },
      { id: 2, date: '2026-03-03', duration: 60, description: 'Call', client_id: 7, client_name: 'Acme', user_id: 4 },
    ],
  },
];

/** The texts of each row's cells in Ben's table. */
const rows = () => rowTexts(screen.getByRole('table', { name: /Ben Fischer/ }));

describe('/timelog/client/{id} in English and German (docs/product/reports.md#client-month)', () => {
  const { fetchMock, calls } = useStubbedApi(async (url) => {
    if (url.endsWith('format=pdf')) return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    const path = url.split('?')[0];
    if (path === '/api/clients/7/public') return reply('GET /clients/:id/public', { data: { id: 7, name: 'Acme' } });
    if (path === '/api/logs/client/7/month/3/year/2026') return reply('GET /logs/client/:id/month/:m/year/:y', REPORT);
    return refuse('NOT_FOUND', 'Not found');
  });
  const downloads = useCaughtDownloads();
  afterEach(() => i18n.changeLanguage('en'));

  const renderAt = (location: string, page = <ClientTimeLogPage />) =>
    renderScreen(
      <Routes location={location}>
        <Route path="/timelog/client/:id" element={page} />
      </Routes>,
    );

  it('keeps the English month as the spec writes it', async () => {
    renderAt('/timelog/client/7?month=3&year=2026');

    expect(await screen.findByText('Logged a total of 2.5 hours for Acme this month')).toBeTruthy();
    expect(rows()).toEqual([
      ['2026-03-02', 'Review', '1h 30m'],
      ['2026-03-03', 'Call', '1h'],
      ['Total hours', '2.5'],
    ]);
    expect(screen.getByRole('region', { name: 'Time log table of Ben Fischer' })).toBeTruthy();
  });

  it('speaks German, with German dates, durations and decimals', async () => {
    await i18n.changeLanguage('de');
    renderAt('/timelog/client/7?month=3&year=2026');

    expect(await screen.findByText('Diesen Monat insgesamt 2,5 Stunden für Acme erfasst')).toBeTruthy();
    for (const column of ['Datum', 'Beschreibung', 'Dauer'])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    expect(rows()).toEqual([
      ['02.03.2026', 'Review', '1 Std. 30 Min.'],
      ['03.03.2026', 'Call', '1 Std.'],
      ['Stunden gesamt', '2,5'],
    ]);
    expect(screen.getByRole('table', { name: 'Von Ben Fischer erfasste Zeiten' })).toBeTruthy();
  });

  it('says in German when the month is empty', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/clients/7/public')
        ? reply('GET /clients/:id/public', { data: { id: 7, name: 'Acme' } })
        : url.startsWith('/api/clients/7/signoffs')
          ? reply('GET /clients/:id/signoffs', { data: [] })
          : reply('GET /logs/client/:id/month/:m/year/:y', []),
    );
    await i18n.changeLanguage('de');
    renderAt('/timelog/client/7?month=4&year=2026');
    expect(await screen.findByText('Keine Einträge in diesem Monat')).toBeTruthy();
  });

  it('shows the shared report under a German title to the holder of a share link', async () => {
    await i18n.changeLanguage('de');
    renderAt('/timelog/client/7?key=secret&month=3&year=2026', <SharedClientLogPage />);

    expect(await screen.findByRole('heading', { name: 'Zeitnachweis für Kunden' })).toBeTruthy();
    expect(await screen.findByText('Diesen Monat insgesamt 2,5 Stunden für Acme erfasst')).toBeTruthy();
  });

  it('lets the holder of a share link switch the language (docs/product/languages.md#choice)', async () => {
    renderAt('/timelog/client/7?key=secret&month=3&year=2026', <SharedClientLogPage />);
    expect(await screen.findByRole('heading', { name: 'Client time log' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { name: 'Zeitnachweis für Kunden' })).toBeTruthy();
    expect(localStorage.getItem('portal.language')).toBe('de');
    localStorage.removeItem('portal.language');
  });

  it('says in German that the client is unknown', async () => {
    await i18n.changeLanguage('de');
    renderAt('/timelog/client/8?month=3&year=2026');
    expect(await screen.findByText('Kunde nicht gefunden.')).toBeTruthy();
  });

  it('lets the holder of a share link download the month as a PDF statement (docs/product/closing.md#statements)', async () => {
    renderAt('/timelog/client/7?key=secret&month=3&year=2026', <SharedClientLogPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'PDF' }));

    await waitFor(() => expect(downloads.names()).toEqual(['client-log-Acme-2026-03.pdf']));
    expect(calls()).toContain('/api/logs/client/7/month/3/year/2026?key=secret&format=pdf');
  });
});
