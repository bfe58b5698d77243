import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Role, type JobView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { portalSettings } from '../../test/portal-settings';
import { rowTexts } from '../../test/table-rows';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import JobsPage from './jobs-page';

const JOBS: JobView[] = [
  {
    name: 'leave-expiry-notices',
    schedule: 'daily 07:00',
    runs: [
      // 07:00 in Berlin, the tests' time zone.
      {
        due_at: '2026-03-03T06:00:00Z',
        started_at: '2026-03-03T06:00:10Z',
        finished_at: null,
        outcome: null,
        detail: null,
      },
      {
        due_at: '2026-03-02T06:00:00Z',
        started_at: '2026-03-02T06:00:10Z',
        finished_at: '2026-03-02T06:00:11Z',
        outcome: 'failed',
        detail: 'connection refused',
      },
      {
        due_at: '2026-03-01T06:00:00Z',
        started_at: '2026-03-01T06:00:10Z',
        finished_at: '2026-03-01T06:00:12Z',
        outcome: 'ok',
        detail: '3 e-mails queued',
      },
    ],
  },
  { name: 'weekly-reminders', schedule: 'weekly 5 14:00', runs: [] },
  { name: 'month-reminders', schedule: 'monthly 1 07:00', runs: [] },
];

let answer: () => Response = () => reply('GET /jobs', { data: JOBS });
/** The portal's time zone (docs/product/time-model.md#time-zone): the runs' times are on its clocks. */
let portalTimeZone = 'Europe/Berlin';
const settings = () => reply('GET /settings', { data: portalSettings({ time_zone: portalTimeZone }) });

/** docs/product/jobs.md#api: the Jobs tab of the Audit screen, for SUPER_ADMIN. */
describe('/audit/jobs in English and German', () => {
  const api = useStubbedApi(async (url) => (String(url) === '/api/settings' ? settings() : answer()));
  afterEach(() => {
    answer = () => reply('GET /jobs', { data: JOBS });
    portalTimeZone = 'Europe/Berlin';
    return i18n.changeLanguage('en');
  });

  const renderPage = () => renderScreen(<JobsPage />, { user: { ...SIGNED_IN_USER, role_id: Role.SUPER_ADMIN } });

  it('shows each job, when it runs, and its last runs with their outcome', async () => {
    renderPage();

    const runs = await screen.findByRole('table', { name: 'Last runs of Leave expiry notices' });
    expect(screen.getByText("Every day at 07:00 (the portal's time zone)")).toBeTruthy();
    expect(rowTexts(runs)).toEqual([
      ['3 Mar 2026, 07:00', 'Running', '–'],
      ['2 Mar 2026, 07:00', 'Failed', 'connection refused'],
      ['1 Mar 2026, 07:00', 'OK', '3 e-mails queued'],
    ]);
    expect(api.calls()).toEqual(expect.arrayContaining(['/api/jobs', '/api/settings']));
  });

  it("shows the runs' times on the portal's clocks, wherever the viewer is", async () => {
    portalTimeZone = 'Europe/Lisbon';
    renderPage();

    const runs = await screen.findByRole('table', { name: 'Last runs of Leave expiry notices' });
    await waitFor(() => expect(rowTexts(runs)[2]![0]).toBe('1 Mar 2026, 06:00'));
  });

  it("says a weekly job's day and time in words (docs/product/closing.md#reminders)", async () => {
    renderPage();

    expect(await screen.findByRole('table', { name: 'Last runs of Weekly reminders' })).toBeTruthy();
    expect(screen.getByText("Fridays at 14:00 (the portal's time zone)")).toBeTruthy();
  });

  it('names a job it does not know as the server does, and says when a job has not run yet', async () => {
    renderPage();

    const runs = await screen.findByRole('table', { name: 'Last runs of month-reminders' });
    expect(screen.getByText('monthly 1 07:00')).toBeTruthy();
    expect(rowTexts(runs)).toEqual([['No runs yet']]);
  });

  it('can be scrolled from the keyboard on a narrow screen, and leads back to the audit trail', async () => {
    renderPage();

    const region = await screen.findByRole('region', { name: 'Runs of Leave expiry notices, scrollable' });
    expect(region.tabIndex).toBe(0);
    const tabs = screen.getByRole('tablist', { name: 'Audit trail and jobs' });
    expect(within(tabs).getByRole('tab', { name: 'Audit trail' }).getAttribute('href')).toBe('/audit');
    expect(within(tabs).getByRole('tab', { name: 'Jobs' }).getAttribute('href')).toBe('/audit/jobs');
  });

  it('says it all in German', async () => {
    await i18n.changeLanguage('de');
    renderPage();

    const runs = await screen.findByRole('table', { name: 'Letzte Läufe: Hinweise auf verfallenden Resturlaub' });
    expect(screen.getByText('Täglich um 07:00 Uhr (Zeitzone des Portals)')).toBeTruthy();
    expect(screen.getByText('Freitags um 14:00 Uhr (Zeitzone des Portals)')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Letzte Läufe: Wöchentliche Erinnerungen' })).toBeTruthy();
    for (const column of ['Fällig', 'Ergebnis', 'Details'])
      expect(within(runs).getByRole('columnheader', { name: column })).toBeTruthy();
    expect(rowTexts(runs)).toEqual([
      ['03.03.2026, 07:00', 'Läuft', '–'],
      ['02.03.2026, 07:00', 'Fehlgeschlagen', 'connection refused'],
      ['01.03.2026, 07:00', 'OK', '3 e-mails queued'],
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'Letzte Läufe: month-reminders' }))).toEqual([
      ['Noch keine Läufe'],
    ]);
  });

  it('shows a spinner while it loads, and the error with a way to try again', async () => {
    let failing = true;
    answer = () => (failing ? refuse('INTERNAL_ERROR', 'Something went wrong.') : reply('GET /jobs', { data: JOBS }));
    renderPage();

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Last runs of Leave expiry notices' })).toBeTruthy();
  });
});
