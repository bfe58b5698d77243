import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LeaveStatus,
  LeaveType,
  Role,
  type BalancesView,
  type LeaveRequestView,
  type LeaveTypeView,
} from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { leaveTypesAnswer } from '../../test/leave-types';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import LeavePage from './leave-page';

const YEAR = new Date().getFullYear();

const approved: LeaveRequestView = {
  id: 3,
  user: { id: SIGNED_IN_USER.id, name: SIGNED_IN_USER.name, email: SIGNED_IN_USER.email },
  type: LeaveType.ANNUAL,
  type_text: 'Annual leave',
  notes: 'There are no notes added',
  from_date: `${YEAR}-03-02`,
  to_date: `${YEAR}-03-04`,
  status: LeaveStatus.APPROVED,
  requesting_id: SIGNED_IN_USER.id,
  confirming_id: 1,
  working_days: 3,
  from_half: 'full',
  to_half: 'full',
  decided_by: { id: 1, name: 'Anna Weber' },
  decided_at: `${YEAR}-02-20T09:30:00.000Z`,
  created_at: `${YEAR}-02-19T09:30:00.000Z`,
};

const balances: BalancesView = {
  available_days_prev: 2,
  available_days_current: 30,
  available_days_next: 30,
  available_days_left_prev: 0,
  available_days_left_current: 29,
  available_days_left_next: 30,
  available_days_left_all: 59,
  available_days_expired_prev: 0,
  prev_usable_until: null,
};

function answer(url: string, init?: RequestInit): Response {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/users/names')
    return reply('GET /users/names', {
      data: [{ id: SIGNED_IN_USER.id, name: SIGNED_IN_USER.name, role_id: Role.USER }],
    });
  if (pathname === `/api/holidays/requesting/${SIGNED_IN_USER.id}`)
    return reply('GET /holidays/requesting/:id', { data: [approved] });
  if (pathname === `/api/days_available/${SIGNED_IN_USER.id}`)
    return reply('GET /days_available/:id', { data: balances });
  if (pathname === '/api/national_holidays') return reply('GET /national_holidays', { data: [] });
  if (pathname === '/api/leave_types') return reply('GET /leave_types', leaveTypesAnswer(init));
  if (pathname === '/api/calendar/feed')
    return reply('GET /calendar/feed', { data: { personal: '/api/calendar/feed/abc.ics', team: null } });
  if (pathname === '/api/user/notifications') return reply('GET /user/notifications', { data: { off: [] } });
  throw new Error(`unexpected call ${url}`);
}

describe('the holidays screen in German (docs/product/leave.md#holidays-screen)', () => {
  useStubbedApi(async (url, init) => answer(url, init));
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names the buttons, balances, calendar and requests in German, with German dates', async () => {
    renderScreen(<LeavePage />);

    const table = await screen.findByRole('table', { name: 'Urlaubsanträge' });
    expect(screen.getByRole('button', { name: 'Urlaub beantragen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legende' }).textContent).toBe('OffenGenehmigtAbgelehntFeiertagHalber Tag');
    expect((await screen.findByRole('region', { name: `Resturlaub ${YEAR}` })).textContent).toBe(
      `${YEAR}29 von 30 übrig`,
    );

    const calendar = screen.getByRole('region', { name: `Kalender ${YEAR}` });
    expect(within(calendar).getByRole('heading', { name: 'März' })).toBeTruthy();
    // The weekdays from Monday on, by their German initials.
    expect(within(calendar).getByRole('heading', { name: 'Januar' }).parentElement!.textContent).toMatch(
      /^JanuarMoDiMiDoFrSaSo/,
    );
    expect(within(calendar).getByLabelText(`02.03.${YEAR}: Genehmigt (Urlaub)`)).toBeTruthy();

    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Art', 'Von', 'Bis', 'Arbeitstage', 'Status', 'Entschieden von', 'Anmerkung', '']);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Urlaub',
      `02.03.${YEAR}`,
      `04.03.${YEAR}`,
      '3',
      'Genehmigt',
      `Anna Weber, 20.02.${YEAR}`,
      'Keine Anmerkung',
      '',
    ]);
  });

  it('opens the calendar feed in German', async () => {
    renderScreen(<LeavePage />);

    fireEvent.click(screen.getByRole('button', { name: 'Kalender-Abo' }));
    const feed = await screen.findByRole('dialog', { name: 'Kalender-Abo' });
    expect(((await within(feed).findByLabelText('Dein Urlaub')) as HTMLInputElement).value).toMatch(/abc\.ics$/);
    expect(within(feed).getByRole('button', { name: 'Neue Adressen erstellen' })).toBeTruthy();
    expect(within(feed).getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });

  it('opens the e-mail settings in German', async () => {
    renderScreen(<LeavePage />);

    fireEvent.click(screen.getByRole('button', { name: 'E-Mail-Einstellungen' }));
    const settings = await screen.findByRole('dialog', { name: 'E-Mail-Einstellungen' });
    expect(
      within(settings).getByLabelText('E-Mail an mich, wenn mein Urlaub genehmigt oder abgelehnt wird'),
    ).toBeTruthy();
  });
});

