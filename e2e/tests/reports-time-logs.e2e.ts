import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import {
  assignClient,
  call,
  createClient,
  createPerson,
  isoDay,
  shareKeyOf,
  tokenOf,
  unique,
  type Person,
} from '../support/api';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { SLOW, choose, signedInPage } from '../support/pages';
import { downloadOf, fitsAPhone, openScreen, pad, see, WAIT } from '../support/reports';
import { useTabs } from '../support/tabs';

/**
 * The report screens of docs/product/reports.md#home-office-year, #user-month–2.16 with the share link of docs/product/roles-and-access.md#share-links and the
 * downloads of docs/product/reports.md#downloads. Each test arranges its own people and clients through the API.
 * This file: the user and client time logs.
 */

const tabs = useTabs();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenOf(ACCOUNTS.admin);
});

const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Last month (all days in the past): its first Monday, the Tuesday after, and that week's Saturday. */
function lastMonth() {
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const monday = new Date(first);
  while (monday.getDay() !== 1) monday.setDate(monday.getDate() + 1);
  const at = (offset: number) => iso(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset));
  return {
    month: first.getMonth() + 1,
    year: first.getFullYear(),
    monthName: first.toLocaleString('en-GB', { month: 'long' }),
    monday: at(0),
    tuesday: at(1),
    saturday: at(5),
  };
}

async function logWithText(person: Person, clientId: number, date: string, minutes: number, description: string) {
  await call(await tokenOf(person), 'POST', '/logs', {
    description,
    user_id: person.id,
    date,
    duration: minutes,
    client_id: clientId,
  });
}

async function setPublicLogs(personId: number, on: boolean) {
  await call(adminToken, 'POST', `/users/edit/${personId}`, { public_logs: on });
}

/** A client with a person who logged last month: 60 + 30 min on Monday, 48 on Tuesday, 120 on Saturday. */
async function personWithMonth(options: { name?: string; publicLogs?: boolean } = {}) {
  const client = await createClient(adminToken);
  const person = await createPerson(adminToken, { name: options.name });
  const when = lastMonth();
  await assignClient(adminToken, person.id, client.id, 40, isoDay(-120));
  if (options.publicLogs) await setPublicLogs(person.id, true);
  await logWithText(person, client.id, when.monday, 60, 'Monday morning');
  await logWithText(person, client.id, when.monday, 30, 'Monday afternoon');
  await logWithText(person, client.id, when.tuesday, 48, 'Tuesday review');
  await logWithText(person, client.id, when.saturday, 120, 'Weekend work');
  return { client, person, when };
}

const monthQuery = (when: { month: number; year: number }) => `month=${when.month}&year=${when.year}`;

describe.concurrent('user time log (docs/product/reports.md#user-month)', SLOW, () => {
  it('shows the month with weekends hidden, daily totals, Total hours and pages of 100', async (test) => {
    const { person, when } = await personWithMonth({ name: `E2E Timelog ${unique()}` });
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);

    await openScreen(page, `/timelog/user/${person.id}?${monthQuery(when)}`, 'User time log');
    await see(page.getByRole('heading', { name: person.name }));

    await see(page.getByText(`${person.email} · ${when.monthName} ${when.year}`));
    const table = page.getByRole('table', { name: 'Time log' });
    await see(table.getByRole('cell', { name: 'Monday morning' }));
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringContaining('Monday morning'),
      expect.stringContaining('Monday afternoon'),
      `${when.monday} total 90 1.50`,
      expect.stringContaining('Tuesday review'),
      `${when.tuesday} total 48 0.80`,
    ]);
    expect(await table.getByText('Weekend work').count()).toBe(0);
    expect((await page.getByTestId('total-hours').textContent())?.trim()).toBe('2.3');
    await see(page.getByText('Total hours'));

    const pageSize = page.getByRole('combobox', { name: /rows per page/i });
    expect((await pageSize.textContent())?.trim()).toBe('100');
    await pageSize.click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.map((option) => option.trim())).toEqual(['50', '100', '250']);
    await page.keyboard.press('Escape');

    await expectAccessible(page);
    await screenshot(page, 'timelog-user-1280');

    const csv = await downloadOf(page, 'CSV');
    expect(csv.name).toMatch(/\.csv$/);
    const text = csv.content.toString('utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('Date,Client,Description,Duration (minutes),Hours per day');
    expect(text).toContain(`${when.monday},,Day total,90,1.50`);
    expect(text).toContain('Total hours,,,,2.3');
    expect(text).not.toContain('Weekend work');
    const xlsx = await downloadOf(page, 'XLSX');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    expect(xlsx.content.subarray(0, 2).toString()).toBe('PK');
    // docs/product/closing.md#statements
    const pdf = await downloadOf(page, 'PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    await fitsAPhone(test, page, 'timelog-user-390', page.getByRole('cell', { name: 'Tuesday review' }));

    const other = when.month === 1 ? 'February' : 'January';
    await choose(page, 'Month', other);
    await see(page.getByText('No logs for this month'));
    await test.expect
      .poll(() => new URL(page.url()).searchParams.get('month'), WAIT)
      .toBe(other === 'January' ? '1' : '2');
    await choose(page, 'Year', String(when.year - 1));
    await see(page.getByText(`${person.email} · ${other} ${when.year - 1}`));
  });

  it("shows 'User not found.' for a missing person", async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);

    await openScreen(page, '/timelog/user/99999999', 'User time log');

    await see(page.getByText('User not found.'));
  });
});

