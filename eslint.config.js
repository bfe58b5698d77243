import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Features do not import each other (style.md): one rule per feature folder, built from the tree. `sharedHome` says
 * where what two features share goes instead.
 */
function featureBoundaries(featuresDir, sharedHome) {
  if (!fs.existsSync(featuresDir)) return [];
  const features = fs
    .readdirSync(featuresDir)
    .filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());
  return features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}/**`, `../${other}/**`, `../${other}`],
              message: `Features do not import each other: move what ${feature} and ${other} share to ${sharedHome}.`,
            })),
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/screenshots/**',
      'coverage/**',
      'apps/server/drizzle/**',
      'bench/.builds/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through platform/config.ts (style.md).' },
      ],
    },
  },
  {
    // The entry points and test tooling are where the environment is read.
    files: [
      'apps/server/src/main.ts',
      'apps/server/src/seed-demo.ts',
      'apps/server/src/backup.ts',
      'apps/server/src/test/**',
      'e2e/**',
      'scripts/**',
      'bench/**',
      'faults/**',
      '*.config.{js,ts}',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every text a person reads goes through the catalogues (docs/decisions/0019-languages.md): a word
    // written straight into JSX, or into a prop that people read, is an error.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'aria-label',
              'aria-description',
              'placeholder',
              'alt',
              'helperText',
              'tooltip',
            ],
          },
          // Calls whose string arguments are names and options, not text.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'register',
              'watch',
              'setValue',
              'getValues',
              'resetField',
              'trigger',
              'weekdayName',
              'monthName',
              'formatDate',
              'formatMoment',
              'formatNumber',
              'includes',
              'startsWith',
              'endsWith',
            ],
          },
          // Proper names and symbols that read the same in every language.
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·–—…×%]+', 'Staff Portal', 'Google'] },
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/server', '@portal/web', '**/apps/**'], message: 'packages/shared imports no app.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries(
    'apps/server/src/features',
    'domain/<topic>/ (rules and loaders) or platform/ (infrastructure): docs/ARCHITECTURE.md#server-layers',
  ),
  ...featureBoundaries('apps/web/src/features', 'components/ or lib/'),
  {
    // The server's layers (docs/ARCHITECTURE.md#server-layers): features → domain → platform, never back. platform/ is
    // what any web service has and knows no domain; its tests may check what a migration does to a domain rule.
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/**', '**/features/**'],
              message:
                'platform/ is infrastructure and imports no domain/ or features/ code: if it needs a domain rule, it is domain code itself (docs/ARCHITECTURE.md#server-layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**'],
              message:
                'domain/ holds the rules features share and imports no feature: move what it needs here (docs/ARCHITECTURE.md#server-layers).',
            },
          ],
        },
      ],
    },
  },
);
