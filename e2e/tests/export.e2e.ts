import fs from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf } from '../support/api';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { chooseLanguage, englishOnPage, german } from '../support/german';
import { open, shows, tabTo, toast } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * The full export on the Settings screen (docs/product/access.md#export): a SUPER_ADMIN downloads the zip with the
 * keyboard, sees it being made and what a failure says; an ADMIN does not see the card. English and German, 1280 and
 * 390 px (e2e/screenshots/export-*.png).
 */
const say = (language: Language, english: string) => (language === 'en' ? english : german(english));

describe('the full export on screen (docs/product/access.md#export)', () => {
  const tabs = new Tabs();
  const superAdmins = {} as Record<Language, string>;
  let admin: string;
  afterAll(() => tabs.close());
  afterEach(() => tabs.closeTabs());

  beforeAll(async () => {
    superAdmins.en = await tokenOf(ACCOUNTS.superAdmin);
    const [germanSuperAdmin, plainAdmin] = await Promise.all([
      createPerson(superAdmins.en, { role_id: 0 }),
      createPerson(superAdmins.en, { role_id: 1 }),
    ]);
    superAdmins.de = await tokenOf(germanSuperAdmin);
    await chooseLanguage(superAdmins.de, 'de');
    admin = await tokenOf(plainAdmin);
  });

  const photograph = (page: Page, language: Language, name: string) => photographScreen(page, 'export', language, name);

  /** photograph() without waiting for the network to rest: the export's request is held open on purpose. */
  async function photographBusy(page: Page, language: Language) {
    if (language === 'de') expect(await englishOnPage(page)).toEqual([]);
    const name = language === 'en' ? 'export-busy' : 'export-de-busy';
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `${name}-390`);
    await page.setViewportSize(DESKTOP);
  }

  async function exportCard(language: Language) {
    const page = await tabs.newTab(DESKTOP, superAdmins[language]);
    await open(page, '/settings', say(language, 'Settings'));
    const card = page.getByRole('region', { name: say(language, 'Full export') });
    await shows(card);
    return { page, card };
  }

  it.each<Language>(['en', 'de'])('downloads a zip of CSVs from Settings with the keyboard (%s)', async (language) => {
    const { page, card } = await exportCard(language);
    await shows(card.getByText(say(language, 'What it never contains')));
    await photograph(page, language, 'card');

    const downloading = page.waitForEvent('download');
    await page.locator('body').focus();
    await tabTo(page, new RegExp(`^${say(language, 'Download export')}$`));
    await page.keyboard.press('Enter');
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(/^staff-portal-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)));
    expect(Object.keys(files)).toContain('work_logs.csv');
    const people = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['people.csv']);
    expect(people.split('\r\n')[0]).toBe(
      '\uFEFFid,name,email,role_id,active,level,additional_roles,birthday,client_id,public_logs,language,holiday_calendar_id,start_date,end_date,notifications_off,two_factor_enabled_at,created_at,updated_at',
    );
    expect(people).toContain(ACCOUNTS.superAdmin.email);
    expect(people).not.toContain('$argon2');
    await toast(page, say(language, 'Export downloaded'));
  });

  it.each<Language>(['en', 'de'])('shows the export being made, then why it failed (%s)', async (language) => {
    const { page, card } = await exportCard(language);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/export', async (route) => {
      await answered;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'INTERNAL_ERROR',
          message: say(language, 'An error occurred. Please try again later.'),
        }),
      });
    });

    await card.getByRole('button', { name: say(language, 'Download export') }).click();
    await shows(card.getByRole('button', { name: say(language, 'Preparing export…') }));
    await photographBusy(page, language);
    answer();

    await shows(
      card.getByRole('alert').filter({ hasText: say(language, 'An error occurred. Please try again later.') }),
    );
    await shows(card.getByRole('button', { name: say(language, 'Download export') }));
    await photograph(page, language, 'failed');
  });

  it('does not show the export to an ADMIN', async () => {
    const page = await tabs.newTab(DESKTOP, admin);
    await open(page, '/settings', 'Settings');
    await shows(page.getByRole('form', { name: 'Lock date' }));

    expect(await page.getByRole('region', { name: 'Full export' }).count()).toBe(0);
  });
});
