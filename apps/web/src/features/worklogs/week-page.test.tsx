import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  DEFAULT_WEEK,
  eachDay,
  localIsoDate,
  Role,
  weekNumber,
  weekdayIndex,
  weekStart,
  type BalancesView,
  type PersonDays,
  type UserClientView,
  type WorkLogView,
} from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import WeekPage from './week-page';
import WeekSelector from './week-selector';

/** The week shown without ?week=: the current one. */
const MONDAY = weekStart(localIsoDate(new Date()));
const USER = SIGNED_IN_USER.id;

const log: WorkLogView = {
  id: 1,
  user_id: USER,
  client_id: 3,
  client_name: 'Initech',
  date: MONDAY,
  duration: 450,
  description: 'Pairing on the billing export',
};

const assignment: UserClientView = {
  id: 3,
  name: 'Initech',
  hours: 20,
  pivot: { id: 30, client_id: 3, hours: 20, from_date: '2025-01-01', to_date: null },
};

const balances: BalancesView = {
  available_days_prev: 0,
  available_days_current: 30,
  available_days_next: 30,
  available_days_left_prev: 0,
  available_days_left_current: 29,
  available_days_left_next: 30,
  available_days_left_all: 59,
  available_days_expired_prev: 0,
  prev_usable_until: null,
};

/** GET /users/{id}/days: the person's week of minutes on every day asked for, with approved leave by date. */
function plan(url: URL, week: readonly number[], leave: Record<string, number> = {}): PersonDays {
  const days = eachDay(url.searchParams.get('from')!, url.searchParams.get('to')!);
  return {
    data: days.map((date) => {
      const scheduled = week[weekdayIndex(date)]!;
      const share = leave[date] ?? 0;
      return {
        date,
        scheduled_minutes: scheduled,
        target_minutes: share >= 1 ? 0 : scheduled * (1 - share),
        public_holiday: null,
        leave: share,
      };
    }),
    full_day_minutes: days.map(() => Math.max(...week)),
  };
}

/** The server, stubbed: what the week screen reads for one person and week. */
function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === `/api/users/${USER}/days`)
    return reply('GET /users/:id/days', plan(new URL(url, 'http://portal.test'), DEFAULT_WEEK));
  if (pathname === '/api/users/names')
    return reply('GET /users/names', { data: [{ id: USER, name: SIGNED_IN_USER.name, role_id: Role.USER }] });
  if (pathname === `/api/logs/user/${USER}/from/${MONDAY}`)
    return reply('GET /logs/user/:id/from/:date', { data: [log] });
  if (pathname === '/api/home_office') return reply('GET /home_office', { data: [] });
  if (pathname === `/api/users/${USER}/clients`) return reply('GET /users/:id/clients', { data: [assignment] });
  if (pathname === `/api/days_available/${USER}`) return reply('GET /days_available/:id', { data: balances });
  // docs/product/closing.md#locks, #timesheets: nothing locked, nothing submitted (week-locks.test.tsx has the rest).
  if (pathname === '/api/locks')
    return reply('GET /locks', {
      data: { locked_until: null, approved_timesheets: [], signed_off: [], may_override: false },
    });
  if (pathname === '/api/timesheets') return reply('GET /timesheets', { data: [] });
  throw new Error(`unexpected call ${url}`);
}

/** A busy 2-core machine draws the week slowly in jsdom: wait longer than the default. */
const LOADED = { timeout: 10_000 };
/** A part-timer's week: 6 hours Monday to Thursday. */
const PART_TIME = [360, 360, 360, 360, 0, 0, 0];
const TUESDAY = addDays(MONDAY, 1);
const FRIDAY = addDays(MONDAY, 4);

