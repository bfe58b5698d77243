import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf, type Person } from '../support/api';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { DEMO_HOLIDAYS, shift } from '../support/dates';
import { callApi, createEmployee, logWork, type Employee } from '../support/employees';
import { chooseLanguage, german, overflowingSideways } from '../support/german';
import { choose, gone, open, shows } from '../support/pages';
import { expectGerman } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * The time model as people see it (docs/product/time-model.md): a part-timer (4 × 6 h, Monday to Thursday) in a
 * location of their own, with a public holiday of that location and an approved half day in last week. Their
 * dashboard, the admin's Working time dialog and Locations tab, the public holidays of the location and the
 * part-timer's Holidays page, in English and German, at 1280 and 390 px (e2e/screenshots/tm-*.png).
 */
const HOUR = 60;
const PART_TIME_WEEK = [360, 360, 360, 360, 0, 0, 0];
/** The Monday of the week `weeksAgo` weeks before this one, on the local clock. */
function mondayOf(weeksAgo: number): string {
  const now = new Date();
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
  return shift(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * weeksAgo);
}

/** Last week, or the latest past week none of whose weekdays is a public holiday of the default calendar. */
function pastWeek(): string {
  for (let weeksAgo = 1; ; weeksAgo += 1) {
    const monday = mondayOf(weeksAgo);
    const weekdays = [0, 1, 2, 3, 4].map((offset) => shift(monday, offset).slice(5));
    if (!weekdays.some((day) => DEMO_HOLIDAYS.includes(day))) return monday;
  }
}

const WEEK = pastWeek();
const [MON, TUE, WED, THU, FRI] = [0, 1, 2, 3, 4].map((offset) => shift(WEEK, offset)) as [
  string,
  string,
  string,
  string,
  string,
];
/** A working day of the part-timer's ahead, for the request form: next week's Monday. */
const NEXT_MONDAY = mondayOf(-1);
const LOCATION = 'Lisbon office';
const HOLIDAY_TITLE = 'Lisbon Day';

const germanWeekday = (date: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
/** A working day's text does not wrap inside ('Thu 6 h' on a phone). */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0');
const germanDay = (date: string) => date.split('-').reverse().join('.');

const bar = (page: Page, date: string) => page.getByTestId(`bar-${date}`);
const barName = (page: Page, date: string) => bar(page, date).getByRole('img').getAttribute('aria-label');
const yearDay = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);
const requestForm = (page: Page) => page.getByRole('form', { name: 'Request holiday' });

