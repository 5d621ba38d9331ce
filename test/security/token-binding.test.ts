/**
 * Threat row: "A credential follows the wrong URL". A token is bound to the exact repository URL
 * it was given for. A reused id after a failed add, a retry with another host or path, a remote
 * that changed under a stored repository, a push: none of them hands the token to any other URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import git from 'isomorphic-git';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';
import { newLightningFs, SMALL_REPO } from '../support/repo-fixtures';
import { createGitStore } from '../../lib/repos/git-store';
import { repoDir } from '../../lib/repos/paths';

const TOKEN = 'ghp_FORGE_TOKEN_0123456789';
const basic = (u: string, t: string) => `Basic ${Buffer.from(`${u}:${t}`).toString('base64')}`;
const carriesToken = (s: GitServer, from = 0) =>
  s.requests.slice(from).filter((q) => typeof q.headers.authorization === 'string' && Buffer.from(String(q.headers.authorization).replace(/^Basic /, ''), 'base64').toString().includes(TOKEN));

let forge: GitServer; // where the person's token belongs
let evil: GitServer; // another origin, which asks for credentials to harvest them
let bg: TestBackground;

beforeAll(async () => {
  forge = await startGitServer();
  evil = await startGitServer();
  bg = await startTestBackground();
});
afterAll(async () => {
  await forge?.close();
  await evil?.close();
});

const add = (id: string, url: string, auth?: { username?: string; token: string }) =>
  bg.call({ type: 'repos/add', space: 'work', id, url, ...(auth ? { auth } : {}) });

describe('threat: a stored token follows a new URL', () => {
  it('a token from a failed add is not sent to another origin that reuses the id (its 401 gets nothing)', async () => {
    // The first add fails (no such repository yet), keeping a failed record and the token.
    const first = await add('handbook', `${forge.url}/acme-handbook.git`, { username: 'ada', token: TOKEN });
    expect(first.ok).toBe(false);
    await evil.createRepo('handbook', SMALL_REPO);
    evil.setAuth('handbook', { username: 'ada', token: TOKEN });
    const from = evil.requests.length;
    const second = await add('handbook', `${evil.url}/handbook.git`);
    expect(second).toMatchObject({ ok: false, error: { code: 'auth_failed' } });
    expect(evil.requests.length).toBeGreaterThan(from); // it was asked, and answered 401
    expect(carriesToken(evil, from)).toEqual([]);
  });

  it('the token is dropped once another URL was tried: going back to the first URL does not revive it', async () => {
    await forge.createRepo('acme-handbook', SMALL_REPO);
    forge.setAuth('acme-handbook', { username: 'ada', token: TOKEN });
    const from = forge.requests.length;
    const r = await add('handbook', `${forge.url}/acme-handbook.git`);
    expect(r).toMatchObject({ ok: false, error: { code: 'auth_failed' } });
    expect(carriesToken(forge, from)).toEqual([]);
    // Given again, it works: the person is asked for the token, not the id's history.
    expect(await add('handbook', `${forge.url}/acme-handbook.git`, { username: 'ada', token: TOKEN })).toMatchObject({ ok: true });
    await bg.call({ type: 'repos/remove', space: 'work', id: 'handbook' });
  });

  it('a token is not sent to another path on the same host that reuses the id', async () => {
    const failed = await add('docs', `${forge.url}/team-docs.git`, { username: 'ada', token: TOKEN });
    expect(failed.ok).toBe(false);
    await forge.createRepo('docs', SMALL_REPO);
    forge.setAuth('docs', { username: 'mallory', token: 'other' });
    const from = forge.requests.length;
    expect(await add('docs', `${forge.url}/docs.git`)).toMatchObject({ ok: false, error: { code: 'auth_failed' } });
    expect(carriesToken(forge, from)).toEqual([]);
  });

  it('a retry of the exact URL the token was given for still uses it', async () => {
    const url = `${forge.url}/retry-me.git`;
    expect((await add('retry', url, { username: 'ada', token: TOKEN })).ok).toBe(false);
    await forge.createRepo('retry-me', SMALL_REPO);
    forge.setAuth('retry-me', { username: 'ada', token: TOKEN });
    const from = forge.requests.length;
    expect(await add('retry', url)).toMatchObject({ ok: true, repo: { status: 'ready' } });
    expect(forge.requests.slice(from).some((q) => q.headers.authorization === basic('ada', TOKEN))).toBe(true);
  });
});

describe('threat: a token follows a remote that changed', () => {
  async function clonedWithToken(name: string) {
    const url = await forge.createRepo(name, SMALL_REPO);
    forge.setAuth(name, { username: 'ada', token: TOKEN });
    const { fs } = newLightningFs();
    const store = createGitStore({ fs });
    const dir = repoDir('default', name);
    const auth = { url, username: 'ada', token: TOKEN };
    await store.clone({ dir, url, auth });
    return { store, fs, dir, auth };
  }

  it('a sync whose remote now names another URL does not hand it the token', async () => {
    const { store, fs, dir, auth } = await clonedWithToken('moved-sync');
    await evil.createRepo('moved-sync', SMALL_REPO);
    evil.setAuth('moved-sync', { username: 'ada', token: TOKEN });
    await git.setConfig({ fs, gitdir: dir, path: 'remote.origin.url', value: `${evil.url}/moved-sync.git` });
    const from = evil.requests.length;
    await expect(store.sync({ dir, auth })).rejects.toMatchObject({ code: 'auth_failed' });
    expect(evil.requests.length).toBeGreaterThan(from);
    expect(carriesToken(evil, from)).toEqual([]);
  });

  it('a push to a remote that now names another URL does not hand it the token', async () => {
    const { store, fs, dir, auth } = await clonedWithToken('moved-push');
    await store.commitFile({ dir, path: 'engraved/n.md', content: '# N\n', message: 'n', author: { name: 'a', email: 'a@b.c' } });
    await evil.createRepo('moved-push', SMALL_REPO);
    evil.setAuth('moved-push', { username: 'ada', token: TOKEN });
    await git.setConfig({ fs, gitdir: dir, path: 'remote.origin.url', value: `${evil.url}/moved-push.git` });
    const from = evil.requests.length;
    await expect(store.push({ dir, auth })).rejects.toMatchObject({ code: expect.stringMatching(/auth_failed|push_failed/) });
    expect(carriesToken(evil, from)).toEqual([]);
  });
});
