/**
 * Launch Chromium on a private copy of the built extension. A benchmark runs for minutes, and a
 * rebuild of `.output/chrome-mv3` meanwhile (by `npm run build` or a test) would swap files under
 * the running browser; a snapshot keeps one build for the whole run.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, launchExtension, type ExtensionSession } from './chromium';

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

/** Start headless Chromium with the extension in `extensionDir` (a snapshot) and its side panel open in a tab. */
export function launchSnapshot(extensionDir: string): Promise<ExtensionSession> {
  return launchExtension({ extensionDir });
}

/**
 * A snapshot of the build whose manifest also grants `hosts` (host patterns), as the build is once
 * the person allowed them at the click: a permission prompt cannot be answered headless, and
 * nothing else of the build changes. Test host names reach 127.0.0.1 through
 * `--host-resolver-rules`.
 */
export async function snapshotGranting(hosts: readonly string[]): Promise<string> {
  const dir = await snapshotBuild();
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.host_permissions = [...manifest.host_permissions, ...hosts];
  writeFileSync(file, JSON.stringify(manifest));
  return dir;
}
