/**
 * The tool envelope's `repoId` names a repository of the caller's space. One that no repository
 * could have (a path, another case, a space-qualified name) is a malformed envelope and is
 * refused before any lookup; only a well-formed id the space lacks is `no_repository`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';

let server: GitServer;
let bg: TestBackground;

beforeAll(async () => {
  server = await startGitServer();
  const url = await server.createRepo('handbook', { 'README.md': '# Handbook\n\nWelcome to the handbook.\n' });
  bg = await startTestBackground();
  expect(await bg.call({ type: 'repos/add', space: 'work', id: 'handbook', url })).toMatchObject({ ok: true });
});
afterAll(async () => server?.close());

const search = (repoId: unknown) =>
  bg.call({ type: 'tools/execute', space: 'work', body: { name: 'stone_search', arguments: { query: 'welcome' }, repoId } });

describe('the envelope repoId', () => {
  it.each([
    ['a path that climbs out', '../personal/private'],
    ['a space-qualified name', 'work/handbook'],
    ['another letter case', 'Handbook'],
    ['an empty id', ''],
    ['a leading dot', '.handbook'],
    ['a NUL byte', 'hand\0book'],
    ['65 characters', 'h'.repeat(65)],
    ['a number', 7],
  ])('a malformed repoId (%s) is a bad_request envelope, in the tool answer shape', async (_what, repoId) => {
    const r = await search(repoId);
    expect(r.error.code).toBe('bad_request');
    expect(typeof r.content).toBe('string');
    expect(r.content).not.toContain('Welcome');
    expect(r).not.toHaveProperty('display');
  });

  it('a well-formed id the space lacks answers no_repository, with content telling the model so', async () => {
    const r = await search('missing');
    expect(r.error.code).toBe('no_repository');
    expect(r.content).toMatch(/no repository is connected/i);
  });

  it('no repoId at all answers no_repository', async () => {
    const r = await bg.call({ type: 'tools/execute', space: 'work', body: { name: 'stone_search', arguments: { query: 'welcome' } } });
    expect(r.error.code).toBe('no_repository');
  });

  it('the well-formed id of a ready repository still searches', async () => {
    const r = await search('handbook');
    expect(r.error).toBeUndefined();
    expect(r.content).toContain('Welcome');
  });
});
