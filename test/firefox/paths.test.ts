/**
 * The same end-to-end paths as in Chromium, in real Firefox (Debian's firefox-esr over WebDriver
 * BiDi): the manifest through the contract, the 18F handbook added from the loopback git server,
 * search and read, a chat turn against the scripted provider with citations (the key set by the
 * browser's network rules, never seen by the page), engrave refused without approval and
 * committed with it, and a web page that cannot reach the background.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIREFOX_EXTENSION_DIR, FIREFOX_ORIGIN, launchFirefox, type FirefoxSession } from '../support/firefox';
import { startGitServer, type GitServer } from '../support/git-server';
import { handbookDir } from '../support/repo-fixtures';
import { startScriptedProvider, type ScriptedProvider } from '../support/scripted-provider';
import { FIREFOX_ADDON_ID } from '../../lib/platform/firefox-id';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { generateHandbook } from '../../bench/support/generate-handbook';
import { corpusSections, readCorpus } from '../search/quality-eval';
import { ensureAnalyserFor, setDictionaryReader } from '../../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../support/kuromoji-dict';

const handbook = handbookDir();
if (!handbook) console.warn('Skipping the Firefox end-to-end paths: ../shared/corpora/18f-handbook is absent.');
const API_KEY = 'sk-firefox-test-7';

let ff: FirefoxSession;
let git: GitServer;
let provider: ScriptedProvider;

beforeAll(async () => {
  if (!handbook) return;
  [git, provider, ff] = await Promise.all([startGitServer(), startScriptedProvider({ apiKey: API_KEY }), launchFirefox()]);
});
afterAll(async () => {
  await Promise.allSettled([ff?.close(), git?.close(), provider?.close()]);
});

/** Wait for `check` in the add-on's page. */
async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!handbook)('PrimaChat in Firefox', () => {
  it('the build is a Firefox MV3 add-on with a sidebar of the same page, and its page runs at the pinned moz-extension origin', async () => {
    const manifest = JSON.parse(readFileSync(path.join(FIREFOX_EXTENSION_DIR, 'manifest.json'), 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.sidebar_action.default_panel).toBe('sidepanel.html');
    expect(manifest.browser_specific_settings.gecko.id).toBe(FIREFOX_ADDON_ID);
    expect(manifest.background.scripts).toEqual(['background.js']);
    expect(manifest.permissions).not.toContain('offscreen');
    expect(manifest.externally_connectable).toBeUndefined();
    expect(manifest.content_scripts).toBeUndefined();
    expect(await ff.page.evaluate(() => location.origin)).toBe(FIREFOX_ORIGIN);
  });

  it('answers the manifest through the contract: exactly the three tools', async () => {
    const { tools } = await ff.call({ type: 'tools/manifest' });
    expect(tools.map((t: any) => t.function.name)).toEqual(['stone_search', 'stone_read', 'stone_engrave']);
    expect(tools.every((t: any) => t.function.parameters.additionalProperties === false)).toBe(true);
  });

  it('adds the 18F handbook from the loopback git server, then searches and reads it', async () => {
    const url = await git.importFolder('handbook', handbook!);
    const added = await ff.call({ type: 'repos/add', id: 'handbook', url });
    expect(added, JSON.stringify(added)).toMatchObject({ ok: true, repo: { id: "handbook", status: "ready" } });
    expect(added.repo.sections).toBeGreaterThan(1000);
    const found = await ff.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'handbook', arguments: { query: 'my laptop was stolen' } } });
    expect(found.error).toBeUndefined();
    const hit = found.display.sections.find((s: { file: string }) => /equipment/.test(s.file));
    expect(hit).toBeTruthy();
    expect(found.content).toMatch(/<untrusted-data id="[A-Za-z0-9]{16,}">/);
    const read = await ff.call({ type: 'tools/execute', body: { name: 'stone_read', repoId: 'handbook', arguments: { path: hit.file, heading: hit.heading } } });
    expect(read.error).toBeUndefined();
    expect(read.display).toMatchObject({ kind: 'read', file: hit.file, heading: hit.heading, line: hit.line });
  });

  it('a chat turn against the scripted provider: search, a cited answer, the key only in the header', async () => {
    expect(await ff.call({ type: 'settings/set', settings: { provider: { kind: 'openai-compatible', baseUrl: provider.url, model: 'scripted', apiKey: API_KEY } } })).toMatchObject({ ok: true });
    const shown = await ff.call({ type: 'settings/get' });
    expect(JSON.stringify(shown)).not.toContain(API_KEY);
    provider.script([
      { toolCalls: [{ name: 'stone_search', arguments: { query: 'lost or stolen laptop' } }] },
      { content: 'Report it to the IT team at once (equipment.md § Lost or stolen equipment).' },
    ]);
    await ff.page.evaluate(() => (location.href = `${location.origin}/sidepanel.html?repo=handbook`));
    await until(() => ff.page.evaluate(() => (document.querySelector('select[aria-label="Repository"]') as HTMLSelectElement | null)?.value ?? ''), (v) => v === 'handbook', 'the panel to choose the repository');
    await ff.page.evaluate(() => {
      const box = document.getElementById('message') as HTMLTextAreaElement;
      box.value = 'What do I do if my laptop is stolen?';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await ff.page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Send' || b.getAttribute('aria-label') === 'Send')!.click());
    // The answer is there (the search's tool line shows § labels of its own before it).
    await until(() => ff.page.evaluate(() => document.querySelector('.msg.assistant:last-of-type')?.textContent ?? ''), (v) => v.includes('Report it to the IT team'), 'the answer');
    const cited = await ff.page.evaluate(() => [...document.querySelectorAll('.msg.assistant button.citation')].map((e) => e.textContent ?? ''));
    expect(cited).toContain('equipment.md § Lost or stolen equipment');
    const chats = provider.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(chats).toHaveLength(2);
    for (const r of chats) {
      expect(r.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(JSON.stringify(r.body)).not.toContain(API_KEY);
    }
    const tool = (chats[1]!.body as { messages: Array<{ role: string; content: string }> }).messages.find((m) => m.role === 'tool')!;
    expect(tool.content).toMatch(/<untrusted-data id="[A-Za-z0-9]{16,}">/);
    expect(Object.keys(tool)).toEqual(expect.arrayContaining(['role', 'content', 'tool_call_id']));
  });

  it('engrave: refused without the person’s approval, committed with the previewed digest, and pushed', async () => {
    const { id } = await ff.call({ type: 'conversations/create', repoId: 'handbook' });
    await ff.call({ type: 'conversations/append', id, messages: [{ role: 'user', content: 'Who approves travel?' }, { role: 'assistant', content: 'Your supervisor (travel.md § Approval).' }] });
    const exec = (extra: Record<string, unknown>) => ff.call({ type: 'tools/execute', body: { name: 'stone_engrave', repoId: 'handbook', conversationId: id, arguments: { title: 'Travel approval' }, ...extra } });
    const preview = await exec({});
    expect(preview.error.code).toBe('approval_required');
    expect(preview.display).toMatchObject({ kind: 'approval', digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await exec({ confirm: true })).toMatchObject({ error: { code: 'approval_stale' } });
    const headBefore = (await git.git('handbook', ['rev-parse', 'main'])).trim();
    const done = await exec({ confirm: true, approval: preview.display.digest });
    expect(done.display).toMatchObject({ kind: 'engraved', path: preview.display.path });
    expect(await ff.call({ type: 'repos/push', id: 'handbook' })).toMatchObject({ ok: true });
    const changed = (await git.git('handbook', ['diff', '--name-status', headBefore, 'main'])).trim();
    expect(changed).toBe(`A\t${preview.display.path}`);
  });

  it('a web page cannot reach the background: no runtime API, and a forged message is not answered', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_q, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>web</title><p>hello</p>'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const web = await ff.browser.newPage();
    try {
      await web.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
      const reach = await web.evaluate(async (addonId) => {
        const g = globalThis as any;
        const api = g.browser?.runtime ?? g.chrome?.runtime;
        if (!api?.sendMessage) return 'no runtime API';
        try {
          return JSON.stringify(await api.sendMessage(addonId, { type: 'repos/list' }));
        } catch (err) {
          return `refused: ${String(err)}`;
        }
      }, FIREFOX_ADDON_ID);
      expect(reach === 'no runtime API' || reach.startsWith('refused')).toBe(true);
      // The add-on's own page still is answered.
      expect(await ff.call({ type: 'repos/list' })).toMatchObject({ ok: true });
    } finally {
      await web.close();
      server.close();
    }
  });

  it('storage is persistent: Firefox will not evict the repositories under storage pressure', async () => {
    expect(await ff.page.evaluate(() => navigator.storage.persisted())).toBe(true);
  });

  it('a repository large enough for the indexing helper is indexed (the event page’s Worker) exactly as one thread does', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'ff-helper-'));
    try {
      await generateHandbook(work, { files: 600, totalBytes: 8_000_000, seed: 7 });
      await writeFile(path.join(work, 'README.md'), '# Generated handbook\n\nStart here.\n');
      const url = await git.importFolder('generated', work);
      await git.git('generated', ['gc', '--quiet']);
      const added = await ff.call({ type: 'repos/add', id: 'generated', url });
      expect(added.ok, JSON.stringify(added.error)).toBe(true);
      // The handbook holds Japanese, which the add-on analyses with its dictionary: so does the reference.
      setDictionaryReader(nodeDictionaryReader);
      await ensureAnalyserFor(['日本語']);
      const alone = buildIndex(corpusSections(readCorpus(work)));
      expect(added.repo.sections).toBe(alone.sections.size);
      for (const query of ['leave policy', 'security incident report', '休暇']) {
        const expected = (await searchIndex(alone, query, 6)).map((h) => h.id);
        const got = await ff.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'generated', arguments: { query } } });
        expect(got.display.sections.map((x: { file: string; line: number }) => `${x.file}#${x.line}`), query).toEqual(expected);
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
