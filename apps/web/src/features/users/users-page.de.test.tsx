import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, type UserListItem, type WeeklyReportRow } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER, userView } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import RegisterPage from './register-page';
import UsersPage from './users-page';

const ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.ADMIN };
const ACME = { id: 7, name: 'Acme' };
const ADA: UserListItem = {
  ...userView({ id: 12, name: 'Ada Lovelace', email: 'ada@example.com', level: 'Internship' }),
  additional_roles: ['technology_owner'],
  clients: [
    {
      id: ACME.id,
      name: ACME.name,
      hours: 40,
      pivot: { id: 3, client_id: ACME.id, hours: 40, from_date: '2026-01-01', to_date: null },
    },
  ],
};
/** Monday 5 to Friday 9 January 2026, seen on the Friday evening: Monday is short of 8 hours. */
const WEEK: WeeklyReportRow = {
  user_id: ADA.id,
  days: [
    { date: '2026-01-05', minutes: 450, status: 'insufficient', scheduled_minutes: 480 },
    { date: '2026-01-06', minutes: 480, status: 'success', scheduled_minutes: 480 },
    { date: '2026-01-07', minutes: 480, status: 'success', scheduled_minutes: 480 },
    { date: '2026-01-08', minutes: 480, status: 'success', scheduled_minutes: 480 },
    { date: '2026-01-09', minutes: 480, status: 'success', scheduled_minutes: 480 },
  ],
};

/** 'Mo' or 'Mo.', as this ICU writes it. */
const germanWeekday = (date: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function answer(url: string): Response {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/users')
    return reply('GET /users', { data: [ADA], meta: { total: 1, page: 1, page_size: 50 } });
  if (pathname === '/api/clients') return reply('GET /clients', { data: [ACME] });
  if (pathname === '/api/weekly/logs') return reply('GET /weekly/logs', { data: [WEEK] });
  if (pathname === '/api/holiday_calendars')
    return reply('GET /holiday_calendars', { data: [{ id: 1, name: 'Berlin', country: 'DE', region: null }] });
  throw new Error(`unexpected call ${url}`);
}

describe('the users screen in German (docs/product/languages.md)', { timeout: 30_000 }, () => {
  useStubbedApi(async (url) => answer(url));
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 9, 18));
    await i18n.changeLanguage('de');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('names the columns, roles, level, week and status in German, with German weekdays and durations', async () => {
    renderScreen(<UsersPage />, { user: ADMIN });

    const table = await screen.findByRole('table', { name: 'Mitarbeitende' });
    expect(screen.getByRole('button', { name: 'Benutzer anlegen' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mitarbeitende' })).toBeTruthy();
    expect(screen.getByLabelText('Personen suchen')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Geburtstag' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Wochenbericht' })).toBeTruthy();
    expect(within(table).getByText('Mitarbeiter:in')).toBeTruthy();
    expect(within(table).getByText('Praktikant:in')).toBeTruthy();
    expect(within(table).getByText('Technologieverantwortung')).toBeTruthy();
    expect(within(table).getByText('Acme: 40 Std.')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Ada Lovelace bearbeiten' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Arbeitszeit von Ada Lovelace' })).toBeTruthy();

    expect(await within(table).findByText('Zu wenig Zeit erfasst.')).toBeTruthy();
    expect(within(table).getByLabelText(`${germanWeekday('2026-01-05')}: 7 h 30 min, Zu wenig`)).toBeTruthy();
    expect(within(table).getByLabelText(`${germanWeekday('2026-01-09')}: 8 h, 8 Stunden`)).toBeTruthy();
  });

  it("shows a person's clients in German", async () => {
    renderScreen(<UsersPage />, { user: ADMIN });

    fireEvent.click(await screen.findByRole('button', { name: 'Kunden von Ada Lovelace verwalten' }));

    const dialog = screen.getByRole('dialog', { name: 'Kunden von Ada Lovelace' });
    expect(within(dialog).getByText('Acme: 40 Std./Woche')).toBeTruthy();
    expect(within(dialog).getByText('01.01.2026 – unbefristet')).toBeTruthy();
    expect(within(dialog).getByLabelText('Stunden pro Woche')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Zuweisen' })).toBeTruthy();
  });

  it('shows /register, the add-user form, in German', async () => {
    renderScreen(<RegisterPage />, { user: ADMIN });

    const form = screen.getByRole('form', { name: 'Benutzer anlegen' });
    expect(within(form).getByRole('combobox', { name: /^Rolle/ }).textContent).toBe('Mitarbeiter:in');
    expect(within(form).getByLabelText('Kundenverantwortung')).toBeTruthy();
    expect(within(form).getByLabelText(/^Passwort bestätigen/)).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Standort / Feiertagskalender' })).toBeTruthy();
    expect(within(form).getByLabelText('Beschäftigungsbeginn')).toBeTruthy();
    expect(within(form).getByLabelText('Beschäftigungsende')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Anlegen' })).toBeTruthy();
  });
});
