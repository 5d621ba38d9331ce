/**
 * Moving a setup: `spaces/export` writes a space's repositories (id, URL, branch, schedule) as a
 * file that never holds a token; `spaces/import` adds each elsewhere as `repos/add` would, asking
 * for tokens again (a private repository fails with auth_failed until its token is given).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';
import { SMALL_REPO } from '../support/repo-fixtures';

const TOKEN = 'glpat-EXPORT-NEVER-4242';
let server: GitServer;
let from: TestBackground;
let to: TestBackground;

beforeAll(async () => {
  server = await startGitServer();
  await server.createRepo('handbook', SMALL_REPO, { branch: 'trunk' });
  await server.createRepo('private', SMALL_REPO);
  server.setAuth('private', { username: 'ada', token: TOKEN });
  from = await startTestBackground();
  to = await startTestBackground();
  expect(await from.call({ type: 'repos/add', space: 'work', id: 'handbook', url: `${server.url}/handbook.git`, ref: 'trunk' })).toMatchObject({ ok: true });
  expect(await from.call({ type: 'repos/add', space: 'work', id: 'private', url: `${server.url}/private.git`, auth: { username: 'ada', token: TOKEN } })).toMatchObject({ ok: true });
  await from.call({ type: 'repos/schedule', space: 'work', id: 'handbook', every: 'hourly' });
});
afterAll(async () => server?.close());

describe('export and import of a space', () => {
  it('the exported file lists each repository with URL, branch and schedule, and holds no token', async () => {
    const { file } = await from.call({ type: 'spaces/export', space: 'work' });
    expect(file).toEqual({
      format: 'primachat-space',
      version: 1,
      space: 'work',
      repos: [
        { id: 'handbook', url: `${server.url}/handbook.git`, ref: 'trunk', schedule: 'hourly' },
        { id: 'private', url: `${server.url}/private.git`, ref: 'main', schedule: 'daily' },
      ],
    });
    expect(JSON.stringify(file)).not.toContain(TOKEN);
    expect(JSON.stringify(file)).not.toMatch(/token|auth|password/i);
  });

  it('importing it elsewhere clones each repository; the private one asks for its token again', async () => {
    const { file } = await from.call({ type: 'spaces/export', space: 'work' });
    const r = await to.call({ type: 'spaces/import', space: 'home', file });
    expect(r.ok).toBe(true);
    expect(r.repos).toEqual([expect.objectContaining({ id: 'handbook', ref: 'trunk', schedule: 'hourly', status: 'ready' })]);
    expect(r.failed).toEqual([{ id: 'private', error: expect.objectContaining({ code: 'auth_failed' }) }]);
    const search = await to.call({ type: 'tools/execute', space: 'home', body: { name: 'stone_search', repoId: 'handbook', arguments: { query: 'handbook' } } });
    expect(search.error).toBeUndefined();
    // Given its token, the failed one is added as usual.
    expect(await to.call({ type: 'repos/add', space: 'home', id: 'private', url: file.repos[1].url, auth: { username: 'ada', token: TOKEN } })).toMatchObject({ ok: true });
  });

  it('a token inside an imported file is dropped, never stored or sent', async () => {
    await server.createRepo('guarded', SMALL_REPO);
    server.setAuth('guarded', { username: 'ada', token: TOKEN });
    const file = { format: 'primachat-space', version: 1, space: 'x', repos: [{ id: 'guarded', url: `${server.url}/guarded.git`, ref: '', schedule: 'daily', token: TOKEN, auth: { token: TOKEN } }] };
    const before = server.requests.length;
    const r = await to.call({ type: 'spaces/import', space: 'other', file });
    expect(r.failed).toEqual([{ id: 'guarded', error: expect.objectContaining({ code: 'auth_failed' }) }]);
    expect(server.requests.slice(before).every((q) => q.headers.authorization === undefined)).toBe(true);
  });

  it('an id already there is reported and the rest still imported; a damaged file is a bad_request', async () => {
    const { file } = await from.call({ type: 'spaces/export', space: 'work' });
    const again = await to.call({ type: 'spaces/import', space: 'home', file });
    expect(again.failed.map((f: { id: string; error: { code: string } }) => [f.id, f.error.code])).toEqual([['handbook', 'exists'], ['private', 'exists']]);
    for (const bad of [{ ...file, format: 'other' }, { ...file, version: 2 }, { ...file, repos: [{ id: '../x', url: file.repos[0].url, ref: '', schedule: 'daily' }] }, { ...file, repos: [{ id: 'y', url: 'https://a:b@example.com/y.git', ref: '', schedule: 'daily' }] }]) {
      expect(await to.call({ type: 'spaces/import', space: 'home', file: bad })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    }
  });
});
