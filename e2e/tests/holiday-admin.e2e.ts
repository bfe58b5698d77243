import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { tokenOf } from '../support/api';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { callApi, unique } from '../support/employees';
import { useTabs } from '../support/tabs';

/**
 * Handle Holidays (docs/product/leave.md#approval, #approval, #withdraw-revoke, #approval-context) and National Holidays (docs/product/leave.md#public-holidays, #public-holidays, #holiday-import).
 * Each test arranges its own people, requests and public holidays through the API as the e2e
 * super administrator, ahead (leave in 2027, in the same weekdays as before and clear of the demo's public holidays;
 * Annual leave cannot reach past next year, docs/product/leave.md#balances) and public holidays in 2086 and later, so that
 * other browser tests on this server are not affected.
 */
const WAIT_MS = 10_000;
const PASSWORD = 'E2e-Holiday-Admin-2026';

const tabs = useTabs();
let adminToken: string;

beforeAll(async () => {
  adminToken = await tokenOf(ACCOUNTS.superAdmin);
});
afterEach(() => tabs.closeTabs());

// ---- arranging through the API ----

/** One JSON call to the API as the e2e super administrator. */
const call = <T = unknown>(method: string, path: string, body?: unknown) => callApi<T>(adminToken, method, path, body);

interface Person {
  id: number;
  name: string;
  email: string;
}

async function createEmployee(prefix = 'Hanna Holiday'): Promise<Person> {
  const name = unique(prefix);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.example.com`;
  const { id } = await call<{ id: number }>('POST', '/register', {
    name,
    email,
    role_id: 2,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  return { id, name, email };
}

interface LeaveRequest {
  id: number;
  status: number;
}

/** A request the admin files for the employee (docs/product/leave.md#request-form: the admin chooses the requesting user). */
async function fileLeave(person: Person, from: string, to: string, notes = unique('Trip')): Promise<LeaveRequest> {
  const { data } = await call<{ data: LeaveRequest }>('POST', '/holidays', {
    type: 0,
    from_date: from,
    to_date: to,
    notes,
    requesting_id: person.id,
  });
  return data;
}

const setStatus = (request: LeaveRequest, status: 1 | 2) => call('PUT', `/holidays/${request.id}`, { status });

interface PublicHoliday {
  id: number;
  title: string;
  date: string;
}

const publicHolidays = async () => (await call<{ data: PublicHoliday[] }>('GET', '/national_holidays')).data;

/** A date no public holiday has yet: `monthDay` in `year`, or a later year. */
async function freeDate(year: number, monthDay: string): Promise<string> {
  const taken = new Set((await publicHolidays()).map((holiday) => holiday.date));
  let date = `${year}-${monthDay}`;
  while (taken.has(date)) date = `${Number(date.slice(0, 4)) + 1}-${monthDay}`;
  return date;
}

// ---- driving the screens ----

async function signedIn(viewport = DESKTOP): Promise<Page> {
  const page = await tabs.newTab(viewport, await tokenOf(ACCOUNTS.superAdmin));
  page.setDefaultTimeout(WAIT_MS);
  return page;
}

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
}

const shows = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: WAIT_MS });
const gone = (locator: Locator) => expect.poll(() => locator.count()).toBe(0);
const disabled = (locator: Locator, expected: boolean) => expect.poll(() => locator.isDisabled()).toBe(expected);
const alert = (page: Page, text: string) => shows(page.getByRole('alert').filter({ hasText: text }));

const requestRow = (page: Page, person: Person) => page.getByRole('row').filter({ hasText: person.email });

/** Picks a person in the Handle Holidays filter. */
async function filterBy(page: Page, person: Person): Promise<void> {
  await page.getByRole('combobox', { name: 'Person' }).fill(person.name);
  await page.getByRole('option', { name: person.name, exact: true }).click();
}

async function openTab(page: Page, name: 'Pending' | 'Approved' | 'Declined'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

/** The accessible name of the focused element, roughly. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const name =
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.getAttribute('aria-label') ??
      element.textContent ??
      '';
    return name.replace(/\s+/g, ' ').trim();
  });
}

async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; the focus is on "${await focusedName(page)}"`);
}

/** Shows a month in react-day-picker through its month and year dropdowns. */
async function showMonth(scope: Locator, year: number, month: number): Promise<void> {
  await scope.getByRole('combobox', { name: 'Choose the Year' }).selectOption(String(year));
  await scope.getByRole('combobox', { name: 'Choose the Month' }).selectOption(String(month - 1));
}

/** The English name of month 1–12, as the portal shows it in English (apps/web/src/lib/format.ts). */
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month - 1, 1));

