import { describe, expect, it } from 'vitest';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { bar, day, fillEntry, homeOfficeCount, newEntryDialog, useDashboard, weeklyStatus } from '../support/dashboard';
import { dayLabel, FRI, HOURS, MON, SAT, SUN, TUE, WEEKDAYS } from '../support/dashboard-week';
import { createEmployee, logWork, markHomeOffice } from '../support/employees';

/**
 * The employee dashboard at / (docs/product/time-and-week.md#dashboard, #day-bar Day bar / Weekly status / Other toggles, docs/product/http-contract.md#validation, #screen-messages, docs/product/time-and-week.md#constants):
 * the day rows: long descriptions, opening and closing a day, home office, the weekend.
 * Every test owns a fresh employee and looks at a week in the past, so the weekly status does not
 * depend on today's clock (docs/product/http-contract.md#dates).
 */

const { openDashboard } = useDashboard();

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
