import { z } from 'zod';
import { PrimaChatError } from '../errors';
import { ChatMessageSchema, type ChatMessage } from '../messages/protocol';
import type { KeyValueStore } from '../storage/kv';
import { createKeyedSerial } from '../storage/keyed-serial';

export const CONVERSATION_FORMAT = 1;

export const ConversationRecordSchema = z.object({
  v: z.literal(CONVERSATION_FORMAT),
  id: z.string(),
  space: z.string(),
  repoId: z.string(),
  createdAt: z.string(),
  /** A title the person gave; without one, the first question is the title. */
  title: z.string().max(200).optional(),
  messages: z.array(ChatMessageSchema),
});
export type Conversation = Omit<z.infer<typeof ConversationRecordSchema>, 'v'>;

const key = (id: string) => `conversation:${id}`;

/**
 * Conversations, persisted in the background's key-value store. The background makes every id
 * (random, unguessable), so a conversation id is proof the background stored it: the engrave
 * gate relies on that.
 */
export function createConversationStore(kv: KeyValueStore, options: { now?: () => Date; newId?: () => string } = {}) {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());

  async function load(id: string): Promise<Conversation | null> {
    const parsed = ConversationRecordSchema.safeParse(await kv.get(key(id)));
    if (!parsed.success) return null;
    const { v: _v, ...conversation } = parsed.data;
    return conversation;
  }

  async function mustLoad(id: string): Promise<Conversation> {
    const conversation = await load(id);
    if (!conversation) throw new PrimaChatError('not_found', 'No such conversation. Start a new conversation.');
    return conversation;
  }

  async function save(c: Conversation): Promise<void> {
    await kv.set(key(c.id), { v: CONVERSATION_FORMAT, ...c });
  }

  // Append and delete read, change and write one record: two panels appending to one
  // conversation at once would each write back their own copy and drop the other's messages.
  // The background is the only writer, so running them one at a time per id is enough.
  const oneAtATime = createKeyedSerial();

  return {
    load,
    async create(space: string, repoId: string): Promise<Conversation> {
      const conversation = { id: newId(), space, repoId, createdAt: now().toISOString(), messages: [] };
      await save(conversation);
      return conversation;
    },
    append: (id: string, messages: ChatMessage[]): Promise<void> =>
      oneAtATime(id, async () => {
        const conversation = await mustLoad(id);
        conversation.messages.push(...messages);
        await save(conversation);
      }),
    /** Give the conversation its own title; an empty one goes back to the first question. */
    rename: (id: string, title: string): Promise<void> =>
      oneAtATime(id, async () => {
        const conversation = await mustLoad(id);
        const clean = title.replace(/\s+/g, ' ').trim();
        const { title: _old, ...rest } = conversation;
        await save(clean ? { ...rest, title: clean } : rest);
      }),
    /**
     * Keep the first `keep` messages and drop the rest (retrying the last answer, or editing the
     * last question). `keep` past the end is refused: nothing is ever added this way.
     */
    truncate: (id: string, keep: number): Promise<void> =>
      oneAtATime(id, async () => {
        const conversation = await mustLoad(id);
        if (keep > conversation.messages.length) throw new PrimaChatError('bad_request', `The conversation has ${conversation.messages.length} messages, fewer than ${keep}.`);
        conversation.messages.length = keep;
        await save(conversation);
      }),
    /** The conversation now belongs to repository `repoId` (of its own space: the caller checks it exists). */
    move: (id: string, repoId: string): Promise<void> =>
      oneAtATime(id, async () => {
        const conversation = await mustLoad(id);
        await save({ ...conversation, repoId });
      }),
    get: mustLoad,
    async list(space: string): Promise<Array<{ id: string; repoId: string; title: string; createdAt: string }>> {
      const all = await Promise.all((await kv.keys('conversation:')).map((k) => load(k.slice('conversation:'.length))));
      return all
        .filter((c): c is Conversation => c !== null && c.space === space)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((c) => ({ id: c.id, repoId: c.repoId, title: c.title ?? conversationTitle(c.messages), createdAt: c.createdAt }));
    },
    delete: (id: string): Promise<void> =>
      oneAtATime(id, async () => {
        await mustLoad(id);
        await kv.remove(key(id));
      }),
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;

/** The first question, shortened: what a person recognises a conversation by. */
export function conversationTitle(messages: ChatMessage[]): string {
  const first = messages.find((m) => m.role === 'user' && m.content?.trim());
  const text = first?.content?.replace(/\s+/g, ' ').trim() ?? 'New conversation';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
