import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { tokenOf, type Account } from './api';
import { DESKTOP } from './browser';
import { useTabs, type Tabs } from './tabs';

/**
 * The shell around every screen as the browser tests of routes, menus and sessions see it (roles-and-routes.e2e.ts,
 * shell-and-session.e2e.ts; docs/product/roles-and-access.md#routes, #menus): the menus each role sees, the section
 * name in the top bar, and the tests' tabs.
 */

/** Groups come first with their own label, then their entries. */
export const ADMIN_MENU = [
  'Dashboard',
  'Holidays',
  'Holidays',
  'Add Holiday',
  'Handle Holidays',
  'National Holidays',
  'Documents',
  'Skills review',
  'Skills review',
  'My Skills',
  'List',
  'Register',
  'Users',
  'Clients',
  'Projects',
  'Home Office',
  'Timesheets',
  'Import',
  'Settings',
  'Logout',
];
/** The audit trail is for SUPER_ADMIN alone (docs/product/reports.md#audit). */
export const SUPER_ADMIN_MENU = [...ADMIN_MENU.slice(0, -1), 'Audit', 'Logout'];
/** Home Office shows an employee their own row of the year (docs/product/reports.md#home-office-year). */
export const EMPLOYEE_MENU = [
  'Dashboard',
  'Holidays',
  'Documents',
  'Skills review',
  'List',
  'Home Office',
  'Import',
  'Logout',
];

/** The test file's tabs, each closed after its test, and `signedInPage`, which opens one signed in as the account. */
export function useSignedInTabs(): {
  tabs: Tabs;
  signedInPage: (account: Account, viewport?: typeof DESKTOP) => Promise<Page>;
} {
  const tabs = useTabs();
  afterEach(() => tabs.closeTabs());
  async function signedInPage(account: Account, viewport = DESKTOP): Promise<Page> {
    return tabs.newTab(viewport, await tokenOf(account));
  }
  return { tabs, signedInPage };
}

export const topBarTitle = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  const labels = await menu.getByRole('button').or(menu.getByRole('link')).allTextContents();
  const logout = await page.getByRole('link', { name: 'Logout' }).allTextContents();
  return [...labels, ...logout].map((label) => label.trim()).filter(Boolean);
}
