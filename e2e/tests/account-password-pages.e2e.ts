import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { heading, NEW_PASSWORD } from '../support/account-flows';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { Tabs } from '../support/tabs';

/**
 * Forgotten password, reset and sign-in with an identity provider (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation; docs/product/people-and-clients.md#password-reset,
 * docs/product/people-and-clients.md#google-sign-in). The pages alone run on the shared server; the whole journeys run on a portal of their own
 * whose mail goes to an SMTP server in this process and whose identity provider is a local
 * OpenID Connect server, as an operator would configure them.
 * This file: the forgotten-password and reset pages, on the shared server.
 */

const BANNER_MS = 4_000;

describe('account flows (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation; docs/product/people-and-clients.md#password-reset, #google-sign-in)', () => {
  const tabs = new Tabs();
  afterEach(() => tabs.closeTabs());
  afterAll(() => tabs.close());

  /** A page on the shared server, at the given size. */
  const pageAt = (viewport = DESKTOP): Promise<Page> => tabs.newTab(viewport);

  describe('the forgotten-password page', () => {
    it('has an e-mail field, Reset and a link back to login, accessibly, at 1280 and 390', async () => {
      for (const [viewport, name] of [
        [DESKTOP, 'forgot-password-1280'],
        [PHONE, 'forgot-password-390'],
      ] as const) {
        const page = await pageAt(viewport);
        await page.goto('/forgot-password');

        await expect.poll(() => heading(page)).toBe('Forgot password');
        expect(await page.getByLabel('E-mail').isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Reset' }).isEnabled()).toBe(true);
        expect(await page.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/');
        await expectAccessible(page);
        await screenshot(page, name);
      }
    });

    it('names a missing e-mail before asking the server', async () => {
      const page = await pageAt();
      await page.goto('/forgot-password');

      await page.getByRole('button', { name: 'Reset' }).click();

      await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    });

    it('shows a success banner that disappears after about 4 seconds, whatever the address', async () => {
      const page = await pageAt();
      await page.goto('/forgot-password');
      await page.getByLabel('E-mail').fill('nobody-at-all@example.com');

      await page.getByRole('button', { name: 'Reset' }).click();
      const banner = page.getByRole('status').filter({ hasText: 'an e-mail with a reset link is on its way' });
      await banner.waitFor({ state: 'visible' });
      const shownAt = Date.now();
      await screenshot(page, 'forgot-password-sent-1280');
      await page.waitForTimeout(BANNER_MS - 1_000 - (Date.now() - shownAt));
      const stillThere = await banner.isVisible();
      await banner.waitFor({ state: 'detached', timeout: 4_000 });
      const lasted = Date.now() - shownAt;

      expect(stillThere).toBe(true);
      expect(lasted).toBeGreaterThanOrEqual(BANNER_MS - 1_000);
      expect(lasted).toBeLessThan(BANNER_MS + 2_000);
      expect(await page.getByLabel('E-mail').inputValue()).toBe('');
    });

    it('goes back to the login screen', async () => {
      const page = await pageAt();
      await page.goto('/forgot-password');

      await page.getByRole('link', { name: 'Back to login' }).click();

      await expect.poll(() => page.getByRole('button', { name: 'Log in', exact: true }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  describe('the reset page', () => {
    const link = `/change-password?${new URLSearchParams({ email: 'rita.reset@example.com', token: 'not-a-real-token' })}`;

    it("reads the e-mail from the link; 'Passwords do not match' disables Reset; at 1280 and 390", async () => {
      for (const [viewport, name] of [
        [DESKTOP, 'reset-password-1280'],
        [PHONE, 'reset-password-390'],
      ] as const) {
        const page = await pageAt(viewport);
        await page.goto(link);
        await expect.poll(() => heading(page)).toBe('Reset password');
        const reset = page.getByRole('button', { name: 'Reset' });

        expect(await page.getByLabel('E-mail').inputValue()).toBe('rita.reset@example.com');
        expect(await reset.isDisabled()).toBe(true);
        await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
        expect(await reset.isDisabled()).toBe(true);
        await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);

        await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
        expect(await reset.isDisabled()).toBe(true);
        await expectAccessible(page);
        await screenshot(page, name);

        await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
        await expect.poll(() => page.getByText('Passwords do not match').count()).toBe(0);
        expect(await reset.isEnabled()).toBe(true);
      }
    });

    it("shows the server's message for a link that does not work", async () => {
      const page = await pageAt();
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);

      await page.getByRole('button', { name: 'Reset' }).click();

      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('This password reset link is invalid or has expired. Please ask for a new one.');
    });

    it('says when the link is incomplete, and keeps Reset disabled', async () => {
      const page = await pageAt();
      await page.goto('/change-password?email=rita.reset%40example.com');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);

      await expect
        .poll(() => page.getByText('This link is incomplete. Please open the link from the e-mail again.').isVisible())
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
    });
  });
});