describe('the time model on screen (docs/product/time-model.md)', () => {
  const tabs = new Tabs();
  let admin: string;
  let calendarId: number;
  let partTimer: Employee;
  let colleague: Employee;
  let germanAdmin: Person;
  afterAll(() => tabs.close());
  afterEach(() => tabs.closeTabs());

  beforeAll(async () => {
    admin = await tokenOf(ACCOUNTS.superAdmin);
    calendarId = (
      await callApi<{ data: { id: number } }>(admin, 'POST', '/holiday_calendars', { name: LOCATION, country: 'PT' })
    ).data.id;
    await callApi(admin, 'POST', '/national_holidays', { title: HOLIDAY_TITLE, dates: [WED], calendar_id: calendarId });
    [partTimer, colleague, germanAdmin] = await Promise.all([
      createEmployee(),
      createEmployee(),
      createPerson(admin, { role_id: 1 }),
    ]);
    await callApi(admin, 'POST', `/users/edit/${partTimer.id}`, {
      public_logs: false,
      holiday_calendar_id: calendarId,
    });
    await callApi(admin, 'POST', `/users/${partTimer.id}/schedules`, {
      from_date: `${WEEK.slice(0, 4)}-01-01`,
      minutes: PART_TIME_WEEK,
    });
    for (const year of new Set([WEEK.slice(0, 4), NEXT_MONDAY.slice(0, 4)])) {
      await callApi(admin, 'POST', '/days_available', { total: 20, year: Number(year), user: partTimer.id });
    }
    for (const [date, hours] of [
      [MON, 6],
      [TUE, 3],
      [THU, 6],
    ] as const) {
      await logWork(partTimer, { date, duration: hours * HOUR });
    }
    const halfDay = await callApi<{ data: { id: number } }>(admin, 'POST', '/holidays', {
      type: 0,
      from_date: TUE,
      to_date: TUE,
      from_half: 'afternoon',
      notes: 'Dentist in the afternoon',
      requesting_id: partTimer.id,
    });
    await callApi(admin, 'PUT', `/holidays/${halfDay.data.id}`, { status: 1 });
    await chooseLanguage(await tokenOf(germanAdmin), 'de');
  });

  /** Axe-clean, photographed at 1280 and 390 px, and nothing wider than a phone. */
  async function photograph(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
    await page.setViewportSize(DESKTOP);
    // A whole page photographed while scrolled draws the fixed top bar in its middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await screenshot(page, `${name}-1280`, { fullPage });
    await page.setViewportSize(PHONE);
    await expect.poll(() => overflowingSideways(page)).toEqual([]);
    await screenshot(page, `${name}-390`, { fullPage });
    await page.setViewportSize(DESKTOP);
  }

  async function openDashboard(person: Employee): Promise<Page> {
    const page = await tabs.newTab(DESKTOP, person.token);
    await page.goto(`/?week=${WEEK}`);
    await shows(page.getByTestId('working-week'));
    await shows(bar(page, MON));
    return page;
  }

  /** The Users screen's Working time dialog of the part-timer (docs/product/time-model.md#schedules). */
  async function openWorkingTime(page: Page, texts: { users: string; search: string; action: string }) {
    await open(page, '/users', texts.users);
    await page.getByRole('searchbox', { name: texts.search }).fill(partTimer.email);
    await page.getByRole('button', { name: texts.action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.action });
    await shows(dialog.getByRole('list'));
    return dialog;
  }

  it("shows the part-timer's week: four days of 6 h, no Friday, the half day and their location's holiday", async () => {
    const page = await openDashboard(partTimer);
    await expect
      .poll(() => page.getByTestId('working-week').textContent())
      .toBe(`Working week: ${['Mon', 'Tue', 'Wed', 'Thu'].map((day) => unbroken(`${day} 6 h`)).join(' · ')}`);
    expect(await bar(page, FRI).count()).toBe(0);
    expect(await barName(page, TUE)).toBe(`${TUE}: 3 Tue, sufficient, half day off`);
    await shows(bar(page, TUE).getByText('half day off'));
    expect(await barName(page, WED)).toBe(`${WED}: Public holiday`);
    expect(await barName(page, MON)).toBe(`${MON}: 6 Mon, sufficient`);
    await shows(page.getByRole('region', { name: 'Tracking' }).getByLabel('Wed: public holiday'));
    expect(await page.getByTestId('weekly-status').textContent()).toBe('All hours entered correctly.');
    await photograph(page, 'tm-dashboard');

    // A colleague in the default location works that Wednesday: the Lisbon holiday is not theirs.
    const theirs = await openDashboard(colleague);
    await expect
      .poll(() => theirs.getByTestId('working-week').textContent())
      .toBe('Working week: 8 hours Monday to Friday');
    expect(await barName(theirs, WED)).toBe(`${WED}: 0 Wed, insufficient`);
    expect(await bar(theirs, FRI).count()).toBe(1);
    await screenshot(theirs, 'tm-colleague-dashboard-1280');
  });

  it("shows the admin the part-timer's weeks, the location and its public holiday", async () => {
    const page = await tabs.newTab(DESKTOP, admin);
    const dialog = await openWorkingTime(page, {
      users: 'Users',
      search: 'Search people',
      action: `Working time of ${partTimer.name}`,
    });
    const week = dialog.getByRole('list', { name: 'Weeks of work' }).getByRole('listitem');
    expect(await week.allTextContents()).toEqual([
      `From ${WEEK.slice(0, 4)}-01-01Mon\u00a06\u00a0h · Tue\u00a06\u00a0h · Wed\u00a06\u00a0h · Thu\u00a06\u00a0h · Fri\u00a00\u00a0h · Sat\u00a00\u00a0h · Sun\u00a00\u00a0h`,
    ]);
    await photograph(page, 'tm-working-time', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await gone(dialog);

    await open(page, '/holidays/nationalholidays/locations', 'National Holidays');
    const locations = page.getByRole('table', { name: 'Locations' });
    await shows(locations.getByRole('row').filter({ hasText: LOCATION }));
    await photograph(page, 'tm-locations');

    await page.getByRole('tab', { name: 'Public holidays' }).click();
    await choose(page, 'Location', LOCATION);
    const table = page.getByRole('region', { name: 'Public holidays' });
    await choose(table, 'Year', WED.slice(0, 4));
    const row = table.getByRole('row').filter({ hasText: HOLIDAY_TITLE });
    await shows(row.getByRole('cell', { name: WED, exact: true }));
    // Only the location's own holiday: none of the default calendar's.
    expect(await table.getByRole('row').count()).toBe(2);
    await photograph(page, 'tm-public-holidays');
  });

  it('draws the half day on the Holidays page and offers one half-day control for a single day', async () => {
    const page = await tabs.newTab(DESKTOP, partTimer.token);
    await open(page, '/holidays', 'Holidays');
    if (Number(TUE.slice(0, 4)) < new Date().getFullYear()) {
      await page.getByRole('button', { name: 'Previous year' }).click();
    }
    const legend = page.getByRole('list', { name: 'Legend' }).getByRole('listitem');
    expect(await legend.allTextContents()).toContain('Half day');
    await shows(yearDay(page, TUE).and(page.locator('[data-half="true"][data-status="1"]')));
    expect(await yearDay(page, TUE).getAttribute('aria-label')).toBe(`${TUE}: Approved, half day (Annual leave)`);
    expect(await yearDay(page, WED).getAttribute('data-status')).toBe('national');
    const requestRow = page.getByRole('table', { name: 'Leave requests' }).getByRole('row').filter({ hasText: TUE });
    await shows(requestRow.getByRole('cell', { name: '0.5', exact: true }));
    await photograph(page, 'tm-holidays');

    await page.getByRole('button', { name: 'Request Holiday' }).click();
    await shows(page.locator('.MuiCollapse-entered').filter({ has: requestForm(page) }));
    await pickOneDay(page, NEXT_MONDAY);
    const halfDay = requestForm(page).getByRole('radiogroup', { name: 'Half day' });
    expect(await halfDay.getByRole('radio').count()).toBe(3);
    expect(await requestForm(page).getByRole('checkbox', { name: 'First day from noon' }).count()).toBe(0);
    await halfDay.getByRole('radio', { name: 'Afternoon (from noon)' }).check();
    await shows(requestForm(page).getByRole('status', { name: 'Working days: 0.5', exact: true }));
    await requestForm(page).scrollIntoViewIfNeeded();
    await photograph(page, 'tm-request-form');
  });

  it('shows the same screens in German', async () => {
    await chooseLanguage(partTimer.token, 'de');
    const page = await tabs.newTab(DESKTOP, partTimer.token);
    await page.goto(`/?week=${WEEK}`);
    await shows(page.getByRole('heading', { level: 1, name: german('Dashboard'), exact: true }));
    const days = [MON, TUE, WED, THU].map((date) => unbroken(`${germanWeekday(date)} 6 h`)).join(' · ');
    await expect.poll(() => page.getByTestId('working-week').textContent()).toBe(`Arbeitswoche: ${days}`);
    expect(await barName(page, TUE)).toMatch(new RegExp(`^${germanDay(TUE)}: .*, halber Tag frei$`));
    await expectGerman(page);
    await photograph(page, 'tm-de-dashboard');

    await open(page, '/holidays', german('Holidays'));
    if (Number(TUE.slice(0, 4)) < new Date().getFullYear()) {
      await page.getByRole('button', { name: german('Previous year') }).click();
    }
    await shows(yearDay(page, TUE).and(page.locator('[data-half="true"]')));
    await expectGerman(page);
    await photograph(page, 'tm-de-holidays');

    const adminPage = await tabs.newTab(DESKTOP, await tokenOf(germanAdmin));
    const dialog = await openWorkingTime(adminPage, {
      users: german('Users'),
      search: german('Search people'),
      action: german('Working time of {{name}}').replace('{{name}}', partTimer.name),
    });
    await expectGerman(adminPage);
    await photograph(adminPage, 'tm-de-working-time', { fullPage: false });
    await dialog
      .getByRole('button', { name: german('Close') })
      .first()
      .click();
    await gone(dialog);

    await open(adminPage, '/holidays/nationalholidays/locations', german('National Holidays'));
    await shows(
      adminPage
        .getByRole('table', { name: german('Locations') })
        .getByRole('row')
        .filter({ hasText: LOCATION }),
    );
    await expectGerman(adminPage);
    await photograph(adminPage, 'tm-de-locations');
  });
});

/** The request form's date picker (react-day-picker): a one-day range is the same day clicked twice. */
async function pickOneDay(page: Page, date: string): Promise<void> {
  await requestForm(page).getByRole('button', { name: 'Choose Dates' }).click();
  const picker: Locator = page.getByRole('dialog', { name: 'Choose the first and last day' });
  await shows(picker);
  await picker.getByRole('combobox', { name: 'Choose the Year' }).selectOption(date.slice(0, 4));
  await picker.getByRole('combobox', { name: 'Choose the Month' }).selectOption(String(Number(date.slice(5, 7)) - 1));
  await picker.locator(`[data-day="${date}"] button`).click();
  await picker.locator(`[data-day="${date}"] button`).click();
  await gone(picker);
  await shows(requestForm(page).getByRole('button', { name: `${date} – ${date}`, exact: true }));
}
