import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createClient, createPerson, tokenOf } from '../support/api';
import { baseUrl, DESKTOP, expectAccessible, launchBrowser, PHONE, screenshot } from '../support/browser';
import { chooseLanguage, englishOnPage, german, overflowingSideways } from '../support/german';
import { moveTo, open } from '../support/pages';
import { Tabs } from '../support/tabs';

/**
 * One journey per role in German (docs/product/languages.md): each screen names itself in German, shows no
 * English sentence of the catalogues, passes axe, fits 1280 and 390 px without scrolling sideways,
 * and is photographed at both sizes (e2e/screenshots/de-*.png).
 */
describe('German, one journey per role (docs/product/languages.md)', () => {
  const tabs = new Tabs();
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await tokenOf(ACCOUNTS.superAdmin);
  });
  afterAll(() => tabs.close());
  afterEach(() => tabs.closeTabs());

  /** A new person of `role` who chose German; their browser stays English, so the choice is what counts. */
  async function germanSpeaker(role: 0 | 1 | 2 | 3, clientId: number | null = null): Promise<Page> {
    const person = await createPerson(adminToken, { role_id: role, client_id: clientId });
    const token = await tokenOf(person);
    await chooseLanguage(token, 'de');
    return tabs.newTab(DESKTOP, token);
  }

  /** The role's first screen is loaded by its address; the next ones are reached inside the app, as a menu link does. */
  async function looksRightInGerman(page: Page, path: string, englishTitle: string, name: string): Promise<void> {
    await page.setViewportSize(DESKTOP);
    const loaded = page.url().startsWith(baseUrl());
    await (loaded ? moveTo : open)(page, path, german(englishTitle));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await englishOnPage(page)).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, `de-${name}-1280`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `de-${name}-390`);
    // The layout follows the new width a frame later.
    await expect.poll(() => overflowingSideways(page)).toEqual([]);
  }

  it('an employee: dashboard, holidays, documents, skills, home office', async () => {
    const page = await germanSpeaker(2);
    await looksRightInGerman(page, '/', 'Dashboard', 'employee-dashboard');
    await looksRightInGerman(page, '/holidays', 'Holidays', 'employee-holidays');
    await looksRightInGerman(page, '/documents', 'Documents', 'employee-documents');
    await looksRightInGerman(page, '/skills', 'Skills review', 'employee-skills');
    await looksRightInGerman(page, '/skills/list', 'List', 'employee-skills-list');
    await looksRightInGerman(page, '/home_office', 'Home Office', 'employee-home-office');
  });

  it('an administrator: people, leave, public holidays, clients, projects, reports', async () => {
    const page = await germanSpeaker(1);
    await looksRightInGerman(page, '/users', 'Users', 'admin-users');
    await looksRightInGerman(page, '/register', 'Register', 'admin-register');
    await looksRightInGerman(page, '/holidays/addholiday', 'Add Holiday', 'admin-add-holiday');
    await looksRightInGerman(page, '/holidays/manageholiday', 'Handle Holidays', 'admin-handle-holidays');
    await looksRightInGerman(page, '/holidays/nationalholidays', 'National Holidays', 'admin-national-holidays');
    await looksRightInGerman(page, '/clients', 'Clients', 'admin-clients');
    await looksRightInGerman(page, '/projects', 'Projects', 'admin-projects');
    await looksRightInGerman(page, '/users/report', 'Team calendar', 'admin-team-calendar');
    await looksRightInGerman(page, '/timelog/user/2', 'User time log', 'admin-user-time-log');
    await looksRightInGerman(page, '/skills/edit', 'My Skills', 'admin-my-skills');
  });

  it('a super administrator: the audit trail', async () => {
    const page = await germanSpeaker(0);
    await looksRightInGerman(page, '/audit', 'Audit', 'super-admin-audit');
  });

  it("a client user: their client's time log", async () => {
    const client = await createClient(adminToken);
    const page = await germanSpeaker(3, client.id);
    await looksRightInGerman(page, '/', 'Client time log', 'client-time-log');
  });

  describe('before sign-in, in a German browser', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser.close());

    async function germanBrowserPage(): Promise<Page> {
      const context = await browser.newContext({ locale: 'de-DE', baseURL: baseUrl(), viewport: DESKTOP });
      return context.newPage();
    }

    it('shows the login in German, with German field and server messages, and fits a phone', async () => {
      const page = await germanBrowserPage();
      await page.goto('/');
      const logIn = page.getByRole('button', { name: german('Log in'), exact: true });
      await logIn.waitFor();
      expect(await englishOnPage(page)).toEqual([]);

      await logIn.click();
      await expect.poll(() => page.getByText(german('Email is required')).isVisible()).toBe(true);

      await page.getByLabel(german('E-mail')).fill(ACCOUNTS.admin.email);
      await page.getByLabel(german('Password')).fill('not-the-password');
      await logIn.click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe(german('These credentials do not match our records.'));

      await expectAccessible(page);
      await screenshot(page, 'de-login-1280');
      await page.setViewportSize(PHONE);
      // The layout follows the new width a frame later.
      await expect.poll(() => overflowingSideways(page)).toEqual([]);
      await screenshot(page, 'de-login-390');
    });

    it('shows forgot password in German', async () => {
      const page = await germanBrowserPage();
      await page.goto('/forgot-password');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await englishOnPage(page)).toEqual([]);
      await expectAccessible(page);
      await screenshot(page, 'de-forgot-password-1280');
    });
  });
});
