import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role, type SignoffView } from '@portal/shared';
import { SignedInUserContext } from '../../lib/signed-in-user';
import { renderScreen, userView } from '../../test/render-screen';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import { SignoffPanel } from './signoff-panel';

const CLIENT_USER = userView({ id: 31, name: 'Nora Lind', role_id: Role.CLIENT, client_id: 7 });
const ADMIN = userView({ id: 1, name: 'Ada Admin', role_id: Role.ADMIN });
const DECIDED_AT = '2026-11-03T10:00:00.000Z';

/** A fake server of client 7's sign-offs of 2026, January to October started; `posted` and `deleted` record writes. */
function fakeSignoffs() {
  let months: SignoffView[] = [];
  const posted: { url: string; body: unknown }[] = [];
  const deleted: string[] = [];
  const reset = (changes: Record<string, Partial<SignoffView>> = {}) => {
    months = Array.from({ length: 10 }, (_, index) => {
      const month = `2026-${String(index + 1).padStart(2, '0')}`;
      return { month, status: 'pending', by: null, at: null, comment: null, ...changes[month] } as SignoffView;
    });
    posted.length = 0;
    deleted.length = 0;
  };
  const serve = async (url: string, init?: RequestInit) => {
    const [path] = url.split('?');
    if (path === '/api/clients/7/signoffs' && (init?.method ?? 'GET') === 'GET')
      return reply('GET /clients/:id/signoffs', { data: months });
    const write = /^\/api\/clients\/7\/signoffs\/(\d{4}-\d{2})$/.exec(path ?? '');
    if (write && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { decision: string; comment?: string };
      posted.push({ url, body });
      const index = months.findIndex((item) => item.month === write[1]);
      if (months[index]!.status === 'approved')
        return refuse('SIGNOFF_ALREADY_APPROVED', 'This month has been approved already.');
      months[index] = {
        month: write[1]!,
        status: body.decision === 'approve' ? 'approved' : 'queried',
        by: 'Nora Lind',
        at: DECIDED_AT,
        comment: body.comment ?? null,
      };
      return reply('POST /clients/:id/signoffs/:month', { data: months[index] });
    }
    if (write && init?.method === 'DELETE') {
      deleted.push(url);
      const index = months.findIndex((item) => item.month === write[1]);
      months[index] = { month: write[1]!, status: 'pending', by: null, at: null, comment: null };
      return reply('DELETE /clients/:id/signoffs/:month');
    }
    return refuse('NOT_FOUND', 'Not found');
  };
  return { serve, reset, posted, deleted, setMonth: (month: SignoffView) => reset({ [month.month]: month }) };
}

