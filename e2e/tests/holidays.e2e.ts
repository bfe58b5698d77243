import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf } from '../support/api';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { callApi, createEmployee, type Employee } from '../support/employees';
import { choose, gone, open, shows, signedInPage, tabTo, toast } from '../support/pages';
import { Tabs } from '../support/tabs';

/**
 * The employee's leave screens: /holidays and /holidays/addholiday (docs/product/leave.md#holidays-screen, #request-form, docs/product/time-and-week.md#day-bar Holiday
 * request status, docs/product/http-contract.md#validation Holiday request, docs/product/http-contract.md#screen-messages, docs/product/time-and-week.md#constants; docs/product/roles-and-access.md#employees, #others-balances, docs/product/leave.md, #withdraw-revoke, #calendar-feeds, #notifications, docs/product/README.md#accessibility)
 * and the dashboard's Holidays summary (docs/product/time-and-week.md#dashboard). Every test owns a fresh employee with an allowance
 * for this year and asks for days in December of this year, so balances are charged (docs/product/leave.md#balances) and no
 * other test's data is touched. The demo company's public holidays (25 and 26 December of this
 * year) are the ones inside a range; these tests create none.
 */
const YEAR = new Date().getFullYear();
const dec = (day: number) => `${YEAR}-12-${String(day).padStart(2, '0')}`;
const SLOW = { timeout: 60_000 };

const tabs = new Tabs();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenOf(ACCOUNTS.superAdmin);
});
afterAll(() => tabs.close());

// ---- arranging through the API ----

/** A USER with `allowance` days for this year. */
async function employeeWithAllowance(allowance: number): Promise<Employee> {
  const employee = await createEmployee({ clients: 0 });
  await callApi(adminToken, 'POST', '/days_available', { total: allowance, year: YEAR, user: employee.id });
  return employee;
}

interface LeaveRequest {
  id: number;
  from_date: string;
  to_date: string;
  status: number;
  notes: string;
  type: number;
}

async function requestLeave(employee: Employee, from: string, to: string, type = 0): Promise<LeaveRequest> {
  const body = { type, from_date: from, to_date: to, notes: 'Arranged', requesting_id: employee.id };
  return (await callApi<{ data: LeaveRequest }>(employee.token, 'POST', '/holidays', body)).data;
}

const requestsOf = async (personId: number) =>
  (await callApi<{ data: LeaveRequest[] }>(adminToken, 'GET', `/holidays/requesting/${personId}`)).data;

async function publicHolidaysIn(from: string, to: string): Promise<{ date: string; title: string }[]> {
  const path = `/range/national_holidays?from=${from}&to=${to}`;
  return (await callApi<{ data: { date: string; title: string }[] }>(adminToken, 'GET', path)).data;
}

function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** docs/product/leave.md#request-form / docs/product/leave.md#balances: weekdays in the range minus the public holidays in the range. */
async function workingDaysOf(from: string, to: string): Promise<number> {
  const holidays = new Set((await publicHolidaysIn(from, to)).map((holiday) => holiday.date));
  return eachDay(from, to).filter((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.has(day);
  }).length;
}

// ---- driving the screens ----

const form = (page: Page) => page.getByRole('form', { name: 'Request holiday' });
const datesButton = (page: Page) =>
  form(page).getByRole('button', { name: /^(Choose Dates|\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2})$/ });
const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose the first and last day' });
const totalLeft = (page: Page) => page.getByTestId('total-left').textContent();
const dayCell = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);
const cellStatus = (page: Page, date: string) => dayCell(page, date).getAttribute('data-status');
const dayCount = (page: Page, label: 'Working days' | 'Calendar days') =>
  form(page)
    .getByRole('status', { name: new RegExp(`^${label}: `) })
    .getAttribute('aria-label');
const requestRow = (page: Page, from: string) =>
  page
    .getByRole('table', { name: 'Leave requests' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: from, exact: true }) });

/** Opens the form and waits for its Collapse to finish (until then its height is fixed). */
async function openForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Request Holiday' }).click();
  await shows(page.locator('.MuiCollapse-entered').filter({ has: form(page) }));
}

