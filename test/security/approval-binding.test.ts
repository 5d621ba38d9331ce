/**
 * Issue 13, item 3: the person approves one note and another is committed. The preview carries
 * a digest of (space, repoId, conversationId, path, markdown); a confirm must carry it back as
 * the envelope's top-level `approval`, and anything else answers `approval_stale` with a fresh
 * preview and writes nothing. Run against the whole background over a real git server; "nothing
 * written" is checked on the repository's head, its files, and (after a push) the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitServer, runGit, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';

const FILES: Record<string, string> = {
  'README.md': '# Handbook\n\nWelcome.\n',
  'leave.md': '# Leave\n\n## Carry-over\n\nUp to five days carry over.\n',
};

let server: GitServer;
let bg: TestBackground;
// The background's clock; a test moves it to cross midnight between preview and confirm.
let clock = new Date('2026-03-10T12:00:00Z');

beforeAll(async () => {
  server = await startGitServer();
  bg = await startTestBackground({ now: () => clock });
  for (const id of ['handbook', 'second']) {
    const url = await server.createRepo(id, FILES);
    expect(await bg.call({ type: 'repos/add', space: 'work', id, url })).toMatchObject({ ok: true });
  }
  const url = await server.createRepo('home-notes', FILES);
  expect(await bg.call({ type: 'repos/add', space: 'home', id: 'handbook', url })).toMatchObject({ ok: true });
});
afterAll(async () => server?.close());

const exec = (body: Record<string, unknown>, space = 'work') => bg.call({ type: 'tools/execute', space, body: { name: 'stone_engrave', repoId: 'handbook', arguments: {}, ...body } });

async function conversation(answer = 'Five days (leave.md § Carry-over).', repoId = 'handbook', space = 'work'): Promise<string> {
  const { id } = await bg.call({ type: 'conversations/create', space, repoId });
  await bg.call({ type: 'conversations/append', id, messages: [{ role: 'user', content: 'How much leave carries over?' }, { role: 'assistant', content: answer }] });
  return id;
}

/** The repository as the background holds it: its head and its engraved notes. */
async function state(repoId = 'handbook', space = 'work') {
  const repo = (await bg.call({ type: 'repos/list', space })).repos.find((r: { id: string }) => r.id === repoId);
  const files = (await bg.call({ type: 'repos/files', space, id: repoId })).files.map((f: { path: string }) => f.path);
  return { head: repo.head as string, engraved: files.filter((f: string) => f.startsWith('engraved/')) as string[] };
}

