import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveStatus, Role, type LeaveTypeView, type TeamCalendarData } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { firstLeaveTypes, leaveTypesAnswer } from '../../test/leave-types';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import TeamCalendarPage from './team-calendar-page';

const YEAR = new Date().getFullYear();

const DATA: TeamCalendarData = {
  people: [{ id: 1, name: 'Ada Admin', holiday_calendar_id: 1 }],
  leave: [
    {
      user_id: 1,
      from_date: `${YEAR}-03-02`,
      to_date: `${YEAR}-03-04`,
      from_half: 'full',
      to_half: 'full',
      status: LeaveStatus.PENDING,
      type: 0,
    },
  ],
  public_holidays: [{ date: `${YEAR}-10-03`, title: 'German Unity Day', calendar_id: 1 }],
  assignments: [],
  clients: [{ id: 7, name: 'Acme' }],
};

/** docs/product/time-model.md: Mia is in the Lisbon calendar and takes Friday 8 May until noon. */
const TIME_MODEL_DATA: TeamCalendarData = {
  ...DATA,
  people: [...DATA.people, { id: 2, name: 'Mia Lisbon', holiday_calendar_id: 2 }],
  leave: [
    ...DATA.leave,
    {
      user_id: 2,
      from_date: `${YEAR}-05-07`,
      to_date: `${YEAR}-05-08`,
      from_half: 'full',
      to_half: 'morning',
      status: LeaveStatus.APPROVED,
      type: 0,
    },
  ],
  public_holidays: [...DATA.public_holidays, { date: `${YEAR}-06-10`, title: 'Dia de Portugal', calendar_id: 2 }],
};

const barTitles = (element: Element) =>
  [...element.querySelectorAll('.calendar-bar[title]')].map((bar) => bar.getAttribute('title'));

describe('/users/report in English and German (docs/product/reports.md#team-calendar)', () => {
  useStubbedApi(async (url, init) => {
    if (url === `/api/team_calendar?year=${YEAR}`) return reply('GET /team_calendar', { data: DATA });
    if (url === '/api/leave_types') return reply('GET /leave_types', leaveTypesAnswer(init));
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
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe(
      'PendingApprovedNational HolidayHalf dayAnnual leaveAcme',
    );
    await vi.waitFor(() =>
      expect(barTitles(grid)).toEqual([
        `${YEAR}-03-02 – ${YEAR}-03-04: Annual leave, pending`,
        `${YEAR}-10-03: national`,
      ]),
    );
  });

  it('speaks German: buttons, legend, month names and the leave bars with German dates', async () => {
    await i18n.changeLanguage('de');
    renderPage();

    const grid = await screen.findByRole('region', { name: `Teamkalender ${YEAR}` });
    expect(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächstes Jahr' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legende' }).textContent).toBe(
      'BeantragtGenehmigtFeiertagHalber TagUrlaubAcme',
    );
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
    expect(barTitles(grid)).toEqual([`02.03.${YEAR} – 04.03.${YEAR}: Urlaub beantragt`, `03.10.${YEAR}: Feiertag`]);
  });
});

