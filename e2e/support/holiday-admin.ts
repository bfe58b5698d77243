import type { Locator, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { ACCOUNTS } from './accounts';
import { tokenOf } from './api';
import { DESKTOP } from './browser';
import { callApi, superAdminToken, unique } from './employees';
import { useTabs } from './tabs';

/**
 * What the browser tests of Handle Holidays and National Holidays (handle-holidays.e2e.ts, national-holidays.e2e.ts;
 * docs/product/leave.md#approval, #public-holidays) share: people and calls arranged through the API as the e2e super
 * administrator, the super administrator's tabs, and waits of 10 s.
 */
const WAIT_MS = 10_000;
const PASSWORD = 'E2e-Holiday-Admin-2026';

/** One JSON call to the API as the e2e super administrator. */
export const call = async <T = unknown>(method: string, path: string, body?: unknown) =>
  callApi<T>(await superAdminToken(), method, path, body);

export interface Person {
  id: number;
  name: string;
  email: string;
}

export async function createEmployee(prefix = 'Hanna Holiday'): Promise<Person> {
  const name = unique(prefix);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.example.com`;
  const { id } = await call<{ id: number }>('POST', '/register', {
    name,
    email,
    role_id: 2,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  return { id, name, email };
}

/** The test file's tabs, each closed after its test, and `signedIn`, which opens one as the e2e super administrator. */
export function useSuperAdminTabs(): (viewport?: { width: number; height: number }) => Promise<Page> {
  const tabs = useTabs();
  afterEach(() => tabs.closeTabs());
  return async function signedIn(viewport = DESKTOP): Promise<Page> {
    const page = await tabs.newTab(viewport, await tokenOf(ACCOUNTS.superAdmin));
    page.setDefaultTimeout(WAIT_MS);
    return page;
  };
}

export async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
}

export const shows = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: WAIT_MS });
export const gone = (locator: Locator) => expect.poll(() => locator.count()).toBe(0);
export const disabled = (locator: Locator, expected: boolean) => expect.poll(() => locator.isDisabled()).toBe(expected);
export const alert = (page: Page, text: string) => shows(page.getByRole('alert').filter({ hasText: text }));
