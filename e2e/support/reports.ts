import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { DESKTOP, expectAccessible, PHONE, screenshot } from './browser';
import { overflowingSideways } from './german';

/** What the browser tests of the report screens (reports-*.e2e.ts; docs/product/reports.md) share. */

/**
 * The helpers' 10 s waits, made 30 s: these tests create people (password hashing) concurrently and
 * the screens then wait on a busy server.
 */
export const WAIT = { timeout: 30_000 };
export const see = (locator: Locator) => locator.first().waitFor({ state: 'visible', ...WAIT });
export async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await see(page.getByRole('heading', { level: 1, name: title, exact: true }));
}

/**
 * The screen as it is at a phone's width (docs/product/README.md#accessibility): `visible` still shows, axe finds
 * nothing, nothing is wider than the window. The tab goes back to the desktop width afterwards.
 */
export async function fitsAPhone(test: TestContext, page: Page, name: string, visible: Locator) {
  await page.setViewportSize(PHONE);
  await see(visible);
  // The layout follows the new width a frame later.
  await test.expect.poll(() => overflowingSideways(page), WAIT).toEqual([]);
  await expectAccessible(page);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
}

export const pad = (value: number) => String(value).padStart(2, '0');

export async function downloadOf(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), content: fs.readFileSync(file) };
}
