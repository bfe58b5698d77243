import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  LeaveStatus,
  weekdayIndex,
  type BalancesView,
  type LeaveRequestBody,
  type LeaveRequestView,
} from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { leaveTypesAnswer } from '../../test/leave-types';
import { portalSettings } from '../../test/portal-settings';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { RequestForm } from './request-form';

const YEAR = new Date().getFullYear() + 1;
/** The first Monday of February next year: Annual leave may still be asked for it. */
const MONDAY = addDays(`${YEAR}-02-01`, (7 - weekdayIndex(`${YEAR}-02-01`)) % 7);
const WEDNESDAY = addDays(MONDAY, 2);
const THURSDAY = addDays(MONDAY, 3);
/** The requesting person: 6 hours Monday to Thursday, in calendar 3. */
const PART_TIMER = { ...SIGNED_IN_USER, holiday_calendar_id: 3 };
const PART_TIME_WEEK = [360, 360, 360, 360, 0, 0, 0];

const PLENTY: BalancesView = {
  available_days_prev: 0,
  available_days_current: 30,
  available_days_next: 30,
  available_days_left_prev: 0,
  available_days_left_current: 30,
  available_days_left_next: 30,
  available_days_left_all: 60,
  available_days_expired_prev: 0,
  prev_usable_until: null,
};

const requested: LeaveRequestBody[] = [];
/** A busy 2-core machine draws the form slowly in jsdom: wait longer than the default. */
const DRAWN = { timeout: 10_000 };

/** The request as POST /holidays answers it: pending, as asked for. */
const pendingRequestOf = (body: LeaveRequestBody): LeaveRequestView => ({
  id: 1,
  user: { id: PART_TIMER.id, name: PART_TIMER.name, email: PART_TIMER.email },
  type: body.type,
  type_text: 'Annual leave',
  notes: body.notes ?? '',
  from_date: body.from_date,
  to_date: body.to_date,
  status: LeaveStatus.PENDING,
  requesting_id: body.requesting_id,
  confirming_id: body.confirming_id ?? null,
  working_days: 1,
  from_half: body.from_half ?? 'full',
  to_half: body.to_half ?? 'full',
  decided_by: null,
  decided_at: null,
  created_at: `${YEAR}-01-05T09:00:00.000Z`,
});

function answer(url: URL, init?: RequestInit): Response {
  if (url.pathname === '/api/leave_types') return reply('GET /leave_types', leaveTypesAnswer(init));
  if (url.pathname === '/api/settings')
    return reply('GET /settings', { data: portalSettings({ leave_approver: { id: 1, name: 'Anna Weber' } }) });
  if (url.pathname === `/api/users/${PART_TIMER.id}/schedules`)
    return reply('GET /users/:id/schedules', { data: [{ id: 1, from_date: '2020-01-01', minutes: PART_TIME_WEEK }] });
  // Only the person's own calendar has the public holiday.
  if (url.pathname === '/api/national_holidays')
    return reply('GET /national_holidays', {
      data:
        url.searchParams.get('calendar_id') === '3'
          ? [{ id: 9, date: WEDNESDAY, title: 'Local holiday', calendar_id: 3 }]
          : [],
    });
  // The balance after the request (docs/product/leave.md#policy): plenty of days, nothing requested yet.
  if (url.pathname === `/api/days_available/${PART_TIMER.id}`)
    return reply('GET /days_available/:id', { data: PLENTY });
  if (url.pathname === `/api/holidays/requesting/${PART_TIMER.id}`)
    return reply('GET /holidays/requesting/:id', { data: [] });
  if (url.pathname === '/api/holidays' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as LeaveRequestBody;
    requested.push(body);
    return reply('POST /holidays', { data: pendingRequestOf(body) }, { status: 201 });
  }
  throw new Error(`unexpected call ${url}`);
}

