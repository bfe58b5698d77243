import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role, type SignoffRequestView, type SignoffView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import ClientsPage from './clients-page';

const ACME = { id: 7, name: 'Acme', share_key: 'k3y' };
const GLOBEX = { id: 8, name: 'Globex', share_key: 'g10b' };
const AT = '2026-11-03T10:00:00.000Z';
type OverviewItem = SignoffView & { client_id: number };

/** A fake server of the clients and their decided months; `deleted` records the reopened ones. */
function fakeServer() {
  let decided: OverviewItem[] = [];
  let requests: SignoffRequestView[] = [];
  const deleted: string[] = [];
  const requested: { url: string; body: unknown }[] = [];
  const reset = () => {
    decided = [
      { client_id: 7, month: '2026-09', status: 'approved', by: 'Nora Lind', at: AT, comment: null },
      { client_id: 7, month: '2026-10', status: 'queried', by: 'Kim Berg', at: AT, comment: 'Too many hours' },
      {
        client_id: 8,
        month: '2025-03',
        status: 'approved',
        by: 'Hank Scorpio',
        at: '2025-04-02T10:00:00.000Z',
        comment: null,
      },
    ];
    requests = [
      {
        id: 1,
        client_id: 8,
        month: '2026-10',
        email: 'sam@globex.example',
        name: 'Sam Ortiz',
        requested_at: AT,
        expires_at: '2026-11-17T10:00:00.000Z',
        state: 'used',
      },
    ];
    deleted.length = 0;
    requested.length = 0;
  };
  const serve = async (url: string, init?: RequestInit) => {
    if (url === '/api/clients') return reply('GET /clients', { data: [ACME, GLOBEX] });
    const overview = /^\/api\/signoffs\?year=(\d{4})$/.exec(url);
    if (overview)
      return reply('GET /signoffs', { data: decided.filter((item) => item.month.startsWith(overview[1]!)) });
    if (url === '/api/signoffs/requests?year=2026') return reply('GET /signoffs/requests', { data: requests });
    const request = /^\/api\/clients\/(\d+)\/signoffs\/(\d{4}-\d{2})\/request$/.exec(url);
    if (request && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { email: string; name: string };
      requested.push({ url, body });
      const created = {
        id: requests.length + 1,
        client_id: Number(request[1]),
        month: request[2]!,
        ...body,
        requested_at: '2026-11-28T11:00:00.000Z',
        expires_at: '2026-12-12T11:00:00.000Z',
        state: 'open' as const,
      };
      requests = [created, ...requests];
      return reply('POST /clients/:id/signoffs/:month/request', { data: created }, { status: 201 });
    }
    const reopen = /^\/api\/clients\/(\d+)\/signoffs\/(\d{4}-\d{2})$/.exec(url);
    if (reopen && init?.method === 'DELETE') {
      deleted.push(url);
      decided = decided.filter((item) => !(item.client_id === Number(reopen[1]) && item.month === reopen[2]));
      return reply('DELETE /clients/:id/signoffs/:month');
    }
    throw new Error(`unexpected call ${url}`);
  };
  return { serve, reset, deleted, requested };
}

/** The screen's first draw in a test file also loads MUI's modules, which on a busy machine takes over a second. */
const SLOW_FIRST_LOAD = { timeout: 10_000 };

const months = (client: string, year = 2026) => screen.getByRole('list', { name: `Sign-off of ${client} in ${year}` });

