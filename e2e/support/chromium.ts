import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

// Shared by the browser tests (support/browser.ts, support/tabs.ts) and the web benchmark
// (bench/web-calendar.ts), so it imports nothing from vitest.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine's closed network needs. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function executablePath(): string {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not at ${CHROMIUM}: install Debian's chromium (apt-get install chromium).`);
  }
  return CHROMIUM;
}

/** Debian's Chromium, headless; its contexts are incognito and keep nothing. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), args: ARGS });
}

/** Debian's Chromium, headless, with its profile (and so its caches) in `folder`. */
export async function launchProfile(
  folder: string,
  options: { baseURL: string; viewport: { width: number; height: number } },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(folder, {
    executablePath: executablePath(),
    args: ARGS,
    reducedMotion: 'reduce',
    ...options,
  });
}
