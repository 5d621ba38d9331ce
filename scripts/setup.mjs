// Installs what `npm start` and `npm test` need on a fresh machine: npm packages from the
// lockfile, and Debian's chromium when it is absent. Node built-ins only: node_modules may not
// exist yet when this runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CHROMIUM = process.env.PRIMACHAT_CHROMIUM ?? '/usr/lib/chromium/chromium';

function run(cmd, args, opts = {}) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
}

function packagesCurrent() {
  const installed = path.join(ROOT, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return false;
  // npm writes node_modules/.package-lock.json on every install; compare the dependency sets.
  const want = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')).packages ?? {};
  const have = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
  return Object.entries(want).every(([k, v]) => k === '' || v.optional || (have[k] && have[k].version === v.version));
}

export function ensurePackages() {
  if (packagesCurrent()) return;
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

export const FIREFOX = process.env.PRIMACHAT_FIREFOX ?? '/usr/lib/firefox-esr/firefox-esr';

/**
 * Install the Debian packages whose binary is missing, in one apt run (as root): `chromium` for
 * the extension and its Chromium tests, `firefox-esr` for the Firefox tests.
 */
function ensureDebian(wanted) {
  const missing = wanted.filter((w) => !existsSync(w.binary));
  if (missing.length === 0) return;
  const names = missing.map((w) => w.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing: ${missing.map((w) => w.binary).join(', ')}. Install Debian's packages as root:\n  apt-get update && apt-get install -y ${names.join(' ')}`);
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', ...names], { env });
  for (const w of missing) if (!existsSync(w.binary)) throw new Error(`apt installed ${w.pkg}, but ${w.binary} is still missing`);
}

const CHROMIUM_PKG = { pkg: 'chromium', binary: CHROMIUM };
const FIREFOX_PKG = { pkg: 'firefox-esr', binary: FIREFOX };

export const ensureChromium = () => ensureDebian([CHROMIUM_PKG]);
export const ensureFirefox = () => ensureDebian([FIREFOX_PKG]);
/** Both browsers, for `npm test`. */
export const ensureBrowsers = () => ensureDebian([CHROMIUM_PKG, FIREFOX_PKG]);

/**
 * `tsc --noEmit` with the project's strict tsconfig: vite strips types without checking them,
 * so without this a type error would build and test green. It throws (and `npm test` stops
 * before any test runs) on the first failing check.
 */
export function typecheck() {
  // tsconfig.json extends WXT's generated one; `npm ci` makes it (postinstall), a bare checkout may not have it.
  if (!existsSync(path.join(ROOT, '.wxt/tsconfig.json'))) run('npx', ['wxt', 'prepare']);
  run('npx', ['tsc', '--noEmit', '-p', process.env.PRIMACHAT_TSCONFIG ?? 'tsconfig.json']);
}

export function build() {
  run('npx', ['wxt', 'build']);
}

/** The Firefox build of the same sources, into .output/firefox-mv3/. */
export function buildFirefox() {
  run('npx', ['wxt', 'build', '-b', 'firefox']);
}

export function gitAvailable() {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function mtime(p) {
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}
