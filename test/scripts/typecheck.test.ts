import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm test` must refuse a type error before it runs a single test: vite strips types, so
// without `tsc --noEmit` a wrong type builds, runs and passes.
const ROOT = path.resolve(import.meta.dirname, '../..');
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const dir = mkdtempSync(path.join(ROOT, '.tmp/typecheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A strict tsconfig of the project's own kind that also includes one file with a type error. */
function brokenConfig(): string {
  writeFileSync(path.join(dir, 'wrong.ts'), "export const n: number = 'not a number';\n");
  const config = path.join(dir, 'tsconfig.json');
  writeFileSync(config, JSON.stringify({ extends: '../../tsconfig.json', include: ['../../.wxt/wxt.d.ts', 'wrong.ts'] }));
  return config;
}

describe('npm test checks types first', () => {
  it('a type error stops npm test before any test suite runs', () => {
    const r = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PRIMACHAT_TSCONFIG: brokenConfig() },
      timeout: 120_000,
    });
    const out = `${r.stdout}\n${r.stderr}`;
    expect(r.status).not.toBe(0);
    expect(out).toMatch(/wrong\.ts.*TS2322/);
    expect(out).not.toContain('== unit tests ==');
    expect(out).not.toContain('wxt build');
  }, 120_000);

  it('the project itself type-checks under the strict config npm test uses', () => {
    const r = spawnSync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);
});
