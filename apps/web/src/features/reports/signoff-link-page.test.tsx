import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignoffLinkView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen } from '../../test/render-screen';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import { SignoffLink } from './signoff-link-page';

const VIEW: SignoffLinkView = {
  client: { id: 7, name: 'Acme' },
  month: '2026-10',
  contact: { name: 'Dora Director', email: 'dora@acme.example' },
  expires_at: '2026-12-07T09:00:00.000Z',
  signoff: { month: '2026-10', status: 'pending', by: null, at: null, comment: null },
  queries_left: 5,
  report: [
    {
      user_id: 3,
      username: 'Ana',
      total_hours: 90,
      data: [
        {
          id: 1,
          user_id: 3,
          client_id: 7,
          client_name: 'Acme',
          date: '2026-10-12',
          duration: 90,
          description: 'Review',
        },
      ],
    },
  ],
};

const LINKS: Record<string, () => Response> = {
  good: () => reply('GET /signoff-link', { data: VIEW }),
  late: () => refuse('SIGNOFF_LINK_EXPIRED', 'expired'),
  done: () => refuse('SIGNOFF_LINK_USED', 'used'),
  bad: () => refuse('SIGNOFF_LINK_INVALID', 'invalid'),
};
const posted: unknown[] = [];

/** docs/product/closing.md#signoff-links: the page a sign-off request's e-mail links to. */
describe('the sign-off link page (docs/product/closing.md#signoff-links)', () => {
  useStubbedApi(
    async (url, init) => {
      const token = new URL(url, 'http://portal').searchParams.get('token') ?? '';
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return reply('POST /signoff-link', {
          data: { ...VIEW.signoff, status: 'approved', by: 'Dora Director', at: '2026-11-24T09:00:00.000Z' },
        });
      }
      return LINKS[token]!();
    },
    () => (posted.length = 0),
  );

  it("shows the month's hours and approves them as the link's contact", async () => {
    renderScreen(<SignoffLink token="good" />, { user: null as never });

    expect(await screen.findByRole('heading', { name: 'Sign off the hours of Acme' })).toBeTruthy();
    expect(screen.getByText(/You sign as Dora Director \(dora@acme.example\)/)).toBeTruthy();
    expect(screen.getByText('This link works once, until 7 December 2026.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ana' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve these hours' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Thank you. You approved the hours of October 2026.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ decision: 'approve' }]);
    expect(screen.queryByRole('button', { name: 'Approve these hours' })).toBeNull();
  });

  it.each([
    ['late', 'This link has expired', /works for 14 days/],
    ['done', 'This link has been used', /records one decision/],
    ['bad', 'This link does not work', /copied only in part/],
  ])('says what is wrong with a %s link, by its code', async (token, title, text) => {
    renderScreen(<SignoffLink token={token} />, { user: null as never });

    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve these hours' })).toBeNull();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    renderScreen(<SignoffLink token="late" />, { user: null as never });

    expect(await screen.findByRole('heading', { name: 'Dieser Link ist abgelaufen' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
