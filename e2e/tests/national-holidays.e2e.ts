import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { unique } from '../support/employees';
import { alert, call, createEmployee, disabled, gone, open, shows, useSuperAdminTabs } from '../support/holiday-admin';
import { tabTo } from '../support/pages';

/**
 * Handle Holidays (docs/product/leave.md#approval, #approval, #withdraw-revoke, #approval-context) and National Holidays (docs/product/leave.md#public-holidays, #public-holidays, #holiday-import).
 * Each test arranges its own people, requests and public holidays through the API as the e2e
 * super administrator, ahead (leave in 2027, in the same weekdays as before and clear of the demo's public holidays;
 * Annual leave cannot reach past next year, docs/product/leave.md#balances) and public holidays in 2086 and later, so that
 * other browser tests on this server are not affected.
 * This file: National Holidays.
 */

const signedIn = useSuperAdminTabs();

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
