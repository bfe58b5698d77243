import type { AddressInfo } from 'node:net';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  heading,
  linkIn,
  NEW_PASSWORD,
  PASSWORD,
  startPortal,
  startSmtpServer,
  until,
  type ReceivedMail,
} from '../support/account-flows';
import { DESKTOP, expectAccessible, launchBrowser, screenshot } from '../support/browser';

/**
 * Forgotten password, reset and sign-in with an identity provider (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation; docs/product/people-and-clients.md#password-reset,
 * docs/product/people-and-clients.md#google-sign-in). The pages alone run on the shared server; the whole journeys run on a portal of their own
 * whose mail goes to an SMTP server in this process and whose identity provider is a local
 * OpenID Connect server, as an operator would configure them.
 * This file: the whole journeys, on a portal of their own with mail and an identity provider.
 */

const NO_ACCOUNT = 'No account of this portal uses this e-mail address. Please ask an administrator.';

describe('account flows (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation; docs/product/people-and-clients.md#password-reset, #google-sign-in)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A page in a context of its own, on another portal, at the given size. */
  const pageAt = async (viewport: typeof DESKTOP, portalUrl: string): Promise<Page> => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', baseURL: portalUrl });
    contexts.push(context);
    return context.newPage();
  };

  describe('on a portal with mail and an identity provider', () => {
    const received: ReceivedMail[] = [];
    let smtp: SMTPServer;
    let provider: OAuth2Server;
    /** Who the provider says signed in; put into the ID token. */
    let claims: Record<string, unknown> = {};
    let portal: Awaited<ReturnType<typeof startPortal>>;
    beforeAll(async () => {
      smtp = await startSmtpServer(received);
      provider = new OAuth2Server();
      await provider.issuer.keys.generate('RS256');
      await provider.start(0, '127.0.0.1');
      provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
      provider.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, claims));
      portal = await startPortal({
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        OIDC_ISSUER: provider.issuer.url,
        OIDC_CLIENT_ID: 'staff-portal-e2e',
      });
    });
    afterAll(async () => {
      await portal?.stop();
      await provider?.stop();
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    });

    it('resets a forgotten password with the e-mailed link, then logs in with the new one', async () => {
      const email = `rosa.reset.${Date.now()}@example.com`;
      await portal.addPerson('Rosa Reset', email);
      const page = await pageAt(DESKTOP, portal.url);
      await page.goto('/');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      // The login screen stays while the next screen's chunk loads, with an E-mail field of its own.
      await expect.poll(() => heading(page)).toBe('Forgot password');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByRole('status').filter({ hasText: 'on its way' }).waitFor();

      const mail = await until('the reset e-mail', () => received.find((candidate) => candidate.to.includes(email)));
      const resetLink = linkIn(mail.raw, `${portal.url}/change-password?`);
      await page.goto(resetLink);
      expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();
      await screenshot(page, 'reset-password-done-1280');

      expect((await portal.login(email, PASSWORD)).status).toBe(401);
      await page.getByRole('link', { name: 'Back to login' }).click();
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect.poll(() => heading(page)).toBe('Dashboard');

      const again = await pageAt(DESKTOP, portal.url);
      await again.goto(resetLink);
      await again.getByLabel('New password', { exact: true }).fill('Another-Password-2027');
      await again.getByLabel('Confirm new password').fill('Another-Password-2027');
      await again.getByRole('button', { name: 'Reset' }).click();
      await expect
        .poll(() => again.getByRole('alert').textContent())
        .toBe('This password reset link is invalid or has expired. Please ask for a new one.');
    });

    it("signs in with 'Log in with Google' through the provider and opens the dashboard", async () => {
      const email = `gina.google.${Date.now()}@example.com`;
      await portal.addPerson('Gina Google', email);
      claims = { email, email_verified: true };
      const page = await pageAt(DESKTOP, portal.url);
      // Hold the exchange a moment, so that the callback page can be seen on the way.
      await page.route('**/api/auth/callback**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      const providerVisited = page.waitForRequest((request) =>
        request.url().startsWith(`${provider.issuer.url}/authorize`),
      );
      await page.goto('/');

      await page.getByRole('button', { name: 'Log in with Google' }).click();
      await providerVisited;
      await page.waitForURL(/\/auth\/google\?/);
      await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
      await screenshot(page, 'google-sign-in-loading-1280');

      await expect.poll(() => heading(page)).toBe('Dashboard');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);
      expect(await page.getByText('Gina Google').first().isVisible()).toBe(true);
    });

    it('tells someone without an account so, with a link back to login', async () => {
      claims = { email: 'no-such-person@example.com', email_verified: true };
      const page = await pageAt(DESKTOP, portal.url);
      await page.goto('/');

      await page.getByRole('button', { name: 'Log in with Google' }).click();

      await expect.poll(() => page.getByRole('alert').textContent()).toBe(NO_ACCOUNT);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expectAccessible(page);
      await screenshot(page, 'google-sign-in-no-account-1280');
      await page.getByRole('link', { name: 'Back to login' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Log in', exact: true }).isVisible()).toBe(true);
    });
  });
});