const panel = () => screen.getByRole('region', { name: /Client sign-off of/ });
/** While a dialog is open, the page behind it is hidden from assistive technology. */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe(
  'the sign-off panel of the client report (docs/product/closing.md#client-sign-off)',
  { timeout: 30_000 },
  () => {
    const server = fakeSignoffs();
    const api = useStubbedApi(server.serve, () => server.reset());

    it('lets a client user approve the month after confirming, then shows who approved it and when', async () => {
      renderScreen(<SignoffPanel clientId={7} month={10} year={2026} shareKey={undefined} />, { user: CLIENT_USER });
      expect(await screen.findByText('Not signed off yet')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Approve these hours' }));
      const dialog = screen.getByRole('dialog', { name: 'Approve the hours of October 2026?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await dialogClosed();

      expect(await within(panel()).findByText('Approved by Nora Lind on 3 November 2026')).toBeTruthy();
      expect(server.posted).toEqual([{ url: '/api/clients/7/signoffs/2026-10', body: { decision: 'approve' } }]);
      expect(within(panel()).queryByRole('button')).toBeNull();
    });

    it('asks a client user for a comment before sending a query', async () => {
      renderScreen(<SignoffPanel clientId={7} month={9} year={2026} shareKey={undefined} />, { user: CLIENT_USER });
      fireEvent.click(await screen.findByRole('button', { name: 'Query' }));
      const dialog = screen.getByRole('dialog', { name: 'Query the hours of September 2026' });

      fireEvent.click(within(dialog).getByRole('button', { name: 'Send query' }));

      expect(await within(dialog).findByText('Say what you query.')).toBeTruthy();
      expect(server.posted).toEqual([]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), {
        target: { value: 'The 12th was a holiday' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send query' }));
      await dialogClosed();
      expect(
        await within(panel()).findByText('Queried by Nora Lind on 3 November 2026: The 12th was a holiday'),
      ).toBeTruthy();
      expect(server.posted[0]?.body).toEqual({ decision: 'query', comment: 'The 12th was a holiday' });
    });

    it('shows the holder of a share link the month without Approve or Query: the share key only reads', async () => {
      renderScreen(
        <SignedInUserContext.Provider value={null}>
          <SignoffPanel clientId={7} month={9} year={2026} shareKey="s3cret" />
        </SignedInUserContext.Provider>,
      );

      expect(await within(panel()).findByText('Not signed off yet')).toBeTruthy();
      expect(within(panel()).getByText(/This share link shows the hours only/)).toBeTruthy();
      expect(within(panel()).queryByRole('button')).toBeNull();
      expect(api.calls()).toContain('/api/clients/7/signoffs?year=2026&key=s3cret');
    });

    it('offers no buttons for a month that has not started', async () => {
      renderScreen(<SignoffPanel clientId={7} month={12} year={2026} shareKey={undefined} />, { user: CLIENT_USER });

      expect(await screen.findByText('This month can be signed off once it has started.')).toBeTruthy();
      expect(within(panel()).queryByRole('button')).toBeNull();
    });

    it('offers the client no buttons for an approved month', async () => {
      server.setMonth({ month: '2026-08', status: 'approved', by: 'Nora Lind', at: DECIDED_AT, comment: null });
      renderScreen(<SignoffPanel clientId={7} month={8} year={2026} shareKey={undefined} />, { user: CLIENT_USER });

      expect(await screen.findByText('Approved by Nora Lind on 3 November 2026')).toBeTruthy();
      expect(within(panel()).queryByRole('button')).toBeNull();
    });

    it('says so when the month was approved meanwhile (409 SIGNOFF_ALREADY_APPROVED)', async () => {
      renderScreen(<SignoffPanel clientId={7} month={8} year={2026} shareKey={undefined} />, { user: CLIENT_USER });
      fireEvent.click(await screen.findByRole('button', { name: 'Approve these hours' }));
      server.setMonth({ month: '2026-08', status: 'approved', by: 'Olaf Kunde', at: DECIDED_AT, comment: null });

      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

      expect(await within(screen.getByRole('dialog')).findByText('This month is already approved.')).toBeTruthy();
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      await dialogClosed();
      expect(await within(panel()).findByText('Approved by Olaf Kunde on 3 November 2026')).toBeTruthy();
    });

    it('shows admins the state and lets them reopen a queried month', async () => {
      server.setMonth({
        month: '2026-07',
        status: 'queried',
        by: 'Nora Lind',
        at: DECIDED_AT,
        comment: 'Why 9 hours?',
      });
      renderScreen(<SignoffPanel clientId={7} month={7} year={2026} shareKey={undefined} />, { user: ADMIN });
      expect(await screen.findByText('Queried by Nora Lind on 3 November 2026: Why 9 hours?')).toBeTruthy();
      expect(within(panel()).queryByRole('button', { name: 'Approve these hours' })).toBeNull();

      fireEvent.click(within(panel()).getByRole('button', { name: 'Reopen' }));
      const dialog = screen.getByRole('dialog', { name: 'Reopen this month?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
      await dialogClosed();

      expect(await within(panel()).findByText('Not signed off yet')).toBeTruthy();
      expect(server.deleted).toEqual(['/api/clients/7/signoffs/2026-07']);
      await waitFor(() => expect(within(panel()).queryByRole('button', { name: 'Reopen' })).toBeNull());
    });

    it('says when the sign-off cannot be loaded, and tries again', async () => {
      api.fetchMock.mockImplementation(async () => refuse('INTERNAL_ERROR', 'Boom'));
      renderScreen(<SignoffPanel clientId={7} month={7} year={2026} shareKey={undefined} />, { user: ADMIN });

      expect(await screen.findByText('The sign-off could not be loaded.')).toBeTruthy();
      api.fetchMock.mockImplementation(server.serve);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Not signed off yet')).toBeTruthy();
    });
  },
);
