// `npm test`: install what is missing, check types, build the extension for Chrome and Firefox,
// run the unit/integration tests, the end-to-end tests in real Chromium and those in real Firefox,
// and close with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, buildFirefox, ensureBrowsers, ensurePackages, ROOT, typecheck } from './setup.mjs';

const started = Date.now();
ensurePackages();
ensureBrowsers();
typecheck();
build();
buildFirefox();

const reports = path.join(ROOT, '.tmp/test-reports');
mkdirSync(reports, { recursive: true });
const suites = [
  { name: 'unit', args: ['vitest', 'run'] },
  { name: 'e2e', args: ['vitest', 'run', '--config', 'vitest.e2e.config.ts'] },
  { name: 'firefox', args: ['vitest', 'run', '--config', 'vitest.firefox.config.ts'] },
];
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
for (const suite of suites) {
  const out = path.join(reports, `${suite.name}.json`);
  console.log(`\n== ${suite.name} tests ==`);
  const r = spawnSync('npx', [...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PRIMACHAT_SKIP_BUILD: '1' },
  });
  if (r.status !== 0) exitCode = 1;
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
  } else {
    exitCode = 1;
  }
}
console.log(`\nwall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
