import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createClient, createPerson, shareKeyOf, tokenOf, type Client, type Person } from '../support/api';
import { DESKTOP } from '../support/browser';
import { callApi, createEmployee, unique } from '../support/employees';
import { chooseLanguage } from '../support/german';
import { choose, gone, open, shows, tabTo, toast } from '../support/pages';
import { photograph as photographScreen, type Language } from '../support/photograph';
import { linkMailedTo } from '../support/mail-folder';
import { Tabs } from '../support/tabs';

/**
 * Client sign-off on screen (docs/product/closing.md#client-sign-off, #signoff-links): a CLIENT user approves last
 * month; the share link only reads; an admin sends a contact a sign-off request for the month before, and the contact
 * queries it through the link the server really e-mailed (keyboard only), after which the link is used up; an admin
 * sees both decisions on /clients, opens a month's report and reopens; in English and German, at 1280 and 390 px
 * (e2e/screenshots/cs-*.png).
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A month `back` months before this one. */
function monthsAgo(back: number) {
  const now = new Date();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() - back, 1));
  const month = date.getUTCMonth() + 1;
  const year = date.getUTCFullYear();
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const label = (language: Language) =>
    new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  return { month, year, key, label, query: `month=${month}&year=${year}` };
}
/** The CLIENT user approves last month; the contact with a sign-off link queries the month before. */
const APPROVED = monthsAgo(1);
const QUERIED = monthsAgo(2);

