/**
 * Two side panels of one extension open at once (two pages of the extension in one browser),
 * talking to the one service worker: in the same space, searches from both while one syncs,
 * and both approving an engrave of the same conversation at the same moment; in different
 * spaces, each panel sees only its own space's repositories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SMALL_REPO } from '../support/repo-fixtures';
import { startGitServer, type GitServer } from '../support/git-server';
import { launchExtension, type ExtensionSession } from '../support/chromium';

/** SMALL_REPO plus 30 topic files, so searches have something to rank. */
const REPO: Record<string, string> = {
  ...SMALL_REPO,
  ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`topics/topic-${i}.md`, `# Topic ${i}\n\nNotes on budget line ${i} and the travel policy.\n\n## Details\n\nSection ${i} covers leave and booking.\n`])),
};

describe('two side panels at once', () => {
  let server: GitServer;
  let s: ExtensionSession;
  let left: Page;
  let right: Page;

  beforeAll(async () => {
    server = await startGitServer();
    s = await launchExtension();
    left = s.page;
    right = await s.openPanel();
  });
  afterAll(async () => {
    await s?.close();
    await server?.close();
  });

  const exec = (from: Page, body: Record<string, unknown>, space?: string) => s.call({ type: 'tools/execute', ...(space ? { space } : {}), body }, from);
  const files = async (from: Page, id: string, space?: string): Promise<string[]> =>
    (await s.call({ type: 'repos/files', id, ...(space ? { space } : {}) }, from)).files.map((f: { path: string }) => f.path).sort();

  it('same space: 40 searches from both panels while one panel syncs all answer from the old or the new commit', async () => {
    const url = await server.createRepo('shared', REPO);
    expect((await s.call({ type: 'repos/add', id: 'shared', url }, left)).ok).toBe(true);
    const oldFiles = await files(right, 'shared');
    await server.commit('shared', { write: { 'topics/topic-3.md': '# Topic 3\n\nRewritten: the budget line moved.\n', 'topics/narwhal.md': '# Narwhal\n\nNarwhal sightings go to the budget office.\n' }, remove: ['topics/topic-7.md'] });

    const searches = (from: Page) => Array.from({ length: 20 }, (_, i) => exec(from, { name: 'stone_search', repoId: 'shared', arguments: { query: i % 2 ? 'budget line' : 'travel policy booking' } }));
    const [synced, ...answers] = await Promise.all([s.call({ type: 'repos/sync', id: 'shared' }, left), ...searches(left), ...searches(right)]);
    expect(synced).toMatchObject({ ok: true, changed: { added: ['topics/narwhal.md'], modified: ['topics/topic-3.md'], removed: ['topics/topic-7.md'] } });
    const newFiles = await files(right, 'shared');
    expect(answers).toHaveLength(40);
    for (const a of answers) {
      expect(a.error).toBeUndefined();
      const hits: Array<{ file: string; heading: string; line: number }> = a.display.sections;
      expect(hits.length).toBeGreaterThan(0);
      // One commit or the other, never a mix that repeats a section.
      expect(hits.every((h) => oldFiles.includes(h.file) || newFiles.includes(h.file))).toBe(true);
      expect(new Set(hits.map((h) => `${h.file}#${h.line}`)).size).toBe(hits.length);
    }
    const narwhal = await exec(right, { name: 'stone_search', repoId: 'shared', arguments: { query: 'narwhal sightings' } });
    expect(narwhal.display.sections[0].file).toBe('topics/narwhal.md');
    const gone = await exec(left, { name: 'stone_search', repoId: 'shared', arguments: { query: 'budget line 7', limit: 12 } });
    expect(gone.display.sections.map((h: { file: string }) => h.file)).not.toContain('topics/topic-7.md');
  });

  it('same space: both panels approve an engrave at the same moment → two commits, both notes, one consistent head; one approval sent from both commits once', async () => {
    const before = await files(left, 'shared');
    const conversation = async (from: typeof left) => {
      const { id } = await s.call({ type: 'conversations/create', repoId: 'shared' }, from);
      await s.call({ type: 'conversations/append', id, messages: [{ role: 'user', content: 'Where do narwhal sightings go?' }, { role: 'assistant', content: 'To the budget office.\n\ntopics/narwhal.md § Narwhal' }] }, from);
      return id;
    };
    const [one, two] = [await conversation(left), await conversation(right)];
    const body = (conversationId: string, title: string) => ({ name: 'stone_engrave', repoId: 'shared', arguments: { title }, conversationId });
    const [p1, p2] = await Promise.all([exec(left, body(one, 'Narwhal sightings')), exec(right, body(two, 'Narwhal sighting log'))]);
    const [a, b] = await Promise.all([
      exec(left, { ...body(one, 'Narwhal sightings'), confirm: true, approval: p1.display.digest }),
      exec(right, { ...body(two, 'Narwhal sighting log'), confirm: true, approval: p2.display.digest }),
    ]);
    expect(a.display.path).toBe(p1.display.path);
    expect(b.display.path).toBe(p2.display.path);

    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(a.display.commit).not.toBe(b.display.commit);
    expect(a.display.path).not.toBe(b.display.path);
    const after = await files(right, 'shared');
    expect(after).toEqual([...before, a.display.path, b.display.path].sort());
    const [fromLeft, fromRight] = await Promise.all([s.call({ type: 'repos/list' }, left), s.call({ type: 'repos/list' }, right)]);
    const repo = fromLeft.repos.find((r: { id: string }) => r.id === 'shared');
    expect(fromRight.repos.find((r: { id: string }) => r.id === 'shared')).toEqual(repo);
    expect([a.display.commit, b.display.commit]).toContain(repo.head);
    expect(repo.files).toBe(after.length);
    for (const note of [a, b]) expect((await s.call({ type: 'repos/read', id: 'shared', path: note.display.path }, left)).markdown).toContain('narwhal');

    const pushed = await s.call({ type: 'repos/push', id: 'shared' }, right);
    expect(pushed).toEqual({ ok: true, commit: repo.head });
    expect(await server.git('shared', ['fsck', '--strict'])).toBe('');
    expect((await server.git('shared', ['ls-tree', '-r', '--name-only', 'HEAD'])).trim().split('\n').sort()).toEqual(after);
    // Each engrave is its own commit, the later one on top of the earlier one.
    const [top, below] = (await server.git('shared', ['log', '-2', '--format=%H %P'])).trim().split('\n').map((l) => l.split(' '));
    expect(new Set([top?.[0], below?.[0]])).toEqual(new Set([a.display.commit, b.display.commit]));
    expect(top?.[1]).toBe(below?.[0]);

    // One approval sent from both panels at once (the same preview approved twice) commits once.
    const three = await conversation(left);
    const p3 = await exec(left, body(three, 'Narwhal sightings again'));
    const twice = await Promise.all([left, right].map((from) => exec(from, { ...body(three, 'Narwhal sightings again'), confirm: true, approval: p3.display.digest })));
    expect(twice.map((r) => r.error?.code ?? r.display.kind).sort()).toEqual(['approval_stale', 'engraved']);
    expect(await files(left, 'shared')).toEqual([...after, p3.display.path].sort());
  });

  it("different spaces: a repository of one panel's space answers no_repository to the other panel's calls", async () => {
    const work = await s.openPanel('?space=work');
    const url = await server.createRepo('ledger', { 'README.md': '# Ledger\n\nThe aardvark fund is confidential.\n' });
    expect((await s.call({ type: 'repos/add', space: 'work', id: 'ledger', url }, work)).ok).toBe(true);
    for (const from of [left, right]) {
      for (const body of [
        { name: 'stone_search', repoId: 'ledger', arguments: { query: 'aardvark fund' } },
        { name: 'stone_read', repoId: 'ledger', arguments: { path: 'README.md' } },
      ]) {
        const answer = await exec(from, body);
        expect(answer.error.code).toBe('no_repository');
        expect(JSON.stringify(answer)).not.toContain('confidential');
      }
      expect((await s.call({ type: 'repos/files', id: 'ledger' }, from)).error.code).toBe('not_found');
      expect((await s.call({ type: 'repos/list' }, from)).repos.map((r: { id: string }) => r.id)).toEqual(['shared']);
    }
    // The same id in the default space holds a different repository; each panel reads its own.
    const otherUrl = await server.createRepo('public', { 'README.md': '# Public\n\nOpen data only.\n' });
    expect((await s.call({ type: 'repos/add', id: 'ledger', url: otherUrl }, left)).ok).toBe(true);
    const other = await exec(right, { name: 'stone_search', repoId: 'ledger', arguments: { query: 'aardvark fund' } });
    expect(other.display.sections).toEqual([]);
    expect(JSON.stringify(other)).not.toContain('confidential');
    expect((await exec(work, { name: 'stone_search', repoId: 'shared', arguments: { query: 'narwhal' } }, 'work')).error.code).toBe('no_repository');
    expect((await exec(work, { name: 'stone_read', repoId: 'shared', arguments: { path: 'README.md' } }, 'work')).error.code).toBe('no_repository');
    expect((await s.call({ type: 'repos/files', space: 'work', id: 'shared' }, work)).error.code).toBe('not_found');
    expect((await s.call({ type: 'repos/list', space: 'work' }, work)).repos.map((r: { id: string }) => r.id)).toEqual(['ledger']);
    const own = await exec(work, { name: 'stone_search', repoId: 'ledger', arguments: { query: 'aardvark fund' } }, 'work');
    expect(own.display.sections[0].snippet).toContain('aardvark');
    // Removing one space's "ledger" leaves the other's.
    expect(await s.call({ type: 'repos/remove', id: 'ledger' }, right)).toEqual({ ok: true });
    expect((await exec(work, { name: 'stone_read', repoId: 'ledger', arguments: { path: 'README.md' } }, 'work')).display.markdown).toContain('aardvark');
    expect((await exec(left, { name: 'stone_read', repoId: 'ledger', arguments: { path: 'README.md' } })).error.code).toBe('no_repository');
  });
});
