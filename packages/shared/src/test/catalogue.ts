import { readFileSync } from 'node:fs';
import { MESSAGE_VALUES, type Namespace } from '../i18n/catalogues.js';
import type { Language } from '../i18n/languages.js';

type Catalogue = { [key: string]: string | Catalogue };

/** A catalogue as its JSON file holds it (packages/shared/locales/{language}/{namespace}.json). */
export function readCatalogue(language: Language, namespace: Namespace): Catalogue {
  return JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));
}

/** Every key of a catalogue, whole (`namespace:a.b`), with its text. */
export function catalogueEntries(language: Language, namespace: Namespace): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (node: Catalogue, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') entries.set(`${namespace}:${[...path, key].join('.')}`, value);
      else walk(value, [...path, key]);
    }
  };
  walk(readCatalogue(language, namespace), []);
  return entries;
}

/** The text of a message key in a language, its `{{placeholders}}` filled from MESSAGE_VALUES and `values`. */
export function catalogueText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [namespace = '', path = ''] = key.split(':');
  const text = catalogueEntries(language, namespace as Namespace).get(`${namespace}:${path}`);
  if (text === undefined) throw new Error(`No ${key} in the ${language} catalogue`);
  const all: Record<string, string | number> = { ...MESSAGE_VALUES, ...values };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => String(all[name] ?? placeholder));
}
