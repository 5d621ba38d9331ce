/**
 * Conversations the person shapes: a title of their own (`conversations/rename`), and the tail
 * dropped to retry the last answer or edit the last question (`conversations/truncate`), through
 * the real background over fake-indexeddb.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startGitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';
import { SMALL_REPO } from '../support/repo-fixtures';

let bg: TestBackground;
beforeAll(async () => {
  const server = await startGitServer();
  bg = await startTestBackground();
  expect(await bg.call({ type: 'repos/add', id: 'handbook', url: await server.createRepo('handbook', SMALL_REPO) })).toMatchObject({ ok: true });
});

async function conversation() {
  const { id } = await bg.call({ type: 'conversations/create', repoId: 'handbook' });
  await bg.call({
    type: 'conversations/append', id,
    messages: [
      { role: 'user', content: 'How many days carry over?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'stone_search', arguments: '{"query":"carry over"}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: 'results' },
      { role: 'assistant', content: 'Five days.' },
    ],
  });
  return id as string;
}
const titleOf = async (id: string) => (await bg.call({ type: 'conversations/list' })).conversations.find((c: { id: string }) => c.id === id)?.title;

describe('renaming a conversation', () => {
  it('a title of its own replaces the first question in the list, survives a restart, and an empty one goes back', async () => {
    const id = await conversation();
    expect(await titleOf(id)).toBe('How many days carry over?');
    expect(await bg.call({ type: 'conversations/rename', id, title: '  Leave   carry-over ' })).toEqual({ ok: true });
    expect(await titleOf(id)).toBe('Leave carry-over');
    await bg.restart();
    expect(await titleOf(id)).toBe('Leave carry-over');
    await bg.call({ type: 'conversations/rename', id, title: '' });
    expect(await titleOf(id)).toBe('How many days carry over?');
  });

  it('an unknown conversation is not_found; a title over 200 characters is a bad_request', async () => {
    expect(await bg.call({ type: 'conversations/rename', id: 'nope', title: 'x' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await bg.call({ type: 'conversations/rename', id: await conversation(), title: 'x'.repeat(201) })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });
});

describe('dropping the tail of a conversation', () => {
  it('keeps exactly the first messages (retry: up to the last question; edit: before it)', async () => {
    const id = await conversation();
    expect(await bg.call({ type: 'conversations/truncate', id, keep: 1 })).toEqual({ ok: true });
    expect((await bg.call({ type: 'conversations/get', id })).conversation.messages).toEqual([{ role: 'user', content: 'How many days carry over?' }]);
    await bg.call({ type: 'conversations/truncate', id, keep: 0 });
    expect((await bg.call({ type: 'conversations/get', id })).conversation.messages).toEqual([]);
  });

  it('never adds: a keep past the end is refused and the conversation is unchanged', async () => {
    const id = await conversation();
    const before = (await bg.call({ type: 'conversations/get', id })).conversation;
    expect(await bg.call({ type: 'conversations/truncate', id, keep: 5 })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(await bg.call({ type: 'conversations/truncate', id, keep: -1 })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect((await bg.call({ type: 'conversations/get', id })).conversation).toEqual(before);
  });
});

describe('moving a conversation to another repository (the note’s target)', () => {
  it('moves within its space only; another space’s repository answers like a missing one', async () => {
    const server = await startGitServer();
    expect(await bg.call({ type: 'repos/add', id: 'runbooks', url: await server.createRepo('runbooks', SMALL_REPO) })).toMatchObject({ ok: true });
    expect(await bg.call({ type: 'repos/add', space: 'other', id: 'elsewhere', url: await server.createRepo('elsewhere', SMALL_REPO) })).toMatchObject({ ok: true });
    const id = await conversation();
    expect(await bg.call({ type: 'conversations/move', id, repoId: 'runbooks' })).toEqual({ ok: true });
    expect((await bg.call({ type: 'conversations/get', id })).conversation.repoId).toBe('runbooks');
    const theirs = await bg.call({ type: 'conversations/move', id, repoId: 'elsewhere' });
    const none = await bg.call({ type: 'conversations/move', id, repoId: 'nosuch' });
    expect(theirs).toMatchObject({ ok: false, error: { code: 'no_repository' } });
    expect(theirs.error.message.replace('elsewhere', 'X')).toBe(none.error.message.replace('nosuch', 'X'));
    expect((await bg.call({ type: 'conversations/get', id })).conversation.repoId).toBe('runbooks');
    // The engrave gate follows: the note now goes to runbooks only.
    const preview = await bg.call({ type: 'tools/execute', body: { name: 'stone_engrave', repoId: 'runbooks', conversationId: id, arguments: {} } });
    expect(preview.error.code).toBe('approval_required');
    expect(preview.display.repoId).toBe('runbooks');
    const wrong = await bg.call({ type: 'tools/execute', body: { name: 'stone_engrave', repoId: 'handbook', conversationId: id, arguments: {}, confirm: true, approval: preview.display.digest } });
    expect(wrong.error.code).toBe('no_conversation');
    await server.close();
  });
});
