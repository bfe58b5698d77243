import { defineConfig } from 'vitest/config';

/** Unit and integration tests; browser tests have their own config in e2e/. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  // Tests run in Vite's SSR environment, which does not read resolve.conditions: without this the
  // server tests would import packages/shared from its (possibly stale) dist/ build.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    env: { TZ: 'Europe/Berlin' },
    // Vitest's default is one worker less than the cores: a single worker on these 2-core machines.
    // Most of a test file's time is spent waiting on its database, so two workers run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'repository', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The files share nothing but module caches (no mocks, no global state): one import of the
          // server per worker instead of one per file.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One jsdom and one import of React and MUI per worker rather than per file: 140 s became 49 s. Each test
          // unmounts what it rendered (test/setup.ts) and stubs its own calls (test/stubbed-api.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace modules (vi.mock) need a module graph of their own: with a shared one, the module
          // may already have been imported unreplaced by an earlier file (scripts/test-layout.test.ts).
          name: 'web-isolated',
          include: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
