import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { availableParallelism } from 'node:os';

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
    // One fork per core. Vitest's default in run mode is one fewer than the cores, which on the
    // 2-core CI machine is a single fork: the unit files ran one after another (CI of 391e281:
    // 519 s for this suite, of a 824 s `npm test`). With two forks the same suite took 344 s on the
    // same machine, every test passing. The main process only collects results meanwhile.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
