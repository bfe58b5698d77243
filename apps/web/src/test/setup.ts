import type { ResourceLanguage } from 'i18next';
import { i18n } from '../lib/i18n';

/**
 * Every catalogue in place before any test renders, so that screens render at once in English (the
 * language of jsdom's browser) and a test may switch to German.
 */
const catalogues = import.meta.glob<ResourceLanguage>('../../../../packages/shared/locales/*/*.json', {
  eager: true,
  import: 'default',
});
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, language = '', namespace = ''] = /\/([a-z]+)\/([a-z-]+)\.json$/.exec(file) ?? [];
  i18n.addResourceBundle(language, namespace, catalogue);
}
await i18n.changeLanguage('en');
