import { defineConfig } from 'vitest/config';

/**
 * The slow fault tests of docs/decisions/0015-faults-and-shared-limits.md (npm run test:faults, not part of npm test): they start the built
 * server as real processes, one file at a time so that their timings do not disturb each other.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    env: { TZ: 'Europe/Berlin' },
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
    globalSetup: ['./global-setup.ts'],
  },
});
