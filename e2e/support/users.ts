import type { Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { ACCOUNTS } from './accounts';
import { tokenOf, type Person } from './api';
import { open, shows, signedInPage } from './pages';
import { useTabs } from './tabs';

/**
 * The parts of the users screen (docs/product/people-and-clients.md#users-screen) that its browser tests share
 * (users-*.e2e.ts).
 */

/**
 * The test file's tabs with `openUsers`, which opens /users in one as the demo ADMIN, narrowed to one person when
 * given (the table shows 50 people a page); and the ADMIN's token for the tests' own calls.
 */
export async function useUsersScreen(): Promise<{
  openUsers: (test: TestContext, person?: Pick<Person, 'email'>) => Promise<Page>;
  adminToken: string;
}> {
  const tabs = useTabs();
  async function openUsers(test: TestContext, person?: Pick<Person, 'email'>): Promise<Page> {
    const page = await signedInPage(test, tabs, ACCOUNTS.admin);
    await open(page, '/users', 'Users');
    await shows(employees(page));
    if (person) await searchFor(page, person);
    return page;
  }
  return { openUsers, adminToken: await tokenOf(ACCOUNTS.admin) };
}

export const searchFor = (page: Page, person: Pick<Person, 'email'>) =>
  page.getByRole('searchbox', { name: 'Search people' }).fill(person.email);

export const employees = (page: Page) => page.getByRole('table', { name: 'Employees' });
export const rowOf = (page: Page, person: Pick<Person, 'email'>) =>
  employees(page).getByRole('row').filter({ hasText: person.email });
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
