import { defineConfig } from 'vitest/config';

/** Browser tests: a real server with the built web app, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default; a refetch on a busy 2-core machine can take longer.
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
    env: { TZ: 'Europe/Berlin' },
  },
});
