import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './accounts';
import { createPerson, tokenOf } from './api';
import { baseUrl } from './browser';

/**
 * The German of an English text, looked up through the catalogues (packages/shared/locales): the
 * browser tests name screens by the spec's English and check that the German one shows instead.
 */
const LOCALES = path.resolve(import.meta.dirname, '../../packages/shared/locales');

function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${prefix}.${key}`, into);
  return into;
}

function catalogue(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(LOCALES, language))) {
    const namespace = file.replace(/\.json$/, '');
    flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')), namespace, texts);
  }
  return texts;
}

const english = catalogue('en');
const deutsch = catalogue('de');

/** The German for `text`, where the catalogues hold it in English (the first key that does). */
export function german(text: string): string {
  for (const [key, value] of english) if (value === text) return deutsch.get(key)!;
  throw new Error(`No catalogue holds the English text '${text}'`);
}

/**
 * English texts of the catalogues that are not also German (a name such as 'Staff Portal'), of two
 * words or more: one of them on a German screen is a text that was not translated.
 */
const ENGLISH_ONLY = new Set(
  [...english]
    .filter(([key, value]) => deutsch.get(key) !== value && /\p{L}+\s+\p{L}+/u.test(value) && !value.includes('{{'))
    .map(([, value]) => value),
);

/** The English sentences a page shows, in its text and in the labels a screen reader reads (of what is shown). */
export async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const lines = document.body.innerText.split('\n').map((line) => line.trim());
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')]
      .filter((element) => element.checkVisibility())
      .flatMap((element) => ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''));
    return [...lines, ...labels];
  });
  return [...new Set(texts.filter((text) => ENGLISH_ONLY.has(text)))];
}

/** Saves `language` as the person's own, through the profile (docs/product/languages.md#choice). */
export async function chooseLanguage(token: string, language: 'en' | 'de'): Promise<void> {
  const form = new FormData();
  form.set('language', language);
  const response = await fetch(`${baseUrl()}/api/user/profile`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`choosing ${language} answered ${response.status}: ${await response.text()}`);
}

/** A SUPER_ADMIN who reads German, made once (in each test file that asks for one). */
let germanSuper: string | undefined;
export async function germanSuperAdmin(): Promise<string> {
  if (!germanSuper) {
    const person = await createPerson(await tokenOf(ACCOUNTS.superAdmin), { role_id: 0 });
    germanSuper = await tokenOf(person);
    await chooseLanguage(germanSuper, 'de');
  }
  return germanSuper;
}

/**
 * What reaches past the window's right edge, so that the page scrolls sideways (German words are
 * long): the innermost such elements, by tag and text; none on a page that fits.
 */
export function overflowingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth + 1) return [];
    // Inside a box that scrolls or clips within the window, an element does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const clips = getComputedStyle(parent).overflowX !== 'visible';
        if (clips && parent.getBoundingClientRect().right <= window.innerWidth + 1) return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(element))
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} '${(element.textContent ?? '').trim().slice(0, 40)}'`,
      )
      .concat(`page ${document.documentElement.scrollWidth} px wide`);
  });
}