describe(
  "each client's months on the Clients screen (docs/product/closing.md#client-sign-off)",
  { timeout: 30_000 },
  () => {
    const server = fakeServer();
    useStubbedApi(server.serve, server.reset);
    beforeAll(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 28, 12));
    });
    afterAll(() => {
      vi.useRealTimers();
      void i18n.changeLanguage('en');
    });
    const renderPage = () => renderScreen(<ClientsPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    it("names each month by its state and links it to the client's report of that month", async () => {
      renderPage();

      const acme = await screen.findByRole('list', { name: 'Sign-off of Acme in 2026' }, SLOW_FIRST_LOAD);
      const october = within(acme).getByRole('link', {
        name: 'October 2026: Queried by Kim Berg on 3 November 2026: Too many hours',
      });
      expect(october.getAttribute('href')).toBe('/timelog/client/7?month=10&year=2026');
      expect(
        within(acme).getByRole('link', { name: 'September 2026: Approved by Nora Lind on 3 November 2026' }),
      ).toBeTruthy();
      expect(within(acme).getByRole('link', { name: 'November 2026: Not signed off yet' })).toBeTruthy();
      expect(within(acme).queryByRole('link', { name: /December 2026/ })).toBeNull();
      expect(within(acme).getByText('December 2026: not started')).toBeTruthy();
      expect(within(months('Globex')).getAllByRole('link', { name: /Not signed off yet/ })).toHaveLength(11);
      const legend = screen.getByRole('list', { name: 'What the colours mean' });
      expect(
        within(legend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Approved', 'Queried', 'Not signed off', 'Not started']);
    });

    it('shows another year when chosen', async () => {
      renderPage();
      await screen.findByRole('list', { name: 'Sign-off of Acme in 2026' }, SLOW_FIRST_LOAD);

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
      fireEvent.click(screen.getByRole('option', { name: '2025' }));

      const globex = await screen.findByRole('list', { name: 'Sign-off of Globex in 2025' }, SLOW_FIRST_LOAD);
      expect(
        within(globex).getByRole('link', { name: 'March 2025: Approved by Hank Scorpio on 2 April 2025' }),
      ).toBeTruthy();
      expect(within(globex).getAllByRole('link')).toHaveLength(12);
    });

    it('reopens a decided month after confirming', async () => {
      renderPage();
      await screen.findByRole('list', { name: 'Sign-off of Acme in 2026' }, SLOW_FIRST_LOAD);

      fireEvent.click(screen.getByRole('button', { name: 'Reopen September 2026 of Acme' }));
      const dialog = screen.getByRole('dialog', { name: 'Reopen this month?' });
      expect(within(dialog).getByText(/September 2026 becomes pending again/)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
      // While the dialog is open, the page behind it is hidden from assistive technology.
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      expect(
        await within(months('Acme')).findByRole('link', { name: 'September 2026: Not signed off yet' }),
      ).toBeTruthy();
      expect(server.deleted).toEqual(['/api/clients/7/signoffs/2026-09']);
      expect(screen.queryByRole('button', { name: 'Reopen September 2026 of Acme' })).toBeNull();
    });

    it("sends a client's contact a sign-off request for a month and lists it with its state", async () => {
      renderPage();
      await screen.findByRole('list', { name: 'Sign-off of Acme in 2026' }, SLOW_FIRST_LOAD);
      expect(screen.getByRole('list', { name: 'Sign-off requests to Globex' }).textContent).toBe(
        'October 2026: link sent to Sam Ortiz (sam@globex.example), used',
      );

      fireEvent.click(screen.getByRole('button', { name: 'Request sign-off from Acme' }));
      const dialog = screen.getByRole('dialog', { name: 'Request sign-off from Acme' });
      expect(within(dialog).getByRole('combobox', { name: 'Month' }).textContent).toBe('October 2026');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByText('Email is required')).toBeTruthy();
      fireEvent.change(within(dialog).getByRole('textbox', { name: "Contact's name" }), {
        target: { value: 'Dora Director' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: "Contact's e-mail" }), {
        target: { value: 'dora@acme.example' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      expect(server.requested).toEqual([
        {
          url: '/api/clients/7/signoffs/2026-10/request',
          body: { email: 'dora@acme.example', name: 'Dora Director', language: 'en' },
        },
      ]);
      expect(await screen.findByText('Sign-off request sent to dora@acme.example.', {}, SLOW_FIRST_LOAD)).toBeTruthy();
      expect((await screen.findByRole('list', { name: 'Sign-off requests to Acme' })).textContent).toBe(
        'October 2026: link sent to Dora Director (dora@acme.example), open until 12 December 2026',
      );
    });

    it('names the months in German', async () => {
      await i18n.changeLanguage('de');
      renderPage();

      const acme = await screen.findByRole('list', { name: 'Freigaben von Acme im Jahr 2026' }, SLOW_FIRST_LOAD);
      expect(
        within(acme).getByRole('link', { name: 'September 2026: Freigegeben von Nora Lind am 3. November 2026' }),
      ).toBeTruthy();
      expect(within(acme).getByText('Dezember 2026: noch nicht begonnen')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'September 2026 von Acme wieder öffnen' })).toBeTruthy();
      expect(screen.getByRole('list', { name: 'Bedeutung der Farben' }).textContent).toBe(
        'FreigegebenRückfrageNicht freigegebenNicht begonnen',
      );
      await i18n.changeLanguage('en');
    });
  },
);