describe("the holidays screen's public holidays (docs/product/time-model.md#calendars)", { timeout: 30_000 }, () => {
  const api = useStubbedApi(async (url, init) => answer(url, init));

  it("asks for those of the shown person's calendar", async () => {
    renderScreen(<LeavePage />, { user: { ...SIGNED_IN_USER, holiday_calendar_id: 3 } });

    await screen.findByRole('table', { name: 'Leave requests' });
    expect(api.calls().filter((url) => url.startsWith('/api/national_holidays'))).toEqual([
      `/api/national_holidays?from=${YEAR}-01-01&to=${YEAR}-12-31&calendar_id=3`,
    ]);
  });
});

describe('leave types and expiry on the holidays screen (docs/product/leave.md#types, #carry-over)', () => {
  const TRAINING: LeaveTypeView = {
    id: 5,
    name: 'Training',
    color: '#00796b',
    uses_allowance: false,
    needs_approval: false,
    active: true,
    private: false,
  };
  const RETIRED: LeaveTypeView = { ...TRAINING, id: 6, name: 'Study leave', color: '#6a1b9a', active: false };
  const training: LeaveRequestView = {
    ...approved,
    id: 4,
    type: TRAINING.id,
    type_text: 'Training',
    from_date: `${YEAR}-05-04`,
    to_date: `${YEAR}-05-05`,
    // docs/product/leave.md#no-approval: approved by the portal, at once.
    decided_by: null,
    decided_at: `${YEAR}-04-20T08:00:00.000Z`,
  };
  const study: LeaveRequestView = {
    ...approved,
    id: 5,
    type: RETIRED.id,
    type_text: 'Study leave',
    from_date: `${YEAR - 1}-06-01`,
    to_date: `${YEAR - 1}-06-02`,
  };
  const expiring: BalancesView = { ...balances, available_days_left_prev: 2, prev_usable_until: `${YEAR}-03-31` };
  useStubbedApi(async (url, init) => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (pathname === '/api/leave_types')
      return reply('GET /leave_types', { data: [...leaveTypesAnswer(init).data, TRAINING, RETIRED] });
    if (pathname === `/api/holidays/requesting/${SIGNED_IN_USER.id}`)
      return reply('GET /holidays/requesting/:id', { data: [study, training, approved] });
    if (pathname === `/api/days_available/${SIGNED_IN_USER.id}`)
      return reply('GET /days_available/:id', { data: expiring });
    return answer(url, init);
  });

  it('marks each day with its type, lists the types shown, names inactive ones and says what expires', async () => {
    renderScreen(<LeavePage />);

    expect(await screen.findByText(`2 days from ${YEAR - 1} expire on 31 March ${YEAR}.`)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Leave requests' });
    await vi.waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.firstChild!.textContent),
      ).toEqual(['Study leave', 'Training', 'Annual leave']),
    );
    const trainingRow = within(table).getAllByRole('row')[2]!;
    expect(within(trainingRow).getAllByRole('cell')[5]!.textContent).toBe(`The portal, ${YEAR}-04-20`);
    const day = await screen.findByLabelText(`${YEAR}-05-04: Approved (Training)`);
    expect(day.getAttribute('data-type')).toBe('5');
    expect(getComputedStyle(day.lastElementChild!).backgroundColor).toBe('rgb(0, 121, 107)');
    expect(screen.getByLabelText(`${YEAR}-03-02: Approved (Annual leave)`).getAttribute('data-type')).toBe('0');
    // Only the types of this year's leave: last year's Study leave is not among them.
    expect(
      within(screen.getByRole('list', { name: 'Leave types' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Annual leave', 'Training']);
  });
});
