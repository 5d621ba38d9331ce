import { expect } from 'vitest';
import { startGitServer, type GitServer } from '../../support/git-server';
import { startTestBackground, type TestBackground } from '../../support/background';
import { SMALL_REPO } from '../../support/repo-fixtures';
import type { RequestType } from '../../../lib/messages/protocol';

export type Populated = { server: GitServer; bg: TestBackground; url: string; conversationId: string };

/**
 * A background holding one ready repository (`handbook` in the space `work`), one conversation
 * with a question and an answer, a canary and a provider: something for hostile calls to damage.
 */
export async function populatedBackground(): Promise<Populated> {
  const server = await startGitServer();
  const url = await server.createRepo('handbook', SMALL_REPO);
  const bg = await startTestBackground();
  expect(await bg.call({ type: 'repos/add', space: 'work', id: 'handbook', url })).toMatchObject({ ok: true });
  const created = await bg.call({ type: 'conversations/create', space: 'work', repoId: 'handbook' });
  await bg.call({
    type: 'conversations/append',
    id: created.id,
    messages: [
      { role: 'user', content: 'How many days carry over?' },
      { role: 'assistant', content: 'Up to 5 days (docs/leave.md § Leave).' },
    ],
  });
  await bg.call({ type: 'settings/set', settings: { canaries: ['CANARY-1'], provider: { kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'sk-secret' } } });
  return { server, bg, url, conversationId: created.id };
}

/** A valid message of every type of the protocol, aimed at the populated background. */
export function validMessages(p: Pick<Populated, 'conversationId'>): Record<RequestType, Record<string, unknown>> {
  const space = 'work';
  // An origin the test background has no host permission for: a valid add never touches the network.
  const url = 'https://git.example.invalid/team/handbook.git';
  return {
    'tools/manifest': { type: 'tools/manifest' },
    'tools/execute': { type: 'tools/execute', space, body: { name: 'stone_search', arguments: { query: 'leave', limit: 3 }, repoId: 'handbook', conversationId: p.conversationId, confirm: false } },
    'repos/add': { type: 'repos/add', space, id: 'other', url, ref: 'main', auth: { username: 'u', token: 'tok' } },
    'repos/list': { type: 'repos/list', space },
    'repos/sync': { type: 'repos/sync', space, id: 'absent' },
    'repos/remove': { type: 'repos/remove', space, id: 'absent' },
    'repos/push': { type: 'repos/push', space, id: 'absent' },
    'repos/cancel': { type: 'repos/cancel', space, id: 'handbook' },
    'repos/files': { type: 'repos/files', space, id: 'handbook' },
    'repos/read': { type: 'repos/read', space, id: 'handbook', path: 'docs/leave.md' },
    'repos/schedule': { type: 'repos/schedule', space, id: 'absent', every: 'hourly' },
    'repos/sync-due': { type: 'repos/sync-due', space },
    'spaces/list': { type: 'spaces/list' },
    'spaces/export': { type: 'spaces/export', space },
    'spaces/import': { type: 'spaces/import', space, file: { format: 'primachat-space', version: 1, space: 'work', repos: [{ id: 'imported', url, ref: 'main', schedule: 'daily' }] } },
    'conversations/create': { type: 'conversations/create', space, repoId: 'absent' },
    'conversations/append': { type: 'conversations/append', id: 'absent-conversation', messages: [{ role: 'user', content: 'hi' }] },
    'conversations/get': { type: 'conversations/get', id: p.conversationId },
    'conversations/list': { type: 'conversations/list', space },
    'conversations/delete': { type: 'conversations/delete', id: 'absent-conversation' },
    'conversations/rename': { type: 'conversations/rename', id: 'absent-conversation', title: 'Leave' },
    'conversations/move': { type: 'conversations/move', id: 'absent-conversation', repoId: 'handbook' },
    'conversations/truncate': { type: 'conversations/truncate', id: 'absent-conversation', keep: 0 },
    'conversations/engrave': { type: 'conversations/engrave', id: p.conversationId, title: 'Leave', confirm: false },
    'settings/get': { type: 'settings/get' },
    'settings/set': { type: 'settings/set', settings: { canaries: ['CANARY-1'] } },
  };
}
