/**
 * Threat row "The browser stops the service worker mid-clone or mid-commit" (security.md): a
 * repository is either fully there or absent and retryable; a commit is written whole or not at
 * all. The browser stops the service worker at the worst moment (CDP `Target.closeTarget`, as
 * Chromium does to an idle or misbehaving worker): during a clone (its pack on the way, or just
 * moved into place), during a sync, right after an engrave commit, during a push. After the restart the repository must be in one complete state (the
 * listed head is the head the git store reads), no dangling ref or half-written commit reaches
 * the server, the index matches the head, and the operation can be retried.
 *
 * "Worst moment" is made deterministic by watching, from the panel page (same origin), the
 * IndexedDB record that holds the branch ref: the worker is stopped the moment the ref's new
 * value is written, before anything that follows it (LightningFS's superblock save, the index,
 * the registry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import git from 'isomorphic-git';
import http from 'isomorphic-git/http/node';
import { newLightningFs, SMALL_REPO } from '../support/repo-fixtures';
import { createGitStore } from '../../lib/repos/git-store';
import { repoDir } from '../../lib/repos/paths';
import { startGitServer, type GitServer } from '../support/git-server';
import { launchExtension, type ExtensionSession } from '../support/chromium';

/**
 * In the page: resolve when the IndexedDB record of `/primachat/spaces/default/repos/ID/REF`
 * (found through LightningFS's stored superblock) holds a value other than the one it held when
 * called. Polls every few ms; gives up after `ms`.
 */
function watchRef(page: Page, id: string, ref = 'refs/heads/main', ms = 20_000): Promise<{ before: string; after: string }> {
  return page.evaluate(
    ({ id, ref, ms }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('primachat-git');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = (key: IDBValidKey) =>
            new Promise<any>((res, rej) => {
              const r = db.transaction('primachat-git_files').objectStore('primachat-git_files').get(key);
              r.onsuccess = () => res(r.result);
              r.onerror = () => rej(r.error);
            });
          const text = (v: any) => (v === undefined ? '' : typeof v === 'string' ? v : new TextDecoder().decode(v));
          (async () => {
            let node: Map<any, any> = (await get('!root')).get('/');
            for (const part of `primachat/spaces/default/repos/${id}/${ref}`.split('/')) node = node.get(part);
            const ino = node.get(0).ino;
            const before = text(await get(ino));
            const until = Date.now() + ms;
            for (;;) {
              const now = text(await get(ino));
              if (now !== before) return { before: before.trim(), after: now.trim() };
              if (Date.now() > until) throw new Error(`${ref} never changed`);
              await new Promise((r) => setTimeout(r, 2));
            }
          })().then(
            (v) => {
              db.close();
              resolve(v);
            },
            (e) => {
              db.close();
              reject(e);
            },
          );
        };
      }),
    { id, ref, ms },
  );
}

/**
 * In the page: resolve once LightningFS's stored superblock holds `/primachat/spaces/default/repos/ID/REF`
 * (with `present: false`, once it no longer does), i.e. a clone has been renamed into place and
 * flushed (before the registry marks it ready), or its storage has been removed.
 */
function watchStored(page: Page, id: string, ref = 'refs/heads/main', ms = 20_000, present = true): Promise<void> {
  return page.evaluate(
    ({ id, ref, ms, present }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('primachat-git');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const root = () =>
            new Promise<any>((res, rej) => {
              const r = db.transaction('primachat-git_files').objectStore('primachat-git_files').get('!root');
              r.onsuccess = () => res(r.result);
              r.onerror = () => rej(r.error);
            });
          (async () => {
            const until = Date.now() + ms;
            for (;;) {
              let node: Map<any, any> | undefined = (await root())?.get('/');
              for (const part of `primachat/spaces/default/repos/${id}/${ref}`.split('/').filter(Boolean)) node = node?.get(part);
              if (Boolean(node) === present) return;
              if (Date.now() > until) throw new Error(present ? `${id} was never stored` : `${id} is still stored`);
              await new Promise((r) => setTimeout(r, 2));
            }
          })().then(
            () => (db.close(), resolve()),
            (e) => (db.close(), reject(e)),
          );
        };
      }),
    { id, ref, ms, present },
  );
}

/** Send a message from the page without waiting for (or failing on) its answer: its worker will be stopped. */
const fire = (page: Page, message: unknown) =>
  page.evaluate((m) => void (globalThis as any).chrome.runtime.sendMessage(m).catch(() => {}), message as any);