/** The day button of react-day-picker, named like "Thursday, 13 May 2032" (multi-date-picker.tsx). */
function dayButton(scope: Locator, date: string): Locator {
  const [year, month, day] = date.split('-').map(Number);
  return scope.getByRole('button', { name: new RegExp(`, ${day} ${monthName(month!)} ${year}(, selected)?$`) });
}

describe('Handle Holidays', () => {
  it('approves a pending request: it moves to Approved with Accept disabled and shows who decided', async () => {
    const person = await createEmployee();
    await fileLeave(person, '2027-03-01', '2027-03-03');
    const page = await signedIn();
    await open(page, '/holidays/manageholiday', 'Handle Holidays');
    await filterBy(page, person);
    const row = requestRow(page, person);
    await shows(row);
    await shows(page.getByText('3 working days'));
    await screenshot(page, 'holiday-admin-manage-1280');
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Accept' }).click();
    await shows(page.getByText('No pending holiday requests for this person.'));
    await openTab(page, 'Approved');
    await shows(row);
    await disabled(row.getByRole('button', { name: 'Accept' }), true);
    await disabled(row.getByRole('button', { name: 'Decline' }), false);
    await shows(row.getByText('Approved', { exact: true }));
    await shows(page.getByText(/^Approved by Administrator on /));

    await page.getByRole('button', { name: 'All Holidays' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Person' }).inputValue()).toBe('');
    await expect.poll(() => new URL(page.url()).searchParams.get('user')).toBeNull();
  });

  it('declines a pending request and revokes an approved one', async () => {
    const person = await createEmployee();
    await fileLeave(person, '2027-04-05', '2027-04-06', 'Pending trip');
    const approved = await fileLeave(person, '2027-05-10', '2027-05-14', 'Approved trip');
    await setStatus(approved, 1);
    const page = await signedIn();
    await open(page, `/holidays/manageholiday?user=${person.id}`, 'Handle Holidays');

    const pendingRow = page.getByRole('row').filter({ hasText: 'Pending trip' });
    await pendingRow.getByRole('button', { name: 'Decline' }).click();
    await gone(pendingRow);

    await openTab(page, 'Approved');
    const approvedRow = page.getByRole('row').filter({ hasText: 'Approved trip' });
    await approvedRow.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke approved leave' });
    await shows(dialog);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await gone(approvedRow);
    await shows(page.getByText('No approved holiday requests for this person.'));

    await openTab(page, 'Declined');
    for (const notes of ['Pending trip', 'Approved trip']) {
      const row = page.getByRole('row').filter({ hasText: notes });
      await shows(row);
      await disabled(row.getByRole('button', { name: 'Decline' }), true);
      await disabled(row.getByRole('button', { name: 'Accept' }), false);
    }
    await expectAccessible(page);
  });

  it("shows the server's message in a banner when a change fails, and keeps the request", async () => {
    const person = await createEmployee();
    await fileLeave(person, '2027-06-07', '2027-06-08');
    const page = await signedIn();
    await page.route('**/api/holidays/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The leave store is resting. Try later.' }),
          })
        : route.continue(),
    );
    await open(page, `/holidays/manageholiday?user=${person.id}`, 'Handle Holidays');
    const row = requestRow(page, person);
    await row.getByRole('button', { name: 'Accept' }).click();
    await alert(page, 'The leave store is resting. Try later.');
    await screenshot(page, 'holiday-admin-banner-1280');
    await shows(row);
    await disabled(row.getByRole('button', { name: 'Accept' }), false);
  });

  it('shows the approval context: working days, balance after approval and who of the same clients is away', async () => {
    const client = (await call<{ data: { id: number } }>('POST', '/clients', { name: unique('Holiday Client') })).data;
    const person = await createEmployee();
    const colleague = await createEmployee('Colin Colleague');
    for (const someone of [person, colleague]) {
      await call('POST', `/users/${someone.id}/clients`, { client: client.id, hours: 20, dates: ['2024-01-01', null] });
    }
    await call('POST', '/days_available', { total: 24, year: new Date().getFullYear(), user: person.id });
    const request = await fileLeave(person, '2027-07-05', '2027-07-09');
    await setStatus(await fileLeave(colleague, '2027-07-08', '2027-07-13'), 1);

    const context = (
      await call<{ data: { request_id: number; balance_left_after: number }[] }>('GET', '/holidays/pending_context')
    ).data.find((item) => item.request_id === request.id)!;
    const page = await signedIn();
    await open(page, `/holidays/manageholiday?user=${person.id}`, 'Handle Holidays');
    // Filtered to the person, the page holds their one request and its context.
    await shows(requestRow(page, person));
    await shows(page.getByText('5 working days', { exact: true }));
    await shows(page.getByText(`${context.balance_left_after} days left after approval`, { exact: true }));
    await shows(page.getByText(`Also away: ${colleague.name} (2027-07-08 – 2027-07-13, Approved)`, { exact: true }));
    await screenshot(page, 'holiday-admin-context-1280');
    await expectAccessible(page);
  });

  it('is usable with the keyboard alone: filter by person and approve', async () => {
    const person = await createEmployee('Kira Keyboard');
    await fileLeave(person, '2027-08-02', '2027-08-02');
    const page = await signedIn();
    await open(page, '/holidays/manageholiday', 'Handle Holidays');
    await tabTo(page, /^Person/);
    await page.keyboard.type(person.name);
    await shows(page.getByRole('option', { name: person.name, exact: true }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shows(requestRow(page, person));
    await tabTo(page, /^Accept$/);
    await page.keyboard.press('Enter');
    await shows(page.getByText('No pending holiday requests for this person.'));
  });

  it('fits a phone: requests are cards with their buttons in reach', async () => {
    const person = await createEmployee();
    await fileLeave(person, '2027-09-06', '2027-09-07');
    const page = await signedIn(PHONE);
    await open(page, `/holidays/manageholiday?user=${person.id}`, 'Handle Holidays');
    const card = page.getByRole('listitem', { name: person.name });
    await shows(card.getByText('2 working days'));
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'holiday-admin-manage-390');
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Accept' }).click();
    await shows(page.getByText('No pending holiday requests for this person.'));
  });
});

