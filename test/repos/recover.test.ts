import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { newLightningFs, SMALL_REPO } from '../support/repo-fixtures';
import { startGitServer, type GitServer } from '../support/git-server';
import { createGitStore } from '../../lib/repos/git-store';
import { createRegistry } from '../../lib/repos/registry';
import { createMemoryKv } from '../../lib/repos/memory-kv';
import { recoverInterrupted } from '../../lib/repos/recover';
import { STAGING_ROOT, repoDir } from '../../lib/repos/paths';
import { exists } from '../../lib/repos/fs-tools';

let server: GitServer;
beforeAll(async () => void (server = await startGitServer()));
afterAll(async () => server.close());

describe('start-up recovery', () => {
  it('a repository left "cloning" by a stopped worker ends failed with no storage, ready ones are untouched, and Retry works', async () => {
    const url = await server.createRepo('half', SMALL_REPO);
    const okUrl = await server.createRepo('whole', SMALL_REPO);
    const { fs } = newLightningFs();
    const kv = createMemoryKv();
    const before = createGitStore({ fs });
    const registry = createRegistry(kv);
    await before.clone({ dir: repoDir('default', 'whole'), url: okUrl });
    await registry.putRepo('default', { id: 'whole', url: okUrl, ref: 'main', head: 'x', files: 4, sections: 0, clonedAt: 1, syncedAt: 1, status: 'ready' });
    await registry.putRepo('work', { id: 'half', url, ref: '', head: '', files: 0, sections: 0, clonedAt: null, syncedAt: null, status: 'cloning' });
    await registry.setAuth('work', 'half', { url, token: 't' });
    // The stopped worker's clone: stuck on the pack, its staging folder half written.
    server.failNext('stall');
    const from = server.requests.length;
    void before.clone({ dir: repoDir('work', 'half'), url }).catch(() => undefined);
    while (!server.requests.slice(from).some((r) => r.method === 'POST')) await new Promise((r) => setTimeout(r, 10));
    expect(await exists(fs, `${STAGING_ROOT}${repoDir('work', 'half')}/config`)).toBe(true);

    const store = createGitStore({ fs }); // the next worker
    const reg = createRegistry(kv);
    expect(await recoverInterrupted(store, reg)).toEqual([{ space: 'work', id: 'half' }]);
    expect(await exists(fs, STAGING_ROOT)).toBe(false);
    expect(await store.has(repoDir('work', 'half'))).toBe(false);
    expect(await reg.getRepo('work', 'half')).toMatchObject({ status: 'failed', error: { code: 'clone_failed' } });
    expect(await reg.getAuth('work', 'half')).toEqual({ url, token: 't' });
    expect((await reg.getRepo('default', 'whole'))?.status).toBe('ready');
    expect((await store.listFiles(repoDir('default', 'whole'))).length).toBe(4);
    await expect(store.clone({ dir: repoDir('work', 'half'), url })).resolves.toMatchObject({ ref: 'main' });
  });
});
