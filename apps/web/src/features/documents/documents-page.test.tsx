import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role, type DocumentView, type RoleId } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import DocumentsPage from './documents-page';

const TOTAL_DOCUMENTS = 120;
/** Fifty MUI rows take more than a second to draw in jsdom on a busy 2-core machine: wait longer than the default. */
const DRAWN = { timeout: 10_000 };

const document = (id: number): DocumentView => ({
  id,
  title: `Document ${id}`,
  description: `About ${id}`,
  type: 0,
  file_path: `/api/files/${id}?expires=1&signature=x`,
});

/** The stub server's documents: ids 1 to TOTAL_DOCUMENTS but those deleted since. */
const deleted = new Set<number>();
const documentIds = () =>
  Array.from({ length: TOTAL_DOCUMENTS }, (_unused, index) => index + 1).filter((id) => !deleted.has(id));

/** The server, stubbed: the /documents calls and nothing else; the browser tests run the screen against the real one. */
function answer(url: string, init?: RequestInit): Response {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  if (pathname === '/api/files') {
    const page = Number(searchParams.get('page'));
    const pageSize = Number(searchParams.get('page_size'));
    return reply('GET /files', {
      data: documentIds()
        .slice((page - 1) * pageSize, page * pageSize)
        .map(document),
      meta: { total: documentIds().length, page, page_size: pageSize },
    });
  }
  if (pathname.startsWith('/api/files/') && init?.method === 'DELETE') {
    deleted.add(Number(pathname.split('/').pop()));
    return reply('DELETE /files/:id');
  }
  throw new Error(`unexpected call ${url}`);
}

describe('/documents, paged on the server (docs/product/people-and-clients.md#documents)', { timeout: 30_000 }, () => {
  const serve = async (url: string, init?: RequestInit) => answer(url, init);
  const { fetchMock, calls } = useStubbedApi(serve, () => deleted.clear());

  const renderPage = (roleId: RoleId = Role.USER) =>
    renderScreen(<DocumentsPage />, { user: { ...SIGNED_IN_USER, role_id: roleId } });

  it('asks for the first page only and shows the total', async () => {
    renderPage();

    expect(await screen.findByText('Document 50', {}, DRAWN)).toBeTruthy();
    expect(calls()).toEqual(['/api/files?page=1&page_size=50']);
    expect(screen.queryByText('Document 51')).toBeNull();
    expect(screen.getByText(`1–50 of ${TOTAL_DOCUMENTS}`)).toBeTruthy();
  });

  it('asks for the next page when the page changes', async () => {
    renderPage();
    await screen.findByText('Document 50', {}, DRAWN);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('Document 51', {}, DRAWN)).toBeTruthy();
    expect(screen.queryByText('Document 50')).toBeNull();
    expect(calls()).toContain('/api/files?page=2&page_size=50');
    expect(screen.getByText(`51–100 of ${TOTAL_DOCUMENTS}`)).toBeTruthy();
  });

  it('takes a deleted document off the page and out of the total at once, then fills the page', async () => {
    renderPage(Role.ADMIN);
    await screen.findByText('Document 7', {}, DRAWN);
    // The refill waits until the local change has been seen.
    let refill = () => {};
    fetchMock.mockImplementation((url, init) =>
      url.startsWith('/api/files?')
        ? new Promise((resolve) => (refill = () => resolve(serve(url, init))))
        : serve(url, init),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Document 7' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );

    await vi.waitFor(() => expect(screen.queryByText('Document 7')).toBeNull(), DRAWN);
    expect(screen.getByText(`1–50 of ${TOTAL_DOCUMENTS - 1}`)).toBeTruthy();
    expect(screen.queryByText('Document 51')).toBeNull();
    refill();
    expect(await screen.findByText('Document 51', {}, DRAWN)).toBeTruthy();
  });

  it('says so when there are none', async () => {
    fetchMock.mockImplementation(async () =>
      reply('GET /files', { data: [], meta: { total: 0, page: 1, page_size: 50 } }),
    );

    renderPage();

    expect(await screen.findByText('No documents yet')).toBeTruthy();
  });

  describe('in German', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('names the columns, the document types and the links in German', async () => {
      await i18n.changeLanguage('de');
      renderPage(Role.ADMIN);

      expect(await screen.findByText('Document 50', {}, DRAWN)).toBeTruthy();
      expect(screen.getByRole('table', { name: 'Dokumente' })).toBeTruthy();
      for (const column of ['Titel', 'Art', 'Datei', 'Löschen'])
        expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
      expect(screen.getAllByRole('cell', { name: 'Leitfaden' })).toHaveLength(50);
      expect(screen.getByRole('link', { name: 'Document 7 öffnen (neuer Tab)' }).textContent).toBe('Öffnen');

      fireEvent.click(screen.getByRole('button', { name: 'Document 7 löschen' }));
      expect(await screen.findByText('„Document 7“ löschen?')).toBeTruthy();
    });

    it('asks for the file and the type in German', async () => {
      await i18n.changeLanguage('de');
      renderPage(Role.ADMIN);
      const form = await screen.findByRole('form', { name: 'Dokument hochladen' });
      expect(within(form).getByText('Keine Datei ausgewählt')).toBeTruthy();
      expect(within(form).getByRole('radio', { name: 'Buchhaltung' })).toBeTruthy();

      fireEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));

      expect(await within(form).findByText('Bitte wähle eine Datei aus.')).toBeTruthy();
      expect(within(form).getByText('Bitte wähle eine Art aus.')).toBeTruthy();
    });

    it('says in German that there are none', async () => {
      fetchMock.mockImplementation(async () =>
        reply('GET /files', { data: [], meta: { total: 0, page: 1, page_size: 50 } }),
      );
      await i18n.changeLanguage('de');

      renderPage();

      expect(await screen.findByText('Noch keine Dokumente')).toBeTruthy();
    });
  });
});
