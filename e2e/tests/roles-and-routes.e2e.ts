import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { tokenOf, type Account } from '../support/api';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { createEmployee, markHomeOffice } from '../support/employees';
import { Tabs } from '../support/tabs';

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

/** Groups come first with their own label, then their entries. */
const ADMIN_MENU = [
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
const SUPER_ADMIN_MENU = [...ADMIN_MENU.slice(0, -1), 'Audit', 'Logout'];
/** Home Office shows an employee their own row of the year (docs/product/reports.md#home-office-year). */
const EMPLOYEE_MENU = [
  'Dashboard',
  'Holidays',
  'Documents',
  'Skills review',
  'List',
  'Home Office',
  'Import',
  'Logout',
];

const tabs = new Tabs();
afterAll(() => tabs.close());
afterEach(() => tabs.closeTabs());

async function signedInPage(account: Account, viewport = DESKTOP): Promise<Page> {
  return tabs.newTab(viewport, await tokenOf(account));
}

const topBarTitle = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  const labels = await menu.getByRole('button').or(menu.getByRole('link')).allTextContents();
  const logout = await page.getByRole('link', { name: 'Logout' }).allTextContents();
  return [...labels, ...logout].map((label) => label.trim()).filter(Boolean);
}

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

describe('without a session (docs/product/roles-and-access.md#routes, docs/product/time-and-week.md#day-bar)', () => {
  it('sends a protected path to the login screen', async () => {
    const page = await tabs.newTab();
    await page.goto('/users');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('button', { name: 'Log in', exact: true }).isVisible()).toBe(true);
  });

  it('opens the client time log, forgotten-password and reset pages without signing in', async () => {
    const page = await tabs.newTab();
    for (const [path, title] of [
      ['/timelog/client/1', 'Client time log'],
      ['/forgot-password', 'Forgot password'],
      ['/change-password', 'Reset password'],
    ]) {
      await page.goto(path!);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: path }).toBe(title);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('shows a spinner while the stored session loads', async () => {
    const page = await signedInPage(ACCOUNTS.user);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const spinner = page.getByRole('progressbar', { name: 'Loading your session' });
    await expect.poll(() => spinner.isVisible()).toBe(true);
    release();
    await expect.poll(() => topBarTitle(page)).toBe('Dashboard');
    expect(await spinner.isVisible()).toBe(false);
  });

  it('drops a token the server no longer accepts and shows the login screen', async () => {
    const page = await tabs.newTab();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', 'revoked-or-made-up');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: 'Log in', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('the shell', () => {
  it('logs out: clears the token, ends the session on the server and returns to the root', async () => {
    const page = await signedInPage(ACCOUNTS.user);
    await page.goto('/documents');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('link', { name: 'Logout' }).click();

    await expect.poll(() => page.getByRole('button', { name: 'Log in', exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const afterLogout = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
    expect(afterLogout.status()).toBe(401);
  });

  it('says so inside the shell when a screen cannot be loaded, and draws it after Reload', async () => {
    const page = await signedInPage(ACCOUNTS.user);
    const chunk = '**/assets/documents-page-*.js';
    await page.route(chunk, (route) => route.abort());
    await page.goto('/documents');
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'This screen could not be loaded. Reload the page to try again.' });
    await expect.poll(() => failed.isVisible()).toBe(true);
    expect(await topBarTitle(page)).toBe('Documents');
    expect(await menuLabels(page)).toEqual(EMPLOYEE_MENU);
    await screenshot(page, 'screen-failed-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'screen-failed-390');
    await page.unroute(chunk);
    await failed.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Documents' }).isVisible()).toBe(true);
    expect(await failed.count()).toBe(0);
  });

  it('collapses the sidebar to icons and opens it again', async () => {
    const page = await signedInPage(ACCOUNTS.admin);
    await page.goto('/');
    const drawerWidth = () =>
      page
        .getByRole('navigation', { name: 'Main menu' })
        .evaluate((nav) => nav.closest('.MuiDrawer-paper')!.getBoundingClientRect().width);
    await expect.poll(drawerWidth).toBe(240);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(drawerWidth).toBeLessThan(100);
    expect(await page.getByText('Handle Holidays').count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(drawerWidth).toBe(240);
    expect(await page.getByRole('link', { name: 'Handle Holidays' }).isVisible()).toBe(true);
  });

  it('is driven with the keyboard alone', async () => {
    const page = await signedInPage(ACCOUNTS.admin);
    await page.goto('/');
    await expect.poll(() => topBarTitle(page)).toBe('Dashboard');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    for (let step = 0; step < 30 && (await focusedText()) !== 'Clients'; step += 1) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Clients');
    await page.keyboard.press('Enter');
    await expect.poll(() => topBarTitle(page)).toBe('Clients');
  });

  it('becomes a temporary drawer below 600px', async () => {
    const page = await signedInPage(ACCOUNTS.admin, PHONE);
    await page.goto('/');
    await expect.poll(() => topBarTitle(page)).toBe('Dashboard');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await screenshot(page, 'shell-admin-390');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'shell-admin-drawer-390');
    await page.getByRole('link', { name: 'Users' }).click();

    await expect.poll(() => topBarTitle(page)).toBe('Users');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
  });
});
