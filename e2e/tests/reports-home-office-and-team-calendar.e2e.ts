import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { call, createPerson, tokenOf, unique, type Person } from '../support/api';
import { baseUrl, expectAccessible, screenshot } from '../support/browser';
import { SLOW, signedInPage } from '../support/pages';
import { downloadOf, fitsAPhone, openScreen, pad, see, WAIT } from '../support/reports';
import { useTabs } from '../support/tabs';

/**
 * The report screens of docs/product/reports.md#home-office-year, #user-month–2.16 with the share link of docs/product/roles-and-access.md#share-links and the
 * downloads of docs/product/reports.md#downloads. Each test arranges its own people and clients through the API.
 * This file: the home-office year and the team calendar.
 */

const tabs = useTabs();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenOf(ACCOUNTS.admin);
});

describe.concurrent('home office year (docs/product/reports.md#home-office-year, #home-office-year)', SLOW, () => {
  it('counts the days per month and moves with Previous Year and Next Year', async (test) => {
    const person = await createPerson(adminToken, { name: `E2E Home ${unique()}` });
    const year = new Date().getFullYear();
    const days = [`${year}-02-03`, `${year}-02-04`, `${year}-05-06`, `${year - 1}-07-01`];
    for (const date of days) await call(adminToken, 'POST', '/home_office', { user_id: person.id, dates: [date] });
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);

    await openScreen(page, '/home_office', 'Home Office');
    const table = page.getByRole('table', { name: `Home-office days ${year}` });
    await see(table.getByRole('columnheader', { name: `${year}-01` }));
    const row = table.getByRole('row').filter({ hasText: person.name });
    const cells = async () => (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
    await test.expect
      .poll(cells, WAIT)
      .toEqual([person.name, '0', '2', '0', '0', '1', '0', '0', '0', '0', '0', '0', '0', '3']);
    await expectAccessible(page);
    await screenshot(page, 'home-office-1280');
    await fitsAPhone(test, page, 'home-office-390', table);

    await page.getByRole('button', { name: 'Previous Year' }).click();
    const previous = page.getByRole('table', { name: `Home-office days ${year - 1}` });
    await see(previous.getByRole('columnheader', { name: `${year - 1}-07` }));
    await test.expect
      .poll(
        async () =>
          (await previous.getByRole('row').filter({ hasText: person.name }).getByRole('cell').allInnerTexts())[7],
        WAIT,
      )
      .toBe('1');

    await page.getByRole('button', { name: 'Next Year' }).click();
    await page.getByRole('button', { name: 'Next Year' }).click();
    await see(page.getByRole('columnheader', { name: `${year + 1}-12` }));

    const csv = await downloadOf(page, 'CSV');
    expect(csv.name).toBe(`home-office-${year + 1}.csv`);
    expect(csv.content.toString('utf8')).toContain(`Person,${year + 1}-01,`);
  });
});

describe.concurrent('team calendar (docs/product/reports.md#team-calendar)', SLOW, () => {
  it('draws two rows per person with a legend, leave marks, and virtualised rows that scroll', async (test) => {
    const suffix = unique();
    const created: Person[] = [];
    for (let batch = 0; batch < 6; batch += 1) {
      created.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            createPerson(adminToken, { name: `E2E Cal ${suffix} ${pad(batch * 10 + index)}` }),
          ),
        )),
      );
    }
    const last = await createPerson(adminToken, { name: `zz E2E Calendar last ${suffix}` });
    const year = new Date().getFullYear();
    const pending = await call<{ data: { id: number } }>(adminToken, 'POST', '/holidays', {
      type: 0,
      from_date: `${year}-03-02`,
      to_date: `${year}-03-03`,
      requesting_id: created[0]!.id,
    });
    expect(pending.data.id).toBeGreaterThan(0);
    const approved = await call<{ data: { id: number } }>(adminToken, 'POST', '/holidays', {
      type: 0,
      from_date: `${year}-04-07`,
      to_date: `${year}-04-07`,
      requesting_id: created[0]!.id,
    });
    await fetch(`${baseUrl()}/api/holidays/${approved.data.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 1 }),
    });
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/team_calendar') || pathname.includes('team-calendar-page')) {
        requested.push(pathname + search);
      }
    });

    await openScreen(page, '/users/report', 'Team calendar');
    const legend = page.getByRole('list', { name: 'Legend' });
    await see(legend);
    for (const label of ['Pending', 'Approved', 'National Holiday']) {
      await see(legend.getByRole('listitem').filter({ hasText: label }));
    }
    const grid = page.getByRole('region', { name: `Team calendar ${year}` });
    await see(grid);
    const people = (await call<{ data: { people: unknown[] } }>(adminToken, 'GET', `/team_calendar?year=${year}`)).data
      .people.length;
    expect(people).toBeGreaterThanOrEqual(61);
    // Decision 0016: the year's data is asked for once, before the screen's code, not after it.
    expect(requested, requested.join(', ')).toHaveLength(2);
    expect(requested[0]).toBe(`/api/team_calendar?year=${year}`);
    expect(requested[1]).toMatch(/team-calendar-page.*\.js$/);
    const drawn = await grid.locator('[data-person]').count();
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(people / 2);

    const first = grid.locator(`[data-person="${created[0]!.id}"]`);
    // Rows are sorted by name: scroll down until the first created person is drawn.
    await test.expect
      .poll(async () => {
        if ((await first.count()) > 0) return true;
        await grid.evaluate((element) => element.scrollBy(0, 400));
        return false;
      }, SLOW)
      .toBe(true);
    expect(await first.locator(`[title="${year}-03-02 – ${year}-03-03: Annual leave, pending"]`).count()).toBe(1);
    expect(await first.locator(`[title="${year}-04-07: Annual leave, approved"]`).count()).toBe(1);

    await grid.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await see(grid.locator(`[data-person="${last.id}"]`));
    expect(await grid.locator('[data-person]').count()).toBeLessThan(people / 2);

    await grid.evaluate((element) => element.scrollTo(0, 0));
    await expectAccessible(page);
    await screenshot(page, 'team-calendar-1280');
    await fitsAPhone(test, page, 'team-calendar-390', grid);

    const csv = await downloadOf(page, 'CSV');
    expect(csv.name).toBe(`team-calendar-${year}.csv`);
    expect(csv.content.toString('utf8')).toContain(`${last.name},Leave,`);
    const xlsx = await downloadOf(page, 'XLSX');
    expect(xlsx.name).toBe(`team-calendar-${year}.xlsx`);
  });
});
