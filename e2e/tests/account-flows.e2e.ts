import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, PHONE, screenshot } from '../support/browser';
import { Tabs } from '../support/tabs';

/**
 * Forgotten password, reset and sign-in with an identity provider (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation; docs/product/people-and-clients.md#password-reset,
 * docs/product/people-and-clients.md#google-sign-in). The pages alone run on the shared server; the whole journeys run on a portal of their own
 * whose mail goes to an SMTP server in this process and whose identity provider is a local
 * OpenID Connect server, as an operator would configure them.
 */

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'accounts.admin@example.com', password: 'Accounts-Admin-2026' };
const PASSWORD = 'Harbour-Lights-2026';
const NEW_PASSWORD = 'Granite-Orchard-5150';
const BANNER_MS = 4_000;
const NO_ACCOUNT = 'No account of this portal uses this e-mail address. Please ask an administrator.';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** What the local SMTP server received: recipient and raw message. */
interface ReceivedMail {
  to: string[];
  raw: string;
}

async function startSmtpServer(received: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The link in a mail's plain-text part (quoted-printable undone), found by where it points. */
function linkIn(raw: string, prefix: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => {
    return String.fromCharCode(parseInt(hex, 16));
  });
  const link = unfolded.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in the mail:\n${raw}`);
  return link;
}

/** The built server in a process of its own, with its own data directory, mail and identity provider. */
async function startPortal(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-accounts-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcessWithoutNullStreams = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      PORTAL_ADMIN_EMAIL: ADMIN.email,
      PORTAL_ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await until('the portal to start', async () => {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${output}`);
    return fetch(`${url}/api/health`).then(
      (response) => (response.ok ? true : undefined),
      () => undefined,
    );
  });

  const call = async <T>(method: string, route: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const adminToken = (await call<{ access_token: string }>('POST', '/login', ADMIN)).access_token;
  return {
    url,
    /** A USER account of this portal. */
    addPerson: (name: string, email: string) =>
      call(
        'POST',
        '/register',
        { name, email, role_id: 2, password: PASSWORD, password_confirmation: PASSWORD },
        adminToken,
      ),
    login: (email: string, password: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('account flows (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation; docs/product/people-and-clients.md#password-reset, #google-sign-in)', () => {
  const tabs = new Tabs();
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await tabs.closeTabs();
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await tabs.close();
    await browser.close();
  });

  /** A page on the shared server (or, in a context of its own, on another portal), at the given size. */
  const pageAt = async (viewport = DESKTOP, portalUrl?: string): Promise<Page> => {
    if (!portalUrl) return tabs.newTab(viewport);
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', baseURL: portalUrl });
    contexts.push(context);
    return context.newPage();
  };
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

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
