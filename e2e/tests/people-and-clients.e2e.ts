import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { call, createClient, createPerson, listClients, login, tokenOf, unique, type Person } from '../support/api';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { SLOW, choose, focusedName, gone, open, shows, signedInPage, tabTo, toast } from '../support/pages';
import { Tabs } from '../support/tabs';

/**
 * The users screen of docs/product/people-and-clients.md#users-screen with the add-user rules of docs/product/http-contract.md#validation and the messages of docs/product/http-contract.md#screen-messages. Each test has
 * its own page and people, so the tests of a block run concurrently.
 */
const tabs = new Tabs();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenOf(ACCOUNTS.admin);
});
afterAll(() => tabs.close());

/** Opens /users, narrowed to one person when given: the table shows 50 people a page. */
async function openUsers(test: TestContext, person?: Pick<Person, 'email'>): Promise<Page> {
  const page = await signedInPage(test, tabs, ACCOUNTS.admin);
  await open(page, '/users', 'Users');
  await shows(employees(page));
  if (person) await searchFor(page, person);
  return page;
}

const searchFor = (page: Page, person: Pick<Person, 'email'>) =>
  page.getByRole('searchbox', { name: 'Search people' }).fill(person.email);

const employees = (page: Page) => page.getByRole('table', { name: 'Employees' });
const rowOf = (page: Page, person: Pick<Person, 'email'>) =>
  employees(page).getByRole('row').filter({ hasText: person.email });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

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