describe('/users/report under the time model (docs/product/time-model.md#calendars, #half-days)', () => {
  useStubbedApi(async (url, init) => {
    if (url === `/api/team_calendar?year=${YEAR}`) return reply('GET /team_calendar', { data: TIME_MODEL_DATA });
    if (url === '/api/leave_types') return reply('GET /leave_types', leaveTypesAnswer(init));
    throw new Error(`unexpected call ${url}`);
  });
  beforeEach(() => vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600));
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  const renderPage = () => renderScreen(<TeamCalendarPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
  const rowOf = async (personId: number) => {
    const grid = await screen.findByRole('region', { name: new RegExp(`${YEAR}$`) });
    return grid.querySelector(`[data-person="${personId}"]`)!;
  };

  it("shows each person only their own calendar's public holidays", async () => {
    renderPage();

    await vi.waitFor(async () =>
      expect(barTitles(await rowOf(1))).toEqual([
        `${YEAR}-03-02 – ${YEAR}-03-04: Annual leave, pending`,
        `${YEAR}-10-03: national`,
      ]),
    );
    expect(barTitles(await rowOf(2))).toEqual([
      `${YEAR}-05-07: Annual leave, approved`,
      `${YEAR}-05-08: Annual leave, approved, half day`,
      `${YEAR}-06-10: national`,
    ]);
  });

  it('draws a half day half filled and names it so to screen readers', async () => {
    renderPage();

    const half = await screen.findByRole('img', { name: `${YEAR}-05-08: Annual leave, approved, half day` });
    expect(half.classList.contains('calendar-half')).toBe(true);
    expect(
      screen.getByRole('img', { name: `${YEAR}-05-07: Annual leave, approved` }).classList.contains('calendar-half'),
    ).toBe(false);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('Half day');
  });

  it('names a half day in German', async () => {
    await i18n.changeLanguage('de');
    renderPage();

    const half = await screen.findByRole('img', { name: `08.05.${YEAR}: Urlaub genehmigt, halber Tag` });
    expect(half.classList.contains('calendar-half')).toBe(true);
  });
});

describe('/users/report by leave type (docs/product/leave.md#types)', () => {
  const TRAINING: LeaveTypeView = {
    id: 5,
    name: 'Training',
    color: '#00796b',
    uses_allowance: false,
    needs_approval: false,
    active: true,
    private: false,
  };
  const TYPED: TeamCalendarData = {
    ...DATA,
    leave: [
      { ...DATA.leave[0]!, from_date: `${YEAR}-03-02`, to_date: `${YEAR}-03-03`, type: 1 },
      {
        ...DATA.leave[0]!,
        from_date: `${YEAR}-03-04`,
        to_date: `${YEAR}-03-05`,
        status: LeaveStatus.APPROVED,
        type: TRAINING.id,
      },
      { ...DATA.leave[0]!, from_date: `${YEAR}-03-06`, to_date: `${YEAR}-03-06`, type: TRAINING.id },
      // docs/product/leave.md#private-absences: a colleague's private leave comes without its type.
      { ...DATA.leave[0]!, from_date: `${YEAR}-03-10`, to_date: `${YEAR}-03-10`, type: null },
    ],
  };
  useStubbedApi(async (url) => {
    if (url === `/api/team_calendar?year=${YEAR}`) return reply('GET /team_calendar', { data: TYPED });
    if (url === '/api/leave_types') return reply('GET /leave_types', { data: [...firstLeaveTypes(), TRAINING] });
    throw new Error(`unexpected call ${url}`);
  });
  beforeEach(() => vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600));
  afterEach(() => vi.restoreAllMocks());

  it("colours leave by its type, hatches pending leave and lists the year's types in the legend", async () => {
    renderScreen(<TeamCalendarPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    const sick = await screen.findByRole('img', { name: `${YEAR}-03-02 – ${YEAR}-03-03: Sick leave, pending` });
    const training = screen.getByRole('img', { name: `${YEAR}-03-04 – ${YEAR}-03-05: Training, approved` });
    const pendingTraining = screen.getByRole('img', { name: `${YEAR}-03-06: Training, pending` });
    expect([sick, training, pendingTraining].map((bar) => bar.style.color)).toEqual([
      'rgb(198, 40, 40)',
      'rgb(0, 121, 107)',
      'rgb(0, 121, 107)',
    ]);
    expect([sick, training, pendingTraining].map((bar) => bar.classList.contains('calendar-pending'))).toEqual([
      true,
      false,
      true,
    ]);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe(
      'PendingApprovedNational HolidayHalf daySick leaveTrainingAcme',
    );
  });

  it("names a colleague's private leave 'Absent', in the neutral colour of its status", async () => {
    renderScreen(<TeamCalendarPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    const absent = await screen.findByRole('img', { name: `${YEAR}-03-10: Absent, pending` });
    expect(absent.getAttribute('data-type')).toBeNull();
    expect(absent.style.color).not.toBe('rgb(198, 40, 40)');
  });
});
