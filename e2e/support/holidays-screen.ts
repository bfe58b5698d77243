import type { Page } from 'playwright-core';
import { gone, shows } from './pages';

/** The parts of /holidays and its request form (docs/product/leave.md#holidays-screen, #request-form) that the tests drive. */

export const form = (page: Page) => page.getByRole('form', { name: 'Request holiday' });
export const datesButton = (page: Page) =>
  form(page).getByRole('button', { name: /^(Choose Dates|\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2})$/ });
export const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose the first and last day' });
export const totalLeft = (page: Page) => page.getByTestId('total-left').textContent();
export const dayCell = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);
export const cellStatus = (page: Page, date: string) => dayCell(page, date).getAttribute('data-status');
export const dayCount = (page: Page, label: 'Working days' | 'Calendar days') =>
  form(page)
    .getByRole('status', { name: new RegExp(`^${label}: `) })
    .getAttribute('aria-label');
export const requestRow = (page: Page, from: string) =>
  page
    .getByRole('table', { name: 'Leave requests' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: from, exact: true }) });

/** Opens the form and waits for its Collapse to finish (until then its height is fixed). */
export async function openForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Request Holiday' }).click();
  await shows(page.locator('.MuiCollapse-entered').filter({ has: form(page) }));
}

/** The popover's react-day-picker: the month through its dropdowns, then two day buttons. */
export async function pickRange(page: Page, from: string, to: string): Promise<void> {
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
export async function expectStatuses(page: Page, dates: string[], status: string): Promise<void> {
  for (const date of dates) await shows(page.locator(`[data-date="${date}"][data-status="${status}"]`));
}