function pickDates(from: string, to: string) {
  // 'Choose Dates', or the dates chosen before.
  fireEvent.click(document.querySelector('button[aria-haspopup="dialog"]')!);
  const picker = screen.getByRole('dialog');
  const [month, year] = within(picker).getAllByRole('combobox');
  fireEvent.change(year!, { target: { value: String(YEAR) } });
  fireEvent.change(month!, { target: { value: '1' } });
  for (const date of [from, to]) fireEvent.click(picker.querySelector(`[data-day="${date}"] button`)!);
}

async function chooseAnnualLeave(name: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: /^(Annual leave|Urlaub)$/ }, DRAWN));
}

describe(
  'half days on the request form (docs/product/time-model.md#half-days, #working-days)',
  { timeout: 30_000 },
  () => {
    useStubbedApi(async (url, init) => answer(new URL(url, 'http://portal.test'), init));
    beforeEach(() => requested.splice(0));

    it("counts the person's own schedule and calendar, and sends the first day from noon and the last until noon", async () => {
      renderScreen(<RequestForm />, { user: PART_TIMER });
      await chooseAnnualLeave(/^Type/);
      pickDates(MONDAY, addDays(MONDAY, 4));

      // Monday, Tuesday and Thursday: Wednesday is their calendar's holiday, Friday their day off.
      expect(await screen.findByRole('status', { name: 'Working days: 3' }, DRAWN)).toBeTruthy();
      fireEvent.click(screen.getByRole('checkbox', { name: 'First day from noon' }));
      expect(screen.getByRole('status', { name: 'Working days: 2.5' })).toBeTruthy();
      // Friday is not one of their working days: ending it at noon charges nothing less.
      fireEvent.click(screen.getByRole('checkbox', { name: 'Last day until noon' }));
      expect(screen.getByRole('status', { name: 'Working days: 2.5' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

      await waitFor(() => expect(requested).toHaveLength(1), DRAWN);
      expect(requested[0]).toMatchObject({ from_date: MONDAY, from_half: 'afternoon', to_half: 'morning' });
    });

    it('offers one day as a whole, its morning or its afternoon, counting half a day', async () => {
      renderScreen(<RequestForm />, { user: PART_TIMER });
      await chooseAnnualLeave(/^Type/);
      pickDates(THURSDAY, THURSDAY);

      expect(await screen.findByRole('status', { name: 'Working days: 1' }, DRAWN)).toBeTruthy();
      expect(screen.queryByRole('checkbox', { name: 'First day from noon' })).toBeNull();
      const halfDay = screen.getByRole('radiogroup', { name: 'Half day' });
      fireEvent.click(within(halfDay).getByRole('radio', { name: 'Morning (until noon)' }));
      expect(screen.getByRole('status', { name: 'Working days: 0.5' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

      await waitFor(() => expect(requested).toHaveLength(1), DRAWN);
      expect(requested[0]).toMatchObject({
        from_date: THURSDAY,
        to_date: THURSDAY,
        from_half: 'full',
        to_half: 'morning',
      });
    });

    describe('in German', () => {
      beforeEach(() => i18n.changeLanguage('de'));
      afterEach(() => i18n.changeLanguage('en'));

      it('names the half days and counts them with a decimal comma', async () => {
        renderScreen(<RequestForm />, { user: PART_TIMER });
        pickDates(MONDAY, THURSDAY);

        fireEvent.click(await screen.findByRole('checkbox', { name: 'Erster Tag ab Mittag' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Letzter Tag bis Mittag' }));
        expect(await screen.findByRole('status', { name: 'Arbeitstage: 2' })).toBeTruthy();
        fireEvent.click(screen.getByRole('checkbox', { name: 'Letzter Tag bis Mittag' }));
        expect(screen.getByRole('status', { name: 'Arbeitstage: 2,5' })).toBeTruthy();

        pickDates(MONDAY, MONDAY);
        const halfDay = await screen.findByRole('radiogroup', { name: 'Halber Tag' });
        expect(
          within(halfDay)
            .getAllByRole('radio')
            .map((radio) => radio.closest('label')?.textContent),
        ).toEqual(['Ganzer Tag', 'Vormittag (bis Mittag)', 'Nachmittag (ab Mittag)']);
      });
    });
  },
);
