import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf, type Person } from '../support/api';
import { DESKTOP } from '../support/browser';
import { mondayOnOrAfter, shift } from '../support/dates';
import { callApi, createEmployee, logWork, unique, type Employee } from '../support/employees';
import { chooseLanguage, german } from '../support/german';
import { focusedName, gone, open, shows, tabTo, toast } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * Closing the month on screen (docs/product/closing.md#settings, #locks, #timesheets, #summary): the Settings screen, a
 * dashboard week whose month is approved (locked, with its reason on keyboard focus), the month's submit dialog driven
 * by the keyboard alone, and the Timesheets screen, in English and German at 1280 and 390 px (e2e/screenshots/mc-*.png).
 */
const say = (language: Language, english: string) => (language === 'en' ? english : german(english));

const now = new Date();
const TODAY = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
const THIS_MONTH = TODAY.slice(0, 7);
const LAST_MONTH = shift(`${THIS_MONTH}-01`, -1).slice(0, 7);
/** A whole week inside last month: its Monday on or after the 8th. */
const LOCKED_MONDAY = mondayOnOrAfter(`${LAST_MONTH}-08`);
/** Saved on the Settings screen and lifted afterwards: years back, so no other test's days are locked by it. */
const LOCK_DATE = `${now.getFullYear() - 3}-12-31`;

const monthName = (language: Language, month: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

describe('closing the month on screen (docs/product/closing.md#month-life)', () => {
  const tabs = new Tabs();
  let admin: string;
  let germanAdmin: Person;
  let locked: Employee;
  /** The Timesheets screen's person: this month submitted through the API. */
  let listed: Employee;
  const submitters = {} as Record<Language, Employee>;
  afterAll(async () => {
    // The portal is shared by every browser test: nothing stays locked.
    await callApi(admin, 'PATCH', '/settings', { locked_until: null });
    await tabs.close();
  });
  afterEach(() => tabs.closeTabs());

  beforeAll(async () => {
    admin = await tokenOf(ACCOUNTS.superAdmin);
    [locked, listed, submitters.en, submitters.de, germanAdmin] = await Promise.all([
      createEmployee({ name: unique('Lena Locked') }),
      createEmployee({ name: unique('Tia Table') }),
      createEmployee({ name: unique('Sam Submit') }),
      createEmployee({ name: unique('Sina Einreichen') }),
      createPerson(admin, { role_id: 1 }),
    ]);
    await chooseLanguage(await tokenOf(germanAdmin), 'de');
    await chooseLanguage(submitters.de.token, 'de');
    for (const offset of [0, 1, 2]) await logWork(locked, { date: shift(LOCKED_MONDAY, offset), duration: 480 });
    await callApi(admin, 'POST', `/timesheets/${locked.id}/${LAST_MONTH}/approve`);
    for (const submitter of Object.values(submitters)) await logWork(submitter, { date: TODAY, duration: 240 });
    await logWork(listed, { date: TODAY, duration: 240 });
    await callApi(listed.token, 'POST', `/timesheets/${listed.id}/${THIS_MONTH}/submit`);
  });

  const photograph = (page: Page, language: Language, name: string, options?: { fullPage?: boolean }) =>
    photographScreen(page, 'mc', language, name, options);

  const adminTab = async (language: Language) =>
    tabs.newTab(DESKTOP, language === 'en' ? admin : await tokenOf(germanAdmin));

  it.each<Language>(['en', 'de'])('holds every portal setting on the Settings screen (%s)', async (language) => {
    const page = await adminTab(language);
    await open(page, '/settings', say(language, 'Settings'));
    const lock = page.getByRole('form', { name: say(language, 'Lock date') });
    await shows(lock);
    for (const form of ['Leave approver', 'Leftover leave expires', 'Time zone', 'Weekly reminder'])
      await shows(page.getByRole('form', { name: say(language, form) }));
    await shows(
      lock.getByText(
        say(
          language,
          "Work logs and home-office days on or before this day can no longer be changed; super administrators' changes are recorded in the audit trail.",
        ),
        { exact: false },
      ),
    );
    if (language === 'en') {
      await lock.getByLabel('Locked up to and including').fill(LOCK_DATE);
      await lock.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Lock date saved');
      const saved = await callApi<{ data: { locked_until: string | null } }>(admin, 'GET', '/settings');
      expect(saved.data.locked_until).toBe(LOCK_DATE);
    }
    await photograph(page, language, 'settings');
  });

  it.each<Language>(['en', 'de'])(
    'shows the days of an approved month read-only, with the reason on keyboard focus (%s)',
    async (language) => {
      await chooseLanguage(locked.token, language);
      const page = await tabs.newTab(DESKTOP, locked.token);
      await open(page, `/?week=${LOCKED_MONDAY}`, say(language, 'Dashboard'));
      const why =
        language === 'en'
          ? `Locked: your timesheet for ${monthName(language, LAST_MONTH)} is approved.`
          : `Gesperrt: Dein Stundenzettel für ${monthName(language, LAST_MONTH)} ist genehmigt.`;
      const locks = page.getByRole('img', { name: why });
      await shows(locks.first());
      expect(await page.getByRole('button', { name: /^(Add entry|Eintrag für)/ }).count()).toBe(0);

      await page.locator('body').focus();
      await tabTo(page, new RegExp(`^${why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await shows(page.getByRole('tooltip').filter({ hasText: why }));
      await photograph(page, language, 'locked-day', { fullPage: false });
    },
  );

  it.each<Language>(['en', 'de'])(
    "submits the month's timesheet from the dashboard with the keyboard alone (%s)",
    async (language) => {
      const submitter = submitters[language];
      const page = await tabs.newTab(DESKTOP, submitter.token);
      await open(page, '/', say(language, 'Dashboard'));
      const month = monthName(language, THIS_MONTH);
      const submitLabel = language === 'en' ? `Submit timesheet for ${month}` : `Stundenzettel für ${month} einreichen`;
      await shows(page.getByRole('button', { name: submitLabel }));

      await page.locator('body').focus();
      await tabTo(page, new RegExp(`^${submitLabel}$`));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: submitLabel });
      await shows(dialog);
      await shows(dialog.getByTestId('timesheet-summary'));
      // The dialog opens on its Submit button; Tab reaches Cancel and Shift+Tab comes back.
      expect(await focusedName(page)).toBe(language === 'en' ? 'Submit' : 'Einreichen');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toBe(say(language, 'Cancel'));
      await photograph(page, language, 'submit-dialog', { fullPage: false });
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(language === 'en' ? 'Submit' : 'Einreichen');
      await page.keyboard.press('Enter');

      await gone(dialog);
      await toast(page, say(language, 'Timesheet for {{month}} submitted').replace('{{month}}', month));
      const panel = page.getByRole('region', { name: say(language, 'Timesheet') });
      await shows(panel.getByText(say(language, 'Submitted'), { exact: true }));
    },
  );

  it.each<Language>(['en', 'de'])('lists the month × people on the Timesheets screen (%s)', async (language) => {
    const page = await adminTab(language);
    await open(page, `/timesheets?month=${THIS_MONTH}`, say(language, 'Timesheets'));
    const table = page.getByRole('table', { name: say(language, 'Timesheets') });
    await shows(table.getByRole('row').nth(1));
    await page.getByRole('searchbox', { name: say(language, 'Search by name') }).fill(listed.name);
    const row = table.getByRole('row').filter({ hasText: listed.name });
    await shows(row);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await photograph(page, language, 'timesheets');

    if (language === 'en') {
      await shows(row.getByText('Submitted', { exact: true }));
      await row.getByRole('button', { name: `Approve ${listed.name}` }).click();
      await toast(page, `Timesheet of ${listed.name} approved`);
      await shows(row.getByText('Approved', { exact: true }));
    }
  });
});
