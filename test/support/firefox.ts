/**
 * Debian's Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core (no browser
 * download), with the built add-on installed as a temporary add-on. Its internal UUID is pinned
 * (`extensions.webextensions.uuids`), so its pages are `moz-extension://UUID/…`. BiDi will not
 * navigate to an add-on's page, so the add-on opens its own page on a temporary install (see
 * entrypoints/background) and the test finds that page by its `location.href`
 * (shared/design/firefox.md).
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FIREFOX_ADDON_ID } from '../../lib/platform/firefox-id';

export const FIREFOX = process.env.PRIMACHAT_FIREFOX ?? '/usr/lib/firefox-esr/firefox-esr';
export const FIREFOX_EXTENSION_DIR = path.resolve(import.meta.dirname, '../../.output/firefox-mv3');
/** The add-on's pinned internal UUID: its pages are moz-extension://FIREFOX_UUID/. */
export const FIREFOX_UUID = '6f1c4b0e-2d3a-4c5b-9e8f-7a6b5c4d3e2f';
export const FIREFOX_ORIGIN = `moz-extension://${FIREFOX_UUID}`;

/** Build the Firefox add-on unless PRIMACHAT_SKIP_BUILD is set and a build exists. */
export function ensureFirefoxBuilt(): string {
  const manifest = path.join(FIREFOX_EXTENSION_DIR, 'manifest.json');
  if (!process.env.PRIMACHAT_SKIP_BUILD || !existsSync(manifest)) {
    execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  }
  return FIREFOX_EXTENSION_DIR;
}

export interface FirefoxSession {
  browser: Browser;
  /** The add-on's own page (sidepanel.html), opened by the add-on in a tab. */
  page: Page;
  /** Send one background API message from the add-on's page. */
  call<T = any>(message: unknown): Promise<T>;
  close(): Promise<void>;
}

/** Every page's real location (puppeteer reports an add-on-opened page as about:blank). */
async function findPage(browser: Browser, prefix: string, timeoutMs = 20_000): Promise<Page> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const p of await browser.pages()) {
      const href = await p.evaluate(() => location.href).catch(() => '');
      if (href.startsWith(prefix)) return p;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No page at ${prefix} appeared within ${timeoutMs} ms`);
}

/** Start Firefox with the built add-on installed and its page open. */
export async function launchFirefox(options: { extensionDir?: string } = {}): Promise<FirefoxSession> {
  if (!existsSync(FIREFOX)) throw new Error(`Firefox not found at ${FIREFOX}: apt-get install -y firefox-esr`);
  const dir = options.extensionDir ?? ensureFirefoxBuilt();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [FIREFOX_ADDON_ID]: FIREFOX_UUID }),
      // Keep Firefox off the network: no updates, telemetry, remote settings or captive-portal checks.
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'extensions.getAddons.cache.enabled': false,
      'extensions.update.enabled': false,
      'services.settings.server': 'http://127.0.0.1:9/',
    },
  });
  try {
    await browser.installExtension(dir);
    const page = await findPage(browser, `${FIREFOX_ORIGIN}/sidepanel.html`);
    return {
      browser,
      page,
      call: (message) => page.evaluate((m) => (globalThis as any).browser.runtime.sendMessage(m), message as any),
      close: () => browser.close(),
    };
  } catch (err) {
    await browser.close().catch(() => {});
    throw err;
  }
}
