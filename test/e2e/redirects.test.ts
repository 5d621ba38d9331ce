/**
 * Threat row: "A local service is reached through the extension", in real Chromium. In an
 * extension service worker a manual redirect is opaque (its target hidden), so the check that
 * Node can make on `Location` cannot run there: no redirect may be followed blind. Two host
 * names (forge.test, mirror.test) are mapped to 127.0.0.1 by the browser's resolver, so the
 * extension sees remote hosts, and a copy of the build holds host permission for them as if the
 * person had allowed them; the service on this machine is a recording git server on 127.0.0.1.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from '../support/chromium';
import { snapshotGranting } from '../support/build-snapshot';
import { startGitServer, type GitServer } from '../support/git-server';
import { SMALL_REPO } from '../support/repo-fixtures';

let forge: GitServer; // a remote git host, reached as forge.test
let local: GitServer; // a service on this machine (loopback)
let session: ExtensionSession;
let extensionDir: string;

beforeAll(async () => {
  forge = await startGitServer();
  local = await startGitServer();
  extensionDir = await snapshotGranting(['http://forge.test/*', 'http://mirror.test/*']);
  session = await launchExtension({ extensionDir, extraArgs: ['--host-resolver-rules=MAP forge.test 127.0.0.1, MAP mirror.test 127.0.0.1'] });
});
afterAll(async () => {
  await session?.close();
  await forge?.close();
  await local?.close();
  if (extensionDir) rmSync(extensionDir, { recursive: true, force: true });
});

const port = (s: GitServer) => new URL(s.url).port;
const add = (id: string, url: string) => session.call({ type: 'repos/add', id, url });

describe('threat: a git host redirects the clone (real Chromium)', () => {
  it('control: a repository on the mapped remote host adds, so the refusals below are about redirects', async () => {
    await forge.createRepo('plain', SMALL_REPO);
    const r = await add('plain', `http://forge.test:${port(forge)}/plain.git`);
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true, repo: { status: 'ready' } });
  });

  it.each([302, 307] as const)('a remote repository redirecting (%s) to a service on this machine: refused, and loopback gets no request', async (status) => {
    const name = `bounce${status}`;
    await local.createRepo(name, SMALL_REPO);
    await forge.createRepo(name, SMALL_REPO);
    forge.setRedirect(name, `${local.url}/${name}.git`, { status });
    const from = local.requests.length;
    const r = await add(name, `http://forge.test:${port(forge)}/${name}.git`);
    expect(r).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
    expect(r.error.message).toMatch(/redirect/);
    expect(local.requests.slice(from)).toEqual([]);
    const listed = (await session.call({ type: 'repos/list' })).repos.find((x: { id: string }) => x.id === name);
    expect(listed?.status ?? 'absent').not.toBe('ready');
  });

  it('a 307 on the pack request alone (it would carry the POST body) reaches no other host', async () => {
    const name = 'bounce-pack';
    await local.createRepo(name, SMALL_REPO);
    await forge.createRepo(name, SMALL_REPO);
    forge.setRedirect(name, `${local.url}/${name}.git`, { status: 307, packOnly: true });
    const from = local.requests.length;
    expect(await add(name, `http://forge.test:${port(forge)}/${name}.git`)).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
    expect(local.requests.slice(from)).toEqual([]);
  });

  it('a redirect to another remote host is not followed blind either, even with permission for it', async () => {
    const name = 'moved';
    const mirror = await startGitServer();
    try {
      await mirror.createRepo(name, SMALL_REPO);
      await forge.createRepo(name, SMALL_REPO);
      forge.setRedirect(name, `http://mirror.test:${port(mirror)}/${name}.git`);
      const from = mirror.requests.length;
      expect(await add(name, `http://forge.test:${port(forge)}/${name}.git`)).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
      expect(mirror.requests.slice(from)).toEqual([]);
      // Added by the address it moved to, it works.
      expect(await add('moved-direct', `http://mirror.test:${port(mirror)}/${name}.git`)).toMatchObject({ ok: true });
    } finally {
      await mirror.close();
    }
  });

  it('a sync whose remote starts redirecting to loopback is refused the same way, and the repository stays ready', async () => {
    await local.createRepo('plain', SMALL_REPO);
    forge.setRedirect('plain', `${local.url}/plain.git`, { status: 307 });
    const from = local.requests.length;
    expect(await session.call({ type: 'repos/sync', id: 'plain' })).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
    expect(local.requests.slice(from)).toEqual([]);
    const listed = (await session.call({ type: 'repos/list' })).repos.find((x: { id: string }) => x.id === 'plain');
    expect(listed.status).toBe('ready');
  });
});
