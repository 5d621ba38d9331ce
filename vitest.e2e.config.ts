import { defineConfig } from 'vitest/config';

// End-to-end tests: the real built extension in Debian's Chromium. One file at a time: each
// launches a browser, and the machines have two cores.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
