// `npm run test:firefox`: the Firefox end-to-end tests alone (installs firefox-esr when absent,
// builds .output/firefox-mv3/ first).
import { spawnSync } from 'node:child_process';
import { buildFirefox, ensureFirefox, ensurePackages, ROOT } from './setup.mjs';

ensurePackages();
ensureFirefox();
buildFirefox();
const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.firefox.config.ts'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PRIMACHAT_SKIP_BUILD: '1' } });
process.exit(r.status ?? 1);
