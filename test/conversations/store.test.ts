import { describe, expect, it } from 'vitest';
import { createConversationStore, CONVERSATION_FORMAT } from '../../lib/conversations/store';
import { memoryKv } from '../../lib/storage/kv';

describe('conversation store', () => {
  it('creates ids itself and round-trips messages', async () => {
    const kv = memoryKv();
    const store = createConversationStore(kv, { now: () => new Date('2026-11-30T10:00:00Z') });
    const c = await store.create('work', 'handbook');
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    await store.append(c.id, [{ role: 'user', content: 'How many holidays?' }]);
    await store.append(c.id, [{ role: 'assistant', content: 'Eleven.' }]);
    const again = createConversationStore(kv);
    expect(await again.get(c.id)).toEqual({
      id: c.id,
      space: 'work',
      repoId: 'handbook',
      createdAt: '2026-11-30T10:00:00.000Z',
      messages: [
        { role: 'user', content: 'How many holidays?' },
        { role: 'assistant', content: 'Eleven.' },
      ],
    });
    expect((await kv.get(`conversation:${c.id}`)) as { v: number }).toMatchObject({ v: CONVERSATION_FORMAT });
  });

  it('lists only the conversations of one space, titled by the first question', async () => {
    const store = createConversationStore(memoryKv());
    const a = await store.create('work', 'handbook');
    await store.append(a.id, [{ role: 'user', content: '  What is   the leave policy?' }]);
    await store.create('personal', 'notes');
    const list = await store.list('work');
    expect(list).toEqual([{ id: a.id, repoId: 'handbook', title: 'What is the leave policy?', createdAt: expect.any(String) }]);
  });

  it('answers not_found for an id it never made, and deletes', async () => {
    const store = createConversationStore(memoryKv());
    await expect(store.append('made-up', [{ role: 'user', content: 'x' }])).rejects.toMatchObject({ code: 'not_found' });
    const c = await store.create('default', 'h');
    await store.delete(c.id);
    await expect(store.get(c.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(await store.load(c.id)).toBeNull();
  });

  it('treats a record of another format version as absent', async () => {
    const kv = memoryKv();
    await kv.set('conversation:old', { v: 0, id: 'old', space: 'default', repoId: 'h', createdAt: 'x', messages: [] });
    expect(await createConversationStore(kv).load('old')).toBeNull();
  });
});
