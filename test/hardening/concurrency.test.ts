/**
 * Issue 8, item 3 (the Node-level part): work that arrives at the same moment. A sync while 50
 * searches run; two engraves of one conversation at once; many appends to conversations at once.
 * Two side panels in two windows are covered by the e2e suite (see RELIABILITY.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitServer, runGit, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';
import { withTimeout } from './support/with-timeout';

const SEARCHES = 50;

const FILES: Record<string, string> = {
  'README.md': '# Handbook\n\nWelcome to the handbook.\n',
  'leave.md': '# Leave\n\n## Carry-over\n\nYou may carry over up to five days of leave.\n',
  'travel.md': '# Travel\n\nBook trains through the travel desk.\n',
};

let server: GitServer;
let bg: TestBackground;

beforeAll(async () => {
  server = await startGitServer();
  bg = await startTestBackground();
});
afterAll(async () => server?.close());

const search = (repoId: string, query: string) =>
  bg.call({ type: 'tools/execute', space: 'work', body: { name: 'stone_search', arguments: { query, limit: 12 }, repoId } });

async function conversationWithAnswer(repoId: string): Promise<string> {
  const { id } = await bg.call({ type: 'conversations/create', space: 'work', repoId });
  await bg.call({ type: 'conversations/append', id, messages: [{ role: 'user', content: 'How much leave carries over?' }, { role: 'assistant', content: 'Five days (leave.md § Carry-over).' }] });
  return id;
}

describe('a sync while searches run', () => {
  it(`all ${SEARCHES} searches answer during a sync, each from the old or the new commit, never a mix`, async () => {
    const url = await server.createRepo('sync-load', FILES);
    expect(await bg.call({ type: 'repos/add', space: 'work', id: 'sync-load', url })).toMatchObject({ ok: true });
    await server.commit('sync-load', { write: { 'zeppelin.md': '# Zeppelins\n\nAirships are not reimbursed.\n', 'travel.md': '# Travel\n\nBook trains through the new portal.\n' }, remove: ['README.md'] });

    const queries = ['leave carry over', 'zeppelin airships', 'travel desk', 'new portal', 'welcome handbook'];
    const started = Array.from({ length: SEARCHES }, (_, i) => search('sync-load', queries[i % queries.length]!));
    const sync = bg.call({ type: 'repos/sync', space: 'work', id: 'sync-load' });
    const [synced, ...answers] = await withTimeout(Promise.all([sync, ...started]), 20_000, () => 'sync + searches');

    expect(synced).toMatchObject({ ok: true, changed: { added: ['zeppelin.md'], modified: ['travel.md'], removed: ['README.md'] } });
    answers.forEach((a: any, i) => {
      expect(a.error, `search ${i}`).toBeUndefined();
      const sections: Array<{ file: string; line: number; snippet: string }> = a.display.sections;
      const keys = sections.map((s) => `${s.file}#${s.line}`);
      expect(new Set(keys).size, `search ${i} returned a section twice`).toBe(keys.length);
      // Every hit is a file of one of the two commits; leave.md never changed and is always found.
      for (const s of sections) expect(['README.md', 'leave.md', 'travel.md', 'zeppelin.md']).toContain(s.file);
      if (i % queries.length === 0) expect(sections.map((s) => s.file)).toContain('leave.md');
    });
    // After the sync the index is the new commit's: the added file is found, the removed one is gone.
    const after = await search('sync-load', 'zeppelin airships');
    expect(after.display.sections.map((s: { file: string }) => s.file)).toContain('zeppelin.md');
    const gone = await search('sync-load', 'welcome handbook');
    expect(gone.display.sections.map((s: { file: string }) => s.file)).not.toContain('README.md');
    const listed = (await bg.call({ type: 'repos/list', space: 'work' })).repos.find((r: { id: string }) => r.id === 'sync-load');
    expect(listed).toMatchObject({ status: 'ready', head: synced.repo.head, files: 3 });
  });
});

describe('two engraves on one repository at the same moment', () => {
  it('two commits, two distinct notes, none lost; after a push the server has both files and git fsck is clean', async () => {
    const url = await server.createRepo('engrave-race', FILES);
    expect(await bg.call({ type: 'repos/add', space: 'work', id: 'engrave-race', url })).toMatchObject({ ok: true });
    // Two conversations, each approved on its own preview. (One approval sent twice commits
    // once: test/security/approval-binding.test.ts.)
    const ids = [await conversationWithAnswer('engrave-race'), await conversationWithAnswer('engrave-race')];
    const body = (conversationId: string, title: string) => ({ name: 'stone_engrave', arguments: { title }, repoId: 'engrave-race', conversationId });
    const titles = ['Leave carry-over', 'Carry-over of leave'];
    const previews = await Promise.all(ids.map((id, i) => bg.call({ type: 'tools/execute', space: 'work', body: body(id, titles[i]!) })));
    const engrave = (i: number) =>
      bg.call({ type: 'tools/execute', space: 'work', body: { ...body(ids[i]!, titles[i]!), confirm: true, approval: previews[i].display.digest } });

    const [a, b] = await withTimeout(Promise.all([engrave(0), engrave(1)]), 20_000, () => 'two engraves');
    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(a.display.kind).toBe('engraved');
    expect(a.display.path).not.toBe(b.display.path);
    expect(a.display.commit).not.toBe(b.display.commit);

    const files = (await bg.call({ type: 'repos/files', space: 'work', id: 'engrave-race' })).files.map((f: { path: string }) => f.path);
    expect(files).toEqual(expect.arrayContaining([a.display.path, b.display.path, 'leave.md', 'travel.md', 'README.md']));
    expect(files).toHaveLength(5);
    const repo = (await bg.call({ type: 'repos/list', space: 'work' })).repos.find((r: { id: string }) => r.id === 'engrave-race');
    expect(repo).toMatchObject({ files: 5 });
    expect([a.display.commit, b.display.commit]).toContain(repo.head);
    // Both notes are searchable at once (the index followed both commits).
    const found = await search('engrave-race', 'Leave carry-over');
    expect(found.display.sections.map((s: { file: string }) => s.file)).toEqual(expect.arrayContaining([a.display.path, b.display.path]));

    expect(await bg.call({ type: 'repos/push', space: 'work', id: 'engrave-race' })).toMatchObject({ ok: true, commit: repo.head });
    const tree = (await server.git('engrave-race', ['ls-tree', '-r', '--name-only', 'main'])).trim().split('\n');
    expect(tree.sort()).toEqual(['README.md', a.display.path, b.display.path, 'leave.md', 'travel.md'].sort());
    const log = (await server.git('engrave-race', ['log', '--format=%H', 'main'])).trim().split('\n');
    expect(log.slice(0, 2).sort()).toEqual([a.display.commit, b.display.commit].sort());
    await server.git('engrave-race', ['fsck', '--strict', '--no-dangling']);
    // And a fresh native clone reads both notes byte for byte as the background committed them.
    const clone = `${server.root}/engrave-race-check`;
    await runGit(['clone', '-q', url, clone], server.root);
    for (const path of [a.display.path, b.display.path]) {
      const read = await bg.call({ type: 'repos/read', space: 'work', id: 'engrave-race', path });
      expect((await runGit(['show', `HEAD:${path}`], clone))).toBe(read.markdown);
    }
  });

  it('engraves of two conversations into one repository at once both land', async () => {
    const url = await server.createRepo('engrave-two', FILES);
    await bg.call({ type: 'repos/add', space: 'work', id: 'engrave-two', url });
    const ids = await Promise.all([conversationWithAnswer('engrave-two'), conversationWithAnswer('engrave-two'), conversationWithAnswer('engrave-two')]);
    // Distinct titles: three notes previewed under one name would each find it taken once the first lands (approval_stale).
    const titles = ['Carry-over one', 'Carry-over two', 'Carry-over three'];
    const previews = await Promise.all(ids.map((id, i) => bg.call({ type: 'conversations/engrave', id, title: titles[i] })));
    const results = await Promise.all(ids.map((id, i) => bg.call({ type: 'conversations/engrave', id, title: titles[i], confirm: true, approval: previews[i].display.digest })));
    for (const r of results) expect(r).toMatchObject({ ok: true, display: { kind: 'engraved' } });
    expect(new Set(results.map((r) => r.display.path)).size).toBe(3);
    const files = (await bg.call({ type: 'repos/files', space: 'work', id: 'engrave-two' })).files.map((f: { path: string }) => f.path);
    expect(files.filter((f: string) => f.startsWith('engraved/'))).toHaveLength(3);
  });
});

describe('conversations appended at the same moment', () => {
  const msg = (tag: string, i: number) => ({ role: i % 2 ? 'assistant' : 'user', content: `${tag} message ${i}` });

  it('two conversations appended concurrently, 40 appends each, interleaved: no message lost, order kept per caller', async () => {
    await bg.call({ type: 'repos/add', space: 'work', id: 'conv-race', url: await server.createRepo('conv-race', FILES) });
    const [{ id: one }, { id: two }] = await Promise.all([
      bg.call({ type: 'conversations/create', space: 'work', repoId: 'conv-race' }),
      bg.call({ type: 'conversations/create', space: 'work', repoId: 'conv-race' }),
    ]);
    const calls = [];
    for (let i = 0; i < 40; i++) {
      calls.push(bg.call({ type: 'conversations/append', id: one, messages: [msg('one', i)] }));
      calls.push(bg.call({ type: 'conversations/append', id: two, messages: [msg('two', i)] }));
    }
    for (const r of await Promise.all(calls)) expect(r).toEqual({ ok: true });
    for (const [id, tag] of [[one, 'one'], [two, 'two']] as const) {
      const { conversation } = await bg.call({ type: 'conversations/get', id });
      expect(conversation.messages.map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 40 }, (_, i) => `${tag} message ${i}`));
    }
  });

  it('one conversation appended from two panels at once (50 appends of 2 messages): all 100 messages kept, each pair together', async () => {
    const { id } = await bg.call({ type: 'conversations/create', space: 'work', repoId: 'conv-race' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bg.call({ type: 'conversations/append', id, messages: [msg(`p${i}`, 0), msg(`p${i}`, 1)] })),
    );
    for (const r of answers) expect(r).toEqual({ ok: true });
    const { conversation } = await bg.call({ type: 'conversations/get', id });
    const contents: string[] = conversation.messages.map((m: { content: string }) => m.content);
    expect(contents).toHaveLength(100);
    for (let i = 0; i < 50; i++) {
      const at = contents.indexOf(`p${i} message 0`);
      expect(contents[at + 1]).toBe(`p${i} message 1`);
    }
  });

  it('a delete racing appends does not bring the conversation back', async () => {
    const { id } = await bg.call({ type: 'conversations/create', space: 'work', repoId: 'conv-race' });
    const appends = Array.from({ length: 10 }, (_, i) => bg.call({ type: 'conversations/append', id, messages: [msg('late', i)] }));
    const del = bg.call({ type: 'conversations/delete', id });
    const more = Array.from({ length: 10 }, (_, i) => bg.call({ type: 'conversations/append', id, messages: [msg('later', i)] }));
    await Promise.all([...appends, del, ...more]);
    expect(await del).toEqual({ ok: true });
    for (const r of await Promise.all(more)) expect(r).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await bg.call({ type: 'conversations/get', id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const listed = (await bg.call({ type: 'conversations/list', space: 'work' })).conversations.map((c: { id: string }) => c.id);
    expect(listed).not.toContain(id);
  });
});
