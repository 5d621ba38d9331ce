import { defineConfig } from 'vitest/config';

// End-to-end tests in real Firefox (Debian's firefox-esr, WebDriver BiDi): the built add-on from
// .output/firefox-mv3. One file at a time, like the Chromium ones.
export default defineConfig({
  test: {
    include: ['test/firefox/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
