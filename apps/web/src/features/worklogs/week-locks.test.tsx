import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  DEFAULT_WEEK,
  eachDay,
  localIsoDate,
  Role,
  weekdayIndex,
  weekStart,
  type BalancesView,
  type LocksResponse,
  type TimesheetView,
} from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import WeekPage from './week-page';

/** The week shown without ?week=: the current one, and the month of its Monday. */
const MONDAY = weekStart(localIsoDate(new Date()));
const TUESDAY = addDays(MONDAY, 1);
const MONTH = MONDAY.slice(0, 7);
const USER = SIGNED_IN_USER.id;
const LOADED = { timeout: 10_000 };

const long = (date: string, options: Intl.DateTimeFormatOptions, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const DAY_NAME = (date: string) => long(date, { weekday: 'long', day: 'numeric', month: 'short' });
const MONTH_NAME = long(`${MONTH}-01`, { month: 'long', year: 'numeric' });

const NOTHING_LOCKED: LocksResponse['data'] = {
  locked_until: null,
  approved_timesheets: [],
  signed_off: [],
  may_override: false,
};

const sheet = (changes: Partial<TimesheetView> = {}): TimesheetView => ({
  user_id: USER,
  name: SIGNED_IN_USER.name,
  month: MONTH,
  status: 'open',
  submitted_at: null,
  decided_by: null,
  decided_at: null,
  comment: null,
  logged_minutes: 9000,
  target_minutes: 10080,
  missing_days: [MONDAY],
  leave_days: 1.5,
  ...changes,
});

/** No allowance at all: the balances are not what these tests look at. */
const NO_BALANCES: BalancesView = {
  available_days_prev: 0,
  available_days_current: 0,
  available_days_next: 0,
  available_days_left_prev: 0,
  available_days_left_current: 0,
  available_days_left_next: 0,
  available_days_left_all: 0,
  available_days_expired_prev: 0,
  prev_usable_until: null,
};

let locks = NOTHING_LOCKED;
let sheets: TimesheetView[] = [];
const posted: string[] = [];

/** The server, stubbed: the week screen's reads, its locks and timesheets, and the submit. */
async function serve(url: string, init?: RequestInit): Promise<Response> {
  const parsed = new URL(url, 'http://portal.test');
  const { pathname } = parsed;
  if (init?.method === 'POST') posted.push(pathname);
  if (pathname === `/api/timesheets/${USER}/${MONTH}/submit`) {
    sheets = sheets.map((one) => ({ ...one, status: 'submitted', submitted_at: `${MONTH}-02T10:00:00Z` }));
    return reply('POST /timesheets/:userId/:month/submit', { data: sheets[0]! });
  }
  if (pathname === '/api/locks') return reply('GET /locks', { data: locks });
  if (pathname === '/api/timesheets')
    return reply('GET /timesheets', { data: sheets.filter((one) => one.month === parsed.searchParams.get('month')) });
  if (pathname === `/api/users/${USER}/days`) {
    const days = eachDay(parsed.searchParams.get('from')!, parsed.searchParams.get('to')!);
    return reply('GET /users/:id/days', {
      data: days.map((date) => ({
        date,
        scheduled_minutes: DEFAULT_WEEK[weekdayIndex(date)]!,
        target_minutes: DEFAULT_WEEK[weekdayIndex(date)]!,
        public_holiday: null,
        leave: 0,
      })),
      full_day_minutes: days.map(() => 480),
    });
  }
  if (pathname === '/api/users/names')
    return reply('GET /users/names', { data: [{ id: USER, name: SIGNED_IN_USER.name, role_id: Role.USER }] });
  if (pathname === `/api/logs/user/${USER}/from/${MONDAY}`)
    return reply('GET /logs/user/:id/from/:date', {
      data: [
        {
          id: 1,
          user_id: USER,
          client_id: 3,
          client_name: 'Northwind Traders',
          date: MONDAY,
          duration: 60,
          description: 'Billing export',
        },
        {
          id: 2,
          user_id: USER,
          client_id: 5,
          client_name: 'Initech',
          date: MONDAY,
          duration: 60,
          description: 'Planning',
        },
      ],
    });
  if (pathname === '/api/home_office') return reply('GET /home_office', { data: [] });
  if (pathname === `/api/users/${USER}/clients`) return reply('GET /users/:id/clients', { data: [] });
  if (pathname === `/api/days_available/${USER}`) return reply('GET /days_available/:id', { data: NO_BALANCES });
  throw new Error(`unexpected call ${url}`);
}

const dayRegion = async (date: string) => screen.findByRole('region', { name: DAY_NAME(date) }, LOADED);

describe('locked days on the dashboard (docs/product/closing.md#locks)', { timeout: 30_000 }, () => {
  useStubbedApi(serve, () => {
    locks = NOTHING_LOCKED;
    sheets = [];
    posted.length = 0;
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows a day on or before the lock date read-only, and says why', async () => {
    locks = { ...NOTHING_LOCKED, locked_until: MONDAY };
    renderScreen(<WeekPage />);

    const monday = await dayRegion(MONDAY);
    const why = `Locked: the period up to ${long(MONDAY, { day: 'numeric', month: 'long', year: 'numeric' })} is closed.`;
    expect(await within(monday).findByRole('img', { name: why }, LOADED)).toBeTruthy();
    expect(within(monday).queryByRole('button', { name: /^Add entry/ })).toBeNull();
    expect(within(monday).queryByRole('button', { name: 'Edit Billing export' })).toBeNull();
    expect((within(monday).getByRole('switch', { name: 'Home office' }) as HTMLInputElement).disabled).toBe(true);
    const tuesday = await dayRegion(TUESDAY);
    expect(within(tuesday).getByRole('button', { name: `Add entry for ${DAY_NAME(TUESDAY)}` })).toBeTruthy();
    expect(within(tuesday).queryByRole('img', { name: /^Locked/ })).toBeNull();
  });

  it('locks the days of an approved month, in German too', async () => {
    locks = { ...NOTHING_LOCKED, approved_timesheets: [MONTH] };
    renderScreen(<WeekPage />);

    const monday = await dayRegion(MONDAY);
    expect(
      await within(monday).findByRole('img', { name: `Locked: your timesheet for ${MONTH_NAME} is approved.` }, LOADED),
    ).toBeTruthy();

    await i18n.changeLanguage('de');
    const germanMonth = long(`${MONTH}-01`, { month: 'long', year: 'numeric' }, 'de-DE');
    // Every day of the month shown says so.
    expect(
      await screen.findAllByRole(
        'img',
        { name: `Gesperrt: Dein Stundenzettel für ${germanMonth} ist genehmigt.` },
        LOADED,
      ),
    ).not.toHaveLength(0);
  });

  it('locks only the logs of a client that signed the month off, and names the client', async () => {
    locks = { ...NOTHING_LOCKED, signed_off: [{ client_id: 3, month: MONTH }] };
    renderScreen(<WeekPage />);

    const monday = await dayRegion(MONDAY);
    expect(
      await within(monday).findByRole('img', { name: `Locked: Northwind Traders signed off ${MONTH_NAME}.` }, LOADED),
    ).toBeTruthy();
    fireEvent.click(within(monday).getByRole('button', { name: DAY_NAME(MONDAY) }));
    expect(within(monday).queryByRole('button', { name: 'Edit Billing export' })).toBeNull();
    expect(within(monday).getByRole('button', { name: 'Edit Planning' })).toBeTruthy();
    expect(within(monday).getByRole('button', { name: `Add entry for ${DAY_NAME(MONDAY)}` })).toBeTruthy();
  });

  it('keeps a locked day editable for a super administrator, and says that changes are recorded', async () => {
    locks = { ...NOTHING_LOCKED, locked_until: MONDAY, may_override: true };
    renderScreen(<WeekPage />);

    const monday = await dayRegion(MONDAY);
    expect(
      await within(monday).findByRole(
        'img',
        { name: /is closed\. You may still change it; your changes are recorded in the audit trail\.$/ },
        LOADED,
      ),
    ).toBeTruthy();
    expect(within(monday).getByRole('button', { name: `Add entry for ${DAY_NAME(MONDAY)}` })).toBeTruthy();
    expect((within(monday).getByRole('switch', { name: 'Home office' }) as HTMLInputElement).disabled).toBe(false);
  });
});

describe(
  "submitting the month's timesheet from the dashboard (docs/product/closing.md#timesheets)",
  { timeout: 30_000 },
  () => {
    useStubbedApi(serve, () => {
      locks = NOTHING_LOCKED;
      sheets = [sheet()];
      posted.length = 0;
    });
    afterEach(() => i18n.changeLanguage('en'));

    it("shows the month's summary, submits it and then shows it submitted", async () => {
      renderScreen(<WeekPage />);
      const panel = await screen.findByRole('region', { name: 'Timesheet' }, LOADED);
      expect(within(panel).getByText('Open')).toBeTruthy();

      fireEvent.click(within(panel).getByRole('button', { name: `Submit timesheet for ${MONTH_NAME}` }));
      const dialog = screen.getByRole('dialog', { name: `Submit timesheet for ${MONTH_NAME}` });
      const summary = within(dialog).getByTestId('timesheet-summary');
      expect(summary.textContent).toBe(`Logged150.0 of 168.0 hMissing days${Number(MONDAY.slice(8))}Leave days1.5`);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText(`Timesheet for ${MONTH_NAME} submitted`, {}, LOADED)).toBeTruthy();
      expect(posted).toEqual([`/api/timesheets/${USER}/${MONTH}/submit`]);
      expect(await within(panel).findByText('Submitted', {}, LOADED)).toBeTruthy();
      expect(within(panel).queryByRole('button', { name: /^Submit timesheet/ })).toBeNull();
    });

    it('shows why an admin reopened the month', async () => {
      sheets = [sheet({ comment: '30 October is missing' })];
      renderScreen(<WeekPage />);

      const panel = await screen.findByRole('region', { name: 'Timesheet' }, LOADED);
      expect(within(panel).getByText('Reopened: 30 October is missing')).toBeTruthy();
    });

    it('says who approved the month, and offers no submit', async () => {
      sheets = [
        sheet({
          status: 'approved',
          decided_by: { id: 1, name: 'Anna Weber' },
          decided_at: `${MONTH}-03T09:00:00Z`,
        }),
      ];
      renderScreen(<WeekPage />);

      const panel = await screen.findByRole('region', { name: 'Timesheet' }, LOADED);
      expect(within(panel).getByText(/^Approved by Anna Weber on /)).toBeTruthy();
      expect(within(panel).queryByRole('button', { name: /^Submit timesheet/ })).toBeNull();
    });

    it('names the summary and its buttons in German', async () => {
      await i18n.changeLanguage('de');
      renderScreen(<WeekPage />);
      const germanMonth = long(`${MONTH}-01`, { month: 'long', year: 'numeric' }, 'de-DE');
      const panel = await screen.findByRole('region', { name: 'Stundenzettel' }, LOADED);

      fireEvent.click(within(panel).getByRole('button', { name: `Stundenzettel für ${germanMonth} einreichen` }));
      const dialog = screen.getByRole('dialog', { name: `Stundenzettel für ${germanMonth} einreichen` });
      expect(within(dialog).getByTestId('timesheet-summary').textContent).toMatch(
        /^Erfasst150,0 von 168,0 hFehlende Tage.+Urlaubstage1,5$/,
      );
      expect(within(dialog).getByRole('button', { name: 'Einreichen' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    });
  },
);
