import { defineConfig } from 'vitest/config';

// End-to-end tests in real Firefox (Debian's firefox-esr, WebDriver BiDi): the built add-on from
// .output/firefox-mv3. One file at a time, like the Chromium ones.
export default defineConfig({
  test: {
    include: ['test/firefox/**/*.test.ts'],
    environment: 'node',
    // A UI state polled for is awaited up to 10 s (vitest's default is 1 s): a loaded 2-core CI
    // machine once took longer to show a scripted answer (chat.test.ts, round 15); a poll that
    // succeeds returns at once, so only a failing one waits longer.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
