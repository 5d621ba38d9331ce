import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SMALL_REPO } from '../support/repo-fixtures';
import { runGit, startGitServer, type GitServer } from '../support/git-server';
import { launchExtension, type ExtensionSession } from '../support/chromium';

// Thirty pages of filler, so that a sync that downloads the whole tree again shows in the bytes stored.
const FILLER = Object.fromEntries(
  Array.from({ length: 30 }, (_, i) => [`pages/page-${i}.md`, `# Page ${i}\n\n${Array.from({ length: 200 }, (_, j) => `word${(i * 7919 + j * 104729) % 100003}`).join(' ')}\n`]),
);

const REPO = {
  ...SMALL_REPO,
  ...FILLER,
  'docs/parking.md': '# Parking\n\nPermits are issued by the quokkadesk on the ground floor.\n',
  'docs/lunch.md': '# Lunch\n\nThe canteen opens at noon.\n',
};

/** Keys in one object store of an IndexedDB database, read from the panel page (same origin as the worker). */
function idbKeys(page: Page, db: string, store: string): Promise<string[]> {
  return page.evaluate(
    ([name, st]) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction(st!).objectStore(st!).getAllKeys();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result.map(String));
          };
        };
      }),
    [db, store],
  );
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

describe('repositories in Chromium: sync, remove, and errors in plain words', () => {
  let server: GitServer;
  let web: Server;
  let webUrl: string;
  let s: ExtensionSession;
  let url: string;

  beforeAll(async () => {
    server = await startGitServer();
    url = await server.createRepo('docs', REPO);
    // An ordinary web server: answers HTML to everything, speaks no git.
    web = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><h1>Welcome</h1>'));
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}/team/handbook.git`;
    s = await launchExtension();
  });
  afterAll(async () => {
    await s?.close();
    await server?.close();
    web?.closeAllConnections();
    await new Promise((r) => web?.close(r));
  });

  const search = async (query: string) => {
    const r = await s.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'docs', arguments: { query } } });
    return (r.display?.sections ?? []) as Array<{ file: string; snippet: string }>;
  };

  it('syncs one upstream commit: exactly the changed file is reported, and search follows the new text', async () => {
    const added = await s.call({ type: 'repos/add', id: 'docs', url });
    expect(added).toMatchObject({ ok: true, repo: { files: 36 } });
    const sizeOf = async () => (await s.call({ type: 'repos/list' })).repos.find((r: { id: string }) => r.id === 'docs').sizeBytes as number;
    const sizeBefore = await sizeOf();
    expect((await search('quokkadesk')).map((x) => x.file)).toEqual(['docs/parking.md']);

    const commit = await server.commit('docs', { write: { 'docs/parking.md': '# Parking\n\nPermits are now issued by the wombatoffice online.\n' } });
    const synced = await s.call({ type: 'repos/sync', id: 'docs' });
    expect(synced).toMatchObject({ ok: true, repo: { head: commit, files: 36 }, changed: { added: [], modified: ['docs/parking.md'], removed: [] } });
    // Only the changed objects came down: the stored bytes grew by far less than a second copy of the tree.
    expect((await sizeOf()) - sizeBefore).toBeLessThan(sizeBefore / 10);
    expect(await search('quokkadesk')).toEqual([]);
    expect((await search('wombatoffice')).map((x) => x.file)).toEqual(['docs/parking.md']);
    // A second sync with nothing new upstream changes nothing.
    expect((await s.call({ type: 'repos/sync', id: 'docs' })).changed).toEqual({ added: [], modified: [], removed: [] });
  });

  it('syncs a commit dated before the copy it follows (a clock gone wrong, history rewritten)', async () => {
    // Sync asks only for commits newer than its own; a commit dated earlier must still arrive.
    const work = await mkdtemp(path.join(tmpdir(), 'primachat-e2e-'));
    try {
      await runGit(['clone', '-q', path.join(server.root, 'docs.git'), 'w'], work);
      await writeFile(path.join(work, 'w/docs/lunch.md'), '# Lunch\n\nThe canteen now opens at the numbatbell.\n');
      const old = { GIT_AUTHOR_DATE: '2020-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2020-01-01T00:00:00Z' };
      await runGit(['commit', '-q', '-am', 'backdated'], path.join(work, 'w'), old);
      await runGit(['push', '-q', 'origin', 'HEAD'], path.join(work, 'w'));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    const synced = await s.call({ type: 'repos/sync', id: 'docs' });
    expect(synced).toMatchObject({ ok: true, changed: { added: [], modified: ['docs/lunch.md'], removed: [] } });
    expect((await search('numbatbell')).map((x) => x.file)).toEqual(['docs/lunch.md']);
  });

  it('removes a repository: unlisted, its objects and index gone from IndexedDB, and it can be added again', async () => {
    const fsKeys = () => idbKeys(s.page, 'primachat-git', 'primachat-git_files');
    const withDocs = await fsKeys();
    const other = await s.call({ type: 'repos/add', id: 'other', url });
    expect(other.ok).toBe(true);
    const withOther = await fsKeys();
    expect(withOther.length).toBeGreaterThan(withDocs.length);
    expect(await idbKeys(s.page, 'primachat-search', 'indexes')).toContain('default/other');

    expect(await s.call({ type: 'repos/remove', id: 'other' })).toEqual({ ok: true });
    expect((await s.call({ type: 'repos/list' })).repos.map((r: { id: string }) => r.id)).toEqual(['docs']);
    expect((await fsKeys()).sort()).toEqual([...withDocs].sort());
    expect(await idbKeys(s.page, 'primachat-search', 'indexes')).not.toContain('default/other');
    expect(await idbKeys(s.page, 'primachat-search', 'meta')).not.toContain('default/other');
    const gone = await s.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'other', arguments: { query: 'parking' } } });
    expect(gone.error.code).toBe('no_repository');

    const again = await s.call({ type: 'repos/add', id: 'other', url });
    expect(again).toMatchObject({ ok: true, repo: { id: 'other', files: 36, status: 'ready' } });
  });

  const addError = async (id: string, repoUrl: string, auth?: { username?: string; token: string }) => {
    const r = await s.call({ type: 'repos/add', id, url: repoUrl, ...(auth ? { auth } : {}) });
    expect(r.ok).toBe(false);
    // Plain words: a sentence that says what happened, no stack or class names.
    expect(r.error.message).toMatch(/^\S.{20,}\.$/s);
    expect(r.error.message).not.toMatch(/Error:|\bat \w+ \(|undefined|\[object/);
    return r.error as { code: string; message: string };
  };

  it('reports a URL that answers 404 as not_found', async () => {
    const e = await addError('missing', `${server.url}/nothing-here.git`);
    expect(e.code).toBe('not_found');
    expect(e.message).toMatch(/no git repository/i);
  });

  it('reports a closed port as a clone that could not reach the server', async () => {
    const e = await addError('refused', `http://127.0.0.1:${await closedPort()}/handbook.git`);
    expect(e.code).toBe('clone_failed');
    expect(e.message).toMatch(/could not reach/i);
  });

  it('reports a web page that is not a git server as not a git repository', async () => {
    const e = await addError('webpage', webUrl);
    expect(e.code).toBe('clone_failed');
    expect(e.message).toMatch(/not a git repository/i);
  });

  it('reports wrong or missing credentials as auth_failed and never keeps the repository half', async () => {
    const privateUrl = await server.createRepo('private', REPO);
    server.setAuth('private', { username: 'ada', token: 'right-token' });
    expect((await addError('private', privateUrl, { username: 'ada', token: 'wrong-token' })).code).toBe('auth_failed');
    expect((await addError('private', privateUrl)).code).toBe('auth_failed');
    const listed = (await s.call({ type: 'repos/list' })).repos.find((r: { id: string }) => r.id === 'private');
    expect(listed).toMatchObject({ status: 'failed', files: 0, error: { code: 'auth_failed' } });
    expect(await s.call({ type: 'repos/add', id: 'private', url: privateUrl, auth: { username: 'ada', token: 'right-token' } })).toMatchObject({ ok: true, repo: { status: 'ready', files: 36 } });
  });

  it('answers permission_denied for an origin the person has not allowed, without touching the network', async () => {
    const e = await addError('elsewhere', 'http://example.invalid/team/handbook.git');
    expect(e.code).toBe('permission_denied');
    expect(e.message).toMatch(/allow/i);
    expect((await s.call({ type: 'repos/list' })).repos.map((r: { id: string }) => r.id)).not.toContain('elsewhere');
  });
});
