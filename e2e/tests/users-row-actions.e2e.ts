import { describe, expect, it } from 'vitest';
import { createClient, createPerson, login, unique } from '../support/api';
import { expectAccessible } from '../support/browser';
import { SLOW, choose, gone, shows, toast } from '../support/pages';
import { dialog, rowOf, searchFor, useUsersScreen } from '../support/users';

/**
 * The users screen of docs/product/people-and-clients.md#users-screen with the add-user rules of docs/product/http-contract.md#validation and the messages of docs/product/http-contract.md#screen-messages. Each test has
 * its own page and people, so the tests of a block run concurrently.
 * This file: the actions of a person’s row.
 */

const { openUsers, adminToken } = await useUsersScreen();

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