describe('threat: the browser stops the service worker mid-clone or mid-commit (a real worker stop in Chromium)', () => {
  let server: GitServer;
  let s: ExtensionSession;

  beforeAll(async () => {
    server = await startGitServer();
    s = await launchExtension();
  });
  afterAll(async () => {
    await s?.close();
    await server?.close();
  });

  const search = (repoId: string, query: string) => s.call({ type: 'tools/execute', body: { name: 'stone_search', repoId, arguments: { query } } });
  const listed = async (id: string) => (await s.call({ type: 'repos/list' })).repos.find((r: { id: string }) => r.id === id);
  const files = async (id: string): Promise<string[]> => (await s.call({ type: 'repos/files', id })).files?.map((f: { path: string }) => f.path) ?? [];
  const serverFiles = async (name: string) => (await server.git(name, ['ls-tree', '-r', '--name-only', 'HEAD'])).trim().split('\n').sort();

  const expectNoBrokenObjects = async (name: string) => {
    const lines = (await server.git(name, ['fsck', '--strict'])).split('\n').filter(Boolean);
    expect(lines.filter((l) => !l.startsWith('dangling '))).toEqual([]);
  };

  /** The listed record agrees with what the git store reads: file count, and the head's files. */
  async function expectConsistent(id: string) {
    const repo = await listed(id);
    expect(repo.status).toBe('ready');
    const paths = await files(id);
    expect(paths.length).toBe(repo.files);
    return { repo, paths };
  }

  async function conversationFor(repoId: string, question: string) {
    const { id } = await s.call({ type: 'conversations/create', repoId });
    await s.call({ type: 'conversations/append', id, messages: [{ role: 'user', content: question }, { role: 'assistant', content: `About ${question}: see README.md § Handbook` }] });
    return id as string;
  }

  /** A clone cut off: listed failed (never ready, never half), nothing readable or searchable; an add again gives the whole repository. */
  async function expectAbsentThenRetried(id: string, url: string, files = 4) {
    expect(await listed(id)).toMatchObject({ id, status: 'failed', head: '', files: 0, sections: 0, error: { code: 'clone_failed' } });
    expect(await s.call({ type: 'repos/read', id, path: 'docs/leave.md' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await search(id, 'carry over leave')).toMatchObject({ error: { code: 'no_repository' } });
    // Absent means its storage too: no folder of it is left in LightningFS's store.
    await watchStored(s.page, id, '', 10_000, false);
    expect(await s.call({ type: 'repos/add', id, url })).toMatchObject({ ok: true, repo: { id, status: 'ready', files } });
    await expectConsistent(id);
    const hits = await search(id, 'carry over leave');
    expect(hits.display.sections.map((x: { file: string }) => x.file)).toContain('docs/leave.md');
  }

  it('a clone stopped while its pack is on the way: the repository is absent (failed, not ready), and an add again brings all of it', async () => {
    const url = await server.createRepo('clone-pack', SMALL_REPO);
    server.failNext('stall');
    await fire(s.page, { type: 'repos/add', id: 'clone-pack', url });
    await expect.poll(() => server.requests.some((r) => r.method === 'POST' && r.url === '/clone-pack.git/git-upload-pack'), { timeout: 20_000, interval: 5 }).toBe(true);
    expect((await listed('clone-pack'))?.status).toBe('cloning');
    await s.stopWorker();
    await expectAbsentThenRetried('clone-pack', url);
  });

  it('a clone stopped the moment it was moved into place, before it was indexed and listed ready: absent and retryable', async () => {
    // Enough files that indexing (after the move, before the registry says ready) outlasts the stop.
    const many = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`notes/n${i}.md`, `# Note ${i}\n\n${'Words about the archive and its shelves. '.repeat(40)}\n`]));
    const url = await server.createRepo('clone-placed', { ...SMALL_REPO, ...many });
    const stored = watchStored(s.page, 'clone-placed');
    await fire(s.page, { type: 'repos/add', id: 'clone-placed', url });
    await stored;
    await s.stopWorker();
    await expectAbsentThenRetried('clone-placed', url, 1504);
  });

  it('a sync stopped the moment the branch moved: one complete head, the new file searchable, the next sync succeeds', async () => {
    const url = await server.createRepo('syncing', SMALL_REPO);
    expect((await s.call({ type: 'repos/add', id: 'syncing', url })).ok).toBe(true);
    const upstream = await server.commit('syncing', { write: { 'docs/zeppelin.md': '# Zeppelin\n\nThe zeppelin hangar opens at nine.\n' } });

    const watch = watchRef(s.page, 'syncing');
    await fire(s.page, { type: 'repos/sync', id: 'syncing' });
    const moved = await watch;
    await s.stopWorker();
    expect(moved.after).toBe(upstream);

    const { repo, paths } = await expectConsistent('syncing');
    // Either state is complete: the old head without the file, or the new head with it.
    expect(paths.includes('docs/zeppelin.md')).toBe(repo.head === upstream);
    const again = await s.call({ type: 'repos/sync', id: 'syncing' });
    expect(again).toMatchObject({ ok: true, repo: { head: upstream, files: 5 } });
    expect(await files('syncing')).toContain('docs/zeppelin.md');
    const hits = await search('syncing', 'zeppelin hangar');
    expect(hits.display.sections.map((x: { file: string }) => x.file)).toContain('docs/zeppelin.md');
  });

  it('a sync stopped the moment the fetch moved the remote-tracking ref: still at the old head, the next sync brings the commit', async () => {
    const url = await server.createRepo('fetching', SMALL_REPO);
    expect((await s.call({ type: 'repos/add', id: 'fetching', url })).ok).toBe(true);
    const upstream = await server.commit('fetching', { write: { 'docs/okapi.md': '# Okapi\n\nThe okapi enclosure is behind the library.\n' } });

    const watch = watchRef(s.page, 'fetching', 'refs/remotes/origin/main');
    await fire(s.page, { type: 'repos/sync', id: 'fetching' });
    expect((await watch).after).toBe(upstream);
    await s.stopWorker();

    const { repo, paths } = await expectConsistent('fetching');
    expect(paths.includes('docs/okapi.md')).toBe(repo.head === upstream);
    expect(await s.call({ type: 'repos/sync', id: 'fetching' })).toMatchObject({ ok: true, repo: { head: upstream, files: 5 } });
    const hits = await search('fetching', 'okapi enclosure');
    expect(hits.display.sections.map((x: { file: string }) => x.file)).toContain('docs/okapi.md');
  });

  it('an engrave stopped right after its commit moved the branch: head, files and index agree; a retry and a push give a clean server', async () => {
    const url = await server.createRepo('engraving', SMALL_REPO);
    expect((await s.call({ type: 'repos/add', id: 'engraving', url })).ok).toBe(true);
    const conversationId = await conversationFor('engraving', 'quokka husbandry');
    const body = { name: 'stone_engrave', repoId: 'engraving', arguments: { title: 'Quokka husbandry' }, conversationId };
    const preview = await s.call({ type: 'tools/execute', body });
    expect(preview.error.code).toBe('approval_required');

    const watch = watchRef(s.page, 'engraving');
    await fire(s.page, { type: 'tools/execute', body: { ...body, confirm: true, approval: preview.display.digest } });
    const moved = await watch;
    await s.stopWorker();

    const { repo, paths } = await expectConsistent('engraving');
    const kept = paths.includes(preview.display.path);
    expect(repo.head === moved.after).toBe(kept);
    // The index matches whichever head is listed: the note is found exactly when it is there.
    const found = (await search('engraving', 'quokka husbandry')).display?.sections?.some((x: { file: string }) => x.file.startsWith('engraved/')) ?? false;
    expect(found).toBe(kept);

    // The person is shown the note again (its path is taken if the commit was kept) and approves.
    const again = await s.call({ type: 'tools/execute', body });
    expect(again.error.code).toBe('approval_required');
    const retried = await s.call({ type: 'tools/execute', body: { ...body, confirm: true, approval: again.display.digest } });
    expect(retried.error).toBeUndefined();
    expect(retried.display.kind).toBe('engraved');
    const after = await expectConsistent('engraving');
    expect(after.repo.head).toBe(retried.display.commit);
    const pushed = await s.call({ type: 'repos/push', id: 'engraving' });
    expect(pushed).toEqual({ ok: true, commit: retried.display.commit });
    expect(await server.git('engraving', ['fsck', '--strict'])).toBe('');
    expect(await serverFiles('engraving')).toEqual(after.paths.sort());
  });

  it('a push stopped while the pack is on its way: the server keeps a clean history, a retry pushes the commit', async () => {
    const url = await server.createRepo('pushing', SMALL_REPO);
    expect((await s.call({ type: 'repos/add', id: 'pushing', url })).ok).toBe(true);
    const before = await serverFiles('pushing');
    const conversationId = await conversationFor('pushing', 'wombat burrows');
    const engraveBody = { name: 'stone_engrave', repoId: 'pushing', arguments: {}, conversationId };
    const preview = await s.call({ type: 'tools/execute', body: engraveBody });
    const engraved = await s.call({ type: 'tools/execute', body: { ...engraveBody, confirm: true, approval: preview.display.digest } });
    expect(engraved.display.kind).toBe('engraved');

    const seen = server.requests.length;
    await fire(s.page, { type: 'repos/push', id: 'pushing' });
    await expect.poll(() => server.requests.slice(seen).some((r) => r.method === 'POST' && r.url === '/pushing.git/git-receive-pack'), { timeout: 15_000, interval: 5 }).toBe(true);
    await s.stopWorker();

    // The server may still be finishing the request the stopped worker sent: wait until its HEAD stays put.
    let serverHead = '';
    for (let seen = ''; ; seen = serverHead) {
      serverHead = (await server.git('pushing', ['rev-parse', 'HEAD'])).trim();
      if (serverHead === seen) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // fsck exits non-zero on a missing or broken object; a cut push may leave objects nothing names (dangling), as git does.
    await expectNoBrokenObjects('pushing');
    const onServer = (await server.git('pushing', ['ls-tree', '-r', '--name-only', serverHead])).trim().split('\n').sort();
    // All or nothing on the server: the old tree, or the old tree plus the note.
    expect(onServer).toEqual(serverHead === engraved.display.commit ? [...before, engraved.display.path].sort() : before);

    const { repo } = await expectConsistent('pushing');
    expect(repo.head).toBe(engraved.display.commit);
    expect(await s.call({ type: 'repos/push', id: 'pushing' })).toEqual({ ok: true, commit: engraved.display.commit });
    await expectNoBrokenObjects('pushing');
    expect((await server.git('pushing', ['rev-parse', 'HEAD'])).trim()).toBe(engraved.display.commit);
    expect(await serverFiles('pushing')).toEqual([...before, engraved.display.path].sort());
  });
});