describe('National Holidays', () => {
  const addForm = (page: Page) => page.getByRole('form', { name: 'Add national holidays' });
  const daysForm = (page: Page) => page.getByRole('form', { name: 'Available days off' });
  const table = (page: Page) => page.getByRole('region', { name: 'Public holidays' });

  async function showTableYear(page: Page, year: string): Promise<void> {
    await table(page).getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: year, exact: true }).click();
    await gone(page.getByRole('listbox'));
  }

  it('checks the form, adds a public holiday and refuses the same date again', async () => {
    const date = await freeDate(2086, '05-13');
    const title = unique('Founders Day');
    const page = await signedIn();
    await open(page, '/holidays/nationalholidays', 'National Holidays');
    const form = addForm(page);
    expect(await form.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('National Holidays');
    await shows(form.getByRole('button', { name: /^Today, .*selected$/ }));
    await screenshot(page, 'holiday-admin-national-1280');
    await expectAccessible(page);

    await form.getByRole('textbox', { name: 'Title' }).fill('  ');
    await form.getByRole('button', { name: /^Today, / }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await shows(form.getByText('Please provide a title for the national holidays.'));
    await shows(form.getByText('Please select at least one date for the national holidays.'));
    await screenshot(page, 'holiday-admin-national-errors-1280');

    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await showMonth(form, Number(date.slice(0, 4)), Number(date.slice(5, 7)));
    await dayButton(form, date).click();
    await shows(form.getByRole('button', { name: `Remove ${date}` }));
    await form.getByRole('button', { name: 'Save' }).click();
    await alert(page, 'National Holidays created successfully!');
    const row = table(page).getByRole('row').filter({ hasText: title });
    await shows(row);
    await shows(row.getByText(date));
    expect(await form.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('National Holidays');

    await form.getByRole('button', { name: /^Today, / }).click();
    await showMonth(form, Number(date.slice(0, 4)), Number(date.slice(5, 7)));
    await dayButton(form, date).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await alert(page, 'Invalid date or the date specified is already recognized as a national holiday.');
  });

  it('edits a public holiday inline with the field checks, then deletes it', async () => {
    const date = await freeDate(2087, '09-14');
    const moved = await freeDate(Number(date.slice(0, 4)), '09-15');
    const title = unique('Harvest Day');
    await call('POST', '/national_holidays', { title, dates: [date] });
    const page = await signedIn();
    await open(page, '/holidays/nationalholidays', 'National Holidays');
    await showTableYear(page, date.slice(0, 4));
    await table(page)
      .getByRole('button', { name: `Edit ${title} on ${date}` })
      .click();

    const edit = table(page).getByRole('form', { name: `Edit ${title}` });
    const titleField = edit.getByRole('textbox', { name: 'Holiday Title' });
    const dateField = edit.getByRole('textbox', { name: 'Holiday Date' });
    await titleField.fill('');
    await dateField.fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await shows(edit.getByText('Holiday Title is required'));
    await shows(edit.getByText('Holiday Date is required'));
    await dateField.fill(moved.replaceAll('-', '/'));
    await edit.getByRole('button', { name: 'Save' }).click();
    await shows(edit.getByText('Date must be in YYYY-MM-DD format'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'holiday-admin-edit-row-1280');
    await expectAccessible(page);

    await titleField.fill(`${title} moved`);
    await dateField.fill(moved);
    await edit.getByRole('button', { name: 'Save' }).click();
    const row = table(page)
      .getByRole('row')
      .filter({ hasText: `${title} moved` });
    await shows(row.getByText(moved));

    await row.getByRole('button', { name: `Delete ${title} moved on ${moved}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await shows(dialog.getByText('Are you sure you want to delete this public holiday?'));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await gone(table(page).getByRole('row').filter({ hasText: title }));
    expect((await publicHolidays()).some((holiday) => holiday.title.startsWith(title))).toBe(false);
  });

  it('sets the available days of a person for a year', async () => {
    const person = await createEmployee('Alma Allowance');
    const year = new Date().getFullYear();
    const page = await signedIn();
    await open(page, '/holidays/nationalholidays', 'National Holidays');
    const form = daysForm(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.getByText("Fields can't be empty").count()).toBe(2);

    await form.getByRole('combobox', { name: 'User' }).fill(person.name);
    await page.getByRole('option', { name: person.name, exact: true }).click();
    await form.getByRole('textbox', { name: 'Available days' }).fill('2x');
    await form.getByRole('button', { name: 'Submit' }).click();
    await shows(form.getByText('Only digits are accepted'));

    await form.getByRole('textbox', { name: 'Available days' }).fill('27');
    await form.getByRole('button', { name: 'Submit' }).click();
    await alert(page, 'Available days updated.');
    const balances = (
      await call<{ data: { available_days_current: number } }>('GET', `/days_available/${person.id}?year=${year}`)
    ).data;
    expect(balances.available_days_current).toBe(27);
  });

  it("shows the server's message when setting available days fails", async () => {
    const page = await signedIn();
    await page.route('**/api/days_available', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'User not found.' }),
      }),
    );
    await open(page, '/holidays/nationalholidays', 'National Holidays');
    const form = daysForm(page);
    await form.getByRole('combobox', { name: 'User' }).fill('All');
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await form.getByRole('textbox', { name: 'Available days' }).fill('20');
    await form.getByRole('button', { name: 'Submit' }).click();
    await alert(page, 'User not found.');
  });

  it('imports a public holiday of a country: preview, tick one, save', async () => {
    const page = await signedIn();
    await open(page, '/holidays/nationalholidays', 'National Holidays');
    const section = page.getByRole('region', { name: 'Import public holidays' });
    await section.getByRole('combobox', { name: 'Country' }).fill('Germany');
    await page.getByRole('option', { name: 'Germany (DE)' }).click();
    await section.getByRole('textbox', { name: 'Year' }).fill('2089');
    await section.getByRole('button', { name: 'Preview' }).click();
    const unity = section.getByRole('checkbox', { name: /2089-10-03$/ });
    await shows(unity);

    if (await unity.isDisabled()) throw new Error('2089-10-03 is already a public holiday on this server');
    await section.getByRole('checkbox', { name: 'Select all' }).click();
    await expect.poll(() => unity.isChecked()).toBe(false);
    await unity.click();
    await shows(section.getByText(/^1 of \d+ new holidays selected$/));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'holiday-admin-import-1280');
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Save' }).click();
    await alert(page, '1 public holiday saved');
    await disabled(unity, true);
    await shows(table(page).getByRole('row').filter({ hasText: '2089-10-03' }));
    const saved = (await publicHolidays()).filter((holiday) => holiday.date.startsWith('2089-10-'));
    expect(saved.map((holiday) => holiday.date)).toEqual(['2089-10-03']);
  });

  it('is usable with the keyboard alone: pick days in the calendar and reset', async () => {
    const page = await signedIn();
    await open(page, '/holidays/nationalholidays', 'National Holidays');
    const form = addForm(page);
    // The form comes after the heading; on a busy machine the Tab walk could otherwise finish first.
    await shows(form.getByRole('textbox', { name: 'Title' }));
    await tabTo(page, /^Title/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Keyboard Day');
    await tabTo(page, /^Today, .*selected$/);
    await page.keyboard.press('Space');
    await gone(form.getByRole('button', { name: /^Today, .*selected$/ }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await shows(form.getByRole('button', { name: /, selected$/ }));
    await tabTo(page, /^Reset$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('National Holidays');
    await shows(form.getByRole('button', { name: /^Today, .*selected$/ }));
  });

  it('fits a phone', async () => {
    const page = await signedIn(PHONE);
    await open(page, '/holidays/nationalholidays', 'National Holidays');
    await shows(addForm(page).getByRole('button', { name: /^Today, / }));
    await shows(table(page).getByRole('table'));
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'holiday-admin-national-390');
    await expectAccessible(page);
  });
});
