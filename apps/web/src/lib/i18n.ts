import i18next, { type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isMessageKey,
  LANGUAGES,
  MESSAGE_VALUES,
  negotiateLanguage,
  type Language,
  type Namespace,
} from '@portal/shared';

const CATALOGUES = '../../../../packages/shared/locales';
/** One chunk per language and namespace: a screen loads only its own (docs/decisions/0019-languages.md). */
const catalogues = import.meta.glob<ResourceLanguage>('../../../../packages/shared/locales/*/*.json', {
  import: 'default',
});

/** The language chosen on a page before sign-in (the switch on the login page), kept in this browser. */
const CHOSEN_LANGUAGE_KEY = 'portal.language';

/**
 * The namespaces every screen needs: the shell, buttons and states (`common`), the shared schemas'
 * messages (`validation`) and the error messages.
 */
export const BASE_NAMESPACES: Namespace[] = ['common', 'validation', 'errors'];

export const i18n = i18next.createInstance();

/** Settles once the first language's catalogues are in: namespaces asked for before then load with it. */
const initialized = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = catalogues[`${CATALOGUES}/${language}/${namespace}.json`];
      if (!load) return Promise.reject(new Error(`No catalogue ${language}/${namespace}`));
      return load();
    }),
  )
  .init({
    lng: browserLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: BASE_NAMESPACES,
    defaultNS: 'common',
    returnNull: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false, defaultVariables: MESSAGE_VALUES },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The language shown now (while i18next starts, the one it starts in). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : browserLanguage();
}

/**
 * Without a person's own choice: the one made on this browser before sign-in, else the browser's
 * languages (docs/product/languages.md).
 */
export function browserLanguage(): Language {
  const chosen = localStorage.getItem(CHOSEN_LANGUAGE_KEY);
  if (isLanguage(chosen)) return chosen;
  return negotiateLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

/** Shows the portal in `language`, or in the browser's when the person has not chosen (null). */
export function showLanguage(language: Language | null): Promise<unknown> {
  return i18n.changeLanguage(language ?? browserLanguage());
}

/** The switch on the pages before sign-in: remembered in this browser. */
export function chooseLanguageBeforeSignIn(language: Language): Promise<unknown> {
  localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  return i18n.changeLanguage(language);
}

/** Loads a screen's namespaces with its chunk, so that it renders in one go. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<unknown> {
  // Asked before i18next has its language, i18next would load nothing and the screen would suspend.
  return initialized.then(() => i18n.loadNamespaces([...namespaces]));
}

/**
 * A message that may be a catalogue key (a shared schema's message, `validation:email_required`) in
 * the language shown now; any other text (the server's answer, already translated) as it is.
 */
export function translateMessage(text: string): string {
  return isMessageKey(text) ? i18n.t(text) : text;
}
