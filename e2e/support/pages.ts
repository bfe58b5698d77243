import type { Locator, Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { tokenOf, type Account } from './api';
import { DESKTOP } from './browser';
import type { Tabs } from './tabs';

const WAIT_MS = 15_000;

export const SLOW = { timeout: 60_000 };

/**
 * A signed-in tab of its own for one test, closed when the test ends; with it the tests of a file
 * can run concurrently (`describe.concurrent`), each on its own data.
 */
export async function signedInPage(
  test: Pick<TestContext, 'onTestFinished'>,
  tabs: Tabs,
  account: Account,
  viewport = DESKTOP,
): Promise<Page> {
  const page = await tabs.newTab(viewport, await tokenOf(account));
  test.onTestFinished(() => tabs.closeTab(page));
  return page;
}

/** Opens a screen and waits for its section name in the top bar. */
export async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await shows(page.getByRole('heading', { level: 1, name: title, exact: true }));
}

/**
 * Moves to another screen inside the already loaded app, the way a menu link does: a second screen of a test costs no
 * page load (about a second of the machine's two cores, docs/decisions/0004-testing.md). Each screen is also opened
 * by its address somewhere.
 */
export async function moveTo(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await shows(page.getByRole('heading', { level: 1, name: title, exact: true }));
}

export async function shows(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: WAIT_MS });
}

/** Waits until nothing matches (no expect.poll here: that needs the test's own expect when concurrent). */
export async function gone(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'detached', timeout: WAIT_MS });
}

/** The toast of docs/product/people-and-clients.md#users-screen (bottom right), found by its words. */
export async function toast(page: Page, message: string): Promise<void> {
  await shows(page.getByRole('alert').filter({ hasText: message }));
}

/** Opens an MUI select by its label and picks an option by its exact name. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
  await gone(page.getByRole('listbox'));
}

/** The accessible name of the focused element, roughly: its label, aria-labelledby, aria-label or text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      element.getAttribute('aria-label') ??
      element.textContent ??
      '';
    return name.replace(/\s+/g, ' ').trim();
  });
}

/**
 * Presses Tab until the focused element's name matches (keyboard-only use, docs/product/README.md#accessibility). The focus
 * wraps round the page, so on a busy machine it keeps going until the control has rendered.
 */
export async function tabTo(page: Page, name: RegExp): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (let step = 0; step < 40 || Date.now() < deadline; step += 1) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; the focus is on "${await focusedName(page)}"`);
}
