import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { tokenOf } from '../support/api';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { createEmployee, logWork, markHomeOffice, type Employee } from '../support/employees';
import { overflowingSideways } from '../support/german';
import { Tabs } from '../support/tabs';

/**
 * The employee dashboard at / (docs/product/time-and-week.md#dashboard, #day-bar Day bar / Weekly status / Other toggles, docs/product/http-contract.md#validation, #screen-messages, docs/product/time-and-week.md#constants).
 * Every test owns a fresh employee and looks at a week in the past, so the weekly status does not
 * depend on today's clock (docs/product/http-contract.md#dates).
 */
const WEEK = '2025-03-03';
const [MON, TUE, WED, THU, FRI, SAT, SUN] = [0, 1, 2, 3, 4, 5, 6].map((offset) => shift(WEEK, offset)) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const WEEKDAYS = [MON, TUE, WED, THU, FRI];
const HOURS = 60;

function shift(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The day row's accessible name, as the web app writes it ('Monday 3 Mar'). */
function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The Monday of the viewer's current week, on the local clock (docs/product/http-contract.md#dates). */
function thisMonday(): string {
  const now = new Date();
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  return shift(today.toISOString().slice(0, 10), -((today.getUTCDay() + 6) % 7));
}

// Several browser sessions may share this machine: room for a slow step, and a locator that
// waits in vain fails with its own message (15 s) before the test runs out of time.
vi.setConfig({ testTimeout: 60_000 });
const STEP_TIMEOUT = 15_000;

const tabs = new Tabs();
afterAll(() => tabs.close());
afterEach(() => tabs.closeTabs());

const day = (page: Page, date: string) => page.getByRole('region', { name: dayLabel(date), exact: true });
const weeklyStatus = (page: Page) => page.getByTestId('weekly-status').textContent();
const bar = (page: Page, date: string) => page.getByTestId(`bar-${date}`);
const homeOfficeCount = (page: Page) => page.getByTestId('home-office-this-month').textContent();
const newEntryDialog = (page: Page) => page.getByRole('dialog', { name: 'Fill in the Work Day Details' });
const weekParam = (page: Page) => new URL(page.url()).searchParams.get('week');

/** The filled share of a day's bar (docs/product/time-and-week.md#day-bar: hours capped at 8, times 12.5 %). */
const barFill = (page: Page, date: string) =>
  bar(page, date)
    .locator('[data-state]')
    .evaluate((fill) => fill.getBoundingClientRect().height / fill.parentElement!.getBoundingClientRect().height);

async function openDashboard(employee: Employee, path = `/?week=${WEEK}`): Promise<Page> {
  const page = await tabs.newTab(DESKTOP, await tokenOf(employee));
  page.setDefaultTimeout(STEP_TIMEOUT);
  await page.goto(path);
  await page.getByTestId('weekly-status').waitFor();
  return page;
}

async function fillEntry(
  dialog: Locator,
  entry: { description?: string; client?: string; hours?: number; minutes?: number },
) {
  if (entry.description !== undefined) await dialog.getByLabel('Description').fill(entry.description);
  if (entry.client !== undefined) {
    await dialog.getByRole('combobox', { name: 'Client' }).click();
    await dialog.page().getByRole('option', { name: entry.client, exact: true }).click();
  }
  if (entry.hours !== undefined) await dialog.getByLabel('Hours', { exact: true }).fill(String(entry.hours));
  if (entry.minutes !== undefined) await dialog.getByLabel('Minutes', { exact: true }).fill(String(entry.minutes));
}

describe('the entry form (docs/product/time-and-week.md#dashboard, docs/product/http-contract.md#validation, #screen-messages)', () => {
  it('adds an entry through the day’s + button, and the day bar and weekly status follow', async () => {
    const employee = await createEmployee({ clients: 2 });
    for (const date of [TUE, WED, THU, FRI]) await logWork(employee, { date, duration: 8 * HOURS });
    await logWork(employee, { date: MON, duration: 6 * HOURS + 30, clientId: employee.clients[1]!.id });
    const page = await openDashboard(employee);
    expect(await weeklyStatus(page)).toBe('Insufficient time logged.');
    expect(await bar(page, MON).textContent()).toBe('6.5 Mon');

    await day(page, MON)
      .getByRole('button', { name: `Add entry for ${dayLabel(MON)}` })
      .click();
    const dialog = newEntryDialog(page);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => dialog.getByText('Description is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Client is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Duration is required').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Date').inputValue()).toBe(MON);

    await fillEntry(dialog, {
      description: 'Pairing on the billing export',
      client: employee.clients[0]!.name,
      hours: 1,
      minutes: 30,
    });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => dialog.count()).toBe(0);
    const monday = day(page, MON);
    await expect.poll(() => monday.getByText('Pairing on the billing export').isVisible()).toBe(true);
    expect(await monday.getByText(`${employee.clients[0]!.name} · 1h 30m`).isVisible()).toBe(true);
    expect(await monday.getByRole('heading', { level: 3 }).textContent()).toBe(`${dayLabel(MON)}8h`);
    await expect.poll(() => bar(page, MON).textContent()).toBe('8 Mon');
    expect(await bar(page, MON).locator('[data-state]').getAttribute('data-state')).toBe('sufficient');
    expect(await barFill(page, MON)).toBeCloseTo(1, 2);
    expect(await weeklyStatus(page)).toBe('All hours entered correctly.');
  });

  it('adds an entry to an empty, collapsed day and shows it there', async () => {
    const employee = await createEmployee();
    const page = await openDashboard(employee);
    expect(await bar(page, WED).textContent()).toBe('0 Wed');
    expect(await day(page, WED).getByText('No Entries for this day.').isVisible()).toBe(false);

    await day(page, WED)
      .getByRole('button', { name: `Add entry for ${dayLabel(WED)}` })
      .click();
    const dialog = newEntryDialog(page);
    // The first client is chosen once the dialog has the person's clients.
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Client' }).textContent())
      .toBe(employee.clients[0]!.name);
    await fillEntry(dialog, { description: 'Release notes', minutes: 45 });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => day(page, WED).getByText('Release notes').isVisible()).toBe(true);
    expect(await day(page, WED).getByText(`${employee.clients[0]!.name} · 0h 45m`).isVisible()).toBe(true);
    expect(await bar(page, WED).textContent()).toBe('0.8 Wed');
    expect(await barFill(page, WED)).toBeCloseTo(0.75 * 0.125, 2);
    expect(await bar(page, WED).locator('[data-state]').getAttribute('data-state')).toBe('insufficient');
  });

  it('edits an entry in the ‘Edit task’ dialog; more than 8 hours is overtime', async () => {
    const employee = await createEmployee();
    for (const date of [TUE, WED, THU, FRI]) await logWork(employee, { date, duration: 8 * HOURS });
    await logWork(employee, { date: MON, duration: 6 * HOURS });
    const entry = await logWork(employee, { date: MON, duration: 2 * HOURS, description: 'Sprint review' });
    const page = await openDashboard(employee);
    expect(await weeklyStatus(page)).toBe('All hours entered correctly.');

    await day(page, MON)
      .getByRole('button', { name: `Edit ${entry.description}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit task' });
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Sprint review');
    expect(await dialog.getByLabel('Hours', { exact: true }).inputValue()).toBe('2');
    expect(await dialog.getByLabel('Minutes', { exact: true }).inputValue()).toBe('0');
    await fillEntry(dialog, { description: 'Sprint review and retro', hours: 3, minutes: 15 });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => day(page, MON).getByText('Sprint review and retro').isVisible()).toBe(true);
    expect(await day(page, MON).getByText('Sprint review', { exact: true }).count()).toBe(0);
    expect(await day(page, MON).getByText(`${employee.clients[0]!.name} · 3h 15m`).isVisible()).toBe(true);
    await expect.poll(() => weeklyStatus(page)).toBe('Overtime.');
    expect(await bar(page, MON).textContent()).toBe('9.3 Mon');
    expect(await bar(page, MON).locator('[data-state]').getAttribute('data-state')).toBe('overtime');
    expect(await barFill(page, MON)).toBeCloseTo(1, 2);
  });

  it('deletes an entry after ‘Confirm Delete’, and the empty day says so', async () => {
    const employee = await createEmployee();
    const entry = await logWork(employee, { date: TUE, duration: 2 * HOURS, description: 'Backlog grooming' });
    const page = await openDashboard(employee);
    const deleteButton = day(page, TUE).getByRole('button', { name: `Delete ${entry.description}` });

    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    expect(await confirm.getByText('Are you sure you want to delete this log?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await day(page, TUE).getByText('Backlog grooming').isVisible()).toBe(true);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expect.poll(() => day(page, TUE).getByText('No Entries for this day.').isVisible()).toBe(true);
    expect(await day(page, TUE).getByText('Backlog grooming').count()).toBe(0);
    expect(await bar(page, TUE).textContent()).toBe('0 Tue');
    const remaining = await fetch(`${new URL(page.url()).origin}/api/logs/user/${employee.id}/from/${WEEK}`, {
      headers: { Authorization: `Bearer ${employee.token}` },
    });
    expect(((await remaining.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('says ‘Error occurred. Please try again.’ when saving fails, and a click dismisses it', async () => {
    const employee = await createEmployee();
    const page = await openDashboard(employee);
    await page.route('**/api/logs', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something broke.' }),
      }),
    );
    await day(page, THU)
      .getByRole('button', { name: `Add entry for ${dayLabel(THU)}` })
      .click();
    const dialog = newEntryDialog(page);
    await fillEntry(dialog, { description: 'Will fail first', hours: 2 });

    await dialog.getByRole('button', { name: 'Save' }).click();

    const alert = dialog.getByRole('alert').filter({ hasText: 'Error occurred. Please try again.' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await alert.click();
    await expect.poll(() => alert.count()).toBe(0);

    await page.unroute('**/api/logs');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => day(page, THU).getByText('Will fail first').isVisible()).toBe(true);
  });

  it('can be opened, filled and submitted with the keyboard alone (docs/product/README.md#accessibility)', async () => {
    const employee = await createEmployee({ clients: 2 });
    const page = await openDashboard(employee);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const labelled = element?.getAttribute('aria-labelledby');
        return (
          element?.getAttribute('aria-label') ??
          (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
            ? element.labels?.[0]?.textContent
            : null) ??
          (labelled ? document.getElementById(labelled.split(' ')[0]!)?.textContent : null) ??
          element?.textContent
        )?.trim();
      });
    const addMonday = `Add entry for ${dayLabel(MON)}`;
    for (let step = 0; step < 40 && (await focused()) !== addMonday; step += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe(addMonday);

    await page.keyboard.press('Enter');
    const dialog = newEntryDialog(page);
    await dialog.waitFor();
    for (let step = 0; step < 5 && (await focused()) !== 'Description'; step += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Description');
    await page.keyboard.type('Keyboard-only entry');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Client');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Client' }).textContent())
      .toBe(employee.clients[1]!.name);
    await expect.poll(focused).toBe('Client');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Hours');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Minutes');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');

    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => day(page, MON).getByText('Keyboard-only entry').isVisible()).toBe(true);
    expect(await day(page, MON).getByText(`${employee.clients[1]!.name} · 2h 15m`).isVisible()).toBe(true);
  });
});

describe('the day rows (docs/product/time-and-week.md#dashboard, #day-bar)', () => {
  it('cuts descriptions over 100 characters with ‘Show more’ / ‘Show less’', async () => {
    const employee = await createEmployee();
    const long = `${'Investigated the nightly stock synchronisation. '.repeat(3)}Found the cause.`;
    const short = 'x'.repeat(100);
    await logWork(employee, { date: FRI, duration: 4 * HOURS, description: long });
    await logWork(employee, { date: FRI, duration: 4 * HOURS, description: short });
    const page = await openDashboard(employee);
    const friday = day(page, FRI);
    const longEntry = friday.getByRole('listitem').filter({ hasText: long.slice(0, 100) });

    const description = longEntry.locator('p');
    expect(await description.textContent()).toBe(`${long.slice(0, 100)}…Show more`);
    expect(await friday.getByRole('button', { name: 'Show more' }).count()).toBe(1);

    await longEntry.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => description.textContent()).toBe(`${long}Show less`);

    await longEntry.getByRole('button', { name: 'Show less' }).click();
    await expect.poll(() => description.textContent()).toBe(`${long.slice(0, 100)}…Show more`);
    expect(await friday.getByText(short, { exact: true }).isVisible()).toBe(true);
  });

  it('opens and closes a day by a click on its header, or Enter and Space on its name (docs/product/time-and-week.md#dashboard)', async () => {
    const employee = await createEmployee();
    await logWork(employee, { date: TUE, duration: 2 * HOURS, description: 'Quarterly planning' });
    const page = await openDashboard(employee);
    const tuesday = day(page, TUE);
    const toggle = tuesday.getByRole('button', { name: dayLabel(TUE), exact: true });
    const entryShown = () => tuesday.getByText('Quarterly planning').isVisible();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await tuesday.getByText(dayLabel(TUE), { exact: true }).click();
    await expect.poll(entryShown).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const header = tuesday.getByRole('heading', { level: 3 }).locator('xpath=..');
    const { width } = (await header.boundingBox())!;
    await header.click({ position: { x: width - 30, y: 20 } }); // the arrow at the right end
    await expect.poll(entryShown).toBe(true);
    await tuesday.getByText('2h', { exact: true }).click();
    await expect.poll(entryShown).toBe(false);
    await tuesday.getByText('2h', { exact: true }).click();
    await expect.poll(entryShown).toBe(true);

    await tuesday.getByRole('switch', { name: 'Home office' }).click();
    await expect.poll(() => homeOfficeCount(page)).toBe('1');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await tuesday.getByRole('button', { name: `Add entry for ${dayLabel(TUE)}` }).click();
    await newEntryDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => newEntryDialog(page).count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await tuesday.getByRole('switch', { name: 'Home office' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(entryShown).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(entryShown).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-day-header-1280');
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await screenshot(page, 'dashboard-day-header-390');
  });

  it('toggles home office; the monthly count follows and a reload keeps it (docs/product/time-and-week.md#home-office)', async () => {
    const employee = await createEmployee();
    await markHomeOffice(employee, '2025-03-20');
    const page = await openDashboard(employee);
    const toggle = day(page, MON).getByRole('switch', { name: 'Home office' });
    await expect.poll(() => homeOfficeCount(page)).toBe('1');
    expect(await toggle.isChecked()).toBe(false);

    await toggle.click();
    await expect.poll(() => homeOfficeCount(page)).toBe('2');
    expect(await toggle.isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => homeOfficeCount(page)).toBe('2');
    expect(await day(page, MON).getByRole('switch', { name: 'Home office' }).isChecked()).toBe(true);

    await toggle.click();
    await expect.poll(() => homeOfficeCount(page)).toBe('1');
    expect(await toggle.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => homeOfficeCount(page)).toBe('1');
    expect(await toggle.isChecked()).toBe(false);
  });

  it('keeps the weekend collapsed under ‘Weekend’ until it is opened', async () => {
    const employee = await createEmployee();
    await logWork(employee, { date: SUN, duration: HOURS, description: 'Sunday deployment' });
    const page = await openDashboard(employee);
    const weekend = page.getByRole('button', { name: 'Weekend', exact: true });
    expect(await weekend.getAttribute('aria-expanded')).toBe('false');
    expect(await day(page, SAT).isVisible()).toBe(false);
    expect(await day(page, SUN).isVisible()).toBe(false);

    await weekend.click();

    await expect.poll(() => day(page, SAT).isVisible()).toBe(true);
    expect(await day(page, SUN).getByText('Sunday deployment').isVisible()).toBe(true);
    const hide = page.getByRole('button', { name: 'Hide weekend' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await hide.click();
    await expect.poll(() => day(page, SAT).isVisible()).toBe(false);
  });

  it('hides a weekend day with 0 hours in the hours bar and shows it once it has hours', async () => {
    const employee = await createEmployee();
    await logWork(employee, { date: SUN, duration: HOURS });
    const page = await openDashboard(employee);
    expect(await bar(page, SAT).count()).toBe(0);
    expect(await bar(page, SUN).textContent()).toBe('1 Sun');
    for (const date of WEEKDAYS) expect(await bar(page, date).count()).toBe(1);

    await page.getByRole('button', { name: 'Weekend', exact: true }).click();
    await day(page, SAT)
      .getByRole('button', { name: `Add entry for ${dayLabel(SAT)}` })
      .click();
    const dialog = newEntryDialog(page);
    await fillEntry(dialog, { description: 'Saturday incident', hours: 2, minutes: 30 });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => bar(page, SAT).count()).toBe(1);
    expect(await bar(page, SAT).textContent()).toBe('2.5 Sat');
    expect(await day(page, SAT).getByText('Saturday incident').isVisible()).toBe(true);
    expect(await weeklyStatus(page)).toBe('Insufficient time logged.');
  });
});

describe('looking at another person’s week (docs/product/time-and-week.md#dashboard, docs/product/roles-and-access.md#employees)', () => {
  it('chooses the person in ‘Show the week of’ and shows their week read-only', async () => {
    const viewer = await createEmployee();
    const colleague = await createEmployee();
    await logWork(colleague, { date: MON, duration: 3 * HOURS, description: 'Colleague’s workshop' });
    await markHomeOffice(colleague, MON);
    const page = await openDashboard(viewer);

    await page.getByRole('combobox', { name: 'Show the week of' }).fill(colleague.name);
    await page.getByRole('option', { name: colleague.name, exact: true }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('user')).toBe(String(colleague.id));
    expect(weekParam(page)).toBe(WEEK);
    await expectReadOnlyWeekOf(page, colleague);

    await page.reload();
    await page.getByTestId('weekly-status').waitFor();
    await expectReadOnlyWeekOf(page, colleague);
  });

  it('opens another person’s week straight from ?user=, and the week arrows keep the person', async () => {
    const viewer = await createEmployee();
    const colleague = await createEmployee();
    await logWork(colleague, { date: MON, duration: 3 * HOURS, description: 'Colleague’s workshop' });
    await markHomeOffice(colleague, MON);
    const page = await openDashboard(viewer, `/?week=${WEEK}&user=${colleague.id}`);
    await expectReadOnlyWeekOf(page, colleague);

    await page.getByRole('button', { name: 'Next week' }).click();

    await expect.poll(() => weekParam(page)).toBe(shift(WEEK, 7));
    expect(new URL(page.url()).searchParams.get('user')).toBe(String(colleague.id));
    await page.getByTestId('weekly-status').waitFor();
    expect(await page.getByRole('button', { name: /^Add entry for/ }).count()).toBe(0);
  });
});

async function expectReadOnlyWeekOf(page: Page, colleague: Employee): Promise<void> {
  await expect
    .poll(() => page.getByText(`You are looking at ${colleague.name}'s week. It is read-only.`).isVisible())
    .toBe(true);
  await expect.poll(() => day(page, MON).getByText('Colleague’s workshop').isVisible()).toBe(true);
  expect(await page.getByText(`${colleague.name}'s week`, { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: /^(Add entry for|Edit|Delete) /, includeHidden: true }).count()).toBe(
    0,
  );
  const toggles = page.getByRole('switch', { name: 'Home office', includeHidden: true });
  expect(await toggles.count()).toBe(7);
  for (const toggle of await toggles.all()) expect(await toggle.isDisabled()).toBe(true);
  expect(await day(page, MON).getByRole('switch', { name: 'Home office' }).isChecked()).toBe(true);
}

describe('the week selector in the top bar (docs/product/roles-and-access.md#menus)', () => {
  it('moves by seven days with the arrows, goes to a date, back to this week with ‘Week’, and survives a reload', async () => {
    const employee = await createEmployee();
    const page = await openDashboard(employee);
    const banner = page.getByRole('group', { name: 'Week' });
    expect(await banner.textContent()).toContain('03-03 – 03-09');

    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect.poll(() => weekParam(page)).toBe(shift(WEEK, -7));
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => weekParam(page)).toBe(shift(WEEK, 7));
    await expect.poll(() => banner.textContent()).toContain('03-10 – 03-16');
    await page.getByTestId('weekly-status').waitFor();
    expect(await day(page, shift(WEEK, 7)).isVisible()).toBe(true);

    await page.reload();
    await page.getByTestId('weekly-status').waitFor();
    expect(weekParam(page)).toBe(shift(WEEK, 7));
    expect(await day(page, shift(WEEK, 7)).isVisible()).toBe(true);

    await banner.locator('input[type="date"]').fill('2025-04-17');
    await expect.poll(() => weekParam(page)).toBe('2025-04-14');

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect.poll(() => weekParam(page)).toBe(thisMonday());
    await expect.poll(() => day(page, thisMonday()).isVisible()).toBe(true);
  });

  it('says ‘Upcoming week’ for a week after this one', async () => {
    const employee = await createEmployee();
    const page = await openDashboard(employee, `/?week=${shift(thisMonday(), 14)}`);
    expect(await weeklyStatus(page)).toBe('Upcoming week');
  });
});

describe('the dashboard as a whole', () => {
  async function busyWeek(): Promise<Employee> {
    const employee = await createEmployee({ clients: 2 });
    for (const [index, date] of WEEKDAYS.entries()) {
      await logWork(employee, { date, duration: 6 * HOURS, clientId: employee.clients[index % 2]!.id });
      await logWork(employee, { date, duration: 2 * HOURS + (index === 2 ? 30 : 0) });
    }
    await logWork(employee, {
      date: TUE,
      duration: 0 * HOURS + 30,
      description:
        'Customer workshop: requirements for the warehouse integration, including the open questions about returns and partial deliveries',
    });
    await markHomeOffice(employee, TUE);
    await markHomeOffice(employee, THU);
    return employee;
  }

  it('is accessible and looks right at 1280 and 390 px, with the entry dialog open too (docs/product/README.md#accessibility)', async () => {
    const employee = await busyWeek();
    const page = await openDashboard(employee);
    await expect.poll(() => weeklyStatus(page)).toBe('Overtime.');
    await expectAccessible(page);
    await screenshot(page, 'dashboard-1280');

    await day(page, THU)
      .getByRole('button', { name: `Add entry for ${dayLabel(THU)}` })
      .click();
    const dialog = newEntryDialog(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Description is required').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'dashboard-entry-dialog-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    // The layout follows the new width a frame later.
    await expect.poll(() => overflowingSideways(page)).toEqual([]);
    expect(await weeklyStatus(page)).toBe('Overtime.');
    await expectAccessible(page);
    await screenshot(page, 'dashboard-390');

    await day(page, MON)
      .getByRole('button', { name: `Add entry for ${dayLabel(MON)}` })
      .click();
    await newEntryDialog(page).waitFor();
    await screenshot(page, 'dashboard-entry-dialog-390', { fullPage: false });
  });

  it('loads a week with a fixed number of API requests, however many entries it has', async () => {
    const quiet = await createEmployee();
    await logWork(quiet, { date: MON, duration: HOURS });
    const busy = await createEmployee({ clients: 2 });
    for (let index = 0; index < 20; index += 1) {
      await logWork(busy, {
        date: WEEKDAYS[index % 5]!,
        duration: 30,
        clientId: busy.clients[index % 2]!.id,
        description: `Entry ${index + 1}`,
      });
    }

    const quietRequests = await apiRequestsOnLoad(quiet, 1);
    const busyRequests = await apiRequestsOnLoad(busy, 20);

    const shapes = (requests: string[], employee: Employee) =>
      requests
        .map((request) =>
          request
            .replace(new RegExp(`/${employee.id}(?=[/?]|$)`, 'g'), '/:id')
            .replace(new RegExp(`=${employee.id}(?=&|$)`, 'g'), '=:id'),
        )
        .sort();
    expect(shapes(busyRequests, busy)).toEqual(shapes(quietRequests, quiet));
    expect(quietRequests.length, quietRequests.join('\n')).toBeLessThanOrEqual(10);
  });
});

/** The /api/ requests of one dashboard load, once the page is idle and shows all `entries`. */
async function apiRequestsOnLoad(employee: Employee, entries: number): Promise<string[]> {
  const page = await tabs.newTab(DESKTOP, await tokenOf(employee));
  page.setDefaultTimeout(STEP_TIMEOUT);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`/?week=${WEEK}`, { waitUntil: 'networkidle' });
  await expect
    .poll(() =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^Edit / }) })
        .count(),
    )
    .toBe(entries);
  await page.waitForLoadState('networkidle');
  await tabs.closeTab(page);
  return requests;
}
