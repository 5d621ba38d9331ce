/**
 * Threat row: "A local service is reached through the extension (a git host redirects to
 * http://localhost:PORT)". A remote git host may answer any request with a redirect; a 307 keeps
 * the POST body. PrimaChat never follows a remote repository to loopback, follows another origin
 * only with permission for it, and in a browser — where a manual redirect is opaque, its target
 * hidden — follows no redirect at all. (The real-browser half: test/e2e/redirects.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitServer, type GitServer } from '../support/git-server';
import { newLightningFs, SMALL_REPO } from '../support/repo-fixtures';
import { createGitStore } from '../../lib/repos/git-store';
import { createGitHttp, type FetchLike } from '../../lib/repos/http-client';
import { repoDir } from '../../lib/repos/paths';
import { isLoopbackUrl } from '../../lib/net/loopback';

let remote: GitServer; // stands for a remote host: reached under the name forge.test
let local: GitServer; // a service on this machine, which a remote must never reach through us

beforeAll(async () => {
  remote = await startGitServer();
  local = await startGitServer();
});
afterAll(async () => {
  await remote?.close();
  await local?.close();
});

const REMOTE_PORT = () => new URL(remote.url).port;
/** `fetch` as a machine where forge.test is a remote host: its name is resolved to the test server. */
const remoteFetch: FetchLike = (input, init) => fetch(input.replace(`http://forge.test:${REMOTE_PORT()}`, remote.url), init);
/**
 * `fetch` as an extension service worker sees it: with `redirect: 'manual'` a redirect is an
 * opaque response (no status, no Location), whatever the server said.
 */
const browserFetch: FetchLike = async (input, init) => {
  const res = await remoteFetch(input, init);
  if (init?.redirect !== 'manual' || res.status < 300 || res.status >= 400) return res;
  await res.body?.cancel();
  return Object.defineProperties(new Response(null, { status: 200 }), { type: { value: 'opaqueredirect' }, status: { value: 0 } });
};

describe('threat: a git host redirects the clone to a service on this machine', () => {
  it.each([302, 307, 308] as const)('a remote repository answering %s to loopback is refused before any request reaches loopback', async (status) => {
    const name = `bounce${status}`;
    await local.createRepo(name, SMALL_REPO);
    await remote.createRepo(name, SMALL_REPO);
    remote.setRedirect(name, `${local.url}/${name}.git`, { status });
    const store = createGitStore({ fs: newLightningFs().fs, fetch: remoteFetch, mayFollow: async () => true });
    const from = local.requests.length;
    const url = `http://forge.test:${REMOTE_PORT()}/${name}.git`;
    await expect(store.clone({ dir: repoDir('default', name), url })).rejects.toMatchObject({ code: 'permission_denied', message: expect.stringMatching(/this computer/) });
    expect(local.requests.slice(from)).toEqual([]);
    expect(await store.has(repoDir('default', name))).toBe(false);
  });

  it('a 307 on the pack request alone (the POST body would follow) does not reach loopback either', async () => {
    const name = 'bounce-pack';
    await local.createRepo(name, SMALL_REPO);
    await remote.createRepo(name, SMALL_REPO);
    remote.setRedirect(name, `${local.url}/${name}.git`, { status: 307, packOnly: true });
    const store = createGitStore({ fs: newLightningFs().fs, fetch: remoteFetch, mayFollow: async () => true });
    const from = local.requests.length;
    await expect(store.clone({ dir: repoDir('default', name), url: `http://forge.test:${REMOTE_PORT()}/${name}.git` })).rejects.toMatchObject({ code: 'permission_denied' });
    expect(local.requests.slice(from)).toEqual([]);
  });

  it('a redirect to another remote origin without host permission is refused before it is requested', async () => {
    const name = 'elsewhere';
    await remote.createRepo(name, SMALL_REPO);
    remote.setRedirect(name, `http://mirror.test:${REMOTE_PORT()}/${name}.git`);
    const asked: string[] = [];
    const store = createGitStore({ fs: newLightningFs().fs, fetch: remoteFetch, mayFollow: async (u) => (asked.push(u), false) });
    await expect(store.clone({ dir: repoDir('default', name), url: `http://forge.test:${REMOTE_PORT()}/${name}.git` })).rejects.toMatchObject({ code: 'permission_denied' });
    expect(asked).toEqual([expect.stringMatching(/^http:\/\/mirror\.test:\d+\/elsewhere\.git\/info\/refs/)]);
  });

  it('a loopback repository may still redirect within loopback when permitted (the sample handbook case)', async () => {
    const name = 'local-alias';
    await local.createRepo(name, SMALL_REPO);
    const other = await startGitServer();
    try {
      await other.createRepo(name, SMALL_REPO);
      local.setRedirect(name, `${other.url}/${name}.git`);
      const store = createGitStore({ fs: newLightningFs().fs, mayFollow: async () => true });
      await expect(store.clone({ dir: repoDir('default', name), url: `${local.url}/${name}.git` })).resolves.toMatchObject({ ref: 'main' });
    } finally {
      await other.close();
    }
  });
});

describe('threat: in the browser a redirect hides its target', () => {
  it('an opaque redirect is not followed: nothing reaches the target, and the message says what to do', async () => {
    const name = 'opaque';
    await local.createRepo(name, SMALL_REPO);
    await remote.createRepo(name, SMALL_REPO);
    remote.setRedirect(name, `${local.url}/${name}.git`, { status: 307 });
    const from = local.requests.length;
    const http = createGitHttp(browserFetch, `http://forge.test:${REMOTE_PORT()}`);
    await expect(http.request({ url: `http://forge.test:${REMOTE_PORT()}/${name}.git/info/refs?service=git-upload-pack`, method: 'GET' })).rejects.toMatchObject({
      code: 'permission_denied',
      message: expect.stringMatching(/follows none.*address/),
    });
    expect(local.requests.slice(from)).toEqual([]);
  });
});

describe('what counts as loopback', () => {
  it.each(['http://localhost:1/', 'http://LOCALHOST./', 'http://a.localhost/', 'http://127.0.0.1/', 'http://127.1/', 'http://0x7f.0.0.1/', 'http://2130706433/', 'http://127.255.0.9/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://0.0.0.0/'])('%s is loopback', (u) => {
    expect(isLoopbackUrl(u)).toBe(true);
  });
  it.each(['https://github.com/', 'http://128.0.0.1/', 'http://localhost.example.com/', 'http://[::2]/', 'http://192.168.1.20:11434/', 'not a url'])('%s is not loopback', (u) => {
    expect(isLoopbackUrl(u)).toBe(false);
  });
});
