/**
 * Launch Chromium on a private copy of the built extension. A benchmark runs for minutes, and a
 * rebuild of `.output/chrome-mv3` meanwhile (by `npm run build` or a test) would swap files under
 * the running browser; a snapshot keeps one build for the whole run.
 * (Same session shape as test/support/chromium.ts `launchExtension`, which always loads `.output`.)
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureBuilt, type ExtensionSession } from '../../test/support/chromium';
import { chromiumArgs } from '../../test/support/chromium-args.mjs';

/** Copy the build to a temporary folder once it is complete (its manifest, panel page and panel script exist). */
export async function snapshotBuild(): Promise<string> {
  const src = ensureBuilt();
  for (let attempt = 0; attempt < 60; attempt++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'primachat-build-'));
    try {
      cpSync(src, dir, { recursive: true });
      const html = readFileSync(path.join(dir, 'sidepanel.html'), 'utf8');
      const script = /src="\/?([^"]+\.js)"/.exec(html)?.[1];
      if (existsSync(path.join(dir, 'manifest.json')) && existsSync(path.join(dir, 'background.js')) && script && existsSync(path.join(dir, script))) return dir;
    } catch {
      // A build was being written: try again shortly.
    }
    rmSync(dir, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`No complete build at ${src}: run npx wxt build.`);
}

/** Start headless Chromium with the extension in `extensionDir` and its side panel open in a tab. */
export async function launchSnapshot(extensionDir: string): Promise<ExtensionSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'primachat-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: chromiumArgs(extensionDir) });
  const worker = async () => context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL((await worker()).url()).host;
  const openPanel = async (query = '') => {
    const p = await context.newPage();
    await p.goto(`chrome-extension://${extensionId}/sidepanel.html${query}`);
    return p;
  };
  const page = await openPanel();
  return {
    context,
    extensionId,
    page,
    worker,
    openPanel,
    call: (message, from = page) => from.evaluate((m) => (globalThis as any).chrome.runtime.sendMessage(m), message as any),
    async stopWorker() {
      const cdp = await context.browser()!.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      for (const t of targetInfos.filter((t) => t.type === 'service_worker' && t.url.includes(extensionId))) await cdp.send('Target.closeTarget', { targetId: t.targetId });
      await cdp.detach();
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