/** The popover's react-day-picker: the month through its dropdowns, then two day buttons. */
async function pickRange(page: Page, from: string, to: string): Promise<void> {
  await datesButton(page).click();
  const dialog = picker(page);
  await shows(dialog);
  for (const date of [from, to]) {
    await dialog.getByRole('combobox', { name: 'Choose the Year' }).selectOption(date.slice(0, 4));
    await dialog.getByRole('combobox', { name: 'Choose the Month' }).selectOption(String(Number(date.slice(5, 7)) - 1));
    await dialog.locator(`[data-day="${date}"] button`).click();
  }
  await gone(dialog);
  const [first, last] = [from, to].sort();
  await shows(form(page).getByRole('button', { name: `${first} – ${last}`, exact: true }));
}

/** Waits until each day of the year calendar has the status (no expect.poll: the tests run concurrently). */
async function expectStatuses(page: Page, dates: string[], status: string): Promise<void> {
  for (const date of dates) await shows(page.locator(`[data-date="${date}"][data-status="${status}"]`));
}

const weekdays = (from: string, to: string) =>
  eachDay(from, to).filter((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));

describe.concurrent('Holidays screen (/holidays)', SLOW, () => {
  it('toggles the request form; a USER is shown read-only, the leave approver confirms, two picked days fill the side cards', async (test) => {
    const employee = await employeeWithAllowance(20);
    const approver = (
      await callApi<{ data: { leave_approver: { name: string } | null } }>(employee.token, 'GET', '/settings')
    ).data.leave_approver;
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    const toggle = page.getByRole('button', { name: 'Request Holiday' });
    await test.expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    await openForm(page);
    await test.expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const requester = form(page).getByRole('textbox', { name: 'Requesting user' });
    test.expect(await requester.inputValue()).toBe(employee.name);
    test.expect(await requester.getAttribute('readonly')).not.toBeNull();
    test.expect(await form(page).getByRole('combobox', { name: 'Requesting user' }).count()).toBe(0);
    const confirming = form(page).getByRole('textbox', { name: 'Confirming' });
    await test.expect.poll(() => confirming.inputValue()).toBe(approver?.name ?? '–');
    test.expect(await confirming.getAttribute('readonly')).not.toBeNull();
    test.expect(await datesButton(page).textContent()).toBe('Choose Dates');
    test.expect(await dayCount(page, 'Working days')).toBe('Working days: 0');
    await screenshot(page, 'holidays-form-1280');
    await expectAccessible(page);

    // The picker stays open after the first day and closes after the second (docs/product/leave.md#request-form).
    await datesButton(page).click();
    const dialog = picker(page);
    await shows(dialog);
    await dialog.getByRole('combobox', { name: 'Choose the Year' }).selectOption(String(YEAR));
    await dialog.getByRole('combobox', { name: 'Choose the Month' }).selectOption('11');
    await screenshot(page, 'holidays-picker-1280');
    await expectAccessible(page);
    await dialog.locator(`[data-day="${dec(21)}"] button`).click();
    await page.waitForTimeout(300);
    test.expect(await dialog.isVisible()).toBe(true);
    await dialog.locator(`[data-day="${dec(28)}"] button`).click();
    await gone(dialog);
    test.expect(await datesButton(page).textContent()).toBe(`${dec(21)} – ${dec(28)}`);
    const expected = await workingDaysOf(dec(21), dec(28));
    // Christmas Day and Boxing Day of the demo company are inside: fewer working days than weekdays.
    test.expect(expected).toBeLessThan(weekdays(dec(21), dec(28)).length);
    await test.expect.poll(() => dayCount(page, 'Working days')).toBe(`Working days: ${expected}`);
    test.expect(await dayCount(page, 'Calendar days')).toBe('Calendar days: 8');
    // Reopened, the picker starts a new range, whichever day comes first.
    await pickRange(page, dec(11), dec(9));
    test.expect(await dayCount(page, 'Calendar days')).toBe('Calendar days: 3');
    // Into next year: next year's public holidays are not working days either.
    const nextYearsHoliday = (await publicHolidaysIn(`${YEAR + 1}-01-01`, `${YEAR + 1}-12-31`)).find(
      (holiday) => weekdays(holiday.date, holiday.date).length === 1,
    )!.date;
    const intoNextYear = await workingDaysOf(dec(29), nextYearsHoliday);
    test.expect(intoNextYear).toBeLessThan(weekdays(dec(29), nextYearsHoliday).length);
    await pickRange(page, dec(29), nextYearsHoliday);
    await test.expect.poll(() => dayCount(page, 'Working days')).toBe(`Working days: ${intoNextYear}`);

    await toggle.click();
    await gone(form(page));
    await test.expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows the form's errors: no type, no dates, dates already requested, not enough days, Annual leave beyond next year, any other failure", async (test) => {
    const employee = await employeeWithAllowance(3);
    await requestLeave(employee, dec(1), dec(2));
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    await test.expect.poll(() => totalLeft(page)).toBe('1');
    await openForm(page);
    const confirm = form(page).getByRole('button', { name: 'Confirm' });

    await confirm.click();
    await shows(form(page).getByText('Please select a holiday type.', { exact: true }));
    await shows(
      form(page).getByText('Invalid date range. The start date cannot be after the end date.', { exact: true }),
    );
    await screenshot(page, 'holidays-form-errors-1280');
    await expectAccessible(page);

    await choose(form(page), 'Type', 'Annual leave');
    await gone(form(page).getByText('Please select a holiday type.'));
    await pickRange(page, dec(2), dec(3));
    await gone(form(page).getByText('Invalid date range.', { exact: false }));
    await confirm.click();
    await shows(
      form(page).getByRole('alert').filter({ hasText: 'Selected dates are already requested for a holiday.' }),
    );

    await pickRange(page, dec(7), dec(11));
    await confirm.click();
    await shows(form(page).getByRole('alert').filter({ hasText: 'Not enough holiday days left: 1 day left.' }));

    // docs/product/leave.md#balances: balances cover up to next year, so Annual leave cannot reach the year after.
    const yearAfterNext = YEAR + 2;
    await pickRange(page, `${yearAfterNext}-01-11`, `${yearAfterNext}-01-12`);
    await confirm.click();
    await shows(
      form(page).getByText(`Annual leave can be requested up to 31 December ${yearAfterNext - 1}.`, { exact: true }),
    );

    await page.route('**/api/holidays', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The leave store is resting.' }),
          })
        : route.continue(),
    );
    await choose(form(page), 'Type', 'Sick leave');
    await confirm.click();
    await shows(form(page).getByRole('alert').filter({ hasText: 'An error occurred. Please try again later.' }));
    test.expect((await requestsOf(employee.id)).map((request) => request.from_date)).toEqual([dec(1)]);
  });

  it('requests Annual leave: the form closes and resets, the days turn Pending and are charged; Withdraw gives them back', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    await test.expect.poll(() => totalLeft(page)).toBe('20');
    await shows(page.getByText('No leave requested yet'));
    const [from, to] = [dec(14), dec(18)];
    const charged = await workingDaysOf(from, to);

    await openForm(page);
    await choose(form(page), 'Type', 'Annual leave');
    await pickRange(page, from, to);
    await form(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Holiday requested');
    await gone(form(page));

    const row = requestRow(page, from);
    await shows(row);
    for (const text of ['Annual leave', to, String(charged), 'Pending', 'There are no notes added']) {
      await shows(row.getByRole('cell', { name: text, exact: true }));
    }
    await expectStatuses(page, eachDay(from, to), '0');
    test.expect(await cellStatus(page, dec(13))).toBe('none');
    await test.expect.poll(() => totalLeft(page)).toBe(String(20 - charged));
    const [stored] = await requestsOf(employee.id);
    test.expect(stored).toMatchObject({ status: 0, type: 0, notes: 'There are no notes added', from_date: from });

    await openForm(page);
    test.expect(await datesButton(page).textContent()).toBe('Choose Dates');
    test.expect(await form(page).getByRole('combobox', { name: 'Type' }).textContent()).not.toContain('Annual');
    test.expect(await form(page).getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Request Holiday' }).click();
    await gone(form(page));

    await row.getByRole('button', { name: `Withdraw the request from ${from}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw request' });
    await shows(dialog.getByText('Are you sure you want to withdraw this request?'));
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await gone(row);
    await shows(page.getByText('No leave requested yet'));
    await test.expect.poll(() => totalLeft(page)).toBe('20');
    await expectStatuses(page, [from, to], 'none');
    test.expect(await requestsOf(employee.id)).toEqual([]);
  });

  it('shows an approved request as Approved, public holidays with their title, and the new total on the dashboard', async (test) => {
    const employee = await employeeWithAllowance(20);
    const [from, to] = [dec(21), dec(28)];
    const holidays = await publicHolidaysIn(from, to);
    test.expect(holidays.length).toBeGreaterThan(0);
    const request = await requestLeave(employee, from, to);
    await callApi(adminToken, 'PUT', `/holidays/${request.id}`, { status: 1 });
    const charged = await workingDaysOf(from, to);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');

    const holidayDates = new Set(holidays.map((holiday) => holiday.date));
    await expectStatuses(
      page,
      eachDay(from, to).filter((day) => !holidayDates.has(day)),
      '1',
    );
    await expectStatuses(page, [...holidayDates], 'national');
    const [holiday] = holidays;
    await dayCell(page, holiday!.date).hover();
    await shows(page.getByRole('tooltip', { name: holiday!.title }));
    await shows(requestRow(page, from).getByRole('cell', { name: 'Approved', exact: true }));
    await test.expect.poll(() => totalLeft(page)).toBe(String(20 - charged));
    test.expect(await withdrawButtons(page).count()).toBe(0);

    await open(page, '/', 'Dashboard');
    await test.expect
      .poll(() => page.getByTestId('days-available').textContent())
      .toBe(`${20 - charged} days available`);
  });

  it('changes the year with the arrows, shows the legend and lays out 3, 4 or 2 months per row', async (test) => {
    const employee = await employeeWithAllowance(20);
    await requestLeave(employee, dec(7), dec(8));
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    const year = page.getByRole('group', { name: 'Year' }).getByRole('heading', { level: 2 });
    test.expect(await year.textContent()).toBe(String(YEAR));
    const legend = page.getByRole('list', { name: 'Legend' }).getByRole('listitem');
    test.expect(await legend.allTextContents()).toEqual([
      'Pending',
      'Approved',
      'Declined',
      'National Holiday',
      // docs/product/time-model.md#half-days: calendars show half days apart from whole ones.
      'Half day',
    ]);
    await expectStatuses(page, [dec(7)], '0');

    const columns = () =>
      page
        .getByRole('region', { name: `Calendar ${YEAR}` })
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    await test.expect.poll(columns).toBe(3);
    await screenshot(page, 'holidays-1280');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1000, height: 800 });
    await test.expect.poll(columns).toBe(4);
    await page.setViewportSize(PHONE);
    await test.expect.poll(columns).toBe(2);
    // The grid's media query applies at once; the shell swaps its permanent drawer for the phone's
    // temporary one a frame later, when React hears the media query change.
    await test.expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'holidays-390');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next year' }).click();
    await test.expect.poll(() => year.textContent()).toBe(String(YEAR + 1));
    await shows(page.getByRole('region', { name: `Calendar ${YEAR + 1}` }));
    await test.expect.poll(() => dayCell(page, `${YEAR + 1}-01-01`).count()).toBe(1);
    test.expect(await dayCell(page, dec(7)).count()).toBe(0);
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.getByRole('button', { name: 'Previous year' }).click();
    await test.expect.poll(() => year.textContent()).toBe(String(YEAR - 1));
    await shows(page.getByRole('region', { name: `Calendar ${YEAR - 1}` }));
    await page.getByRole('button', { name: 'Next year' }).click();
    await expectStatuses(page, [dec(7)], '0');
  });

  it('fits the open form on a phone', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee, PHONE);
    await open(page, '/holidays', 'Holidays');
    await openForm(page);
    await choose(form(page), 'Type', 'Annual leave');
    await pickRange(page, dec(14), dec(15));
    test.expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'holidays-form-390');
    await expectAccessible(page);
  });

  it('lets an ADMIN look at another person and file leave for them on /holidays/addholiday (docs/product/roles-and-access.md#employees, #others-balances)', async (test) => {
    const employee = await employeeWithAllowance(20);
    await requestLeave(employee, dec(7), dec(8));
    const admin = await createPerson(adminToken, { role_id: 1 });
    const page = await signedInPage(test, tabs, admin);
    await open(page, '/holidays', 'Holidays');
    await test.expect.poll(() => totalLeft(page)).toBe('0');
    const holidaysOf = page.getByRole('combobox', { name: 'Holidays of' });
    await holidaysOf.fill(employee.name);
    await page.getByRole('option', { name: employee.name, exact: true }).click();
    await test.expect.poll(() => totalLeft(page)).toBe(String(20 - 2));
    await expectStatuses(page, [dec(7), dec(8)], '0');
    await shows(requestRow(page, dec(7)));
    test.expect(await withdrawButtons(page).count()).toBe(0);

    await open(page, '/holidays/addholiday', 'Add Holiday');
    const requester = form(page).getByRole('combobox', { name: 'Requesting user' });
    await test.expect.poll(() => requester.inputValue()).toBe(admin.name);
    await requester.fill(employee.name);
    await page.getByRole('option', { name: employee.name, exact: true }).click();
    await choose(form(page), 'Type', 'Unpaid leave');
    await pickRange(page, dec(14), dec(16));
    await form(page).getByRole('textbox', { name: 'Notes' }).fill('Filed by the admin');
    await form(page).getByRole('button', { name: 'Confirm' }).click();
    await test.expect.poll(() => new URL(page.url()).pathname).toBe('/holidays');
    await shows(page.getByRole('heading', { level: 1, name: 'Holidays' }));
    const filed = (await requestsOf(employee.id)).find((request) => request.from_date === dec(14));
    test.expect(filed).toMatchObject({ to_date: dec(16), type: 3, status: 0, notes: 'Filed by the admin' });
  });

  it('shows a private calendar feed address that can be replaced', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    await page.getByRole('button', { name: 'Calendar feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
    const address = dialog.getByRole('textbox', { name: 'Your leave' });
    await shows(address);
    const before = await address.inputValue();
    test.expect(before).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/.+\.ics$/);
    test.expect(await dialog.getByRole('textbox', { name: 'The whole team' }).count()).toBe(0);
    await expectAccessible(page);
    const feed = await fetch(before);
    test.expect(feed.status).toBe(200);

    await dialog.getByRole('button', { name: 'Make new addresses' }).click();
    await test.expect.poll(() => address.inputValue()).not.toBe(before);
    test.expect(await address.inputValue()).toMatch(/\.ics$/);
    test.expect((await fetch(before)).status).toBe(404);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await gone(dialog);
  });

  it('keeps the e-mail settings after reopening (docs/product/leave.md#notifications)', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    const dialog = page.getByRole('dialog', { name: 'E-mail settings' });
    const decided = dialog.getByLabel('E-mail me when my leave is approved or declined');
    await page.getByRole('button', { name: 'E-mail settings' }).click();
    await test.expect.poll(() => decided.isEnabled()).toBe(true);
    test.expect(await decided.isChecked()).toBe(true);
    test.expect(await dialog.getByLabel('E-mail me about new leave requests I confirm').count()).toBe(0);
    await expectAccessible(page);

    await decided.click();
    await test.expect.poll(() => decided.isChecked()).toBe(false);
    await test.expect
      .poll(
        async () => (await callApi<{ data: { off: string[] } }>(employee.token, 'GET', '/user/notifications')).data.off,
      )
      .toEqual(['leave_decided']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await gone(dialog);
    await page.reload();
    await shows(page.getByRole('button', { name: 'E-mail settings' }));
    await page.getByRole('button', { name: 'E-mail settings' }).click();
    await test.expect.poll(() => decided.isEnabled()).toBe(true);
    test.expect(await decided.isChecked()).toBe(false);
  });

  it('is usable with the keyboard alone: open the form, choose the type and the days, write notes, confirm (docs/product/README.md#accessibility)', async (test) => {
    const employee = await employeeWithAllowance(20);
    const page = await signedInPage(test, tabs, employee);
    await open(page, '/holidays', 'Holidays');
    await tabTo(page, /^Request Holiday$/);
    await page.keyboard.press('Enter');
    await shows(form(page));

    await tabTo(page, /^Type/);
    await page.keyboard.press('ArrowDown');
    await shows(page.getByRole('option', { name: 'Annual leave' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await gone(page.getByRole('listbox'));
    await test.expect.poll(() => form(page).getByRole('combobox', { name: 'Type' }).textContent()).toBe('Sick leave');

    await tabTo(page, /^Choose Dates$/);
    await page.keyboard.press('Enter');
    await shows(picker(page));
    await tabTo(page, /^Today, /);
    // A month ahead, then that day and the next.
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await gone(picker(page));
    const range = (await datesButton(page).textContent())!;
    const [from, to] = range.split(' – ');
    test.expect(eachDay(from!, to!)).toHaveLength(2);

    await tabTo(page, /^Notes/);
    await page.keyboard.type('Flu, by keyboard');
    await tabTo(page, /^Confirm$/);
    await page.keyboard.press('Enter');
    await gone(form(page));
    const row = requestRow(page, from!);
    await shows(row.getByRole('cell', { name: 'Sick leave', exact: true }));
    await shows(row.getByRole('cell', { name: 'Flu, by keyboard', exact: true }));
  });
});

const withdrawButtons = (page: Page): Locator => page.getByRole('button', { name: /^Withdraw the request from / });
