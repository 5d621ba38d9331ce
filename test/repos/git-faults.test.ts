import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newLightningFs, SMALL_REPO } from '../support/repo-fixtures';
import { startGitServer, type GitServer } from '../support/git-server';
import { createGitStore } from '../../lib/repos/git-store';
import { STAGING_ROOT, repoDir } from '../../lib/repos/paths';
import { exists, type RepoFs } from '../../lib/repos/fs-tools';

let server: GitServer;
let n = 0;
beforeAll(async () => void (server = await startGitServer()));
afterAll(async () => server.close());

async function setup() {
  const name = `faulty${n++}`;
  const url = await server.createRepo(name, SMALL_REPO);
  const { fs } = newLightningFs();
  return { name, url, fs, store: createGitStore({ fs }), dir: repoDir('default', name) };
}

/** Neither the repository folder nor any staging leftovers exist. */
async function expectAbsent(fs: RepoFs, dir: string) {
  expect(await exists(fs, dir)).toBe(false);
  const staging = (await exists(fs, STAGING_ROOT)) ? await listAll(fs, STAGING_ROOT) : [];
  expect(staging.filter((p) => !p.endsWith('/'))).toEqual([]);
}

async function listAll(fs: RepoFs, p: string): Promise<string[]> {
  const st = await fs.promises.lstat(p);
  if (!st.isDirectory()) return [p];
  const out: string[] = [`${p}/`];
  for (const c of (await fs.promises.readdir(p)) as string[]) out.push(...(await listAll(fs, `${p}/${c}`)));
  return out;
}

const waitForPackRequest = async (from: number) => {
  while (!server.requests.slice(from).some((r) => r.method === 'POST' && r.url.endsWith('git-upload-pack'))) {
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('a clone that does not finish leaves no half repository', () => {
  it('an abort mid-clone answers cancelled, leaves nothing, and the repository can be added again', async () => {
    const { url, fs, store, dir } = await setup();
    server.failNext('stall');
    const ctrl = new AbortController();
    const from = server.requests.length;
    const cloning = store.clone({ dir, url, signal: ctrl.signal });
    await waitForPackRequest(from);
    ctrl.abort();
    await expect(cloning).rejects.toMatchObject({ code: 'cancelled' });
    await expectAbsent(fs, dir);
    await expect(store.clone({ dir, url })).resolves.toMatchObject({ ref: 'main' });
    expect((await store.listFiles(dir)).length).toBe(Object.keys(SMALL_REPO).length);
  });

  it('a connection reset half-way through the pack answers clone_failed, leaves nothing, and can be added again', async () => {
    const { url, fs, store, dir } = await setup();
    server.failNext('reset');
    await expect(store.clone({ dir, url })).rejects.toMatchObject({ code: 'clone_failed' });
    await expectAbsent(fs, dir);
    await expect(store.clone({ dir, url })).resolves.toMatchObject({ ref: 'main' });
  });

  it('a worker stopped mid-clone leaves only a staging folder, never the repository; cleanStaging removes it', async () => {
    const { url, fs, store, dir } = await setup();
    server.failNext('stall');
    const from = server.requests.length;
    const stuck = store.clone({ dir, url }).catch(() => undefined); // the "stopped" worker's clone
    await waitForPackRequest(from);
    expect(await exists(fs, `${STAGING_ROOT}${dir}`)).toBe(true);
    const restarted = createGitStore({ fs });
    expect(await restarted.has(dir)).toBe(false);
    await restarted.cleanStaging();
    await expectAbsent(fs, dir);
    await expect(restarted.clone({ dir, url })).resolves.toMatchObject({ ref: 'main' });
    void stuck;
  });

  it('a full disk (QuotaExceededError) answers quota and leaves nothing', async () => {
    const { url, fs, dir } = await setup();
    const write = fs.promises.writeFile.bind(fs.promises);
    const full: RepoFs = {
      promises: Object.assign(Object.create(fs.promises), {
        writeFile: async (p: string, data: unknown, o?: unknown) => {
          if (p.includes('/objects/')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return write(p, data as Uint8Array, o as undefined);
        },
      }),
    } as RepoFs;
    const store = createGitStore({ fs: full });
    await expect(store.clone({ dir, url })).rejects.toMatchObject({ code: 'quota' });
    await expectAbsent(fs, dir);
  });
});

describe('errors in plain words with contract codes', () => {
  it('a repository that does not exist (404) answers not_found', async () => {
    const { fs, store } = await setup();
    const dir = repoDir('default', 'missing');
    await expect(store.clone({ dir, url: `${server.url}/does-not-exist.git` })).rejects.toMatchObject({ code: 'not_found', message: expect.stringMatching(/no git repository/i) });
    await expectAbsent(fs, dir);
  });

  it('a server error (500) answers clone_failed', async () => {
    const { url, store, dir } = await setup();
    server.failNext('http500');
    await expect(store.clone({ dir, url })).rejects.toMatchObject({ code: 'clone_failed', message: expect.stringContaining('500') });
  });

  it('a web page that is not a git repository answers clone_failed saying so', async () => {
    const page = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>hello</html>'));
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    const { store, fs } = await setup();
    const dir = repoDir('default', 'page');
    try {
      const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/site`;
      await expect(store.clone({ dir, url })).rejects.toMatchObject({ code: 'clone_failed', message: expect.stringMatching(/not a git repository/) });
      await expectAbsent(fs, dir);
    } finally {
      await new Promise((r) => page.close(r));
    }
  });

  it('a server that refuses the connection answers clone_failed with "could not reach"', async () => {
    const gone = await startGitServer();
    const url = await gone.createRepo('x', SMALL_REPO);
    await gone.close();
    const { store } = await setup();
    await expect(store.clone({ dir: repoDir('default', 'gone'), url })).rejects.toMatchObject({ code: 'clone_failed', message: expect.stringMatching(/could not reach/i) });
  });
});
