import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import i18next, { type Resource, type ResourceLanguage, type TFunction } from 'i18next';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  isMessageKey,
  LANGUAGES,
  MESSAGE_VALUES,
  NAMESPACES,
  negotiateLanguage,
  type Language,
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

/** Texts in one language: `translatorFor('de')('errors:not_found')`. */
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

/** `request.language`: a signed-in person's choice, else `Accept-Language`, else the portal's default. */
export function registerLanguages(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return (
        this.user?.language ?? negotiateLanguage(acceptedLanguages(this.headers['accept-language'])) ?? DEFAULT_LANGUAGE
      );
    },
  });
}

/** The texts of `request`'s answer. */
export function translatorOf(request: FastifyRequest): Translate {
  return translatorFor(request.language);
}
