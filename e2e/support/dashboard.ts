import type { Locator, Page } from 'playwright-core';
import { afterEach, vi } from 'vitest';
import { tokenOf } from './api';
import { DESKTOP } from './browser';
import { dayLabel, WEEK } from './dashboard-week';
import type { Employee } from './employees';
import { useTabs, type Tabs } from './tabs';

/**
 * The parts of the employee dashboard at / that its browser tests share (dashboard-*.e2e.ts;
 * docs/product/time-and-week.md#dashboard, #day-bar); the week they look at is in dashboard-week.ts.
 */

/**
 * Several browser sessions may share this machine: room for a slow step, and a locator that waits in vain fails with
 * its own message (15 s) before the test runs out of time.
 */
export const STEP_TIMEOUT = 15_000;

export const day = (page: Page, date: string) => page.getByRole('region', { name: dayLabel(date), exact: true });
export const weeklyStatus = (page: Page) => page.getByTestId('weekly-status').textContent();
export const bar = (page: Page, date: string) => page.getByTestId(`bar-${date}`);
export const homeOfficeCount = (page: Page) => page.getByTestId('home-office-this-month').textContent();
export const newEntryDialog = (page: Page) => page.getByRole('dialog', { name: 'Fill in the Work Day Details' });
export const weekParam = (page: Page) => new URL(page.url()).searchParams.get('week');

/** The filled share of a day's bar (docs/product/time-and-week.md#day-bar: hours capped at 8, times 12.5 %). */
export const barFill = (page: Page, date: string) =>
  bar(page, date)
    .locator('[data-state]')
    .evaluate((fill) => fill.getBoundingClientRect().height / fill.parentElement!.getBoundingClientRect().height);

/**
 * The test file's own tabs, each closed after its test, and `openDashboard`, which opens the employee's dashboard
 * (the past week unless told otherwise) in one of them, signed in. The file's tests get 60 s (STEP_TIMEOUT).
 */
export function useDashboard(): {
  tabs: Tabs;
  openDashboard: (employee: Employee, path?: string) => Promise<Page>;
} {
  vi.setConfig({ testTimeout: 60_000 });
  const tabs = useTabs();
  afterEach(() => tabs.closeTabs());
  async function openDashboard(employee: Employee, path = `/?week=${WEEK}`): Promise<Page> {
    const page = await tabs.newTab(DESKTOP, await tokenOf(employee));
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(path);
    await page.getByTestId('weekly-status').waitFor();
    return page;
  }
  return { tabs, openDashboard };
}

export async function fillEntry(
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
