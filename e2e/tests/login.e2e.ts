import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { Tabs } from '../support/tabs';

describe('login screen (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#screen-messages)', () => {
  const tabs = new Tabs();
  let page: Page;
  afterAll(() => tabs.close());
  beforeEach(async () => {
    page = await tabs.newTab();
    await page.goto('/');
  });
  afterEach(() => tabs.closeTabs());

  const logIn = () => page.getByRole('button', { name: 'Log in', exact: true }).click();

  it('shows e-mail, password, Google sign-in and the forgotten-password link, accessibly', async () => {
    await expect.poll(() => page.getByLabel('E-mail').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log in with Google' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    await expectAccessible(page);
    await screenshot(page, 'login-1280');
  });

  it('names the missing fields before asking the server', async () => {
    await logIn();

    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    expect(await page.getByText('Password is required').isVisible()).toBe(true);
  });

  it('shows the server message for wrong credentials', async () => {
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await logIn();

    await expect.poll(() => page.getByRole('alert').textContent()).toBe('These credentials do not match our records.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('tells a deactivated person that the account is deactivated (403)', async () => {
    await page.getByLabel('E-mail').fill(ACCOUNTS.deactivated.email);
    await page.getByLabel('Password').fill(ACCOUNTS.deactivated.password);
    await logIn();

    await expect.poll(() => page.getByRole('alert').textContent()).toContain('deactivated');
  });

  it('reports a network failure in the words of docs/product/http-contract.md#screen-messages', async () => {
    await page.route('**/api/login', (route) => route.abort());
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin.email);
    await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
    await logIn();

    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Network error: Please check your internet connection.');
  });

  it('says that Google sign-in is not configured when the server has no provider', async () => {
    await page.getByRole('button', { name: 'Log in with Google' }).click();

    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Sign-in with Google is not configured on this portal.');
  });

  it('signs in, stores the token under "token" and opens the dashboard', async () => {
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin.email);
    await page.getByLabel('Password').fill(ACCOUNTS.admin.password);
    await logIn();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize(PHONE);
    await logIn();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'login-errors-390');
  });
});
