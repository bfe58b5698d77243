import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import i18next, { type Resource, type ResourceLanguage, type TFunction } from 'i18next';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  isLanguage,
  isMessageKey,
  LANGUAGES,
  MESSAGE_VALUES,
  NAMESPACES,
  negotiateLanguage,
  type IsoDate,
  type Language,
  type ReportTexts,
} from '@portal/shared';

export type Translate = TFunction;

/** The values a message may name besides MESSAGE_VALUES: counts, names, dates. */
export type MessageValues = Record<string, string | number>;

const localesDir = path.dirname(
  createRequire(import.meta.url).resolve(`@portal/shared/locales/${DEFAULT_LANGUAGE}/common.json`),
);

function readCatalogues(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const catalogues: ResourceLanguage = {};
    for (const namespace of NAMESPACES) {
      const file = path.join(localesDir, '..', language, `${namespace}.json`);
      catalogues[namespace] = JSON.parse(fs.readFileSync(file, 'utf8')) as ResourceLanguage;
    }
    resources[language] = catalogues;
  }
  return resources;
}

/** Every catalogue, read once at start: the server answers in any language at any time. */
const translations = i18next.createInstance();
void translations.init({
  resources: readCatalogues(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: MESSAGE_VALUES },
});

/** Texts in one language: `translatorFor('de')('errors:user_not_found')`. */
export function translatorFor(language: Language): Translate {
  return translations.getFixedT(language);
}

/** `text` in `language` when it is a message key; as it is otherwise (a text the caller sent, a name). */
export function translateMessage(language: Language, text: string, values?: MessageValues): string {
  return isMessageKey(text) ? translatorFor(language)(text, values) : text;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer (docs/product/languages.md): the caller's own, or their browser's. */
    readonly language: Language;
  }
}

/**
 * `request.language`: a signed-in person's choice, else `Accept-Language`, else the portal's default
 * (DEFAULT_LANGUAGE).
 */
export function registerLanguages(app: FastifyInstance): void {
  const fallback = app.deps.config.defaultLanguage;
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return this.user?.language ?? negotiateLanguage(acceptedLanguages(this.headers['accept-language'])) ?? fallback;
    },
  });
}

/**
 * The language of what goes to a person outside a request of theirs (e-mails, calendar feeds): their
 * choice (users.language), else the portal's default.
 */
export function languageOf(chosen: string | null | undefined, fallback: Language): Language {
  return isLanguage(chosen) ? chosen : fallback;
}

/**
 * How each language writes dates and numbers inside texts: English keeps the spec's forms
 * (2026-12-07, 1.5, 2026-12), which its tests and readers know; German writes them as Germans do,
 * through Intl (07.12.2026, 1,5, Dez. 2026).
 */
const INTL_LOCALES: Record<Language, string | null> = { en: null, de: 'de-DE' };

/** A date (YYYY-MM-DD) inside a text in `language`. */
export function formatDate(language: Language, date: IsoDate): string {
  const locale = INTL_LOCALES[language];
  if (!locale) return date;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A month (1–12) of a year inside a text in `language`. */
export function formatMonth(language: Language, year: number, month: number): string {
  const locale = INTL_LOCALES[language];
  if (!locale) return `${year}-${String(month).padStart(2, '0')}`;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A number with `digits` decimals inside a text in `language`. */
export function formatDecimal(language: Language, value: number, digits: number): string {
  const locale = INTL_LOCALES[language];
  if (!locale) return value.toFixed(digits);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/**
 * How each language writes a month and a day in running prose (docs/product/closing.md#statements: a PDF statement is
 * read, not computed with): "November 2026", "3 November 2026"; "November 2026", "3. November 2026".
 */
const PROSE_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A month (1–12) of a year in prose in `language`. */
export function formatLongMonth(language: Language, year: number, month: number): string {
  return new Intl.DateTimeFormat(PROSE_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The day of `moment` on the clocks of `timeZone`, in prose in `language`. */
export function formatLongDay(language: Language, moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(PROSE_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(moment);
}

/** The words, dates and numbers of a download (CSV, XLSX) in `language`. */
export function reportTextsFor(language: Language): ReportTexts {
  const say = translatorFor(language);
  return {
    say: (key, values) => say(key, values),
    date: (date) => formatDate(language, date),
    month: (year, month) => formatMonth(language, year, month),
    decimal: (value, digits) => formatDecimal(language, value, digits),
  };
}

/** The texts of `request`'s answer. */
export function translatorOf(request: FastifyRequest): Translate {
  return translatorFor(request.language);
}
