import { describe, expect, it } from 'vitest';
import { createConversationStore } from '../../lib/conversations/store';
import { memoryKv } from '../../lib/storage/kv';
import { authorizeEngraveWrite, type EngraveAuthDeps } from '../../lib/tools/engrave-auth';

async function setup() {
  const conversations = createConversationStore(memoryKv());
  const taken = new Set<string>(['engraved/2026-11-30-leave-policy.md']);
  const deps: EngraveAuthDeps = {
    conversations,
    repoExists: async (space, id) => (space === 'work' && id === 'handbook') || (space === 'work' && id === 'other') || (space === 'home' && id === 'handbook'),
    pathTaken: async (_s, _r, p) => taken.has(p),
    now: () => new Date('2026-11-30T09:00:00Z'),
  };
  const full = await conversations.create('work', 'handbook');
  await conversations.append(full.id, [
    { role: 'user', content: 'Leave policy?' },
    { role: 'assistant', content: 'Ask your supervisor.' },
  ]);
  const questionOnly = await conversations.create('work', 'handbook');
  await conversations.append(questionOnly.id, [{ role: 'user', content: 'Hello?' }]);
  return { deps, full, questionOnly, conversations };
}

describe('authorizeEngraveWrite', () => {
  it('without confirm answers the preview and never authorizes', async () => {
    const { deps, full } = await setup();
    const d = await authorizeEngraveWrite({ space: 'work', repoId: 'handbook', conversationId: full.id, confirm: false }, deps);
    expect(d.status).toBe('approval_required');
    expect(d.note.markdown).toContain('Ask your supervisor.');
  });

  it('with confirm authorizes a stored conversation under a path not yet taken', async () => {
    const { deps, full } = await setup();
    const preview = await authorizeEngraveWrite({ space: 'work', repoId: 'handbook', conversationId: full.id, confirm: false, title: 'Leave policy' }, deps);
    if (preview.status !== 'approval_required') throw new Error('expected a preview');
    expect(preview.digest).toMatch(/^[0-9a-f]{64}$/);
    const d = await authorizeEngraveWrite({ space: 'work', repoId: 'handbook', conversationId: full.id, confirm: true, approval: preview.digest, title: 'Leave policy' }, deps);
    expect(d).toMatchObject({ status: 'authorized', note: { path: 'engraved/2026-11-30-leave-policy-2.md', title: 'Leave policy' } });
  });

  it('with confirm and an approval that is not this note’s digest answers approval_stale with a fresh digest, never authorized', async () => {
    const { deps, full, conversations } = await setup();
    const preview = await authorizeEngraveWrite({ space: 'work', repoId: 'handbook', conversationId: full.id, confirm: false }, deps);
    if (preview.status !== 'approval_required') throw new Error('expected a preview');
    for (const approval of [undefined, '', 'f'.repeat(64)]) {
      expect(await authorizeEngraveWrite({ space: 'work', repoId: 'handbook', conversationId: full.id, confirm: true, ...(approval !== undefined ? { approval } : {}) }, deps))
        .toMatchObject({ status: 'approval_stale', digest: preview.digest });
    }
    await conversations.append(full.id, [{ role: 'user', content: 'More?' }, { role: 'assistant', content: 'More.' }]);
    const grown = await authorizeEngraveWrite({ space: 'work', repoId: 'handbook', conversationId: full.id, confirm: true, approval: preview.digest }, deps);
    expect(grown.status).toBe('approval_stale');
    if (grown.status !== 'approval_stale') return;
    expect(grown.digest).not.toBe(preview.digest);
    expect(await authorizeEngraveWrite({ space: 'work', repoId: 'handbook', conversationId: full.id, confirm: true, approval: grown.digest }, deps)).toMatchObject({ status: 'authorized' });
  });

  it.each([
    ['an invented conversation id', 'work', 'handbook', 'f00dbabe-0000-0000-0000-000000000000'],
    ['a missing conversation id', 'work', 'handbook', undefined],
    ['a conversation of another space', 'home', 'handbook', 'FULL'],
    ['a conversation of another repository', 'work', 'other', 'FULL'],
    ['a conversation with a question but no answer', 'work', 'handbook', 'QONLY'],
  ])('refuses with confirm: %s → no_conversation', async (_name, space, repoId, id) => {
    const { deps, full, questionOnly } = await setup();
    const conversationId = id === 'FULL' ? full.id : id === 'QONLY' ? questionOnly.id : id;
    await expect(authorizeEngraveWrite({ space, repoId, conversationId, confirm: true }, deps)).rejects.toMatchObject({ code: 'no_conversation' });
  });

  it('answers no_repository for a repository of another space or none', async () => {
    const { deps, full } = await setup();
    await expect(authorizeEngraveWrite({ space: 'home', repoId: 'other', conversationId: full.id, confirm: true }, deps)).rejects.toMatchObject({ code: 'no_repository' });
    await expect(authorizeEngraveWrite({ space: 'work', repoId: undefined, conversationId: full.id, confirm: true }, deps)).rejects.toMatchObject({ code: 'no_repository' });
  });
});
