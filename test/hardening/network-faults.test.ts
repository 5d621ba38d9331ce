/**
 * Issue 8, item 5: the network misbehaves during repos/add and repos/sync. A server that fails
 * mid-pack (HTTP 500, connection reset), one that stalls, and a redirect to another origin. After
 * each fault the repository is absent or failed — never ready, never half — and adding (or
 * syncing) again succeeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';
import { SMALL_REPO } from '../support/repo-fixtures';
import { failNextPackWith500 } from './support/pack-faults';
import { withTimeout } from './support/with-timeout';

const BOUND_MS = 15_000;
const TOKEN = 'tok-SECRET-1234';

let server: GitServer;
let other: GitServer;
let bg: TestBackground;

beforeAll(async () => {
  [server, other] = await Promise.all([startGitServer(), startGitServer()]);
  // A short idle timeout, so a stalled server ends an operation within the test's budget.
  bg = await startTestBackground({ gitIdleTimeoutMs: 700 });
});
afterAll(async () => {
  await server?.close();
  await other?.close();
});

const add = (id: string, url: string, extra: Record<string, unknown> = {}) => withTimeout(bg.call({ type: 'repos/add', space: 'work', id, url, ...extra }), BOUND_MS, () => `repos/add ${id}`);
const listed = async (id: string) => (await bg.call({ type: 'repos/list', space: 'work' })).repos.find((r: { id: string }) => r.id === id);

/** After a failed add: listed as failed (Retry) with the error, or absent; no files, no bytes, no search. */
async function expectFailedNotHalf(id: string): Promise<void> {
  const repo = await listed(id);
  if (repo) {
    expect(repo.status).toBe('failed');
    expect(repo).toMatchObject({ head: '', files: 0, sections: 0 });
    expect(repo.sizeBytes ?? 0).toBe(0);
  }
  expect(await bg.call({ type: 'repos/files', space: 'work', id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  const tool = await bg.call({ type: 'tools/execute', space: 'work', body: { name: 'stone_search', arguments: { query: 'leave' }, repoId: id } });
  expect(tool.error.code).toBe('no_repository');
}

describe('repos/add against a failing server', () => {
  it.each([
    ['HTTP 500 at connect (ref advertisement)', (s: GitServer) => s.failNext('http500'), 'clone_failed'],
    ['HTTP 500 on the pack request, after the refs were served', (s: GitServer) => failNextPackWith500(s), 'clone_failed'],
    ['a connection reset halfway through the pack', (s: GitServer) => s.failNext('reset'), 'clone_failed'],
  ] as const)('%s: a plain error, the repository failed (not ready, not half), and adding it again succeeds', async (_name, fault, code) => {
    const id = `fault-${Math.random().toString(36).slice(2, 8)}`;
    const url = await server.createRepo(id, SMALL_REPO);
    fault(server);
    const r = await add(id, url);
    expect(r).toMatchObject({ ok: false, error: { code } });
    expect(r.error.message).toMatch(/try again|check/i);
    await expectFailedNotHalf(id);

    const again = await add(id, url);
    expect(again).toMatchObject({ ok: true, repo: { id, status: 'ready', files: 4 } });
    expect((await listed(id)).status).toBe('ready');
  });
});

describe('repos/sync against a failing server', () => {
  it.each([
    ['HTTP 500 at connect', (s: GitServer) => s.failNext('http500')],
    ['HTTP 500 on the pack request', (s: GitServer) => failNextPackWith500(s)],
  ] as const)('%s: sync_failed, the repository stays ready at its old commit with its files, and the next sync succeeds', (_name, fault) => syncAfterFault(fault));

  // isomorphic-git writes refs/remotes/origin/<branch> (and the shallow file) before it has read
  // the pack: unless the git store puts the ref back, a reset leaves it naming a commit that was
  // never stored, and every later sync answers "no change".
  it('a connection reset mid-pack: sync_failed, the repository stays ready, and the next sync still brings the new commit', () => syncAfterFault((s) => s.failNext('reset')));

  async function syncAfterFault(fault: (s: GitServer) => void): Promise<void> {
    const id = `sync-${Math.random().toString(36).slice(2, 8)}`;
    const url = await server.createRepo(id, SMALL_REPO);
    const first = await add(id, url);
    expect(first).toMatchObject({ ok: true });
    const newHead = await server.commit(id, { write: { 'docs/new.md': '# New policy\n\nZeppelins are not reimbursed.\n' } });
    fault(server);
    const r = await withTimeout(bg.call({ type: 'repos/sync', space: 'work', id }), BOUND_MS, () => 'sync');
    expect(r).toMatchObject({ ok: false, error: { code: 'sync_failed' } });
    expect(await listed(id)).toMatchObject({ status: 'ready', head: first.repo.head, files: 4 });
    const read = await bg.call({ type: 'repos/read', space: 'work', id, path: 'docs/leave.md' });
    expect(read).toMatchObject({ ok: true });

    const again = await withTimeout(bg.call({ type: 'repos/sync', space: 'work', id }), BOUND_MS, () => 'sync again');
    expect(again).toMatchObject({ ok: true, repo: { head: newHead, files: 5 }, changed: { added: ['docs/new.md'] } });
  }
});

describe('a server that stalls mid-pack', () => {
  it('the person can cancel the stalled add: cancelled, nothing kept, and adding again succeeds', async () => {
    const url = await server.createRepo('stall-cancel', SMALL_REPO);
    server.failNext('stall');
    const pending = bg.call({ type: 'repos/add', space: 'work', id: 'stall-cancel', url });
    // Wait until the pack request is out (and stuck), then cancel.
    await withTimeout(waitFor(() => server.requests.some((q) => q.method === 'POST' && q.url.startsWith('/stall-cancel.git/git-upload-pack'))), BOUND_MS, () => 'pack request');
    expect(await bg.call({ type: 'repos/cancel', space: 'work', id: 'stall-cancel' })).toEqual({ ok: true, cancelled: true });
    expect(await withTimeout(pending, BOUND_MS, () => 'cancelled add')).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(await listed('stall-cancel')).toBeUndefined();
    expect(await add('stall-cancel', url)).toMatchObject({ ok: true, repo: { status: 'ready' } });
  });

  // lib/repos/http-client.ts ends a request when the server sends nothing for the idle timeout.
  it('a stalled pack ends the add on its own with timeout, and nothing is kept', async () => {
    const url = await server.createRepo('stall-timeout', SMALL_REPO);
    server.failNext('stall');
    const r = await withTimeout(bg.call({ type: 'repos/add', space: 'work', id: 'stall-timeout', url }), 2_000, () => 'stalled add');
    expect(r.error.code).toBe('timeout');
    expect(r.error.message).toMatch(/stopped sending data/);
    const listed = (await bg.call({ type: 'repos/list', space: 'work' })).repos.find((x: { id: string }) => x.id === 'stall-timeout');
    expect(listed?.status ?? 'absent').not.toBe('ready');
  });

  it('a stalled sync does not block removing the repository', async () => {
    const url = await server.createRepo('stall-sync', SMALL_REPO);
    await add('stall-sync', url);
    await server.commit('stall-sync', { write: { 'x.md': '# X\n' } });
    server.failNext('stall');
    void bg.call({ type: 'repos/sync', space: 'work', id: 'stall-sync' });
    await waitFor(() => server.requests.some((q) => q.method === 'POST' && q.url.startsWith('/stall-sync.git/git-upload-pack')));
    const removed = await withTimeout(bg.call({ type: 'repos/remove', space: 'work', id: 'stall-sync' }), 2_000, () => 'remove behind a stalled sync');
    expect(removed).toEqual({ ok: true });
  });
});

describe('a redirect to another origin', () => {
  it('the token never reaches the other origin, the add fails plainly, and adding it again from the real origin succeeds', async () => {
    // The other origin hosts a private copy and asks for credentials: exactly what a token thief would do.
    await other.createRepo('private', SMALL_REPO);
    other.setAuth('private', { username: 'u', token: TOKEN });
    const url = await server.createRepo('private', SMALL_REPO);
    server.setAuth('private', { username: 'u', token: TOKEN });
    server.setRedirect('private', `${other.url}/private.git`);

    const r = await add('private', url, { auth: { username: 'u', token: TOKEN } });
    expect(r.ok).toBe(false);
    expect(['auth_failed', 'clone_failed', 'permission_denied']).toContain(r.error.code);
    expect(r.error.message).not.toContain(TOKEN);
    const leaked = other.requests.filter((q) => q.headers.authorization !== undefined);
    expect(leaked).toEqual([]);
    expect(other.requests.length).toBeGreaterThan(0); // the redirect was reached, and still no token
    await expectFailedNotHalf('private');

    server.setRedirect('private', null);
    const again = await add('private', url); // Retry: the stored token is reused
    expect(again).toMatchObject({ ok: true, repo: { status: 'ready' } });
    expect(server.requests.some((q) => q.headers.authorization === `Basic ${Buffer.from(`u:${TOKEN}`).toString('base64')}`)).toBe(true);
  });

  it('a redirect to another origin that asks for nothing is followed without credentials (recorded behaviour)', async () => {
    await other.createRepo('public-moved', SMALL_REPO);
    const url = await server.createRepo('public-moved', SMALL_REPO);
    server.setRedirect('public-moved', `${other.url}/public-moved.git`);
    const before = other.requests.length;
    const r = await add('public-moved', url, { auth: { token: TOKEN } });
    const reached = other.requests.slice(before);
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((q) => q.headers.authorization !== undefined)).toEqual([]);
    // Today the clone then succeeds from the other origin (see RELIABILITY.md, item 5).
    console.info(`[network-faults] cross-origin redirect without auth: ${r.ok ? 'followed, clone succeeded' : `refused: ${r.error.code}`}`);
  });

  it('a redirect to an origin the person has not allowed is not followed: permission_denied, nothing sent there', async () => {
    const home = new URL(server.url).origin;
    const strict = await startTestBackground({ allowOrigin: (origin) => origin === home });
    await other.createRepo('moved-away', SMALL_REPO);
    const url = await server.createRepo('moved-away', SMALL_REPO);
    server.setRedirect('moved-away', `${other.url}/moved-away.git`);
    const before = other.requests.length;
    const r = await strict.call({ type: 'repos/add', space: 'work', id: 'moved-away', url, auth: { token: TOKEN } });
    expect(r.error.code).toBe('permission_denied');
    expect(r.error.message).toContain(new URL(other.url).origin);
    expect(other.requests.length).toBe(before);
    const listed = (await strict.call({ type: 'repos/list', space: 'work' })).repos.find((x: { id: string }) => x.id === 'moved-away');
    expect(listed?.status ?? 'absent').not.toBe('ready');
  });
});

async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}
