import { cleanup } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import { throwWrongAnswers } from './stubbed-api';

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

// Every screen is unmounted after its test, which also stops its transitions' timers: one that fired after the
// test environment was gone failed a run with "window is not defined".
afterEach(() => cleanup());
// A stub that answers otherwise than the API table's schemas say (test/stubbed-api.ts `reply`, `refuse`) fails its test.
afterEach(() => throwWrongAnswers());
