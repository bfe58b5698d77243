import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localIsoDate, Role, type AssignmentRowView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import AssignmentsPage from './assignments-page';

const RUNNING = 120;
const ACME = { id: 7, name: 'Acme' };
/** Fifty MUI rows take more than a second to draw in jsdom on a busy 2-core machine: wait longer than the default. */
const DRAWN = { timeout: 10_000 };

const row = (id: number): AssignmentRowView => ({
  assignment_id: id,
  user_id: 100 + id,
  user_name: `Person ${id}`,
  client_id: ACME.id,
  client_name: ACME.name,
  hours: 40,
  from_date: '2026-01-01',
  to_date: null,
  planned_minutes: 600,
  logged_minutes: 300,
});

/** The server, stubbed: the /projects calls and nothing else; the browser tests run the screen against the real one. */
function answer(url: string): Response {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  if (pathname === '/api/clients') return reply('GET /clients', { data: [ACME] });
  if (pathname === '/api/users/names') return reply('GET /users/names', { data: [] });
  if (pathname !== '/api/assignments') throw new Error(`unexpected call ${url}`);
  const page = Number(searchParams.get('page'));
  const pageSize = Number(searchParams.get('page_size'));
  const ids = Array.from({ length: RUNNING }, (_unused, index) => index + 1);
  return reply('GET /assignments', {
    data: ids.slice((page - 1) * pageSize, page * pageSize).map(row),
    meta: { total: RUNNING, page, page_size: pageSize },
  });
}

describe('/projects, paged on the server (docs/product/people-and-clients.md#projects)', { timeout: 30_000 }, () => {
  const { fetchMock, calls } = useStubbedApi(async (url) => answer(url));
  const overviewCalls = () => calls().filter((url) => url.startsWith('/api/assignments'));
  const today = localIsoDate(new Date());

  const renderPage = () => renderScreen(<AssignmentsPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

  it('asks for the first page of the assignments running today only and shows the total', async () => {
    renderPage();

    expect(await screen.findByText('Person 50', {}, DRAWN)).toBeTruthy();
    expect(overviewCalls()).toEqual([`/api/assignments?as_of=${today}&page=1&page_size=50`]);
    expect(screen.queryByText('Person 51')).toBeNull();
    expect(screen.getByText(`1–50 of ${RUNNING}`)).toBeTruthy();
  });

  it('asks for the next page, and for the first page again when the client filter changes', async () => {
    renderPage();
    await screen.findByText('Person 50', {}, DRAWN);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Person 51', {}, DRAWN)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Client' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: ACME.name }));

    expect(await screen.findByText('Person 1', {}, DRAWN)).toBeTruthy();
    expect(overviewCalls()).toEqual([
      `/api/assignments?as_of=${today}&page=1&page_size=50`,
      `/api/assignments?as_of=${today}&page=2&page_size=50`,
      `/api/assignments?as_of=${today}&client_id=${ACME.id}&page=1&page_size=50`,
    ]);
    expect(screen.getByText(`1–50 of ${RUNNING}`)).toBeTruthy();
  });

  it('says so when nothing is running', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/assignments')
        ? reply('GET /assignments', { data: [], meta: { total: 0, page: 1, page_size: 50 } })
        : answer(url),
    );

    renderPage();

    expect(await screen.findByText('No running assignments')).toBeTruthy();
  });

  describe('in German', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('names the filters and columns in German and writes dates, hours and shares as Germans do', async () => {
      await i18n.changeLanguage('de');
      renderPage();

      expect(await screen.findByText('Person 50', {}, DRAWN)).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Kunde' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Einsätze, scrollbar' })).toBeTruthy();
      for (const column of ['Std./Woche', 'Von', 'Bis', 'Geplante Std.', 'Erfasste Std.', 'Erfasst vs. geplant'])
        expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
      const first = screen.getAllByRole('row')[1]!;
      const cells = within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toEqual(['Person 1', 'Acme', '40', '01.01.2026', 'unbefristet', '10,0', '5,0', '50\u00a0%']);
      expect(
        within(first).getByRole('progressbar', { name: 'Person 1 bei Acme: 50\u00a0% der geplanten Stunden erfasst' }),
      ).toBeTruthy();
    });

    it('keeps the English row as the spec writes it', async () => {
      renderPage();

      expect(await screen.findByText('Person 50', {}, DRAWN)).toBeTruthy();
      const first = screen.getAllByRole('row')[1]!;
      const cells = within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toEqual(['Person 1', 'Acme', '40', '2026-01-01', 'open-ended', '10.0', '5.0', '50%']);
      expect(within(first).getByRole('progressbar', { name: 'Person 1 at Acme: 50% of planned' })).toBeTruthy();
    });

    it('says in German when nothing is running', async () => {
      fetchMock.mockImplementation(async (url) =>
        url.startsWith('/api/assignments')
          ? reply('GET /assignments', { data: [], meta: { total: 0, page: 1, page_size: 50 } })
          : answer(url),
      );
      await i18n.changeLanguage('de');

      renderPage();

      expect(await screen.findByText('Keine laufenden Einsätze')).toBeTruthy();
    });
  });
});