describe.concurrent(
  'client time log (docs/product/reports.md#client-month, docs/product/roles-and-access.md#client-role, #share-links)',
  SLOW,
  () => {
    /** Two people of one client last month: one with public logs, one without. */
    async function clientMonth() {
      const shown = await personWithMonth({ name: `E2E Public ${unique()}`, publicLogs: true });
      const hidden = await createPerson(adminToken, { name: `E2E Private ${unique()}` });
      await assignClient(adminToken, hidden.id, shown.client.id, 20, isoDay(-120));
      await logWithText(hidden, shown.client.id, shown.when.tuesday, 90, 'Private work');
      return { ...shown, hidden };
    }

    it('shows an admin the total heading and one table per person', async (test) => {
      const { client, person, hidden, when } = await clientMonth();
      const page = await signedInPage(test, tabs, ACCOUNTS.admin);

      await openScreen(page, `/timelog/client/${client.id}?${monthQuery(when)}`, 'Client time log');

      // 60 + 30 + 48 + 120 (the weekend is not hidden here) + 90 minutes = 5.8 hours
      await see(page.getByRole('heading', { name: `Logged a total of 5.8 hours for ${client.name} this month` }));
      await see(page.getByRole('table', { name: `Time logged by ${person.name}` }));
      await see(page.getByRole('table', { name: `Time logged by ${hidden.name}` }));
      expect(await page.getByRole('table').count()).toBe(2);
      await expectAccessible(page);
      await screenshot(page, 'timelog-client-1280');

      const csv = await downloadOf(page, 'CSV');
      const text = csv.content.toString('utf8');
      expect(csv.name).toMatch(/\.csv$/);
      expect(text).toContain(`${person.name},,Total hours,258,4.3`);
      expect(text).toContain('All people,,Total hours,348,5.8');

      await choose(page, 'Month', when.month === 1 ? 'February' : 'January');
      await see(page.getByText('No Logs Found For This Month'));
    });

    it('opens through the share link without a session, only with public-logs people', async () => {
      const { client, person, hidden, when } = await clientMonth();
      const key = await shareKeyOf(adminToken, client.id);
      expect(key).toBeTruthy();
      const page = await tabs.newTab();
      try {
        await page.goto(`/timelog/client/${client.id}?key=${encodeURIComponent(key!)}&${monthQuery(when)}`);
        await see(page.getByRole('heading', { name: `Logged a total of 4.3 hours for ${client.name} this month` }));
        await see(page.getByRole('table', { name: `Time logged by ${person.name}` }));
        expect(await page.getByText(hidden.name).count()).toBe(0);
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
        await expectAccessible(page);
        await screenshot(page, 'timelog-client-shared-1280');

        const csv = await downloadOf(page, 'CSV');
        expect(csv.content.toString('utf8')).not.toContain(hidden.name);
        const pdf = await downloadOf(page, 'PDF');
        expect(pdf.name).toMatch(/\.pdf$/);
        expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');

        await page.setViewportSize(PHONE);
        await screenshot(page, 'timelog-client-shared-390');

        await page.goto(`/timelog/client/${client.id}?key=not-the-key`);
        await see(page.getByText('Client not found.'));
        await page.goto(`/timelog/client/${client.id}`);
        await see(page.getByText('Client not found.'));
      } finally {
        await tabs.closeTab(page);
      }
    });

    it("shows 'Client not found.' to an admin for a missing client", async (test) => {
      const page = await signedInPage(test, tabs, ACCOUNTS.admin);

      await openScreen(page, '/timelog/client/99999999', 'Client time log');

      await see(page.getByText('Client not found.'));
    });

    it("shows a client user their own client's report at home", async (test) => {
      const page = await signedInPage(test, tabs, ACCOUNTS.client);

      await openScreen(page, '/', 'Client time log');

      await see(
        page.getByRole('heading', { name: /^Logged a total of [\d.]+ hours for Northwind Traders this month$/ }),
      );
      await expectAccessible(page);
      await screenshot(page, 'client-home-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'client-home-390');
    });
  },
);
