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
    // Files marked describe.concurrent run two tests at a time. The machine's two cores are busy with
    // Chromium already: two files' tests took 136 s at 2, 142 s at 3, 157 s at 5 (Vitest's default)
    // and 159 s one by one, and at 5 the slowest test took 38 s of its 60 s limit (docs/decisions/0004-testing.md).
    maxConcurrency: 2,
    env: { TZ: 'Europe/Berlin' },
  },
});
