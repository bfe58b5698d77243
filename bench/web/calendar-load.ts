import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NAME_SHIM, ROWS_VISIBLE_MESSAGE, watchCalendarRows } from './in-page.js';

export const DESKTOP = { width: 1280, height: 800 };

/** A cold browser context (its own HTTP cache) with the bench's page scripts and, if given, a stored token. */
export async function benchContext(browser: Browser, baseURL: string, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL });
  await context.addInitScript(NAME_SHIM);
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  await context.addInitScript(watchCalendarRows);
  return context;
}

/**
 * Opens the team calendar and returns once the page says its rows are on screen; with `cpuSlowdown`
 * above 1, Chromium runs the page's main thread that many times slower (DevTools' CPU throttling).
 */
export async function openCalendar(page: Page, cpuSlowdown = 1): Promise<void> {
  if (cpuSlowdown > 1) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const shown = page.waitForEvent('console', {
    predicate: (message) => message.text() === ROWS_VISIBLE_MESSAGE,
    timeout: 60_000,
  });
  await page.goto('/users/report');
  await shown;
}
