import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveStatus, Role, type TeamCalendarData } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { useStubbedApi } from '../../test/stubbed-api';
import TeamCalendarPage from './team-calendar-page';

const YEAR = new Date().getFullYear();

const DATA: TeamCalendarData = {
  people: [{ id: 1, name: 'Ada Admin' }],
  leave: [{ user_id: 1, from_date: `${YEAR}-03-02`, to_date: `${YEAR}-03-04`, status: LeaveStatus.PENDING }],
  public_holidays: [{ date: `${YEAR}-10-03`, title: 'German Unity Day' }],
  assignments: [],
  clients: [{ id: 7, name: 'Acme' }],
};

describe('/users/report in English and German (docs/product/reports.md#team-calendar)', () => {
  useStubbedApi(async (url) => {
    if (url === `/api/team_calendar?year=${YEAR}`) return Response.json({ data: DATA });
    throw new Error(`unexpected call ${url}`);
  });
  // jsdom lays nothing out: the grid gets a height so that the virtualiser draws its rows.
  beforeEach(() => vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600));
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  const renderPage = () => renderScreen(<TeamCalendarPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
  const monthHeads = (grid: HTMLElement) =>
    [...grid.querySelectorAll('.calendar-month')].map((month) => month.textContent);
  const barTitles = (grid: HTMLElement) =>
    [...grid.querySelectorAll('.calendar-bar[title]')].map((bar) => bar.getAttribute('title'));

  it('keeps the English calendar as it was', async () => {
    renderPage();

    const grid = await screen.findByRole('region', { name: `Team calendar ${YEAR}` });
    expect(monthHeads(grid)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('PendingApprovedNational HolidayAcme');
    expect(barTitles(grid)).toEqual([`${YEAR}-03-02 – ${YEAR}-03-04: pending`, `${YEAR}-10-03: national`]);
  });

  it('speaks German: buttons, legend, month names and the leave bars with German dates', async () => {
    await i18n.changeLanguage('de');
    renderPage();

    const grid = await screen.findByRole('region', { name: `Teamkalender ${YEAR}` });
    expect(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächstes Jahr' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legende' }).textContent).toBe('BeantragtGenehmigtFeiertagAcme');
    expect(monthHeads(grid)).toEqual([
      'Jan',
      'Feb',
      'Mär',
      'Apr',
      'Mai',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Okt',
      'Nov',
      'Dez',
    ]);
    expect(barTitles(grid)).toEqual([
      `02.03.${YEAR} – 04.03.${YEAR}: Abwesenheit beantragt`,
      `03.10.${YEAR}: Feiertag`,
    ]);
  });
});
