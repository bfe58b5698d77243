import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import {
  assignClient,
  call,
  createClient,
  createPerson,
  isoDay,
  listClients,
  logWork,
  login,
  shareKeyOf,
  tokenOf,
  unique,
} from '../support/api';
import { baseUrl, expectAccessible, PHONE, screenshot } from '../support/browser';
import { SLOW, choose, gone, moveTo, open, shows, signedInPage, toast } from '../support/pages';
import { useTabs } from '../support/tabs';

/**
 * The clients screen (docs/product/people-and-clients.md#clients, docs/product/roles-and-access.md#share-links, #clients), /projects and /register (docs/product/people-and-clients.md#projects), /audit (docs/product/reports.md#audit).
 * Each test has its own page and data, so the tests of a block run concurrently.
 */
const tabs = useTabs();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenOf(ACCOUNTS.admin);
});

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Clients' });
const clientRow = (page: Page, name: string) =>
  clientsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openClients(test: TestContext): Promise<Page> {
  const page = await signedInPage(test, tabs, ACCOUNTS.admin);
  await open(page, '/clients', 'Clients');
  await shows(clientsTable(page));
  return page;
}

describe.concurrent(
  'clients screen (docs/product/people-and-clients.md#clients, docs/product/http-contract.md#validation Client name, docs/product/http-contract.md#screen-messages)',
  SLOW,
  () => {
    it('names an empty client, then adds one with a toast', async (test) => {
      const name = `Added Client ${unique()}`;
      const page = await openClients(test);
      const form = page.getByRole('form', { name: 'Add Client' });

      await form.getByRole('button', { name: 'Add Client' }).click();
      await shows(form.getByText('Client Name is required'));
      await form.getByLabel('Client Name').fill(name);
      await form.getByRole('button', { name: 'Add Client' }).click();

      await toast(page, 'Client added successfully');
      await shows(clientRow(page, name));
      expect(await form.getByLabel('Client Name').inputValue()).toBe('');
      const added = (await listClients(adminToken)).find((client) => client.name === name)!;
      expect(await clientRow(page, name).getByRole('link', { name: 'Timelog' }).getAttribute('href')).toBe(
        `/timelog/client/${added.id}`,
      );
      await expectAccessible(page);
      await screenshot(page, 'clients-1280');
    });

    it('renames a client inline with Save', async (test) => {
      const client = await createClient(adminToken);
      const renamed = `Renamed Client ${unique()}`;
      const page = await openClients(test);
      await clientRow(page, client.name)
        .getByRole('button', { name: `Edit ${client.name}` })
        .click();
      const form = page.getByRole('form', { name: `Rename ${client.name}` });

      await form.getByLabel('Client Name').fill(' ');
      await form.getByRole('button', { name: 'Save' }).click();
      await shows(form.getByText('Client Name is required'));
      await expectAccessible(page);
      await form.getByLabel('Client Name').fill(renamed);
      await form.getByRole('button', { name: 'Save' }).click();

      await toast(page, 'Client updated successfully');
      await shows(clientRow(page, renamed));
      expect(await clientRow(page, client.name).count()).toBe(0);
    });

    it('deletes a client after confirmation', async (test) => {
      const client = await createClient(adminToken);
      const page = await openClients(test);
      await clientRow(page, client.name)
        .getByRole('button', { name: `Delete ${client.name}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
      await shows(confirm.getByText('Are you sure you want to delete this client?'));
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();

      await toast(page, 'Client deleted successfully');
      await gone(clientRow(page, client.name));
      expect((await listClients(adminToken)).some((each) => each.id === client.id)).toBe(false);
    });

    it("shows the server's message when the client has logged time (docs/product/people-and-clients.md#clients)", async (test) => {
      const client = await createClient(adminToken);
      const person = await createPerson(adminToken);
      await assignClient(adminToken, person.id, client.id, 10, isoDay(-7));
      await logWork(person, client.id, isoDay(-1), 90);
      const page = await openClients(test);
      await clientRow(page, client.name)
        .getByRole('button', { name: `Delete ${client.name}` })
        .click();
      await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();

      await shows(page.getByRole('alert').filter({ hasText: 'This client has logged time and cannot be deleted.' }));
      await gone(page.getByRole('dialog'));
      expect(await clientRow(page, client.name).count()).toBe(1);
    });

    it('makes a new share link: the key changes and the copied link carries it (docs/product/roles-and-access.md#share-links)', async (test) => {
      const client = await createClient(adminToken);
      const keyNow = () => shareKeyOf(adminToken, client.id);
      const before = await keyNow();
      expect(before).toBeTruthy();
      const page = await openClients(test);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

      await clientRow(page, client.name)
        .getByRole('button', { name: `Regenerate share link of ${client.name}` })
        .click();
      await toast(page, 'A new share link was made');
      await test.expect.poll(keyNow).not.toBe(before);
      const after = await keyNow();
      // Away from the button, so that its tooltip closes before the next click.
      await page.mouse.move(0, 0);
      await gone(page.getByRole('tooltip'));

      await clientRow(page, client.name)
        .getByRole('button', { name: `Copy share link of ${client.name}` })
        .click();
      await toast(page, 'Share link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${baseUrl()}/timelog/client/${client.id}?key=${encodeURIComponent(after!)}`,
      );
    });
  },
);

describe.concurrent('/projects (docs/product/people-and-clients.md#projects)', SLOW, () => {
  it('narrows the running assignments by client, by person and by both', async (test) => {
    const [first, second] = [await createClient(adminToken), await createClient(adminToken)];
    const [ana, bo] = [await createPerson(adminToken), await createPerson(adminToken)];
    await assignClient(adminToken, ana.id, first.id, 10);
    await assignClient(adminToken, ana.id, second.id, 5);
    await assignClient(adminToken, bo.id, first.id, 20);
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    await open(page, '/projects', 'Projects');
    const rows = page.getByRole('table', { name: 'Assignments' }).locator('tbody tr');
    await shows(rows);
    const column = async (index: number) =>
      (await rows.locator(`td:nth-child(${index + 1})`).allTextContents()).map((text) => text.trim()).sort();
    expect(await rows.count()).toBeGreaterThan(3);
    expect(await rows.count()).toBeLessThanOrEqual(50);
    await expectAccessible(page);
    await screenshot(page, 'projects-1280');

    await choose(page, 'Client', first.name);
    await test.expect.poll(() => rows.count()).toBe(2);
    expect(await column(0)).toEqual([ana.name, bo.name].sort());
    expect(await column(1)).toEqual([first.name, first.name]);

    await choose(page, 'Client', 'All clients');
    await choose(page, 'Person', ana.name);
    await test.expect.poll(() => rows.count()).toBe(2);
    expect(await column(1)).toEqual([first.name, second.name].sort());
    expect(await column(2)).toEqual(['10', '5']);

    await choose(page, 'Client', second.name);
    await test.expect.poll(() => rows.count()).toBe(1);
    expect(await column(0)).toEqual([ana.name]);
  });
});

describe.concurrent('/register (docs/product/people-and-clients.md#projects)', SLOW, () => {
  it('is the add-user form as a page', async (test) => {
    const suffix = unique();
    const email = `registered.${suffix}@example.com`;
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    await open(page, '/register', 'Register');
    const form = page.getByRole('form', { name: 'Add user' });
    await shows(form);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expect(await form.getByRole('combobox', { name: 'Role' }).textContent()).toBe('User');
    await expectAccessible(page);
    await screenshot(page, 'register-1280');

    await form.getByLabel('Name').fill(`Registered ${suffix}`);
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel(/^Password/).fill('Registered-1');
    await form.getByLabel('Confirm password').fill('Registered-1');
    await form.getByRole('button', { name: 'Add user' }).click();

    await toast(page, 'User added successfully');
    await test.expect.poll(() => form.getByLabel('Name').inputValue()).toBe('');
    expect((await login({ email, password: 'Registered-1' })).status).toBe(200);
  });
});

describe.concurrent('/audit (docs/product/reports.md#audit)', SLOW, () => {
  it('shows SUPER_ADMIN who changed what, filtered by action', async (test) => {
    const person = await createPerson(adminToken);
    const client = await createClient(adminToken);
    await call(adminToken, 'PATCH', `/clients/${client.id}`, { name: `${client.name} renamed` });
    const page = await signedInPage(test, tabs, ACCOUNTS.superAdmin);
    await open(page, '/audit', 'Audit');
    expect(await page.getByRole('link', { name: 'Audit' }).isVisible()).toBe(true);
    const table = page.getByRole('table', { name: 'Audit trail' });
    const entry = (action: string, target: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: target, exact: true }) });

    const actions = () => table.locator('tbody tr td:nth-child(3)').allTextContents();
    await shows(table.locator('tbody tr'));
    await expectAccessible(page);
    await screenshot(page, 'audit-1280');

    // Filtered first: tests running at the same time add entries, so the first page may not hold these.
    await choose(page, 'Action', 'user.create');
    const created = entry('user.create', `user ${person.id}`);
    await shows(created);
    expect(await created.textContent()).toContain('Ada Admin');
    expect(await created.textContent()).toContain(person.email);
    // The new entry is also on the unfiltered first page: wait for the filtered answer to replace it.
    await test.expect.poll(async () => new Set(await actions())).toEqual(new Set(['user.create']));

    await choose(page, 'Action', 'client.update');
    const renamed = entry('client.update', `client ${client.id}`);
    await shows(renamed);
    await gone(created);
    expect(await renamed.textContent()).toContain(`{"name":"${client.name}"}`);
    expect(await renamed.textContent()).toContain(`{"name":"${client.name} renamed"}`);
    expect(new Set(await actions())).toEqual(new Set(['client.update']));
  });

  it('is Page Not Found for an ADMIN, with no Audit menu entry', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    await open(page, '/audit', 'Page Not Found');
    expect(await page.getByRole('link', { name: 'Users' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Audit' }).count()).toBe(0);
  });
});

describe('at 390px (docs/product/README.md#accessibility)', SLOW, () => {
  // One tab walks the screens the way the menu does: a page load costs about a second of the two cores.
  it('fits each screen and the Add User dialog on a phone', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.superAdmin, PHONE);
    for (const [path, title] of [
      ['/users', 'Users'],
      ['/clients', 'Clients'],
      ['/projects', 'Projects'],
      ['/register', 'Register'],
      ['/audit', 'Audit'],
    ] as const) {
      await (path === '/users' ? open : moveTo)(page, path, title);
      await shows(page.getByRole('main').getByRole(path === '/register' ? 'form' : 'table'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(page);
      await screenshot(page, `${path.slice(1)}-390`);
    }

    await moveTo(page, '/users', 'Users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await shows(dialog);
    await dialog.getByRole('button', { name: 'Add user' }).scrollIntoViewIfNeeded();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'users-add-dialog-390');
  });
});