/**
 * The one moment the Chromium tests above cannot pick: a sync whose fetch finished (objects and
 * the remote-tracking ref stored) but whose worker stopped before the branch moved. Made
 * exactly in Node: the fetch is run by hand on the stored repository, then a fresh git store
 * (a new worker) syncs.
 */
describe('a sync cut off after its fetch completed, before the branch moved (Node)', () => {
  let server: GitServer;
  beforeAll(async () => void (server = await startGitServer()));
  afterAll(async () => server?.close());

  it('the next sync fast-forwards to the fetched commit instead of answering "no change"', async () => {
    const url = await server.createRepo('cut', SMALL_REPO);
    const { fs } = newLightningFs('cut');
    const dir = repoDir('default', 'cut');
    const first = createGitStore({ fs: fs as never });
    const { head: old } = await first.clone({ dir, url });
    const upstream = await server.commit('cut', { write: { 'docs/ibex.md': '# Ibex\n\nThe ibex climbs.\n' } });
    // What the stopped worker's sync had done: fetched, remote-tracking ref moved, all flushed.
    await git.fetch({ fs, http, gitdir: dir, url, ref: 'main', remoteRef: 'main', singleBranch: true, tags: false, since: new Date(Date.UTC(2020, 0, 1)) });
    await fs.promises.flush();
    expect(await git.resolveRef({ fs, gitdir: dir, ref: 'refs/remotes/origin/main' })).toBe(upstream);
    expect(await git.resolveRef({ fs, gitdir: dir, ref: 'HEAD' })).toBe(old);

    const restarted = createGitStore({ fs: fs as never });
    expect(await restarted.sync({ dir })).toEqual({ head: upstream, changed: { added: ['docs/ibex.md'], modified: [], removed: [] } });
    expect((await restarted.readFile(dir, 'docs/ibex.md')).text).toContain('ibex climbs');
    // Engraved commits not pushed are still kept apart: one on top, the remote unchanged → no change.
    const { commit } = await restarted.commitFile({ dir, path: 'engraved/n.md', content: '# N\n', message: 'Engrave: n', author: { name: 'A', email: 'a@example.test' } });
    expect(await restarted.sync({ dir })).toEqual({ head: commit, changed: { added: [], modified: [], removed: [] } });
  });
});
