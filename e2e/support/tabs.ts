import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { baseUrl, DESKTOP } from './browser';
import { launchProfile } from './chromium';

/**
 * Browser tabs for the tests, each in a Chromium profile that stays on disk for the whole run.
 * An incognito context compiles the web app's scripts again for every page; a profile keeps the
 * compiled code and the cached files, and a page then loads in about 1.0 s instead of 1.7 s on
 * this machine (docs/decisions/0004-testing.md). A profile holds one open tab at a time, and its storage is wiped
 * before each tab, so every test still starts signed out with nothing stored.
 */
export class Tabs {
  private readonly idle: BrowserContext[] = [];
  private readonly launched: Promise<BrowserContext>[] = [];
  private readonly open = new Map<Page, BrowserContext>();

  /** A blank tab at the given size; with a token it is signed in from its first page on. */
  async newTab(viewport = DESKTOP, token?: string): Promise<Page> {
    const profile = this.idle.pop() ?? (await this.launch());
    const page = await profile.newPage();
    this.open.set(page, profile);
    const devtools = await profile.newCDPSession(page);
    await devtools.send('Storage.clearDataForOrigin', {
      origin: baseUrl(),
      storageTypes: 'cookies,local_storage,indexeddb,service_workers,cache_storage',
    });
    await devtools.detach();
    await page.setViewportSize(viewport);
    if (token) await page.addInitScript((value) => localStorage.setItem('token', value), token);
    return page;
  }

  async closeTab(page: Page): Promise<void> {
    const profile = this.open.get(page);
    if (!profile) return;
    this.open.delete(page);
    await page.close();
    this.idle.push(profile);
  }

  async closeTabs(): Promise<void> {
    await Promise.all([...this.open.keys()].map((page) => this.closeTab(page)));
  }

  /** Closes every profile's browser; the profiles stay on disk for the next file. */
  async close(): Promise<void> {
    await Promise.all(this.launched.map(async (profile) => (await profile).close()));
  }

  private launch(): Promise<BrowserContext> {
    const folder = path.join(inject('profilesFolder'), `profile-${this.launched.length}`);
    const profile = launchProfile(folder, { baseURL: baseUrl(), viewport: DESKTOP });
    this.launched.push(profile);
    return profile;
  }
}

/** The test file's tabs, their browsers closed after its tests. */
export function useTabs(): Tabs {
  const tabs = new Tabs();
  afterAll(() => tabs.close());
  return tabs;
}