/** The texts as packages/shared/locales/{en,de}/signoffs.json and common.json word them. */
const TEXTS = {
  en: {
    clients: 'Clients',
    year: 'Year',
    pending: 'Not signed off yet',
    approve: 'Approve these hours',
    confirmApprove: 'Approve',
    query: 'Query',
    sendQuery: 'Send query',
    reopen: 'Reopen',
    reopenTitle: 'Reopen this month?',
    reopened: (month: string) => `${month} reopened.`,
    panel: (month: string) => `Client sign-off of ${month}`,
    approvedBy: (name: string) => `Approved by ${name} on`,
    queriedBy: (name: string) => `Queried by ${name} on`,
    approveTitle: (month: string) => `Approve the hours of ${month}?`,
    queryTitle: (month: string) => `Query the hours of ${month}`,
    months: (client: string, year: number) => `Sign-off of ${client} in ${year}`,
    reopenOf: (month: string, client: string) => `Reopen ${month} of ${client}`,
    readsOnly: 'This share link shows the hours only.',
    request: (client: string) => `Request sign-off from ${client}`,
    month: 'Month',
    contactName: "Contact's name",
    contactEmail: "Contact's e-mail",
    sendRequest: 'Send request',
    requestSent: (email: string) => `Sign-off request sent to ${email}.`,
    linkTitle: (client: string) => `Sign off the hours of ${client}`,
    queriedDone: 'Thank you. Your query has been sent to the administrators; they will get back to you.',
    used: 'This link has been used',
    invalid: 'This link does not work',
  },
  de: {
    clients: 'Kunden',
    year: 'Jahr',
    pending: 'Noch nicht freigegeben',
    approve: 'Diese Stunden freigeben',
    confirmApprove: 'Freigeben',
    query: 'Rückfrage',
    sendQuery: 'Rückfrage senden',
    reopen: 'Wieder öffnen',
    reopenTitle: 'Diesen Monat wieder öffnen?',
    reopened: (month: string) => `${month} wieder geöffnet.`,
    panel: (month: string) => `Freigabe durch den Kunden für ${month}`,
    approvedBy: (name: string) => `Freigegeben von ${name} am`,
    queriedBy: (name: string) => `Rückfrage von ${name} am`,
    approveTitle: (month: string) => `Die Stunden für ${month} freigeben?`,
    queryTitle: (month: string) => `Rückfrage zu den Stunden für ${month}`,
    months: (client: string, year: number) => `Freigaben von ${client} im Jahr ${year}`,
    reopenOf: (month: string, client: string) => `${month} von ${client} wieder öffnen`,
    readsOnly: 'Dieser Freigabelink zeigt nur die Stunden.',
    request: (client: string) => `Abzeichnung anfragen bei ${client}`,
    month: 'Monat',
    contactName: 'Name der Ansprechperson',
    contactEmail: 'E-Mail der Ansprechperson',
    sendRequest: 'Anfrage senden',
    requestSent: (email: string) => `Abzeichnungsanfrage an ${email} gesendet.`,
    linkTitle: (client: string) => `Stunden für ${client} abzeichnen`,
    queriedDone: 'Danke. Deine Rückfrage ist an die Administration gegangen; du bekommst eine Antwort.',
    used: 'Dieser Link wurde schon verwendet',
    invalid: 'Dieser Link funktioniert nicht',
  },
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ClientOfRun {
  client: Client;
  key: string;
  user: Person;
  userToken: string;
}

describe('client sign-off on screen (docs/product/closing.md#client-sign-off)', () => {
  const tabs = new Tabs();
  let admin: string;
  let germanAdmin: string;
  const clients = {} as Record<Language, ClientOfRun>;
  afterAll(() => tabs.close());
  afterEach(() => tabs.closeTabs());

  beforeAll(async () => {
    admin = await tokenOf(ACCOUNTS.superAdmin);
    const germanAdminPerson = await createPerson(admin, { role_id: 1 });
    germanAdmin = await tokenOf(germanAdminPerson);
    await chooseLanguage(germanAdmin, 'de');
    // One person with public logs works for both clients in both months (the share link shows only such people).
    const employee = await createEmployee({ clients: 0, name: unique('Aaron Signoff') });
    await callApi(admin, 'POST', `/users/edit/${employee.id}`, { public_logs: true });
    for (const language of ['en', 'de'] as const) {
      const client = await createClient(admin, unique(language === 'en' ? 'Northwind' : 'Nordwind'));
      const user = await createPerson(admin, { role_id: 3, client_id: client.id, name: unique('Nora Client') });
      const userToken = await tokenOf(user);
      await chooseLanguage(userToken, language);
      await callApi(admin, 'POST', `/users/${employee.id}/clients`, {
        client: client.id,
        hours: 20,
        dates: ['2024-01-01', null],
      });
      for (const month of [APPROVED, QUERIED]) {
        await callApi(employee.token, 'POST', '/logs', {
          description: `Sprint review ${month.key}`,
          user_id: employee.id,
          date: `${month.key}-12`,
          duration: 150,
          client_id: client.id,
        });
      }
      clients[language] = { client, key: (await shareKeyOf(admin, client.id))!, user, userToken };
    }
  });

  const photograph = (page: Page, language: Language, name: string, options?: { fullPage?: boolean }) =>
    photographScreen(page, 'cs', language, name, options);

  const panelOf = (page: Page, language: Language, month: typeof APPROVED) =>
    page.getByRole('region', { name: TEXTS[language].panel(month.label(language)) });

  it.each<Language>(['en', 'de'])('lets a CLIENT user approve a month on their report (%s)', async (language) => {
    const { user, userToken } = clients[language];
    const page = await tabs.newTab(DESKTOP, userToken);
    await page.goto(`/?${APPROVED.query}`);
    const panel = panelOf(page, language, APPROVED);
    await shows(panel.getByText(TEXTS[language].pending));
    await photograph(page, language, 'client-pending');

    await panel.getByRole('button', { name: TEXTS[language].approve }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS[language].approveTitle(APPROVED.label(language)) });
    await shows(dialog);
    await photograph(page, language, 'approve-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: TEXTS[language].confirmApprove, exact: true }).click();
    await gone(dialog);

    await shows(panel.getByText(TEXTS[language].approvedBy(user.name)));
    expect(await panel.getByRole('button').count()).toBe(0);
    await photograph(page, language, 'client-approved');
  });

  it.each<Language>(['en', 'de'])('shows the share link the month without letting it sign (%s)', async (language) => {
    const { client, key } = clients[language];
    const page = await tabs.newTab();
    await page.goto(`/timelog/client/${client.id}?key=${encodeURIComponent(key)}&${QUERIED.query}`);
    if (language === 'de') await page.getByRole('button', { name: 'Deutsch' }).click();
    const panel = panelOf(page, language, QUERIED);
    await shows(panel.getByText(TEXTS[language].pending));
    await shows(panel.getByText(TEXTS[language].readsOnly, { exact: false }));
    expect(await panel.getByRole('button').count()).toBe(0);
  });

  it.each<Language>(['en', 'de'])(
    "sends a contact a sign-off request, and the contact queries through the e-mail's link, by keyboard only (%s)",
    async (language) => {
      const texts = TEXTS[language];
      const { client } = clients[language];
      const contact = { name: 'Kim Berg', email: `${unique('kim').toLowerCase().replace(/\W+/g, '.')}@client.example` };
      const adminPage = await tabs.newTab(DESKTOP, language === 'en' ? admin : germanAdmin);
      await open(adminPage, '/clients', texts.clients);
      await adminPage.getByRole('button', { name: texts.request(client.name) }).click();
      const request = adminPage.getByRole('dialog', { name: texts.request(client.name) });
      await shows(request);
      await choose(request, texts.month, QUERIED.label(language));
      await request.getByRole('textbox', { name: texts.contactName }).fill(contact.name);
      await request.getByRole('textbox', { name: texts.contactEmail }).fill(contact.email);
      await photograph(adminPage, language, 'request-dialog', { fullPage: false });
      await request.getByRole('button', { name: texts.sendRequest }).click();
      await gone(request);
      await toast(adminPage, texts.requestSent(contact.email));

      const link = await linkMailedTo(contact.email, 'http');
      const page = await tabs.newTab();
      await page.goto(new URL(link).pathname + new URL(link).search);
      if (language === 'de') await page.getByRole('button', { name: 'Deutsch' }).click();
      await shows(page.getByRole('heading', { name: texts.linkTitle(client.name) }));
      await shows(page.getByText(texts.pending));
      await photograph(page, language, 'link-page');

      await tabTo(page, new RegExp(`^${texts.query}$`));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: texts.queryTitle(QUERIED.label(language)) });
      await shows(dialog);
      await page.keyboard.type('The 12th was a public holiday.');
      await tabTo(page, new RegExp(`^${texts.sendQuery}$`));
      await page.keyboard.press('Enter');
      await gone(dialog);
      await shows(page.getByText(texts.queriedDone));
      await photograph(page, language, 'link-queried');

      await page.reload();
      await shows(page.getByRole('heading', { name: texts.used }));
      expect(await page.getByRole('button', { name: texts.approve }).count()).toBe(0);
      await photograph(page, language, 'link-used');
      await page.goto('/signoff?token=not-a-link');
      await shows(page.getByRole('heading', { name: texts.invalid }));
      await photograph(page, language, 'link-invalid');
    },
  );

  it.each<Language>(['en', 'de'])(
    'shows an admin both decisions on /clients, opens a month and reopens (%s)',
    async (language) => {
      const { client, user } = clients[language];
      const page = await tabs.newTab(DESKTOP, language === 'en' ? admin : germanAdmin);
      await open(page, '/clients', TEXTS[language].clients);
      const texts = TEXTS[language];
      const monthsOf = (year: number) => page.getByRole('list', { name: texts.months(client.name, year) });
      const chipOf = (month: typeof APPROVED, state: string) =>
        monthsOf(month.year).getByRole('link', {
          name: new RegExp(`^${escape(month.label(language))}: ${escape(state)}`),
        });
      const showYear = async (year: number) => {
        if (year !== new Date().getFullYear()) await choose(page, TEXTS[language].year, String(year));
      };

      await showYear(QUERIED.year);
      await shows(chipOf(QUERIED, texts.queriedBy('Kim Berg')));
      await showYear(APPROVED.year);
      await shows(chipOf(APPROVED, texts.approvedBy(user.name)));
      await photograph(page, language, 'clients');

      await page.getByRole('button', { name: texts.reopenOf(APPROVED.label(language), client.name) }).click();
      const dialog = page.getByRole('dialog', { name: TEXTS[language].reopenTitle });
      await dialog.getByRole('button', { name: TEXTS[language].reopen, exact: true }).click();
      await toast(page, TEXTS[language].reopened(APPROVED.label(language)));
      await shows(chipOf(APPROVED, TEXTS[language].pending));

      await showYear(QUERIED.year);
      await chipOf(QUERIED, texts.queriedBy('Kim Berg')).click();
      await page.waitForURL(`**/timelog/client/${client.id}?${QUERIED.query}`);
      const panel = panelOf(page, language, QUERIED);
      await shows(panel.getByText(texts.queriedBy('Kim Berg'), { exact: false }));
      await shows(panel.getByRole('button', { name: TEXTS[language].reopen }));
      expect(await panel.getByRole('button', { name: TEXTS[language].approve }).count()).toBe(0);
      await photograph(page, language, 'admin-report');
    },
  );
});
