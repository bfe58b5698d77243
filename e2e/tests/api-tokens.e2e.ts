import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf, type Person } from '../support/api';
import { baseUrl, DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { chooseLanguage, german } from '../support/german';
import { focusedName, gone, open, shows, tabTo, toast } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * Personal API tokens on screen (docs/product/access.md#api-tokens): the panel of /security empty, loading, failing
 * and with tokens; a token created with the keyboard, read from its shown-once dialog and used from the test, then
 * revoked; and /api/docs authorised with a token, trying a call. English and German at 1280 and 390 px
 * (e2e/screenshots/tok-*.png).
 */
const say = (language: Language, english: string) => (language === 'en' ? english : german(english));
const photograph = (page: Page, language: Language, name: string, options?: { fullPage?: boolean }) =>
  photographScreen(page, 'tok', language, name, options);

/** GET /api/user with a bearer, as a script would call it. */
async function me(token: string): Promise<Response> {
  return fetch(`${baseUrl()}/api/user`, { headers: { Authorization: `Bearer ${token}` } });
}

describe('personal API tokens on screen (docs/product/access.md#api-tokens)', () => {
  const tabs = new Tabs();
  const people = {} as Record<Language, Person>;
  const sessions = {} as Record<Language, string>;
  /** A German reader with several tokens of different lengths of name. */
  let several: string;
  afterEach(() => tabs.closeTabs());
  afterAll(() => tabs.close());

  beforeAll(async () => {
    const admin = await tokenOf(ACCOUNTS.superAdmin);
    const third = await createPerson(admin);
    [people.en, people.de] = await Promise.all([createPerson(admin), createPerson(admin)]);
    [sessions.en, sessions.de, several] = await Promise.all([tokenOf(people.en), tokenOf(people.de), tokenOf(third)]);
    await chooseLanguage(sessions.de, 'de');
    await chooseLanguage(several, 'de');
  });

  const securityPage = async (language: Language, session = sessions[language]) => {
    const page = await tabs.newTab(DESKTOP, session);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await open(page, '/security', say(language, 'Sign-in and security'));
    return page;
  };

  it.each<Language>(['en', 'de'])(
    'creates a token with the keyboard, shows it once, and revokes it so that it stops working (%s)',
    async (language) => {
      const page = await securityPage(language);
      await shows(page.getByText(say(language, 'You have no active API tokens.')));
      await photograph(page, language, 'empty');

      // Create token → the dialog, by keyboard alone.
      await page.locator('body').focus();
      await tabTo(page, new RegExp(`^${say(language, 'Create token')}$`));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: say(language, 'Create API token') });
      await shows(dialog);
      expect(await focusedName(page)).toContain(say(language, 'Name'));
      await page.keyboard.type(`Nightly sync ${language}`);
      // The presets are one tab stop; the arrow keys move between them.
      await tabTo(page, new RegExp(`^${language === 'en' ? '30 days' : '30 Tagen'}$`));
      await page.keyboard.press('ArrowRight');
      expect(await focusedName(page)).toBe(language === 'en' ? '90 days' : '90 Tagen');
      await page.keyboard.press('Space');
      expect(await dialog.getByRole('spinbutton').inputValue()).toBe('90');
      await photograph(page, language, 'create-dialog', { fullPage: false });
      await tabTo(page, new RegExp(`^${say(language, 'Create')}$`));
      await page.keyboard.press('Enter');

      const shown = page.getByRole('dialog', {
        name: language === 'en' ? `Your new token “Nightly sync en”` : `Dein neues Token „Nightly sync de“`,
      });
      await shows(shown);
      const token = await shown.getByRole('textbox', { name: 'Token' }).inputValue();
      expect(token).toMatch(/^sp_[\w-]{43}$/);
      await shown.getByRole('button', { name: say(language, 'Copy') }).click();
      await toast(page, say(language, 'Token copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await photograph(page, language, 'shown-once', { fullPage: false });
      await shown.getByRole('button', { name: say(language, 'Done') }).click();
      await gone(shown);

      // The script's side: the token acts as its owner.
      const asOwner = await me(token);
      expect(asOwner.status).toBe(200);
      expect(((await asOwner.json()) as { data: { email: string } }).data.email).toBe(people[language].email);
      await page.reload();
      const list = page.getByRole('list', { name: say(language, 'Your active API tokens') });
      await shows(list.getByText(`Nightly sync ${language}`));
      await shows(list.getByText(/^(Last used|Zuletzt benutzt am) /));
      await photograph(page, language, 'list');

      const revokeName = language === 'en' ? 'Revoke Nightly sync en' : 'Nightly sync de widerrufen';
      await list.getByRole('button', { name: revokeName }).click();
      const confirm = page.getByRole('dialog', { name: say(language, 'Revoke token?') });
      await shows(confirm);
      await photograph(page, language, 'revoke-confirm', { fullPage: false });
      await confirm.getByRole('button', { name: say(language, 'Revoke') }).click();
      await toast(page, say(language, 'Token revoked'));
      await shows(page.getByText(say(language, 'You have no active API tokens.')));

      const refused = await me(token);
      expect(refused.status).toBe(401);
    },
  );

  it.each<Language>(['en', 'de'])('shows the panel loading and failing (%s)', async (language) => {
    const page = await tabs.newTab(DESKTOP, sessions[language]);
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/user/tokens', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'INTERNAL_ERROR',
          message: say(language, 'Something went wrong on our side. Please try again.'),
        }),
      });
    });
    await open(page, '/security', say(language, 'Sign-in and security'));
    await shows(page.getByRole('progressbar'));
    // photograph() waits for the requests to end, which this one does not until answered.
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [PHONE, 390],
    ] as const) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      await screenshot(page, `tok-${language === 'en' ? '' : 'de-'}loading-${width}`);
    }
    await page.setViewportSize(DESKTOP);

    answer();
    await shows(page.getByRole('button', { name: say(language, 'Try again') }));
    await photograph(page, language, 'error');
  });

  it('fits a phone with several tokens (390 px)', async () => {
    for (const name of ['Monthly export', 'A script with a rather long name that wraps on a phone'])
      await fetch(`${baseUrl()}/api/user/tokens`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${several}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, expires_in_days: 365 }),
      });
    const page = await securityPage('de', several);
    await shows(page.getByText('Monthly export'));
    await photograph(page, 'de', 'several');
  });

  it('lets a person authorise /api/docs with a token and try a call', async () => {
    const created = await fetch(`${baseUrl()}/api/user/tokens`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sessions.en}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Docs', expires_in_days: 1 }),
    });
    const { token } = (await created.json()) as { token: string };
    const page = await tabs.newTab(DESKTOP);
    const refusedByPolicy: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
    });
    await page.goto('/api/docs');

    // Swagger UI's own controls, by their classes: its buttons' accessible names are not their labels.
    await page.locator('.auth-wrapper button.authorize').click();
    const authorize = page.locator('.modal-ux');
    await authorize.locator('input').fill(token);
    await authorize.locator('button.authorize').click();
    await authorize.locator('button.btn-done').click();
    const operation = page.locator('#operations-session-get_api_user');
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    await operation.locator('button.execute').click();
    await shows(operation.locator('.live-responses-table .response-col_status').getByText('200'));
    await shows(operation.locator('.live-responses-table').getByText(people.en.email));
    await operation.locator('.responses-inner').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'tok-api-docs-try-it-1280', { fullPage: false });

    expect(refusedByPolicy).toEqual([]);
  });

  it('reaches /api/docs from the panel', async () => {
    const page = await securityPage('en');
    const link = page.getByRole('link', { name: 'Try calls in the API documentation' });
    expect(await link.getAttribute('href')).toBe('/api/docs');
    await expectAccessible(page);
  });
});

