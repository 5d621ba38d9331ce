import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { handbookDir, SMALL_REPO } from '../support/repo-fixtures';
import type { GitServer } from '../support/git-server';
import { useHandbookRig } from './support/handbook-rig';
import type { ExtensionSession } from '../support/chromium';

const handbook = handbookDir();
if (!handbook) console.warn('Skipping the stopped-worker e2e: ../shared/corpora/18f-handbook is absent.');

/** The search index store's small record for `key` (read from the panel page: same origin as the worker). */
function indexMeta(page: Page, key: string): Promise<{ commit: string; savedAt: number } | undefined> {
  return page.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('primachat-search');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get(k);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result);
          };
        };
      }),
    key,
  );
}

/** Keys of LightningFS's IndexedDB store: one per stored file, plus its superblock. */
function fsKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('primachat-git');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('primachat-git_files').objectStore('primachat-git_files').getAllKeys();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result.map(String));
          };
        };
      }),
  );
}

/** Delete one repository's record from the default space's registry, leaving its storage: a remove cut off after its first step. */
function forgetRecord(page: Page, id: string): Promise<void> {
  return page.evaluate(
    (repoId) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('primachat');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          const store = tx.objectStore('kv');
          const get = store.get('primachat.space/default');
          get.onsuccess = () => {
            const rec = get.result;
            delete rec.repos[repoId];
            store.put(rec, 'primachat.space/default');
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    id,
  );
}

/** Keys of the search index store's records. */
function indexKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('primachat-search');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('meta').objectStore('meta').getAllKeys();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result.map(String));
          };
        };
      }),
  );
}

/** Connect a `progress` port from `page` (waking the worker) and collect what it posts. */
function listenToProgress(page: Page) {
  return page.evaluate(() => {
    const events: unknown[] = ((globalThis as any).__events = []);
    (globalThis as any).chrome.runtime.connect({ name: 'progress' }).onMessage.addListener((e: unknown) => events.push(e));
  });
}

describe.skipIf(!handbook)('the background after the browser stops its service worker', () => {
  let server: GitServer;
  let s: ExtensionSession;
  let url: string;
  const rig = useHandbookRig(handbook!);
  beforeAll(() => void ({ server, session: s, url } = rig));

  const search = (query: string) => s.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'handbook', arguments: { query } } });

  it('answers the first search after a restart from the stored index, without rebuilding it', async () => {
    const added = await s.call({ type: 'repos/add', id: 'handbook', url });
    expect(added.ok).toBe(true);
    const warm = await search('my laptop was stolen');
    const before = await indexMeta(s.page, 'default/handbook');
    expect(before?.commit).toBe(added.repo.head);

    await (await s.worker()).evaluate(() => ((globalThis as any).__oldWorker = true));
    await s.stopWorker();
    await listenToProgress(s.page);
    const cold = await search('my laptop was stolen');
    // A fresh worker answered (the marker set in the old one is gone) ...
    expect(await (await s.worker()).evaluate(() => (globalThis as any).__oldWorker)).toBeUndefined();
    // ... with the same answer as before, from the same stored record: not rebuilt, not re-saved,
    // and no Indexing progress was posted.
    expect(cold.error).toBeUndefined();
    expect(cold.display.sections).toEqual(warm.display.sections);
    expect(await indexMeta(s.page, 'default/handbook')).toEqual(before);
    expect(await s.page.evaluate(() => (globalThis as any).__events)).toEqual([]);
  });

  it('lists a clone cut off by a stopped worker as failed, never ready or half, and adds it again on Retry', async () => {
    const smallUrl = await server.createRepo('small', SMALL_REPO);
    server.failNext('stall');
    // The add never answers: its worker is stopped while the pack download hangs.
    void s.page.evaluate((u) => (globalThis as any).chrome.runtime.sendMessage({ type: 'repos/add', id: 'small', url: u }).catch(() => {}), smallUrl);
    await expect.poll(() => server.requests.some((r) => r.method === 'POST' && r.url === '/small.git/git-upload-pack'), { timeout: 20_000 }).toBe(true);
    expect((await s.call({ type: 'repos/list' })).repos.find((r: any) => r.id === 'small')?.status).toBe('cloning');

    await s.stopWorker();
    const listed = (await s.call({ type: 'repos/list' })).repos.find((r: any) => r.id === 'small');
    expect(listed).toMatchObject({ id: 'small', status: 'failed', head: '', files: 0, sections: 0, error: { code: 'clone_failed' } });
    expect(listed.error.message).toMatch(/interrupted.*Retry/);
    expect(listed.sizeBytes).toBe(0);
    const read = await s.call({ type: 'repos/read', id: 'small', path: 'README.md' });
    expect(read.error.code).toBe('not_found');

    const retried = await s.call({ type: 'repos/add', id: 'small', url: smallUrl });
    expect(retried).toMatchObject({ ok: true, repo: { id: 'small', files: 4, status: 'ready' } });
    expect((await s.call({ type: 'repos/read', id: 'small', path: 'docs/leave.md' })).markdown).toContain('Carry over up to 5 days.');
    // The handbook of the first test was not touched by any of this.
    expect((await s.call({ type: 'repos/list' })).repos.find((r: any) => r.id === 'handbook')).toMatchObject({ status: 'ready', files: 251 });
  });

  it('clears storage a cut-off remove left behind on the next start, and the id can be added again', async () => {
    const url = `${server.url}/small.git`;
    const baseline = await fsKeys(s.page);
    expect((await s.call({ type: 'repos/add', id: 'leftover', url })).ok).toBe(true);
    const added = (await fsKeys(s.page)).filter((k) => !baseline.includes(k));
    expect(added.length).toBeGreaterThan(0);

    // The browser stops the worker right after a remove forgot the record, before its storage went.
    await s.stopWorker();
    await forgetRecord(s.page, 'leftover');
    expect((await s.call({ type: 'repos/list' })).repos.map((r: { id: string }) => r.id)).not.toContain('leftover');
    const after = await fsKeys(s.page);
    expect(after.filter((k) => added.includes(k))).toEqual([]);
    expect(after.filter((k) => !baseline.includes(k))).toEqual([]);
    expect(await indexKeys(s.page)).not.toContain('default/leftover');

    expect(await s.call({ type: 'repos/add', id: 'leftover', url })).toMatchObject({ ok: true, repo: { id: 'leftover', status: 'ready', files: 4 } });
  });
});
