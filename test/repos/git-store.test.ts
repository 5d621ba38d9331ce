import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { newLightningFs, SMALL_REPO } from '../support/repo-fixtures';
import { startGitServer, type GitServer } from '../support/git-server';
import { createGitStore } from '../../lib/repos/git-store';
import { repoDir } from '../../lib/repos/paths';

let server: GitServer;
let n = 0;
beforeAll(async () => void (server = await startGitServer()));
afterAll(async () => server.close());

async function setup(files: Record<string, string> = SMALL_REPO, branch?: string) {
  const name = `repo${n++}`;
  const url = await server.createRepo(name, files, { branch });
  const { fs, name: dbName } = newLightningFs();
  const store = createGitStore({ fs, now: () => Date.UTC(2025, 0, 2) });
  return { name, url, fs, dbName, store, dir: repoDir('default', name) };
}

const author = { name: 'PrimaChat', email: 'primachat@example.test' };

describe('git store', () => {
  it('clones the remote default branch shallowly and lists and reads its files at HEAD', async () => {
    const { name, url, store, dir } = await setup(SMALL_REPO, 'trunk');
    const { head, ref } = await store.clone({ dir, url });
    expect(ref).toBe('trunk');
    expect(head).toBe((await server.git(name, ['rev-parse', 'trunk'])).trim());
    expect((await store.listFiles(dir)).map((f) => f.path)).toEqual(Object.keys(SMALL_REPO).sort());
    expect(await store.readFile(dir, 'docs/leave.md')).toMatchObject({ text: SMALL_REPO['docs/leave.md'], mode: '100644' });
    expect((await store.readFile(dir, 'docs/../README.md')).text).toBe(SMALL_REPO['README.md']);
  });

  it('clones a named branch and only that branch', async () => {
    const { name, url, store, dir } = await setup();
    await server.git(name, ['branch', 'other', 'main']);
    await server.commit(name, { write: { 'only-on-main.md': 'x' } });
    const r = await store.clone({ dir, url, ref: 'other' });
    expect(r.ref).toBe('other');
    expect((await store.listFiles(dir)).map((f) => f.path)).not.toContain('only-on-main.md');
  });

  it('answers not_found for a branch the remote does not have, and keeps nothing', async () => {
    const { url, store, dir } = await setup();
    await expect(store.clone({ dir, url, ref: 'no-such-branch' })).rejects.toMatchObject({ code: 'not_found' });
    expect(await store.has(dir)).toBe(false);
  });

  it('a repository of one space is not reachable through the same id in another space', async () => {
    const { name, url, store } = await setup();
    await store.clone({ dir: repoDir('work', name), url });
    expect(await store.has(repoDir('personal', name))).toBe(false);
    await expect(store.readFile(repoDir('personal', name), 'README.md')).rejects.toMatchObject({ code: 'not_found' });
    await store.remove(repoDir('personal', name));
    expect(await store.has(repoDir('work', name))).toBe(true);
  });

  it('refuses a ref that climbs through the git directory, and a tag, with bad_request', async () => {
    const { name, url, store, dir } = await setup();
    await expect(store.clone({ dir, url, ref: '../../../spaces/other/repos/x/HEAD' })).rejects.toMatchObject({ code: 'bad_request' });
    await server.git(name, ['tag', 'v1', 'main']);
    await expect(store.clone({ dir, url, ref: 'v1' })).rejects.toMatchObject({ code: expect.stringMatching(/bad_request|not_found/) });
    expect(await store.has(dir)).toBe(false);
  });

  it('reports progress while cloning', async () => {
    const { url, store, dir } = await setup();
    const phases = new Set<string>();
    await store.clone({ dir, url, onProgress: (p) => phases.add(p.phase) });
    expect(phases.size).toBeGreaterThan(0);
  });

  it('syncs: fast-forwards and reports added, modified and removed paths', async () => {
    const { name, url, store, dir } = await setup();
    await store.clone({ dir, url });
    const none = await store.sync({ dir });
    expect(none.changed).toEqual({ added: [], modified: [], removed: [] });
    const sha = await server.commit(name, { write: { 'docs/new.md': '# New\n', 'README.md': '# Changed\n' }, remove: ['team/people.md'] });
    const r = await store.sync({ dir });
    expect(r.head).toBe(sha);
    expect(r.changed).toEqual({ added: ['docs/new.md'], modified: ['README.md'], removed: ['team/people.md'] });
    expect((await store.readFile(dir, 'README.md')).text).toBe('# Changed\n');
    await expect(store.readFile(dir, 'team/people.md')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('removes a repository: its folder and every stored byte in IndexedDB are gone', async () => {
    const { url, fs, dbName, store, dir } = await setup();
    const before = await countIdbKeys(dbName);
    await store.clone({ dir, url });
    expect(await store.sizeBytes(dir)).toBeGreaterThan(0);
    expect(await countIdbKeys(dbName)).toBeGreaterThan(before + 3);
    await store.remove(dir);
    expect(await store.has(dir)).toBe(false);
    expect(await store.sizeBytes(dir)).toBe(0);
    await fs.promises.flush();
    expect(await countIdbKeys(dbName)).toBeLessThanOrEqual(before + 1); // the superblock only
    await expect(store.listFiles(dir)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('commits exactly one new file and pushes it; native git on the server sees every other file unchanged', async () => {
    const { name, url, store, dir } = await setup();
    await store.clone({ dir, url });
    const parent = (await server.git(name, ['rev-parse', 'main'])).trim();
    const { commit } = await store.commitFile({ dir, path: 'engraved/2025-01-02-leave.md', content: '# Leave\n\nDistilled.\n', message: 'Engrave: leave', author });
    expect((await store.readFile(dir, 'engraved/2025-01-02-leave.md')).text).toBe('# Leave\n\nDistilled.\n');
    const pushed = await store.push({ dir });
    expect(pushed.commit).toBe(commit);
    expect((await server.git(name, ['rev-parse', 'main'])).trim()).toBe(commit);
    expect((await server.git(name, ['rev-parse', `${commit}^`])).trim()).toBe(parent);
    expect((await server.git(name, ['diff-tree', '-r', '--name-status', parent, commit])).trim()).toBe('A\tengraved/2025-01-02-leave.md');
    expect(await server.git(name, ['show', `${commit}:engraved/2025-01-02-leave.md`])).toBe('# Leave\n\nDistilled.\n');
    await server.git(name, ['fsck', '--strict']);
    // After the push the local copy is in step with the remote again: a sync changes nothing.
    expect(await store.sync({ dir })).toEqual({ head: commit, changed: { added: [], modified: [], removed: [] } });
  });

  it('refuses to engrave over an existing file or outside the repository', async () => {
    const { url, store, dir } = await setup();
    await store.clone({ dir, url });
    await expect(store.commitFile({ dir, path: 'README.md', content: 'x', message: 'm', author })).rejects.toMatchObject({ code: 'exists' });
    await expect(store.commitFile({ dir, path: '../x.md', content: 'x', message: 'm', author })).rejects.toMatchObject({ code: 'path_escape' });
    await expect(store.commitFile({ dir, path: '.git/hooks/x', content: 'x', message: 'm', author })).rejects.toMatchObject({ code: 'path_escape' });
  });

  it('reports a rejected (non-fast-forward) push as push_rejected and keeps the local commit', async () => {
    const { name, url, store, dir } = await setup();
    await store.clone({ dir, url });
    const upstream = await server.commit(name, { write: { 'upstream.md': 'meanwhile' } });
    const { commit } = await store.commitFile({ dir, path: 'engraved/a.md', content: '# A\n', message: 'Engrave', author });
    await expect(store.push({ dir })).rejects.toMatchObject({ code: 'push_rejected' });
    expect((await server.git(name, ['rev-parse', 'main'])).trim()).toBe(upstream);
    expect((await store.readFile(dir, 'engraved/a.md')).text).toBe('# A\n');
    expect((await store.listFiles(dir)).length).toBe(Object.keys(SMALL_REPO).length + 1);
    // A sync now would drop the engraved commit, so it is refused.
    await expect(store.sync({ dir })).rejects.toMatchObject({ code: 'sync_failed' });
    expect((await store.readFile(dir, 'engraved/a.md')).text).toBe('# A\n');
    void commit;
  });

  it('leaves out submodule entries when listing files', async () => {
    const { name, url, store, dir } = await setup();
    const head = (await server.git(name, ['rev-parse', 'main'])).trim();
    // Add a gitlink (mode 160000) with plumbing, as a repository with a submodule has.
    const idx = `${server.root}/${name}.index`;
    const env = { GIT_INDEX_FILE: idx };
    const { runGit } = await import('../support/git-server');
    await runGit(['read-tree', head], `${server.root}/${name}.git`, env);
    await runGit(['update-index', '--add', '--cacheinfo', `160000,${head},vendor/sub`], `${server.root}/${name}.git`, env);
    const tree = (await runGit(['write-tree'], `${server.root}/${name}.git`, env)).trim();
    const c = (await runGit(['commit-tree', tree, '-p', head, '-m', 'submodule'], `${server.root}/${name}.git`)).trim();
    await server.git(name, ['update-ref', 'refs/heads/main', c]);
    await store.clone({ dir, url });
    expect((await store.listFiles(dir)).map((f) => f.path)).toEqual(Object.keys(SMALL_REPO).sort());
    await expect(store.readFile(dir, 'vendor/sub')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses to clone over a repository that is already stored', async () => {
    const { url, store, dir } = await setup();
    await store.clone({ dir, url });
    await expect(store.clone({ dir, url })).rejects.toMatchObject({ code: 'exists' });
    expect((await store.listFiles(dir)).length).toBe(Object.keys(SMALL_REPO).length);
  });
});

/** Keys in LightningFS's IndexedDB store: one per stored file, plus the superblock. */
async function countIdbKeys(dbName: string): Promise<number> {
  const db: IDBDatabase = await new Promise((resolve, reject) => {
    const r = indexedDB.open(dbName);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  try {
    const tx = db.transaction(`${dbName}_files`, 'readonly');
    return await new Promise((resolve, reject) => {
      const r = tx.objectStore(`${dbName}_files`).count();
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  } finally {
    db.close();
  }
}
