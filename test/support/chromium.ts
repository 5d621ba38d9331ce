import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { chromiumArgs } from './chromium-args.mjs';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const EXTENSION_DIR = path.join(PROJECT_ROOT, '.output/chrome-mv3');
export const CHROMIUM = process.env.PRIMACHAT_CHROMIUM ?? '/usr/lib/chromium/chromium';

/** Build the extension unless a build newer than every source file exists (or PRIMACHAT_SKIP_BUILD is set). */
export function ensureBuilt(): string {
  const manifest = path.join(EXTENSION_DIR, 'manifest.json');
  if (!process.env.PRIMACHAT_SKIP_BUILD || !existsSync(manifest)) {
    // A production build whatever runs this (vite-node and vitest set NODE_ENV, which would give a development build).
    execFileSync('npx', ['wxt', 'build'], { cwd: PROJECT_ROOT, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  }
  if (!existsSync(manifest)) throw new Error(`No built extension at ${EXTENSION_DIR}`);
  return EXTENSION_DIR;
}

export interface ExtensionSession {
  context: BrowserContext;
  extensionId: string;
  /** The side panel page (chrome-extension://ID/sidepanel.html), opened in a tab. */
  page: Page;
  worker(): Promise<Worker>;
  /** Send one background API message from the side panel page and return the answer. */
  call<T = any>(message: unknown, from?: Page): Promise<T>;
  openPanel(query?: string): Promise<Page>;
  /** Stop the service worker the way the browser does (CDP); the next message wakes a new one. */
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

/** Start Debian's Chromium headless with the built extension loaded and its side panel open. */
export async function launchExtension(options: { userDataDir?: string; headless?: boolean; extensionDir?: string; extraArgs?: string[] } = {}): Promise<ExtensionSession> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  // A private copy (see test/support/build-snapshot.ts) keeps one build for a long run.
  const extensionDir = options.extensionDir ?? ensureBuilt();
  const ownDir = !options.userDataDir;
  const userDataDir = options.userDataDir ?? mkdtempSync(path.join(tmpdir(), 'primachat-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: options.headless ?? true,
    args: [...chromiumArgs(extensionDir), ...(options.extraArgs ?? [])],
  });
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
      const cdp = await context.browser()?.newBrowserCDPSession();
      if (cdp) {
        const { targetInfos } = await cdp.send('Target.getTargets');
        for (const t of targetInfos.filter((t) => t.type === 'service_worker' && t.url.includes(extensionId))) {
          await cdp.send('Target.closeTarget', { targetId: t.targetId });
        }
        await cdp.detach();
        return;
      }
      const s = await context.newCDPSession(page);
      await s.send('ServiceWorker.enable');
      await s.send('ServiceWorker.stopAllWorkers');
      await s.detach();
    },
    async close() {
      await context.close();
      if (ownDir) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** True when the extension build exists and is newer than `file`. */
export function builtAfter(file: string): boolean {
  const manifest = path.join(EXTENSION_DIR, 'manifest.json');
  return existsSync(manifest) && statSync(manifest).mtimeMs > statSync(file).mtimeMs;
}
