/**
 * Issue 8, item 5, in the built extension: a server that announces a pack of over 100 MiB
 * (`Content-Length` on the git-upload-pack answer) gets a "Large repository" progress event with
 * the size before any download progress — the service worker sees the header — and Cancel at
 * that moment leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_REPOSITORY_BYTES, LARGE_REPOSITORY_PHASE } from '../../lib/repos/large-repository';
import { startGitServer, type GitServer } from '../support/git-server';
import { launchExtension, type ExtensionSession } from '../support/chromium';

describe('an oversized repository in Chromium', () => {
  let server: GitServer;
  let s: ExtensionSession;
  let url: string;

  beforeAll(async () => {
    server = await startGitServer({ contentLength: true });
    // Random bytes do not compress: the pack is as large as the file.
    url = await server.createRepo('huge', { 'README.md': '# Huge\n', 'data/blob.bin': randomBytes(LARGE_REPOSITORY_BYTES + 8 * 1024 * 1024) });
    s = await launchExtension();
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await server?.close();
  });

  it('warns with the announced size before the download, and Cancel on the warning leaves nothing', async () => {
    // From the panel page: listen on the progress port and cancel as soon as the warning arrives.
    const { answer, events } = await s.page.evaluate(async (repoUrl) => {
      const g = globalThis as any;
      const seen: Array<{ phase: string; loaded: number; total?: number }> = [];
      const port = g.chrome.runtime.connect({ name: 'progress' });
      port.onMessage.addListener((e: { repoId: string; phase: string; loaded: number; total?: number }) => {
        if (e.repoId !== 'huge') return;
        seen.push({ phase: e.phase, loaded: e.loaded, total: e.total });
        if (e.phase === 'Large repository') void g.chrome.runtime.sendMessage({ type: 'repos/cancel', id: 'huge' });
      });
      const result = await g.chrome.runtime.sendMessage({ type: 'repos/add', id: 'huge', url: repoUrl });
      port.disconnect();
      return { answer: result, events: seen };
    }, url);

    const warning = events.findIndex((e) => e.phase === LARGE_REPOSITORY_PHASE);
    expect(warning, JSON.stringify(events)).toBeGreaterThanOrEqual(0);
    expect(events[warning]!.total).toBeGreaterThan(LARGE_REPOSITORY_BYTES);
    expect(events.slice(0, warning).map((e) => e.phase)).toEqual(['Connecting']);
    expect(answer).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect((await s.call({ type: 'repos/list' })).repos.map((r: { id: string }) => r.id)).not.toContain('huge');
    // The same id can be added again later: nothing half-present holds it.
    expect(await s.call({ type: 'repos/files', id: 'huge' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