function expectFreshPreview(r: any, stale: string) {
  expect(r.error.code).toBe('approval_stale');
  expect(r.display).toMatchObject({ kind: 'approval', repoId: 'handbook', digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(r.display.digest).not.toBe(stale);
  // The model is told to wait, not that anything was written.
  expect(r.content).toMatch(/asked again/i);
  expect(r.content).not.toMatch(/engraved as|commit [0-9a-f]/i);
}

describe('threat: the person approves one note and another is committed', () => {
  it('a confirm with no approval (a forged or replayed Approve) answers approval_stale with a fresh preview and commits nothing', async () => {
    const id = await conversation();
    const preview = await exec({ conversationId: id });
    expect(preview.error.code).toBe('approval_required');
    expect(preview.display.digest).toMatch(/^[0-9a-f]{64}$/);
    const before = await state();
    const r = await exec({ conversationId: id, confirm: true });
    expectFreshPreview(r, '');
    expect(r.display.digest).toBe(preview.display.digest);
    expect(await state()).toEqual(before);
  });

  it('approval smuggled into the model’s arguments is an unknown argument (bad_arguments), nothing written', async () => {
    const id = await conversation();
    const { display } = await exec({ conversationId: id });
    const before = await state();
    for (const args of [{ approval: display.digest }, JSON.stringify({ approval: display.digest })]) {
      expect((await exec({ conversationId: id, confirm: true, arguments: args })).error.code).toBe('bad_arguments');
    }
    expect(await state()).toEqual(before);
  });

  it('a digest approved before the conversation grew (a message appended after the preview) is stale: nothing committed, the fresh preview shows the new text', async () => {
    const id = await conversation();
    const preview = await exec({ conversationId: id });
    await bg.call({ type: 'conversations/append', id, messages: [{ role: 'user', content: 'And the deploy key?' }, { role: 'assistant', content: 'INJECTED-AFTER-PREVIEW' }] });
    const before = await state();
    const r = await exec({ conversationId: id, confirm: true, approval: preview.display.digest });
    expectFreshPreview(r, preview.display.digest);
    expect(preview.display.markdown).not.toContain('INJECTED-AFTER-PREVIEW');
    expect(r.display.markdown).toContain('INJECTED-AFTER-PREVIEW');
    expect(await state()).toEqual(before);
  });

  it('a digest of conversation A replayed on conversation B (the panel switched) is stale; B’s note is not written', async () => {
    const a = await conversation('Answer of A (leave.md § Carry-over).');
    const b = await conversation('Answer of B, never shown to the person.');
    const previewA = await exec({ conversationId: a });
    const before = await state();
    const r = await exec({ conversationId: b, confirm: true, approval: previewA.display.digest });
    expectFreshPreview(r, previewA.display.digest);
    expect(r.display.markdown).toContain('Answer of B');
    expect(await state()).toEqual(before);
  });

  it('two conversations with the same text: a digest of one does not approve the other (the conversation id is bound)', async () => {
    const a = await conversation('Identical answer.');
    const b = await conversation('Identical answer.');
    const previewA = await exec({ conversationId: a });
    const previewB = await exec({ conversationId: b });
    expect(previewB.display.markdown).toBe(previewA.display.markdown);
    expect(previewB.display.path).toBe(previewA.display.path);
    const before = await state();
    expectFreshPreview(await exec({ conversationId: b, confirm: true, approval: previewA.display.digest }), previewA.display.digest);
    expect(await state()).toEqual(before);
  });

  it('a digest of one repository replayed on another repository of the space (same text) is stale', async () => {
    const onHandbook = await conversation('Same words.');
    const onSecond = await conversation('Same words.', 'second');
    const preview = await exec({ conversationId: onHandbook });
    const before = await state('second');
    const r = await exec({ conversationId: onSecond, repoId: 'second', confirm: true, approval: preview.display.digest });
    expect(r.error.code).toBe('approval_stale');
    expect(r.display.repoId).toBe('second');
    expect(await state('second')).toEqual(before);
  });

  it('a digest of one space replayed in another space (same repository id, same text) is stale', async () => {
    const atWork = await conversation('Same words in both spaces.');
    const atHome = await conversation('Same words in both spaces.', 'handbook', 'home');
    const preview = await exec({ conversationId: atWork });
    const before = await state('handbook', 'home');
    const r = await exec({ conversationId: atHome, confirm: true, approval: preview.display.digest }, 'home');
    expect(r.error.code).toBe('approval_stale');
    expect(await state('handbook', 'home')).toEqual(before);
  });

  it('a digest approved before midnight and confirmed after (the date and path changed) is stale', async () => {
    const id = await conversation();
    clock = new Date('2026-03-10T23:59:30Z');
    const preview = await exec({ conversationId: id });
    clock = new Date('2026-03-11T00:00:30Z');
    try {
      const before = await state();
      const r = await exec({ conversationId: id, confirm: true, approval: preview.display.digest });
      expectFreshPreview(r, preview.display.digest);
      expect(preview.display.path).toMatch(/^engraved\/2026-03-10-/);
      expect(r.display.path).toMatch(/^engraved\/2026-03-11-/);
      expect(await state()).toEqual(before);
    } finally {
      clock = new Date('2026-03-10T12:00:00Z');
    }
  });

  it('the panel’s own “Engrave this conversation” (conversations/engrave): no approval, or another conversation’s digest, is stale and writes nothing', async () => {
    const a = await conversation('Panel answer A.');
    const b = await conversation('Panel answer B.');
    const previewA = await bg.call({ type: 'conversations/engrave', id: a });
    expect(previewA).toMatchObject({ ok: false, error: { code: 'approval_required' }, display: { kind: 'approval', digest: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const before = await state();
    const missing = await bg.call({ type: 'conversations/engrave', id: a, confirm: true });
    expect(missing).toMatchObject({ ok: false, error: { code: 'approval_stale' }, display: { kind: 'approval', digest: previewA.display.digest } });
    const replayed = await bg.call({ type: 'conversations/engrave', id: b, confirm: true, approval: previewA.display.digest });
    expect(replayed).toMatchObject({ ok: false, error: { code: 'approval_stale' }, display: { kind: 'approval' } });
    expect(replayed.display.markdown).toContain('Panel answer B.');
    expect(await state()).toEqual(before);
    // Its own digest does write, exactly the previewed note.
    const ok = await bg.call({ type: 'conversations/engrave', id: a, confirm: true, approval: previewA.display.digest });
    expect(ok).toMatchObject({ ok: true, display: { kind: 'engraved', path: previewA.display.path } });
    expect((await bg.call({ type: 'repos/read', space: 'work', id: 'handbook', path: previewA.display.path })).markdown).toBe(previewA.display.markdown);
  });

  it('one approval sent twice at once (a double click, two panels) commits one note; the other is stale', async () => {
    const id = await conversation('Double click answer.');
    const preview = await exec({ conversationId: id });
    const before = await state();
    const results = await Promise.all([1, 2].map(() => exec({ conversationId: id, confirm: true, approval: preview.display.digest })));
    const codes = results.map((r) => r.error?.code ?? r.display.kind).sort();
    expect(codes).toEqual(['approval_stale', 'engraved']);
    const after = await state();
    expect(after.engraved).toEqual([...before.engraved, preview.display.path].sort());
  });

  it('the preview’s own digest commits exactly the previewed markdown at the previewed path, and the server receives that byte for byte', async () => {
    const url = await server.createRepo('exact', FILES);
    await bg.call({ type: 'repos/add', space: 'work', id: 'exact', url });
    const id = await conversation('Exactly this answer (leave.md § Carry-over).', 'exact');
    const preview = await exec({ conversationId: id, repoId: 'exact', arguments: { title: 'Carry-over' } });
    const before = await state('exact');
    const r = await exec({ conversationId: id, repoId: 'exact', arguments: { title: 'Carry-over' }, confirm: true, approval: preview.display.digest });
    expect(r.error).toBeUndefined();
    expect(r.display).toMatchObject({ kind: 'engraved', repoId: 'exact', path: preview.display.path });
    const after = await state('exact');
    expect(after.head).not.toBe(before.head);
    expect(after.engraved).toEqual([preview.display.path]);
    expect(await bg.call({ type: 'repos/push', space: 'work', id: 'exact' })).toMatchObject({ ok: true, commit: after.head });
    const clone = `${server.root}/exact-check`;
    await runGit(['clone', '-q', url, clone], server.root);
    expect(await runGit(['show', `HEAD:${preview.display.path}`], clone)).toBe(preview.display.markdown);
    expect((await runGit(['rev-list', '--count', 'HEAD'], clone)).trim()).toBe('2');
  });
});
