import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  localIsoDate,
  Role,
  weekNumber,
  weekStart,
  type BalancesView,
  type UserClientView,
  type WorkLogView,
} from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { useStubbedApi } from '../../test/stubbed-api';
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
};

/** The server, stubbed: what the week screen reads for one person and week. */
function answer(url: string): unknown {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/users/names') return { data: [{ id: USER, name: SIGNED_IN_USER.name, role_id: Role.USER }] };
  if (pathname === `/api/logs/user/${USER}/from/${MONDAY}`) return { data: [log] };
  if (pathname === '/api/home_office') return { data: [] };
  if (pathname === '/api/range/holidays') return [];
  if (pathname === '/api/range/national_holidays') return { data: [] };
  if (pathname === `/api/users/${USER}/clients`) return { data: [assignment] };
  if (pathname === `/api/days_available/${USER}`) return { data: balances };
  throw new Error(`unexpected call ${url}`);
}

const german = (options: Intl.DateTimeFormatOptions, date: string) =>
  new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('the week in German (docs/product/time-and-week.md#dashboard)', () => {
  useStubbedApi(async (url) => Response.json(answer(url)));
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
