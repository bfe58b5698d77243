import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { day, useDashboard, weeklyStatus, weekParam } from '../support/dashboard';
import { HOURS, MON, thisMonday, WEEK } from '../support/dashboard-week';
import { shift } from '../support/dates';
import { createEmployee, logWork, markHomeOffice, type Employee } from '../support/employees';

/**
 * The employee dashboard at / (docs/product/time-and-week.md#dashboard, #day-bar Day bar / Weekly status / Other toggles, docs/product/http-contract.md#validation, #screen-messages, docs/product/time-and-week.md#constants):
 * whose week and which week it shows: another person’s, read-only, and the week selector in the top bar.
 * Every test owns a fresh employee and looks at a week in the past, so the weekly status does not
 * depend on today's clock (docs/product/http-contract.md#dates).
 */

const { openDashboard } = useDashboard();

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
