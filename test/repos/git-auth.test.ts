import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { newLightningFs, SMALL_REPO } from '../support/repo-fixtures';
import { startGitServer, type GitServer } from '../support/git-server';
import { createGitStore } from '../../lib/repos/git-store';
import { repoDir } from '../../lib/repos/paths';

const basic = (u: string, t: string) => 'Basic ' + Buffer.from(`${u}:${t}`).toString('base64');
let server: GitServer;
let other: GitServer;
let n = 0;
beforeAll(async () => {
  server = await startGitServer();
  other = await startGitServer();
});
afterAll(async () => {
  await server.close();
  await other.close();
});

async function privateRepo() {
  const name = `private${n++}`;
  const url = await server.createRepo(name, SMALL_REPO);
  server.setAuth(name, { username: 'ada', token: 'tok-right' });
  return { name, url, store: createGitStore({ fs: newLightningFs().fs }), dir: repoDir('default', name) };
}

describe('private repositories', () => {
  it('sends the token (basic auth) to the repository origin, and clones, syncs and pushes with it', async () => {
    const { name, url, store, dir } = await privateRepo();
    const auth = { url, username: 'ada', token: 'tok-right' };
    const first = server.requests.length;
    await store.clone({ dir, url, auth });
    expect(server.requests.slice(first).some((r) => r.headers.authorization === basic('ada', 'tok-right'))).toBe(true);
    await server.commit(name, { write: { 'new.md': 'x' } });
    expect((await store.sync({ dir, auth })).changed.added).toEqual(['new.md']);
    await store.commitFile({ dir, path: 'engraved/x.md', content: 'x', message: 'm', author: { name: 'a', email: 'a@b.c' } });
    await expect(store.push({ dir, auth })).resolves.toMatchObject({ commit: expect.any(String) });
  });

  it('answers auth_failed for a wrong token, and for no token at all', async () => {
    const { url, store, dir } = await privateRepo();
    await expect(store.clone({ dir, url, auth: { url, username: 'ada', token: 'wrong' } })).rejects.toMatchObject({ code: 'auth_failed' });
    await expect(store.clone({ dir, url })).rejects.toMatchObject({ code: 'auth_failed' });
    expect(await store.has(dir)).toBe(false);
  });

  it('never sends the token to another origin a redirect points at', async () => {
    const { name, store, dir } = await privateRepo();
    // The repository's server answers 401 first (so the token is attached), then redirects
    // every request to a server on another origin (another port), which must not see it.
    await other.createRepo(name, SMALL_REPO);
    const url = `${server.url}/${name}.git`;
    const firstOther = other.requests.length;
    server.setAuth(name, null);
    server.setRedirect(name, `${other.url}/${name}.git`);
    other.setAuth(name, { username: 'ada', token: 'tok-right' });
    await expect(store.clone({ dir, url, auth: { url, username: 'ada', token: 'tok-right' } })).rejects.toMatchObject({ code: 'auth_failed' });
    const seen = other.requests.slice(firstOther);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('follows a same-origin redirect and still sends the token there', async () => {
    const { name, url: realUrl, store, dir } = await privateRepo();
    const alias = `${name}-alias`;
    server.setRedirect(alias, realUrl);
    const url = `${server.url}/${alias}.git`;
    await expect(store.clone({ dir, url, auth: { url, username: 'ada', token: 'tok-right' } })).resolves.toMatchObject({ ref: 'main' });
  });

  it('refuses a URL with the token inside it (it would be stored in the git config)', async () => {
    const { name, store, dir } = await privateRepo();
    const url = `http://ada:tok-right@${server.url.slice('http://'.length)}/${name}.git`;
    await expect(store.clone({ dir, url })).rejects.toMatchObject({ code: 'bad_request' });
    expect(await store.has(dir)).toBe(false);
  });

  it('does not keep the token in the cloned repository config', async () => {
    const { url, dir } = await privateRepo();
    const { fs } = newLightningFs();
    const store = createGitStore({ fs });
    await store.clone({ dir, url, auth: { url, username: 'ada', token: 'tok-right' } });
    const config = new TextDecoder().decode(await fs.promises.readFile(`${dir}/config`));
    expect(config).not.toContain('tok-right');
  });
});
