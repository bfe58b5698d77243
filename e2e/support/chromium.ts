import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// Shared by the browser tests (support/browser.ts) and the web benchmark (bench/web-calendar.ts),
// so it imports nothing from vitest.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not at ${CHROMIUM}: install Debian's chromium (apt-get install chromium).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