describe.concurrent(
  'Add user dialog (docs/product/people-and-clients.md#add-user, docs/product/http-contract.md#screen-messages)',
  SLOW,
  () => {
    const addDialog = (page: Page) => dialog(page, 'Add User');
    const submit = (page: Page) => addDialog(page).getByRole('button', { name: 'Add user' });

    async function openAddDialog(test: TestContext): Promise<Page> {
      const page = await openUsers(test);
      await page.getByRole('button', { name: 'Add user' }).click();
      await shows(addDialog(page));
      return page;
    }

    it('keeps submit disabled while invalid and names each broken rule', async (test) => {
      const page = await openAddDialog(test);
      const form = addDialog(page);
      expect(await submit(page).isDisabled()).toBe(true);

      await form.getByLabel('Name').fill('x');
      await form.getByLabel('Name').fill('');
      await shows(form.getByText('User Name is required'));
      await form.getByLabel('E-mail').fill('not-an-address');
      await shows(form.getByText('Invalid email address'));
      await form.getByLabel(/^Password/).fill('12345');
      await shows(form.getByText('Password must be at least 6 characters'));
      await form.getByLabel('Confirm password').fill('123456');
      await shows(form.getByText('Passwords must match'));
      expect(await submit(page).isDisabled()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, 'users-add-dialog-1280');

      await form.getByLabel('Name').fill('Valid Name');
      await form.getByLabel('E-mail').fill(`valid.${unique()}@example.com`);
      await form.getByLabel(/^Password/).fill('123456');
      await form.getByLabel('Confirm password').fill('12345');
      await form.getByLabel('Confirm password').fill('123456');
      await test.expect.poll(() => submit(page).isDisabled()).toBe(false);

      await form.getByRole('button', { name: 'Cancel' }).click();
      await gone(addDialog(page));
    });

    it("says 'Passwords must match' as soon as the passwords differ, with the rest still empty (docs/product/people-and-clients.md#add-user)", async (test) => {
      const page = await openAddDialog(test);
      const form = addDialog(page);
      const mismatch = form.getByText('Passwords must match');

      await form.getByLabel(/^Password/).fill('Fresh-Pass-1');
      await form.getByLabel('Confirm password').fill('Fresh-Pass-2');

      await shows(mismatch);
      expect(await form.getByLabel('Confirm password').getAttribute('aria-invalid')).toBe('true');
      expect(await submit(page).isDisabled()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, 'users-add-dialog-mismatch-1280', { fullPage: false });
      await page.setViewportSize(PHONE);
      await test.expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      await mismatch.scrollIntoViewIfNeeded();
      await screenshot(page, 'users-add-dialog-mismatch-390', { fullPage: false });

      await form.getByLabel('Confirm password').fill('Fresh-Pass-1');
      await gone(mismatch);
      expect(await form.getByLabel('Confirm password').getAttribute('aria-invalid')).toBe('false');
    });

    it('defaults to the role User (third option); Level and Additional roles for employees, a Client for role Client', async (test) => {
      const page = await openAddDialog(test);
      const form = addDialog(page);
      const role = form.getByRole('combobox', { name: 'Role' });
      expect(await role.textContent()).toBe('User');
      expect(await form.getByRole('combobox', { name: 'Level' }).isVisible()).toBe(true);
      expect(await form.getByRole('group', { name: 'Additional roles' }).isVisible()).toBe(true);
      expect(await form.getByRole('checkbox').count()).toBe(4);
      expect(await form.getByRole('combobox', { name: 'Client' }).count()).toBe(0);

      await role.click();
      const options = page.getByRole('option');
      expect(await options.allTextContents()).toEqual(['Super Admin', 'Admin', 'User', 'Client']);
      expect(await options.nth(2).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('option', { name: 'Client' }).click();

      await shows(form.getByRole('combobox', { name: 'Client' }));
      expect(await form.getByRole('combobox', { name: 'Level' }).count()).toBe(0);
      expect(await form.getByRole('group', { name: 'Additional roles' }).count()).toBe(0);
      await form.getByRole('combobox', { name: 'Client' }).click();
      expect(await page.getByRole('option', { name: 'Northwind Traders' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await gone(page.getByRole('listbox'));
      await expectAccessible(page);

      await choose(form, 'Role', 'Admin');
      await shows(form.getByRole('combobox', { name: 'Level' }));
      expect(await form.getByRole('combobox', { name: 'Client' }).count()).toBe(0);
    });

    it('adds a person: toast, dialog closes and the person is in the Employees table', async (test) => {
      const suffix = unique();
      const person = { name: `Added Person ${suffix}`, email: `added.${suffix}@example.com` };
      const page = await openAddDialog(test);
      const form = addDialog(page);
      await form.getByLabel('Name').fill(person.name);
      await form.getByLabel('E-mail').fill(person.email);
      await choose(form, 'Level', 'Mid L1');
      await form.getByRole('checkbox', { name: 'Onboarding' }).check();
      await form.getByLabel(/^Password/).fill('Added-Pass-1');
      await form.getByLabel('Confirm password').fill('Added-Pass-1');
      await submit(page).click();

      await toast(page, 'User added successfully');
      await gone(addDialog(page));
      await searchFor(page, person);
      const row = rowOf(page, person);
      await shows(row);
      expect(await row.textContent()).toContain(person.name);
      expect(await row.getByRole('cell', { name: 'Mid L1' }).count()).toBe(1);
      expect(await row.getByRole('cell', { name: 'Onboarding' }).count()).toBe(1);
      expect((await login({ email: person.email, password: 'Added-Pass-1' })).status).toBe(200);
    });

    it("shows 'Error: ' and the server's message for an e-mail already in use", async (test) => {
      const existing = await createPerson(adminToken);
      const page = await openAddDialog(test);
      const form = addDialog(page);
      await form.getByLabel('Name').fill('Somebody Else');
      await form.getByLabel('E-mail').fill(existing.email);
      await form.getByLabel(/^Password/).fill('Another-Pass-1');
      await form.getByLabel('Confirm password').fill('Another-Pass-1');
      await submit(page).click();

      await shows(form.getByRole('alert').filter({ hasText: 'Error: This email address is already in use.' }));
      expect(await addDialog(page).isVisible()).toBe(true);
    });

    it('is opened, filled and submitted with the keyboard alone (docs/product/README.md#accessibility)', async (test) => {
      const suffix = unique();
      const page = await openUsers(test);
      await tabTo(page, /^Add user$/);
      await page.keyboard.press('Enter');
      await shows(addDialog(page));

      await tabTo(page, /^Name/);
      await page.keyboard.type(`Keyboard Person ${suffix}`);
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toMatch(/^E-mail/);
      await page.keyboard.type(`keyboard.${suffix}@example.com`);
      await tabTo(page, /^Level/);
      await page.keyboard.press('Enter');
      await shows(page.getByRole('listbox'));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await gone(page.getByRole('listbox'));
      expect(await addDialog(page).getByRole('combobox', { name: 'Level' }).textContent()).toBe('Internship');
      await tabTo(page, /^Onboarding$/);
      await page.keyboard.press('Space');
      await tabTo(page, /^Password/);
      await page.keyboard.type('Keyboard-Pass-1');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Keyboard-Pass-1');
      await page.keyboard.press('Enter');

      await toast(page, 'User added successfully');
      await searchFor(page, { email: `keyboard.${suffix}@example.com` });
      const row = rowOf(page, { email: `keyboard.${suffix}@example.com` });
      await shows(row);
      expect(await row.getByRole('cell', { name: 'Internship' }).count()).toBe(1);
      expect(await row.getByRole('cell', { name: 'Onboarding' }).count()).toBe(1);
    });
  },
);

describe.concurrent(
  'row actions (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#validation User edit, Password change, Manage clients)',
  SLOW,
  () => {
    it('edits a name inline: Save, toast, the row shows it, also after a reload', async (test) => {
      const person = await createPerson(adminToken);
      const renamed = `Renamed ${unique()}`;
      const page = await openUsers(test, person);
      await rowOf(page, person)
        .getByRole('button', { name: `Edit ${person.name}` })
        .click();
      const form = page.getByRole('form', { name: `Edit ${person.name}` });
      await shows(form);

      await form.getByLabel('Name').fill('');
      await form.getByRole('button', { name: 'Save' }).click();
      await shows(form.getByText('Name is required'));
      await expectAccessible(page);

      await form.getByLabel('Name').fill(renamed);
      await form.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'User updated successfully');
      await gone(form);
      await shows(rowOf(page, person).getByRole('cell', { name: renamed, exact: true }));

      await page.reload();
      await searchFor(page, person);
      await shows(rowOf(page, person));
      expect(await rowOf(page, person).getByRole('cell').nth(3).textContent()).toBe(renamed);
    });

    it('deactivates after confirmation; the person shows again only with Show deactivated', async (test) => {
      const person = await createPerson(adminToken);
      const page = await openUsers(test, person);
      const deactivate = () =>
        rowOf(page, person)
          .getByRole('button', { name: `Deactivate ${person.name}` })
          .click();
      const confirm = dialog(page, 'Confirm Deactivate');

      await deactivate();
      await shows(confirm.getByText(`Are you sure you want to deactivate ${person.name}?`));
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await gone(confirm);
      expect(await rowOf(page, person).count()).toBe(1);

      await deactivate();
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await toast(page, 'User deleted successfully');
      await gone(rowOf(page, person));

      await page.getByLabel('Show deactivated').check();
      await shows(rowOf(page, person));
      expect(await rowOf(page, person).textContent()).toContain(`${person.name} (deactivated)`);
      expect(await rowOf(page, person).getByRole('button').count()).toBe(0);
      expect((await login(person)).status).toBe(403);
    });

    it('sets a new password: the rules of docs/product/http-contract.md#validation, a toast, and the person signs in with it', async (test) => {
      const person = await createPerson(adminToken);
      const page = await openUsers(test, person);
      await rowOf(page, person)
        .getByRole('button', { name: `New password for ${person.name}` })
        .click();
      const form = dialog(page, `New password for ${person.name}`);
      await shows(form);
      const save = form.getByRole('button', { name: 'Save' });

      await form.getByLabel(/^Password/).fill('short');
      await shows(form.getByText('Password must be at least 6 characters'));
      await form.getByLabel(/^Password/).fill('Fresh-Pass-1');
      await form.getByLabel('Confirm password').fill('Fresh-Pass-2');
      await shows(form.getByText('Passwords must match'));
      expect(await save.isDisabled()).toBe(true);
      await expectAccessible(page);

      await form.getByLabel('Confirm password').fill('Fresh-Pass-1');
      await save.click();
      await toast(page, 'Password updated successfully');
      await gone(form);
      expect((await login({ email: person.email, password: 'Fresh-Pass-1' })).status).toBe(200);
      expect((await login(person)).status).toBe(401);
    });

    it('assigns a client with hours and dates, refuses 0 hours, and unassigns after confirmation', async (test) => {
      const person = await createPerson(adminToken);
      const client = await createClient(adminToken);
      const page = await openUsers(test, person);
      const manage = dialog(page, `Clients of ${person.name}`);
      await rowOf(page, person)
        .getByRole('button', { name: `Manage clients of ${person.name}` })
        .click();
      await shows(manage.getByText('No clients assigned yet.'));
      await expectAccessible(page);

      await manage.getByRole('button', { name: 'Assign' }).click();
      await shows(manage.getByText('Client field is required'));
      await choose(manage, 'Client', client.name);
      await manage.getByLabel('Hours per week').fill('0');
      await manage.getByLabel('From').fill('2026-01-05');
      await manage.getByRole('button', { name: 'Assign' }).click();
      await shows(manage.getByText('Hours must be at least 1'));

      await manage.getByLabel('Hours per week').fill('12');
      await manage.getByLabel('To (optional)').fill('2026-12-31');
      await manage.getByRole('button', { name: 'Assign' }).click();
      await toast(page, 'Client assigned successfully');
      const assigned = manage.getByRole('list', { name: 'Assigned clients' });
      await shows(assigned.getByText(`${client.name}: 12 h/week`));
      expect(await assigned.getByText('2026-01-05 – 2026-12-31').count()).toBe(1);
      await manage.getByRole('button', { name: 'Close' }).click();
      await gone(manage);
      await shows(rowOf(page, person).getByText(`${client.name}: 12 h`, { exact: true }));

      await rowOf(page, person)
        .getByRole('button', { name: `Manage clients of ${person.name}` })
        .click();
      await manage.getByRole('button', { name: `Unassign ${client.name}` }).click();
      const confirm = dialog(page, 'Confirm Client Unassign');
      await shows(confirm.getByText('Are you sure you want to unassign this client?'));
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Client unassigned successfully');
      await shows(manage.getByText('No clients assigned yet.'));
      await manage.getByRole('button', { name: 'Close' }).click();
      await gone(rowOf(page, person).getByText(`${client.name}: 12 h`));
    });
  },
);

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
