import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, expectAccessible, PHONE, screenshot } from './browser';
import { englishOnPage, overflowingSideways } from './german';

export type Language = 'en' | 'de';

/** A German screen says lang="de" and shows no English, once its requests are done (docs/product/languages.md). */
export async function expectGerman(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  expect(await englishOnPage(page)).toEqual([]);
}

/**
 * docs/product/README.md#accessibility: axe-clean, photographed at 1280 and 390 px as `<prefix>-<name>` (German:
 * `<prefix>-de-<name>`), nothing wider than a phone, and a German screen without English.
 */
export async function photograph(
  page: Page,
  prefix: string,
  language: Language,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  if (language === 'de') await expectGerman(page);
  const file = language === 'en' ? `${prefix}-${name}` : `${prefix}-de-${name}`;
  await page.setViewportSize(DESKTOP);
  // A whole page photographed while scrolled draws the fixed top bar in its middle.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);
  await screenshot(page, `${file}-1280`, { fullPage });
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowingSideways(page)).toEqual([]);
  await screenshot(page, `${file}-390`, { fullPage });
  await page.setViewportSize(DESKTOP);
}
