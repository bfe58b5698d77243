import type { Page } from 'playwright-core';
import { describe, expect, it, type TestContext } from 'vitest';
import { createPerson, login, unique } from '../support/api';
import { expectAccessible, PHONE, screenshot } from '../support/browser';
import { SLOW, choose, focusedName, gone, shows, tabTo, toast } from '../support/pages';
import { dialog, rowOf, searchFor, useUsersScreen } from '../support/users';

/**
 * The users screen of docs/product/people-and-clients.md#users-screen with the add-user rules of docs/product/http-contract.md#validation and the messages of docs/product/http-contract.md#screen-messages. Each test has
 * its own page and people, so the tests of a block run concurrently.
 * This file: the Add User dialog.
 */

const { openUsers, adminToken } = await useUsersScreen();

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
