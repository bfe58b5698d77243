import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeaveStatus, LeaveType, Role, type ApprovalContext, type LeaveRequestView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { leaveTypesAnswer } from '../../test/leave-types';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import ManageLeavePage from './manage-leave-page';

const TOTAL_PENDING = 120;
/** Fifty MUI rows take more than a second to draw in jsdom on a busy 2-core machine: wait longer than the default. */
const DRAWN = { timeout: 10_000 };

function pendingRequest(id: number): LeaveRequestView {
  return {
    id,
    user: { id: 100 + id, name: `Person ${id}`, email: `person${id}@example.com` },
    type: LeaveType.ANNUAL,
    type_text: 'Annual leave',
    notes: `Trip ${id}`,
    from_date: '2027-03-01',
    to_date: '2027-03-03',
    status: LeaveStatus.PENDING,
    requesting_id: 100 + id,
    confirming_id: null,
    working_days: 3,
    from_half: 'full',
    to_half: 'full',
    decided_by: null,
    decided_at: null,
    created_at: '2026-11-23T10:00:00.000Z',
  };
}

const contextOf = (id: number): ApprovalContext => ({
  request_id: id,
  working_days: 3,
  balance_left_after: id,
  away: [],
});

/** The stub server's pending requests: ids 1 to TOTAL_PENDING but those approved since, 50 to a page. */
const approved = new Set<number>();
const pendingIds = () =>
  Array.from({ length: TOTAL_PENDING }, (_unused, index) => index + 1).filter((id) => !approved.has(id));
const pageOfIds = (page: number) => pendingIds().slice((page - 1) * 50, page * 50);

/** The server, stubbed: Handle Holidays' calls and nothing else; the browser tests run the screen against the real one. */
function answer(url: string, init?: RequestInit): Response {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  if (pathname === '/api/users/names')
    return reply('GET /users/names', { data: [{ id: 101, name: 'Person 1', role_id: Role.USER }] });
  if (pathname === '/api/leave_types') return reply('GET /leave_types', leaveTypesAnswer(init));
  if (pathname === '/api/holidays') {
    const page = Number(searchParams.get('page'));
    return reply('GET /holidays', {
      data: pageOfIds(page).map(pendingRequest),
      meta: { total: pendingIds().length, page, page_size: Number(searchParams.get('page_size')) },
    });
  }
  if (pathname === '/api/holidays/pending_context') {
    return reply('GET /holidays/pending_context', {
      data: searchParams.get('request_ids')!.split(',').map(Number).map(contextOf),
    });
  }
  if (pathname.startsWith('/api/holidays/') && init?.method === 'PUT') {
    const id = Number(pathname.split('/').pop());
    approved.add(id);
    return reply('PUT /holidays/:id', { data: { ...pendingRequest(id), status: LeaveStatus.APPROVED } });
  }
  throw new Error(`unexpected call ${url}`);
}

describe('Handle Holidays, paged on the server (docs/product/leave.md#approval)', { timeout: 30_000 }, () => {
  const serve = async (url: string, init?: RequestInit) => answer(url, init);
  const { fetchMock, calls } = useStubbedApi(serve, () => approved.clear());

  const renderPage = () => renderScreen(<ManageLeavePage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
  const rowOf = async (notes: string) => (await screen.findByText(notes, {}, DRAWN)).closest('tr')!;

  it('asks for the first page of pending requests and for the context of that page only', async () => {
    renderPage();

    expect(await screen.findByText('50 days left after approval', {}, DRAWN)).toBeTruthy();
    expect(calls()).toContain('/api/holidays?status=0&page=1&page_size=50');
    expect(calls()).toContain(`/api/holidays/pending_context?request_ids=${pageOfIds(1).join(',')}`);
    expect(calls()).toContain('/api/users/names?status=all');
    expect(calls().filter((url) => url.startsWith('/api/holidays/pending_context'))).toHaveLength(1);
    expect(calls().some((url) => url.startsWith('/api/users?'))).toBe(false);
    expect(screen.getByText(`1–50 of ${TOTAL_PENDING}`)).toBeTruthy();
  });

  it("asks for the next page and its requests' context when the page changes", async () => {
    renderPage();
    await screen.findByText('Trip 50', {}, DRAWN);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('Trip 51', {}, DRAWN)).toBeTruthy();
    expect(await screen.findByText('51 days left after approval', {}, DRAWN)).toBeTruthy();
    expect(screen.queryByText('Trip 50')).toBeNull();
    expect(calls()).toContain('/api/holidays?status=0&page=2&page_size=50');
    expect(calls()).toContain(`/api/holidays/pending_context?request_ids=${pageOfIds(2).join(',')}`);
    expect(screen.getByText(`51–100 of ${TOTAL_PENDING}`)).toBeTruthy();
  });

  it('takes an approved request off the page and out of the total at once', async () => {
    renderPage();
    const row = await rowOf('Trip 7');
    // The pages the approval makes stale never arrive: what changes, changes in the cache.
    fetchMock.mockImplementation((url, init) =>
      url.startsWith('/api/holidays?') ? new Promise<Response>(() => {}) : serve(url, init),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Accept' }));

    await vi.waitFor(() => expect(screen.queryByText('Trip 7')).toBeNull(), DRAWN);
    expect(screen.getByText(`1–50 of ${TOTAL_PENDING - 1}`)).toBeTruthy();
    expect(screen.getByText('Trip 8')).toBeTruthy();
  });

  it('fills the page from the server after an approval, with the context of the request that moved up', async () => {
    renderPage();
    const row = await rowOf('Trip 7');

    fireEvent.click(within(row).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Trip 51', {}, DRAWN)).toBeTruthy();
    expect(await screen.findByText('51 days left after approval', {}, DRAWN)).toBeTruthy();
    expect(screen.queryByText('Trip 7')).toBeNull();
    expect(calls()).toContain(`/api/holidays/pending_context?request_ids=${pageOfIds(1).join(',')}`);
  });

  it('shows the requests, their context and the buttons in German, with German dates and plurals', async () => {
    await i18n.changeLanguage('de');
    try {
      renderPage();

      const table = await screen.findByRole('table', { name: 'Offene Urlaubsanträge' }, DRAWN);
      expect(await screen.findByText('Nach Genehmigung 1 Tag übrig', {}, DRAWN)).toBeTruthy();
      expect(screen.getByText('Nach Genehmigung 2 Tage übrig')).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Offen', selected: true })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Alle Anträge' })).toBeTruthy();
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Name', 'E-Mail', 'Art', 'Anmerkung', 'Von', 'Bis', 'Status', 'Genehmigen', 'Ablehnen']);
      const row = (await rowOf('Trip 1')) as HTMLElement;
      expect(within(row).getByText('Urlaub')).toBeTruthy();
      expect(within(row).getByText('01.03.2027')).toBeTruthy();
      expect(within(row).getByText('Offen')).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Genehmigen' })).toBeTruthy();
      expect(within(row.nextElementSibling as HTMLElement).getByText('3 Arbeitstage')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
