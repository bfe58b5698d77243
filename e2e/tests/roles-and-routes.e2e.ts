import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { createEmployee, markHomeOffice } from '../support/employees';
import {
  ADMIN_MENU,
  EMPLOYEE_MENU,
  menuLabels,
  SUPER_ADMIN_MENU,
  topBarTitle,
  useSignedInTabs,
} from '../support/shell';

/**
 * What each role reaches (docs/product/roles-and-access.md#routes, #menus): its menu, the routes it may open, and Page
 * Not Found for the others. Sessions and the shell itself are in shell-and-session.e2e.ts.
 */

/** Each management route and the section name the top bar shows for it. */
const ADMIN_ROUTES = [
  ['/', 'Dashboard'],
  ['/skills', 'Skills review'],
  ['/skills/edit', 'My Skills'],
  ['/skills/list', 'List'],
  ['/holidays', 'Holidays'],
  ['/holidays/addholiday', 'Add Holiday'],
  ['/holidays/manageholiday', 'Handle Holidays'],
  ['/holidays/nationalholidays', 'National Holidays'],
  ['/holidays/nationalholidays/locations', 'National Holidays'],
  ['/holidays/nationalholidays/types', 'National Holidays'],
  ['/documents', 'Documents'],
  ['/users', 'Users'],
  ['/users/report', 'Team calendar'],
  ['/timelog/user/2', 'User time log'],
  ['/timelog/client/1', 'Client time log'],
  ['/clients', 'Clients'],
  ['/home_office', 'Home Office'],
  ['/register', 'Register'],
  ['/projects', 'Projects'],
  ['/timesheets', 'Timesheets'],
  ['/settings', 'Settings'],
  ['/import', 'Import'],
] as const;
const EMPLOYEE_ROUTES = [
  ['/', 'Dashboard'],
  ['/skills/list', 'List'],
  ['/holidays', 'Holidays'],
  ['/documents', 'Documents'],
  ['/skills', 'Skills review'],
  ['/home_office', 'Home Office'],
  ['/import', 'Import'],
] as const;
const NOT_FOUND = 'Page Not Found';

const { signedInPage } = useSignedInTabs();

/**
 * Moves inside the app the way a menu link does, without loading the page again: the route table
 * alone decides what shows. (Every screen is also opened by its address in its own feature's tests.)
 */
async function expectRoute(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => topBarTitle(page), { message: path }).toBe(title);
}

describe.each([
  ['SUPER_ADMIN', ACCOUNTS.superAdmin, SUPER_ADMIN_MENU],
  ['ADMIN', ACCOUNTS.admin, ADMIN_MENU],
])('%s (docs/product/roles-and-access.md#routes, #menus)', (role, account, fullMenu) => {
  it('sees the full menu', async () => {
    const page = await signedInPage(account);
    await page.goto('/');
    expect(await menuLabels(page)).toEqual(fullMenu);
    await expectAccessible(page);
    await screenshot(page, `shell-${role.toLowerCase()}-1280`);
  });

  it('reaches every management route, and any other path is Page Not Found', async () => {
    const page = await signedInPage(account);
    await page.goto('/projects');
    await expect.poll(() => topBarTitle(page)).toBe('Projects');
    for (const [path, title] of ADMIN_ROUTES) await expectRoute(page, path, title);
    await expectRoute(page, '/no-such-page', NOT_FOUND);
    expect(
      await page.getByText('The page you are looking for does not exist or might have been removed.').isVisible(),
    ).toBe(true);
    await expectAccessible(page);
  });
});

describe('USER (docs/product/roles-and-access.md#routes, #menus)', () => {
  it('sees the short menu', async () => {
    const page = await signedInPage(ACCOUNTS.user);
    await page.goto('/');
    expect(await menuLabels(page)).toEqual(EMPLOYEE_MENU);
    await expectAccessible(page);
    await screenshot(page, 'shell-user-1280');
  });

  it('reaches the employee routes and gets Page Not Found on management routes', async () => {
    const page = await signedInPage(ACCOUNTS.user);
    await page.goto('/users');
    await expect.poll(() => topBarTitle(page)).toBe(NOT_FOUND);
    for (const [path, title] of EMPLOYEE_ROUTES) await expectRoute(page, path, title);
    for (const path of ['/users', '/clients', '/skills/edit', '/holidays/manageholiday']) {
      await expectRoute(page, '/', 'Dashboard');
      await expectRoute(page, path, NOT_FOUND);
    }
  });

  it('opens Home Office from the menu and sees only their own row of the year, on screen and in the CSV (docs/product/reports.md#home-office-year)', async () => {
    const year = new Date().getFullYear();
    const [employee, colleague] = [await createEmployee(), await createEmployee()];
    for (const date of [`${year}-02-03`, `${year}-02-04`, `${year}-05-06`]) await markHomeOffice(employee, date);
    await markHomeOffice(colleague, `${year}-02-05`);
    const page = await signedInPage(employee);
    await page.goto('/');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home Office' }).click();

    await expect.poll(() => topBarTitle(page)).toBe('Home Office');
    const table = page.getByRole('table', { name: `Home-office days ${year}` });
    const bodyRows = table.locator('tbody tr');
    await expect
      .poll(async () => (await bodyRows.allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim())))
      .toEqual([[employee.name, '0', '2', '0', '0', '1', '0', '0', '0', '0', '0', '0', '0', '3']]);
    expect(await table.getByText(colleague.name).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'home-office-user-1280');
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await screenshot(page, 'home-office-user-390');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV', exact: true }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(csv.trim().split('\r\n')).toEqual([
      `Person,${Array.from({ length: 12 }, (_, month) => `${year}-${String(month + 1).padStart(2, '0')}`).join(',')},Total`,
      `${employee.name},0,2,0,0,1,0,0,0,0,0,0,0,3`,
    ]);
  });

  it('opens the team calendar as Page Not Found and stays signed in when its early request is refused', async () => {
    const page = await signedInPage(ACCOUNTS.user);
    const calendar = page.waitForResponse((response) => response.url().includes('/api/team_calendar'));
    await page.goto('/users/report');
    // The address's data leaves with the session's request (docs/decisions/0016-web-budget.md); a USER may not have it.
    expect((await calendar).status()).toBe(403);
    await expect.poll(() => topBarTitle(page)).toBe(NOT_FOUND);
    expect(await menuLabels(page)).toEqual(EMPLOYEE_MENU);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });
});

describe('CLIENT (docs/product/roles-and-access.md#routes)', () => {
  it('has the client time-log report at / and Page Not Found anywhere else', async () => {
    const page = await signedInPage(ACCOUNTS.client);
    await page.goto('/');
    await expect.poll(() => topBarTitle(page)).toBe('Client time log');
    await expectAccessible(page);
    for (const path of ['/holidays', '/documents', '/users', '/skills/list']) {
      await expectRoute(page, '/', 'Client time log');
      await expectRoute(page, path, NOT_FOUND);
    }
  });
});
