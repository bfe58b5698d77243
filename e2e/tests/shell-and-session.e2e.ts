import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { EMPLOYEE_MENU, menuLabels, topBarTitle, useSignedInTabs } from '../support/shell';

/**
 * The shell without a session and around a signed-in screen (docs/product/roles-and-access.md#routes, #menus): the
 * login screen for protected paths, the pages open to all, the session's spinner, logging out, a screen that cannot
 * be loaded, and the menu's drawer. What each role reaches is in roles-and-routes.e2e.ts.
 */

const { tabs, signedInPage } = useSignedInTabs();

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
