import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { tokenOf } from '../support/api';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { callApi, createEmployee, unique, type Employee } from '../support/employees';
import { chooseLanguage } from '../support/german';
import { focusedName, open, shows, tabTo } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { Tabs } from '../support/tabs';

/**
 * The Import screen (docs/product/access.md#import): an employee chooses a file with wrong rows and sees them listed,
 * then a good file, imports it with the keyboard and sees the count; an admin's unreadable file and the screen while a
 * file is checked. English and German at 1280 and 390 px (e2e/screenshots/import-*.png).
 */
const HEADER = 'date,email,client,description,minutes';

function daysAgo(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\n') + '\n'),
});

describe('importing work logs on screen (docs/product/access.md#import)', () => {
  const tabs = new Tabs();
  let admin: string;
  const people = {} as Record<Language, Employee>;
  afterAll(() => tabs.close());
  afterEach(() => tabs.closeTabs());

  beforeAll(async () => {
    admin = await tokenOf(ACCOUNTS.superAdmin);
    [people.en, people.de] = await Promise.all([
      createEmployee({ name: unique('Ida Import') }),
      createEmployee({ name: unique('Ines Import') }),
    ]);
    await chooseLanguage(people.de.token, 'de');
  });

  const photograph = (page: Page, language: Language, name: string) => photographScreen(page, 'import', language, name);
  const chooseFile = (page: Page, file: ReturnType<typeof csvFile>) =>
    page.locator('input[type="file"]').setInputFiles(file);

  it.each<Language>(['en', 'de'])(
    "lists an employee's wrong rows, then imports a good file with the keyboard (%s)",
    async (language) => {
      const me = people[language];
      const client = me.clients[0]!.name;
      const say = (english: string, deutsch: string) => (language === 'en' ? english : deutsch);
      const page = await tabs.newTab(DESKTOP, me.token);
      await open(page, '/import', 'Import');
      await shows(
        page.getByText(
          say(
            `You can import only your own work logs: every row must have your e-mail, ${me.email}.`,
            `Du kannst nur deine eigenen Arbeitszeiten importieren: Jede Zeile muss deine E-Mail-Adresse ${me.email} enthalten.`,
          ),
        ),
      );
      await photograph(page, language, 'empty');

      await chooseFile(
        page,
        csvFile('with-errors.csv', [
          `${daysAgo(3)},${me.email},${client},Planning,60`,
          `${daysAgo(3)},${me.email},No Such Client,Planning,60`,
          `${daysAgo(2)},someone.else@example.com,${client},Review,30`,
        ]),
      );
      const table = page.getByRole('table', {
        name: say('Rows that cannot be imported', 'Zeilen, die nicht importiert werden können'),
      });
      await shows(table);
      const rows = table.getByRole('row');
      expect(await rows.count()).toBe(3);
      expect((await rows.nth(1).innerText()).replace(/\s+/g, ' ')).toBe(
        say('2 There is no client named "No Such Client".', '2 Es gibt keinen Kunden namens "No Such Client".'),
      );
      expect((await rows.nth(2).innerText()).replace(/\s+/g, ' ')).toBe(
        say(
          '3 You can import only your own work logs, not those of someone.else@example.com.',
          '3 Du kannst nur deine eigenen Arbeitszeiten importieren, nicht die von someone.else@example.com.',
        ),
      );
      await shows(
        page.getByText(say("3 rows in the portal's own format.", '3 Zeilen in dem eigenen Format des Portals.')),
      );
      const importThree = page.getByRole('button', { name: say('Import 3 rows', '3 Zeilen importieren') });
      expect(await importThree.isDisabled()).toBe(true);
      await photograph(page, language, 'errors');

      const description = unique('Imported on screen');
      await chooseFile(
        page,
        csvFile('good.csv', [
          `${daysAgo(3)},${me.email},${client},${description},90`,
          `${daysAgo(2)},${me.email.toUpperCase()},${client.toLowerCase()},${description},45`,
        ]),
      );
      await shows(page.getByText(say('All 2 rows are fine.', 'Alle 2 Zeilen sind in Ordnung.')));
      const importTwo = say('Import 2 rows', '2 Zeilen importieren');
      await tabTo(page, new RegExp(`^${importTwo}$`));
      expect(await focusedName(page)).toBe(importTwo);
      await page.keyboard.press('Enter');
      await shows(page.getByText(say('2 work logs imported.', '2 Arbeitszeiten importiert.')));
      const stored = await callApi<{ data: { description: string; duration: number }[] }>(
        me.token,
        'GET',
        `/range/logs?user_id=${me.id}&from=${daysAgo(3)}&to=${daysAgo(2)}`,
      );
      expect(stored.data.filter((log) => log.description === description).map((log) => log.duration)).toEqual([90, 45]);
      await photograph(page, language, 'imported');
    },
  );

  it.each<Language>(['en', 'de'])('shows the check under way and a file it cannot read (%s)', async (language) => {
    const token = language === 'en' ? admin : people.de.token;
    const say = (english: string, deutsch: string) => (language === 'en' ? english : deutsch);
    const page = await tabs.newTab(DESKTOP, token);
    await open(page, '/import', 'Import');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/logs/import**', async (route) => {
      await held;
      await route.continue();
    });
    await chooseFile(page, {
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('when,who,what\nmonday,me,work\n'),
    });
    await shows(page.getByRole('status').getByText(say('Checking the file…', 'Die Datei wird geprüft…')));
    // The request is held, so the page never goes idle as photograph's German check waits for: photographed here.
    await expectAccessible(page);
    const name = language === 'en' ? 'import-checking' : 'import-de-checking';
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `${name}-390`);
    await page.setViewportSize(DESKTOP);
    release();
    await shows(
      page
        .getByRole('alert')
        .getByText(
          say(
            'The first line is no header we know: use date,email,client,description,minutes, or a detailed report exported from Clockify or Toggl Track.',
            'Die erste Zeile ist keine bekannte Kopfzeile: Verwende date,email,client,description,minutes oder einen detaillierten Bericht aus Clockify oder Toggl Track.',
          ),
        ),
    );
    await photograph(page, language, 'unreadable');
  });
});
