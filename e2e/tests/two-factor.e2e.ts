import fs from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { call, createPerson, tokenOf, type Person } from '../support/api';
import { baseUrl, DESKTOP, expectAccessible } from '../support/browser';
import { chooseLanguage, german } from '../support/german';
import { focusedName, gone, open, shows, tabTo, toast } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * Two-factor sign-in on screen (docs/product/access.md#two-factor): set up from Sign-in and security with the secret
 * read off the page, the recovery codes downloaded, then sign-in with the password and a code an authenticator app
 * would show, and with a recovery code; in English and German at 1280 and 390 px (e2e/screenshots/tf-*.png).
 */
const say = (language: Language, english: string) => (language === 'en' ? english : german(english));

/** The code an authenticator app shows `ahead` steps from now; the step just used at setup is refused. */
function codeOf(secret: string, ahead = 1): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + ahead * 30_000 });
}

describe('two-factor sign-in on screen', () => {
  const tabs = new Tabs();
  const people = {} as Record<Language, Person>;
  afterAll(() => tabs.close());
  afterEach(() => tabs.closeTabs());

  beforeAll(async () => {
    const admin = await tokenOf(ACCOUNTS.superAdmin);
    [people.en, people.de] = await Promise.all([createPerson(admin), createPerson(admin)]);
    await chooseLanguage(await tokenOf(people.de), 'de');
  });

  const photograph = (page: Page, language: Language, name: string, options?: { fullPage?: boolean }) =>
    photographScreen(page, 'tf', language, name, options);

  /** Sets it up on /security as a person would: QR code and secret, a first code, the codes saved. */
  async function setUp(page: Page, language: Language) {
    await open(page, '/security', say(language, 'Sign-in and security'));
    await shows(page.getByText(say(language, 'Off'), { exact: true }));
    await photograph(page, language, 'panel-off');

    await page.getByRole('button', { name: say(language, 'Set up') }).click();
    const dialog = page.getByRole('dialog', { name: say(language, 'Set up two-factor sign-in') });
    await shows(dialog.getByRole('img', { name: say(language, 'QR code for your authenticator app') }));
    const secret = (await dialog.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await photograph(page, language, 'setup', { fullPage: false });

    // Keyboard only: to the code field, the code, Enter.
    await tabTo(page, new RegExp(say(language, '6-digit code')));
    await page.keyboard.type(codeOf(secret, 0));
    await page.keyboard.press('Enter');

    const list = dialog.getByRole('list', { name: say(language, 'Recovery codes') });
    await shows(list);
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: say(language, 'Download as text file') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('staff-portal-recovery-codes.txt');
    const file = await fs.readFile((await download.path())!, 'utf8');
    for (const code of codes) expect(file).toContain(code);
    await photograph(page, language, 'recovery-codes', { fullPage: false });

    const done = dialog.getByRole('button', { name: say(language, 'Done') });
    expect(await done.isDisabled()).toBe(true);
    await dialog.getByLabel(say(language, 'I have saved my recovery codes')).focus();
    await page.keyboard.press('Space');
    await done.click();
    await shows(page.getByText(say(language, 'On'), { exact: true }));
    await photograph(page, language, 'panel-on');
    return { secret, codes };
  }

  /** The password step on a fresh tab, signed out. */
  async function passwordStep(person: Person, language: Language) {
    const page = await tabs.newTab(DESKTOP);
    await page.goto('/');
    if (language === 'de') await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByLabel(say(language, 'E-mail')).fill(person.email);
    await page.getByLabel(say(language, 'Password')).fill(person.password);
    await page.getByRole('button', { name: say(language, 'Log in'), exact: true }).click();
    await shows(page.getByLabel(say(language, '6-digit code')));
    return page;
  }

  const dashboard = (page: Page, language: Language) =>
    shows(page.getByRole('heading', { level: 1, name: say(language, 'Dashboard'), exact: true }));

  it.each(['en', 'de'] as Language[])(
    'sets it up and then signs in with a generated code, and with a recovery code once (%s)',
    async (language) => {
      const person = people[language];
      const page = await tabs.newTab(DESKTOP, await tokenOf(person));
      const { secret, codes } = await setUp(page, language);

      const login = await passwordStep(person, language);
      const field = login.getByLabel(say(language, '6-digit code'));
      expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await field.getAttribute('inputmode')).toBe('numeric');
      expect(await focusedName(login)).toBe(say(language, '6-digit code'));
      await field.fill('000000');
      await login.keyboard.press('Enter');
      await shows(
        login.getByText(
          say(language, 'This code is not valid. Check the time on your device, or use a recovery code.'),
        ),
      );
      await photograph(login, language, 'login-code', { fullPage: false });
      await field.fill(codeOf(secret));
      await login.keyboard.press('Enter');
      await dashboard(login, language);

      // The recovery code's way in does not depend on the language: its texts come from the catalogues, whose German the
      // catalogue tests hold (scripts/catalogues.test.ts); the German screens of the way in are photographed above.
      if (language === 'en') {
        const withRecovery = await passwordStep(person, language);
        await withRecovery.getByRole('button', { name: say(language, 'Use a recovery code') }).click();
        await withRecovery.getByLabel(say(language, 'Recovery code')).fill(codes[0]!);
        await expectAccessible(withRecovery);
        await withRecovery.getByRole('button', { name: say(language, 'Verify') }).click();
        await dashboard(withRecovery, language);

        const replay = await passwordStep(person, language);
        await replay.getByRole('button', { name: say(language, 'Use a recovery code') }).click();
        await replay.getByLabel(say(language, 'Recovery code')).fill(codes[0]!);
        await replay.getByRole('button', { name: say(language, 'Verify') }).click();
        await shows(
          replay.getByText(
            say(language, 'This code is not valid. Check the time on your device, or use a recovery code.'),
          ),
        );
      }

      // Turning it off asks for the password.
      await page.getByRole('button', { name: say(language, 'Turn off') }).click();
      const turnOff = page.getByRole('dialog', { name: say(language, 'Turn off two-factor sign-in') });
      await turnOff.getByLabel(say(language, 'Your password')).fill('Not-The-Password-1');
      await page.keyboard.press('Enter');
      await shows(turnOff.getByText(say(language, 'This password is not right.')));
      await photograph(page, language, 'turn-off', { fullPage: false });
      await turnOff.getByLabel(say(language, 'Your password')).fill(person.password);
      await page.keyboard.press('Enter');
      await shows(page.getByText(say(language, 'Off'), { exact: true }));
    },
    150_000,
  );

  it('lets an admin reset it from the Users screen, offered only while it is on, and shows the Settings switch', async () => {
    const admin = await tokenOf(ACCOUNTS.admin);
    const person = await createPerson(admin);
    const token = await tokenOf(person);
    const { secret } = await call<{ secret: string }>(token, 'POST', '/user/2fa/setup');
    await call(token, 'POST', '/user/2fa/enable', { code: codeOf(secret, 0) });
    const page = await tabs.newTab(DESKTOP, admin);

    await open(page, '/users', 'Users');
    await page.getByRole('searchbox', { name: 'Search people' }).fill(person.email);
    const row = page.getByRole('table', { name: 'Employees' }).getByRole('row').filter({ hasText: person.email });
    const reset = row.getByRole('button', { name: `Reset two-factor sign-in of ${person.name}` });
    await reset.click();
    const confirm = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
    await shows(confirm);
    await photograph(page, 'en', 'users-reset', { fullPage: false });
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await toast(page, `Two-factor sign-in of ${person.name} reset`);
    await gone(reset);
    expect((await call<{ two_factor_enabled: boolean }>(admin, 'GET', `/users/${person.id}`)).two_factor_enabled).toBe(
      false,
    );

    // Only shown here: turning it on would hold every admin of the shared test portal.
    await open(page, '/settings', 'Settings');
    const form = page.getByRole('form', { name: 'Two-factor sign-in for admins' });
    await shows(form);
    expect(await form.getByRole('switch', { name: 'Require two-factor sign-in for admins' }).isChecked()).toBe(false);
    await form.scrollIntoViewIfNeeded();
    await expectAccessible(page);
  });

  it('holds an admin without it to the setup screen while the portal requires it, then lets them in', async () => {
    const root = await tokenOf(ACCOUNTS.superAdmin);
    // A SUPER_ADMIN with a second factor of their own turns the requirement on and, whatever happens, off again.
    const guard = await createPerson(root, { role_id: 0 });
    const guardToken = await tokenOf(guard);
    const { secret: guardSecret } = await call<{ secret: string }>(guardToken, 'POST', '/user/2fa/setup');
    await call(guardToken, 'POST', '/user/2fa/enable', { code: codeOf(guardSecret, 0) });
    const admin = await createPerson(root, { role_id: 1 });
    const adminToken = await tokenOf(admin);
    await call(guardToken, 'PATCH', '/settings', { require_2fa_for_admins: true });
    try {
      const refused = await fetch(`${baseUrl()}/api/users`, { headers: { Authorization: `Bearer ${adminToken}` } });
      expect(refused.status).toBe(403);
      const page = await tabs.newTab(DESKTOP, adminToken);
      await page.goto('/users');
      await shows(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }));
      expect(await page.getByRole('navigation').count()).toBe(0);
      const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
      await photograph(page, 'en', 'forced', { fullPage: false });

      await page.getByLabel('6-digit code').fill(codeOf(secret, 0));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByLabel('I have saved my recovery codes').check();
      await page.getByRole('button', { name: 'Done' }).click();
      await shows(page.getByRole('heading', { level: 1, name: 'Users', exact: true }));
    } finally {
      await call(guardToken, 'PATCH', '/settings', { require_2fa_for_admins: false });
    }
  });
});
