import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { call, createPerson, listClients, unique, type Person } from '../support/api';
import { expectAccessible, screenshot } from '../support/browser';
import { SLOW, choose, shows } from '../support/pages';
import { employees, rowOf, searchFor, useUsersScreen } from '../support/users';

/**
 * The users screen of docs/product/people-and-clients.md#users-screen with the add-user rules of docs/product/http-contract.md#validation and the messages of docs/product/http-contract.md#screen-messages. Each test has
 * its own page and people, so the tests of a block run concurrently.
 * This file: finding people, the two tabs, the weekly report, and pages of 50 from the server.
 */

const { openUsers, adminToken } = await useUsersScreen();

describe.concurrent('users screen (docs/product/people-and-clients.md#users-screen)', SLOW, () => {
  it('finds people by name or e-mail, in any case, and shows at most 50 a page', async (test) => {
    const team = `Searchteam ${unique()}`;
    const people = [];
    for (const name of ['Cleo', 'Abel', 'Bruno'])
      people.push(await createPerson(adminToken, { name: `${name} ${team}` }));
    const { data: everyone } = await call<{ data: { role_id: number; status: string }[] }>(adminToken, 'GET', '/users');
    const employeesCount = everyone.filter((user) => user.role_id !== 3 && user.status === 'active').length;
    const page = await openUsers(test);
    const bodyRows = employees(page).locator('tbody tr');

    expect(await bodyRows.count()).toBe(Math.min(employeesCount, 50));
    if (employeesCount > 50) await shows(page.getByText(`1–50 of ${employeesCount}`));

    await page.getByRole('searchbox', { name: 'Search people' }).fill(team.toUpperCase());
    await test.expect.poll(() => bodyRows.count()).toBe(3);
    expect((await bodyRows.allInnerTexts()).map((row) => row.split('\t')[1])).toEqual(['1', '2', '3']);
    expect(
      await employees(page)
        .getByRole('cell', { name: `Abel ${team}`, exact: true })
        .count(),
    ).toBe(1);

    await searchFor(page, people[2]!);
    await test.expect.poll(() => bodyRows.count()).toBe(1);
    expect(await rowOf(page, people[2]!).count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search people' }).fill('nobody-by-this-name');
    await shows(employees(page).getByText('No one matches the search'));
    await expectAccessible(page);
  });

  it('lists employees and client users on two tabs, each with its Timelog link', async (test) => {
    const northwind = (await listClients(adminToken)).find((client) => client.name === 'Northwind Traders')!;
    const page = await openUsers(test);

    const benRow = rowOf(page, { email: ACCOUNTS.user.email });
    await shows(benRow);
    const benId = await benRow.getByRole('cell').nth(2).textContent();
    expect(await benRow.getByRole('link', { name: 'Timelog' }).getAttribute('href')).toBe(`/timelog/user/${benId}`);
    expect(await rowOf(page, { email: ACCOUNTS.client.email }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'users-1280');

    await page.getByRole('tab', { name: 'Clients' }).click();
    const clientUsers = page.getByRole('table', { name: 'Client users' });
    const nora = clientUsers.getByRole('row').filter({ hasText: ACCOUNTS.client.email });
    await shows(nora);
    expect(await nora.getByRole('cell', { name: 'Northwind Traders' }).count()).toBe(1);
    expect(await nora.getByRole('link', { name: 'Timelog' }).getAttribute('href')).toBe(
      `/timelog/client/${northwind.id}`,
    );
    expect(await clientUsers.getByRole('row').filter({ hasText: ACCOUNTS.user.email }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('moves the weekly report by seven days, Monday to Friday, and opens the Table View Report', async (test) => {
    // Someone with no logs: upcoming next week, short of hours last week, whatever today is.
    const person = await createPerson(adminToken);
    const page = await openUsers(test, person);
    const range = page.getByRole('group', { name: 'Week of the report' });
    const shown = async () => {
      const text = (await range.getByText(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/).textContent())!;
      const [monday, friday] = text.split(' – ').map((day) => new Date(`${day}T00:00:00Z`));
      return { monday: monday!, friday: friday! };
    };
    const days = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 86_400_000;

    const thisWeek = await shown();
    expect(thisWeek.monday.getUTCDay()).toBe(1);
    expect(thisWeek.friday.getUTCDay()).toBe(5);
    expect(days(thisWeek.monday, thisWeek.friday)).toBe(4);
    const today = new Date(`${new Date().toLocaleDateString('sv')}T00:00:00Z`);
    expect(days(thisWeek.monday, today)).toBeGreaterThanOrEqual(0);
    expect(days(thisWeek.monday, today)).toBeLessThan(7);

    await range.getByRole('button', { name: 'Next week' }).click();
    await test.expect.poll(async () => days(thisWeek.monday, (await shown()).monday)).toBe(7);
    await shows(rowOf(page, person).getByText('Upcoming week'));
    await expectAccessible(page);
    await range.getByRole('button', { name: 'Previous week' }).click();
    await range.getByRole('button', { name: 'Previous week' }).click();
    await test.expect.poll(async () => days(thisWeek.monday, (await shown()).monday)).toBe(-7);
    expect((await shown()).friday.getUTCDay()).toBe(5);
    await shows(rowOf(page, person).getByText('Insufficient time logged.'));
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Table View Report' }).click();
    await test.expect.poll(() => new URL(page.url()).pathname).toBe('/users/report');
    await test.expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Team calendar');
  });
});

describe('users screen pages from the server (docs/product/people-and-clients.md#users-screen, docs/product/time-and-week.md#constants; docs/product/http-contract.md#scale)', () => {
  const team = `Pagingteam ${unique()}`;
  const people: Person[] = [];
  beforeAll(async () => {
    for (let n = 1; n <= 51; n += 1)
      people.push(await createPerson(adminToken, { name: `${team} ${String(n).padStart(2, '0')}` }));
  }, 120_000);
  // Deactivated afterwards, so that the other tests' first pages stay as they were.
  afterAll(async () => {
    for (const person of people) await call(adminToken, 'DELETE', `/users/delete/${person.id}`);
  }, 60_000);

  it('shows 50 of 51 matches, numbers the next page on, and gives its people their week', SLOW, async (test) => {
    const page = await openUsers(test);
    await page.getByRole('searchbox', { name: 'Search people' }).fill(team);
    await shows(page.getByText('1–50 of 51'));
    const bodyRows = employees(page).locator('tbody tr');
    await test.expect.poll(() => bodyRows.count()).toBe(50);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await shows(page.getByText('51–51 of 51'));
    await test.expect.poll(() => bodyRows.count()).toBe(1);
    const last = rowOf(page, people[50]!);
    expect((await last.innerText()).split('\t')[1]).toBe('51');
    await shows(last.getByLabel(/^Mon: /));
    await expectAccessible(page);

    await choose(page, 'Rows per page:', '100');
    await shows(page.getByText('1–51 of 51'));
    await test.expect.poll(() => bodyRows.count()).toBe(51);
  });
});
