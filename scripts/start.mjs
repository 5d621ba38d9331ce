// `npm start`: install what is missing, build the extension, serve a sample handbook from a
// local git server, and open Chromium with PrimaChat loaded and the handbook added. Without a
// display it prints how to load the extension by hand and keeps the server running (Ctrl-C).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build, CHROMIUM, ensureChromium, ensurePackages, ROOT } from './setup.mjs';

ensurePackages();
ensureChromium();
build();

const server = spawn('npx', ['vite-node', 'scripts/serve-sample.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
const first = await new Promise((resolve, reject) => {
  createInterface({ input: server.stdout }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`the sample git server stopped (exit ${code})`)));
});
const { url, folder } = JSON.parse(first);
const extensionDir = path.join(ROOT, '.output/chrome-mv3');
console.log(`\nSample handbook (${path.relative(ROOT, folder) || folder}) served at ${url}`);

const stop = () => {
  server.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  console.log(`
No display here, so no browser window opens. To use PrimaChat in Chrome or Chromium:
  1. Open chrome://extensions and turn on Developer mode.
  2. Click "Load unpacked" and choose ${extensionDir}
  3. Click the PrimaChat toolbar button (or Ctrl+Shift+Y) to open the side panel.
  4. Under Repositories, add ${url} with the id "handbook".
The sample server keeps running until you press Ctrl-C.`);
} else {
  const { chromium } = await import('playwright-core');
  const profile = path.join(ROOT, '.tmp/start-profile');
  mkdirSync(profile, { recursive: true });
  const { chromiumArgs } = await import('../test/support/chromium-args.mjs');
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: false, args: chromiumArgs(extensionDir), viewport: null });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/sidepanel.html?repo=handbook`);
  const listed = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'repos/list' }));
  if (!listed.repos?.some((r) => r.id === 'handbook')) {
    console.log('Adding the sample handbook to PrimaChat…');
    const added = await page.evaluate((u) => chrome.runtime.sendMessage({ type: 'repos/add', id: 'handbook', url: u }), url);
    console.log(added.ok ? `Added: ${added.repo.files} files, ${added.repo.sections} sections.` : `Could not add it: ${added.error.message}`);
    await page.reload();
  }
  console.log('PrimaChat is open. Close the browser or press Ctrl-C to stop.');
  context.on('close', stop);
}