/**
 * docs/product/access.md#recent-sign-in: a session an hour past its last check (support/stale-sessions.ts) asks for the
 * password when it creates a token; a wrong one shows on the field, the right one lets the token be made as asked,
 * without starting over. English and German at 1280 and 390 px (e2e/screenshots/tok-reauth-*.png).
 */
describe('the recent sign-in before a new token (docs/product/access.md#recent-sign-in)', () => {
  const tabs = new Tabs();
  afterEach(() => tabs.closeTabs());
  afterAll(() => tabs.close());
  const texts = {
    en: { title: 'Confirm it is you', password: 'Password', wrong: 'This password is not right.' },
    de: { title: 'Bestätige, dass du es bist', password: 'Passwort', wrong: 'Dieses Passwort ist nicht richtig.' },
  };

  it.each<Language>(['en', 'de'])(
    'asks for the password, refuses a wrong one, then creates the token it was asked for (%s)',
    async (language) => {
      const person = inject('staleSessions')[language];
      const page = await tabs.newTab(DESKTOP, person.token);
      await open(page, '/security', say(language, 'Sign-in and security'));
      await page.getByRole('button', { name: say(language, 'Create token') }).click();
      const create = page.getByRole('dialog', { name: say(language, 'Create API token') });
      await shows(create);
      await page.keyboard.type(`Deploy ${language}`);
      await create.getByRole('button', { name: say(language, 'Create'), exact: true }).click();

      const confirm = page.getByRole('dialog', { name: texts[language].title });
      await shows(confirm);
      expect(await focusedName(page)).toContain(texts[language].password);
      await photograph(page, language, 'reauth', { fullPage: false });
      await page.keyboard.type('not-my-password');
      await page.keyboard.press('Enter');
      await shows(confirm.getByText(texts[language].wrong));
      await photograph(page, language, 'reauth-wrong', { fullPage: false });

      await confirm.getByLabel(texts[language].password).fill(person.password);
      await page.keyboard.press('Enter');
      await gone(confirm);
      const shown = page.getByRole('dialog', {
        name: language === 'en' ? `Your new token “Deploy en”` : `Dein neues Token „Deploy de“`,
      });
      await shows(shown);
      expect(await shown.getByRole('textbox', { name: 'Token' }).inputValue()).toMatch(/^sp_[\w-]{43}$/);
    },
  );
});
