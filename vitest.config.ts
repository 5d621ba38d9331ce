import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Unit and integration tests: Node, in-memory fakes (fake-indexeddb) and real loopback servers.
// End-to-end tests in real Chromium have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [preact()],
  // The injection classifier's weights are inlined as a data URL (lib/untrusted/classifier/shipped.ts).
  assetsInclude: ['**/*.bin'],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'test/firefox/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
