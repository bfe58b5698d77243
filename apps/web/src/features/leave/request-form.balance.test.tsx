import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveStatus, type BalancesView, type LeaveRequestView, type LeaveTypeView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { firstLeaveTypes } from '../../test/leave-types';
import { portalSettings } from '../../test/portal-settings';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { RequestForm } from './request-form';

/** docs/product/leave.md#carry-over's worked example: 2 February 2026, leftover from 2025 usable until 31 March. */
const TODAY = new Date('2026-02-02T09:00:00');
const DRAWN = { timeout: 10_000 };
const TRAINING: LeaveTypeView = {
  id: 5,
  name: 'Training',
  color: '#00796b',
  uses_allowance: true,
  needs_approval: false,
  active: true,
  private: false,
};
const RETIRED: LeaveTypeView = { ...TRAINING, id: 6, name: 'Old leave', active: false, private: false };

function balancesOf(prev: number, current: number, next: number): BalancesView {
  return {
    available_days_prev: prev,
    available_days_current: current,
    available_days_next: next,
    available_days_left_prev: prev,
    available_days_left_current: current,
    available_days_left_next: next,
    available_days_left_all: prev + current + next,
    available_days_expired_prev: 0,
    prev_usable_until: '2026-03-31',
  };
}

/** Approved Annual leave on Monday 12 and Tuesday 13 January 2026: two days of the leftover from 2025. */
const JANUARY: LeaveRequestView = {
  id: 1,
  user: { id: SIGNED_IN_USER.id, name: SIGNED_IN_USER.name, email: SIGNED_IN_USER.email },
  type: 0,
  type_text: 'Annual leave',
  notes: 'Ski',
  from_date: '2026-01-12',
  to_date: '2026-01-13',
  from_half: 'full',
  to_half: 'full',
  status: LeaveStatus.APPROVED,
  requesting_id: SIGNED_IN_USER.id,
  confirming_id: 1,
  working_days: 2,
  decided_by: null,
  decided_at: null,
  created_at: '2026-01-05T09:00:00.000Z',
};

let balances = balancesOf(3, 25, 25);
let requests: LeaveRequestView[] = [];
let carryOverUntil: string | null = '03-31';

function answer(url: string, init?: RequestInit): Response {
  const { pathname } = new URL(url, 'http://portal.test');
  const language = new Headers(init?.headers).get('Accept-Language') === 'de' ? 'de' : 'en';
  if (pathname === '/api/leave_types')
    return reply('GET /leave_types', { data: [...firstLeaveTypes(language), TRAINING, RETIRED] });
  if (pathname === '/api/settings')
    return reply('GET /settings', {
      data: portalSettings({ leave_approver: { id: 1, name: 'Anna Weber' }, carry_over_until: carryOverUntil }),
    });
  if (pathname === `/api/days_available/${SIGNED_IN_USER.id}`)
    return reply('GET /days_available/:id', { data: balances });
  if (pathname === `/api/holidays/requesting/${SIGNED_IN_USER.id}`)
    return reply('GET /holidays/requesting/:id', { data: requests });
  if (pathname === `/api/users/${SIGNED_IN_USER.id}/schedules`) return reply('GET /users/:id/schedules', { data: [] });
  if (pathname === '/api/national_holidays') return reply('GET /national_holidays', { data: [] });
  throw new Error(`unexpected call ${url}`);
}

async function chooseType(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^(Type|Art)/ }));
  fireEvent.click(await screen.findByRole('option', { name }, DRAWN));
}

/** Monday 6 to Friday 10 April 2026: five working days after the leftover from 2025 expired. */
function pickAprilWeek() {
  fireEvent.click(document.querySelector('button[aria-haspopup="dialog"]')!);
  const picker = screen.getByRole('dialog');
  const [month, year] = within(picker).getAllByRole('combobox');
  fireEvent.change(year!, { target: { value: '2026' } });
  fireEvent.change(month!, { target: { value: '3' } });
  for (const date of ['2026-04-06', '2026-04-10'])
    fireEvent.click(picker.querySelector(`[data-day="${date}"] button`)!);
}

describe('the balance after a request (docs/product/leave.md#policy)', { timeout: 30_000 }, () => {
  useStubbedApi(
    async (url, init) => answer(url, init),
    () => {
      balances = balancesOf(3, 25, 25);
      requests = [JANUARY];
      carryOverUntil = '03-31';
    },
  );
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('offers the active types with their colour, and counts a custom type that uses the allowance', async () => {
    renderScreen(<RequestForm />);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Type/ }));
    const options = await screen.findAllByRole('option', {}, DRAWN);
    expect(options.map((option) => option.textContent)).toEqual([
      'Annual leave',
      'Sick leave',
      'Paid leave (special occasion)',
      'Unpaid leave',
      'Day off in lieu',
      'Training',
    ]);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Training' }));
    pickAprilWeek();

    // 3 + 25 + 25 days, less January's 2 and these 5.
    expect(await screen.findByText('Balance after this request: 46 days', {}, DRAWN)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns, without refusing, when days are not covered once the leftover has expired', async () => {
    balances = balancesOf(3, 2, 0);
    requests = [];
    renderScreen(<RequestForm />);

    await chooseType('Annual leave');
    pickAprilWeek();

    // The 3 days from 2025 cannot be taken after 31 March: 2 from 2026, 3 not covered.
    expect(await screen.findByText('Balance after this request: 0 days', {}, DRAWN)).toBeTruthy();
    expect(
      screen.getByText('3 days of this request are not covered by the days left: it may be refused.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lets the leftover cover them when it never expires', async () => {
    balances = balancesOf(3, 2, 0);
    requests = [];
    carryOverUntil = null;
    renderScreen(<RequestForm />);

    await chooseType('Annual leave');
    pickAprilWeek();

    expect(await screen.findByText('Balance after this request: 0 days', {}, DRAWN)).toBeTruthy();
    expect(screen.queryByText(/not covered/)).toBeNull();
  });

  it('says nothing of the balance for a type that does not use it', async () => {
    renderScreen(<RequestForm />);

    await chooseType('Sick leave');
    pickAprilWeek();

    expect(await screen.findByRole('status', { name: 'Working days: 5' }, DRAWN)).toBeTruthy();
    expect(screen.queryByText(/Balance after this request/)).toBeNull();
  });

  it('says it in German', async () => {
    await i18n.changeLanguage('de');
    balances = balancesOf(3, 2, 0);
    requests = [];
    renderScreen(<RequestForm />);

    await chooseType('Urlaub');
    pickAprilWeek();

    expect(await screen.findByText('Resturlaub nach diesem Antrag: 0 Tage', {}, DRAWN)).toBeTruthy();
    expect(
      screen.getByText('3 Tage dieses Antrags sind durch den Resturlaub nicht gedeckt: Er kann abgelehnt werden.'),
    ).toBeTruthy();
  });
});