describe("a part-timer's week (docs/product/time-model.md#schedules, #half-days)", { timeout: 30_000 }, () => {
  const sixHours: WorkLogView = { ...log, duration: 360 };
  const threeHoursOnTuesday: WorkLogView = { ...log, id: 2, date: TUESDAY, duration: 180 };
  useStubbedApi(async (url) => {
    const parsed = new URL(url, 'http://portal.test');
    if (parsed.pathname === `/api/users/${USER}/days`)
      return reply('GET /users/:id/days', plan(parsed, PART_TIME, { [TUESDAY]: 0.5 }));
    if (parsed.pathname === `/api/logs/user/${USER}/from/${MONDAY}`)
      return reply('GET /logs/user/:id/from/:date', { data: [sixHours, threeHoursOnTuesday] });
    return answer(url);
  });

  it('measures a 6-hour day against 6 hours, hides the day off like a weekend and names the working week', async () => {
    renderScreen(<WeekPage />);

    const monday = await screen.findByRole('img', { name: `${MONDAY}: 6 Mon, sufficient` }, LOADED);
    expect(monday.querySelector('[data-state="sufficient"]')?.getAttribute('data-fill')).toBe('100');
    expect(screen.queryByTestId(`bar-${FRIDAY}`)).toBeNull();
    expect(screen.getByTestId('working-week').textContent).toBe(
      'Working week: Mon\u00a06\u00a0h · Tue\u00a06\u00a0h · Wed\u00a06\u00a0h · Thu\u00a06\u00a0h',
    );
    const tracking = within(screen.getByRole('region', { name: 'Tracking' }));
    expect(tracking.getByLabelText('Mon: 6 hours')).toBeTruthy();
    expect(tracking.queryByLabelText(/^Fri:/)).toBeNull();
  });

  it('draws a half day of leave apart and says so: its half of the day is the measure', async () => {
    renderScreen(<WeekPage />);

    const tuesday = await screen.findByRole('img', { name: `${TUESDAY}: 3 Tue, sufficient, half day off` }, LOADED);
    expect(within(tuesday).getByTestId('half-day-off')).toBeTruthy();
    expect(screen.getByTestId(`bar-${TUESDAY}`).textContent).toBe('3 Tuehalf day off');
    expect(screen.getByLabelText('Tue: 3 hours, half day off')).toBeTruthy();
    const sameMonth = TUESDAY.startsWith(MONDAY.slice(0, 7));
    expect(screen.getByTestId('holidays-this-month').textContent).toBe(sameMonth ? '0.5' : '0');
  });

  it('says the half day in German', async () => {
    await i18n.changeLanguage('de');
    try {
      renderScreen(<WeekPage />);

      expect(await screen.findByRole('img', { name: /: 3 Di, vollständig, halber Tag frei$/ }, LOADED)).toBeTruthy();
      expect(screen.getByTestId(`bar-${TUESDAY}`).textContent).toBe('3 Dihalber Tag frei');
      expect(screen.getByLabelText('Di: 3 Stunden, halber Tag frei')).toBeTruthy();
      expect(screen.getByTestId('working-week').textContent).toBe(
        'Arbeitswoche: Mo\u00a06\u00a0h · Di\u00a06\u00a0h · Mi\u00a06\u00a0h · Do\u00a06\u00a0h',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe("the spec's week (docs/product/time-model.md#schedules)", { timeout: 30_000 }, () => {
  useStubbedApi(async (url) => answer(url));

  it("reads '8 hours Monday to Friday' and tracks Monday to Friday", async () => {
    renderScreen(<WeekPage />);

    expect((await screen.findByTestId('working-week', {}, LOADED)).textContent).toBe(
      'Working week: 8 hours Monday to Friday',
    );
    const tracking = within(screen.getByRole('region', { name: 'Tracking' }));
    expect(tracking.getAllByRole('generic', { name: /^\w{3}: / }).map((day) => day.getAttribute('aria-label'))).toEqual(
      ['Mon: insufficient', 'Tue: insufficient', 'Wed: insufficient', 'Thu: insufficient', 'Fri: insufficient'],
    );
  });
});

const german = (options: Intl.DateTimeFormatOptions, date: string) =>
  new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('the week in German (docs/product/time-and-week.md#dashboard)', () => {
  useStubbedApi(async (url) => answer(url));
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names the days, hours, balances and summaries in German, with German numbers and dates', async () => {
    renderScreen(<WeekPage />);

    expect(await screen.findByRole('heading', { name: 'Hallo Ben Fischer' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Wochenstatus' }).textContent).toMatch(/^Deine Woche/);

    const mondayName = german({ weekday: 'long', day: 'numeric', month: 'short' }, MONDAY);
    expect(mondayName).toMatch(/^Montag, \d+\. /);
    const monday = screen.getByRole('region', { name: mondayName });
    expect(within(monday).getByText('7 h 30 min')).toBeTruthy();
    expect(within(monday).getByRole('switch', { name: 'Homeoffice' })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Stunden diese Woche' })).toBeTruthy();
    expect(screen.getByTestId(`bar-${MONDAY}`).textContent).toBe('7,5 Mo');
    expect(screen.getByTestId(`bar-${addDays(MONDAY, 1)}`).textContent).toBe('0 Di');
    expect(screen.getByRole('button', { name: 'Wochenende' })).toBeTruthy();

    expect(screen.getByLabelText('Mo: zu wenig')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Kunden' })).getByText('7 h 30 min / 20 h')).toBeTruthy();
    expect((await screen.findByTestId('days-available')).textContent).toBe('59 Tage verfügbar');
    expect(
      screen.getByRole('region', { name: `Monatsübersicht: ${german({ month: 'long', year: 'numeric' }, MONDAY)}` }),
    ).toBeTruthy();
  });

  it('names the week in the top bar in German, with the days in German order', () => {
    renderScreen(<WeekSelector />);

    const week = screen.getByRole('group', { name: 'Woche' });
    const [, month, day] = MONDAY.split('-');
    const [, toMonth, toDay] = addDays(MONDAY, 6).split('-');
    expect(within(week).getByText(`KW ${weekNumber(MONDAY)}: ${day}.${month}. – ${toDay}.${toMonth}.`)).toBeTruthy();
    expect(within(week).getByRole('button', { name: 'Vorherige Woche' })).toBeTruthy();
    expect(within(week).getByRole('button', { name: 'Heute' })).toBeTruthy();
  });
});

describe(
  "last year's days that expire, on the dashboard (docs/product/leave.md#carry-over)",
  { timeout: 30_000 },
  () => {
    const expiring: BalancesView = {
      ...balances,
      available_days_prev: 5,
      available_days_left_prev: 2.5,
      available_days_left_all: 61.5,
      prev_usable_until: '2026-03-31',
    };
    useStubbedApi(async (url) =>
      url.startsWith(`/api/days_available/${USER}`)
        ? reply('GET /days_available/:id', { data: expiring })
        : answer(url),
    );
    afterEach(() => i18n.changeLanguage('en'));

    it('says them in the holidays summary, in English and in German', async () => {
      renderScreen(<WeekPage />);
      const summary = await screen.findByRole('region', { name: 'Holidays' }, LOADED);
      expect((await within(summary).findByRole('status')).textContent).toBe(
        '2.5 days from 2025 expire on 31 March 2026.',
      );

      await i18n.changeLanguage('de');
      expect(within(screen.getByRole('region', { name: 'Urlaub' })).getByRole('status').textContent).toBe(
        '2,5 Tage aus 2025 verfallen am 31. März 2026.',
      );
    });
  },
);
