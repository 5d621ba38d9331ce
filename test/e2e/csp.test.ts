/**
 * The Content Security Policy as Chromium enforces it on the built extension: the pages run with
 * no violation under `default-src 'none'`, a model server on the local network over plain http
 * is reachable (the whole Settings path: host permission, Origin rule, key rule), and nothing a
 * page is made to load from elsewhere (image, stylesheet, font, media, frame, script) is fetched.
 *
 * `ollama.lan` is a LAN host for the extension (not loopback, not in the manifest's
 * host_permissions, not in 06a3829's connect-src) that Chromium resolves to 127.0.0.1
 * (--host-resolver-rules), so the test still talks only to this machine.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotGranting } from '../support/build-snapshot';
import { launchExtension, type ExtensionSession } from '../support/chromium';
import { parsePolicy, remoteLoadSources } from '../support/csp';
import { startGitServer, type GitServer } from '../support/git-server';
import { startScriptedProvider, type ScriptedProvider } from '../support/scripted-provider';
import { startHitRecorder, type HitRecorder } from './support/hit-recorder';
import { waitUntil } from './support/chat-rig';

const LAN_HOST = 'ollama.lan';
const API_KEY = 'sk-lan-key-7';

/** Record CSP violations of `page` from its first script on: the DOM event and Chromium's console report. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleReports.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = ((globalThis as any).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  return async () => [...consoleReports, ...(await page.evaluate(() => (globalThis as any).__cspViolations ?? ['(no listener)']))];
}

describe('the CSP in real Chromium', () => {
  let session: ExtensionSession;
  let extensionDir: string;
  let hits: HitRecorder;
  let ollama: ScriptedProvider;
  let git: GitServer;
  let lanOrigin: string;

  beforeAll(async () => {
    [hits, ollama, git] = await Promise.all([
      startHitRecorder(),
      // Like Ollama: any Origin header is refused with 403; and a key is required.
      startScriptedProvider({ requireOriginAbsentOrIn: [], apiKey: API_KEY }),
      startGitServer(),
    ]);
    lanOrigin = `http://${LAN_HOST}:${new URL(ollama.url).port}`;
    // The build with the LAN host granted, as it is once the person allowed it at Save.
    extensionDir = await snapshotGranting([`http://${LAN_HOST}/*`]);
    session = await launchExtension({ extensionDir, extraArgs: [`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`] });
    const url = await git.createRepo('handbook', { 'README.md': '# Handbook\n\n## Leave\n\n### Carry-over\n\nFive days.\n' });
    const added = await session.call({ type: 'repos/add', id: 'handbook', url });
    if (!added.ok) throw new Error(`repos/add failed: ${JSON.stringify(added)}`);
  });
  afterAll(async () => {
    await Promise.allSettled([session?.close(), hits?.close(), ollama?.close(), git?.close()]);
    if (extensionDir) rmSync(extensionDir, { recursive: true, force: true });
  });

  it('Chromium loaded the policy: default-src \'none\' and no remote load source', async () => {
    const manifest = await session.page.evaluate(() => (globalThis as any).chrome.runtime.getManifest());
    const policy = parsePolicy(manifest.content_security_policy?.extension_pages ?? '');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(remoteLoadSources(policy)).toEqual([]);
  });

  it('the side panel renders every screen with zero CSP violations', async () => {
    const panel = await session.context.newPage();
    const violations = await recordViolations(panel);
    await panel.goto(`chrome-extension://${session.extensionId}/sidepanel.html?repo=handbook`);
    await panel.getByRole('textbox', { name: 'Message' }).waitFor();
    for (const name of ['Repositories', 'Settings', 'Chat']) {
      await panel.getByRole('tab', { name }).click();
      await panel.waitForTimeout(200);
    }
    // The Reader's outline indents headings through a style object (CSSOM, no inline style needed).
    await panel.getByRole('tab', { name: 'Reader' }).click();
    await panel.getByRole('button', { name: 'README.md', exact: true }).click();
    await panel.getByRole('article', { name: 'README.md' }).waitFor();
    expect(await panel.evaluate(() => [...document.querySelectorAll<HTMLElement>('[style]')].map((e) => e.style.paddingLeft).filter(Boolean))).not.toEqual([]);
    expect(await panel.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe(''); // the stylesheet applied
    expect(await violations()).toEqual([]);
    await panel.close();
  });

  it('the offscreen document and its indexing worker start with zero CSP violations', async () => {
    // The document the background opens for indexing, loaded in a tab to watch it (same page, same policy).
    const page = await session.context.newPage();
    const violations = await recordViolations(page);
    const worker = page.waitForEvent('worker', { timeout: 15_000 });
    await page.goto(`chrome-extension://${session.extensionId}/offscreen.html`);
    expect((await worker).url()).toMatch(/\/assets\/index-worker-[\w-]+\.js$/);
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('a model server on the local network over plain http works from Settings and Chat: its origin granted, no Origin header, key only in the header', async () => {
    const saved = await session.call({ type: 'settings/set', settings: { provider: { kind: 'openai-compatible', baseUrl: `${lanOrigin}/v1`, model: 'llama3', apiKey: API_KEY } } });
    expect(saved.ok).toBe(true);
    const panel = await session.context.newPage();
    const violations = await recordViolations(panel);
    await panel.goto(`chrome-extension://${session.extensionId}/sidepanel.html`);
    await panel.getByRole('tab', { name: 'Settings' }).click();
    await expect.poll(() => panel.getByRole('textbox', { name: 'Base URL' }).inputValue()).toBe(`${lanOrigin}/v1`);
    await panel.getByRole('button', { name: 'Test connection' }).click();
    await waitUntil(async () => (await panel.getByRole('status').count()) + (await panel.getByRole('alert').count()) > 0, 'Test connection to answer');
    expect(await panel.getByRole('alert').count() ? await panel.getByRole('alert').textContent() : null).toBeNull();
    expect(await panel.getByRole('status').textContent()).toMatch(/^Connected\. 2 models offered\./);
    const models = ollama.requests.filter((r) => r.path === '/v1/models');
    expect(models.map((r) => [r.status, r.headers.host, r.headers.origin ?? null, r.headers.authorization])).toEqual([[200, `${LAN_HOST}:${new URL(ollama.url).port}`, null, `Bearer ${API_KEY}`]]);
    // A chat is a POST, which carries Origin whatever the host permission: Ollama's 403 unless removed.
    ollama.script([{ content: 'Hello from the home server.' }]);
    await panel.getByRole('tab', { name: 'Chat' }).click();
    await panel.getByRole('textbox', { name: 'Message' }).fill('Hello?');
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => panel.getByRole('log', { name: 'Conversation' }).getByText('Hello from the home server.').count()).toBe(1);
    const chats = ollama.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chats.map((r) => [r.status, r.headers.origin ?? null, r.headers.authorization])).toEqual([[200, null, `Bearer ${API_KEY}`]]);
    expect([...models, ...chats].some((r) => r.path.includes(API_KEY) || JSON.stringify(r.body ?? '').includes(API_KEY))).toBe(false);
    expect(await violations()).toEqual([]);
    await panel.close();
  });

  // Not here: <link rel=prefetch>, which Chromium lets through under connect-src (the providers'
  // https:/http:). Only markup can ask for one, and the panel renders no raw HTML
  // (lib/markdown/render.ts; test/markdown/render.test.tsx).
  it('an answer’s remote image (or stylesheet, font, media, frame, script, object) put into the panel causes 0 requests', async () => {
    const panel = await session.context.newPage();
    const violations = await recordViolations(panel);
    await panel.goto(`chrome-extension://${session.extensionId}/sidepanel.html`);
    await panel.getByRole('textbox', { name: 'Message' }).waitFor();
    await panel.evaluate(({ loop, lan }) => {
      const html = [loop, lan].map((o, i) => `
        <img src="${o}/img-${i}?q=SECRET"><img srcset="${o}/srcset-${i} 1x">
        <link rel="stylesheet" href="${o}/css-${i}"><link rel="preload" as="image" href="${o}/preload-${i}">
        <style>@font-face { font-family: x${i}; src: url(${o}/font-${i}); } .x${i} { font-family: x${i}; background: url(${o}/bg-${i}); }</style>
        <p class="x${i}" style="background-image: url(${o}/inline-bg-${i})">text</p>
        <video src="${o}/video-${i}" autoplay></video><audio src="${o}/audio-${i}" autoplay></audio>
        <iframe src="${o}/frame-${i}"></iframe><object data="${o}/object-${i}"></object><embed src="${o}/embed-${i}">`).join('');
      const box = document.createElement('div');
      box.innerHTML = html;
      document.body.append(box);
      const script = document.createElement('script');
      script.src = `${loop}/script`;
      document.body.append(script);
      const img = new Image();
      img.src = `${lan}/new-image`;
    }, { loop: hits.origin, lan: `http://${LAN_HOST}:${hits.port}` });
    await panel.waitForTimeout(1500);
    expect(hits.hits).toEqual([]);
    expect((await violations()).length).toBeGreaterThan(0); // refused by the policy, not merely unrendered
    await panel.close();
  });
});
