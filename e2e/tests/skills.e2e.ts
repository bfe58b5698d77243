import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { createPerson, tokenOf, unique } from '../support/api';
import { DESKTOP, expectAccessible, PHONE, screenshot } from '../support/browser';
import { gone, open, shows, signedInPage, toast } from '../support/pages';
import { useTabs } from '../support/tabs';

/** Skills (docs/product/people-and-clients.md#skills, docs/product/http-contract.md#validation Skill, docs/product/http-contract.md#screen-messages; docs/product/people-and-clients.md#skills). */
const tabs = useTabs();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenOf(ACCOUNTS.admin);
});

const SLOW = { timeout: 60_000 };
const catalogue = (page: Page) => page.getByRole('table', { name: 'Skills' });

async function addSkill(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Add Skill' }).click();
}

describe('skills admin (/skills)', SLOW, () => {
  it('adds, refuses a duplicate in another case, renames inline and removes a skill, and fits a phone', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    await open(page, '/skills', 'Skills review');
    await shows(catalogue(page).getByRole('row').filter({ hasText: 'TypeScript' }));
    const name = `Elixir ${unique()}`;

    await page.getByRole('button', { name: 'Add Skill' }).click();
    await shows(page.getByText('Name is required', { exact: true }));
    await addSkill(page, name);
    await toast(page, 'Skill added successfully');
    await shows(catalogue(page).getByRole('cell', { name, exact: true }));

    await addSkill(page, name.toUpperCase());
    await shows(page.getByRole('alert').filter({ hasText: `The skill '${name.toUpperCase()}' already exists.` }));
    await expectAccessible(page);
    await screenshot(page, 'skills-admin-1280');

    await catalogue(page)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const renamed = `${name} 2`;
    const field = catalogue(page).getByRole('textbox', { name: 'Name' });
    await field.fill(renamed);
    await field.press('Enter');
    await shows(catalogue(page).getByRole('cell', { name: renamed, exact: true }));

    await catalogue(page)
      .getByRole('button', { name: `Remove ${renamed}` })
      .click();
    await page.getByRole('dialog', { name: 'Remove skill' }).getByRole('button', { name: 'Remove' }).click();
    await gone(catalogue(page).getByRole('cell', { name: renamed, exact: true }));

    await page.setViewportSize(PHONE);
    await shows(catalogue(page).getByRole('row').filter({ hasText: 'TypeScript' }));
    await expectAccessible(page);
    await screenshot(page, 'skills-admin-390');
  });

  it('shows employees the catalogue read-only', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.user);
    await open(page, '/skills', 'Skills review');
    await shows(catalogue(page).getByRole('row').filter({ hasText: 'TypeScript' }));

    expect(await page.getByRole('button', { name: 'Add Skill' }).count()).toBe(0);
    expect(await catalogue(page).getByRole('button').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'skills-user-1280');
  });
});

describe('My Skills (/skills/edit)', SLOW, () => {
  it('finds a skill case-insensitively, adds it, and deletes it again, by keyboard too, and fits a phone', async (test) => {
    const person = await createPerson(adminToken, { role_id: 1, name: `Skilled ${unique()}` });
    const page = await signedInPage(test, tabs, person);
    await open(page, '/skills/edit', 'My Skills');
    await shows(page.getByText(person.email));
    await shows(page.getByText('No skills yet: search the catalogue and add some.'));
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Search skills' }).fill('tYpEsc');
    const matches = page.getByRole('list', { name: 'Matching skills' });
    await shows(matches.getByText('TypeScript'));
    expect(await matches.getByRole('listitem').count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, 'Skill added successfully');
    const mine = page.getByRole('list', { name: 'My skills' });
    await shows(mine.getByText('TypeScript'));
    await screenshot(page, 'my-skills-1280');
    await page.setViewportSize(PHONE);
    await shows(page.getByRole('list', { name: 'My skills' }));
    await expectAccessible(page);
    await screenshot(page, 'my-skills-390');
    await page.setViewportSize(DESKTOP);

    await mine.getByRole('button', { name: 'Delete TypeScript' }).click();
    await shows(page.getByText('No skills yet: search the catalogue and add some.'));
  });
});

describe('people and skills (/skills/list)', SLOW, () => {
  it('shows admins every employee with a Role column', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    await open(page, '/skills/list', 'List');
    const table = page.getByRole('table', { name: 'People and their skills' });
    await shows(table.getByRole('row').filter({ hasText: ACCOUNTS.admin.email }));

    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Person',
      'Technologies',
      'E-mail',
      'Role',
    ]);
    expect(await table.getByRole('row').filter({ hasText: ACCOUNTS.user.email }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'skills-list-admin-1280');
  });

  it('hides the Role column and the administrators from a USER (role 2), also on a phone', async (test) => {
    const page = await signedInPage(test, tabs, ACCOUNTS.user, PHONE);
    await open(page, '/skills/list', 'List');
    const table = page.getByRole('table', { name: 'People and their skills' });
    const ben = table.getByRole('row').filter({ hasText: ACCOUNTS.user.email });
    await shows(ben);

    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Person', 'Technologies', 'E-mail']);
    expect(await table.getByRole('row').filter({ hasText: ACCOUNTS.admin.email }).count()).toBe(0);
    expect(await ben.getByRole('cell').nth(1).textContent()).toMatch(/^[\w.+# ]+(, [\w.+# ]+)+$/);
    await expectAccessible(page);
    await screenshot(page, 'skills-list-user-390');
  });
});
