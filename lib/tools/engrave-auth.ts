import { PrimaChatError } from '../errors';
import type { Conversation, ConversationStore } from '../conversations/store';
import { distilConversation } from '../conversations/distil';
import { engraveDigest } from './engrave-digest';

export interface EngraveNote {
  path: string;
  title: string;
  markdown: string;
  /** The part of `markdown` that came from the conversation (distil.ts), which the approval card scans. */
  quoted: string;
}

/**
 * `digest` (in both asking answers) is what the person is shown and must send back as
 * `approval`: `approval_stale` is a fresh preview because the one approved is no longer what
 * would be written.
 */
export type EngraveDecision =
  | { status: 'approval_required'; note: EngraveNote; digest: string }
  | { status: 'approval_stale'; note: EngraveNote; digest: string }
  | { status: 'authorized'; note: EngraveNote; conversation: Conversation };

export interface EngraveAuthDeps {
  conversations: Pick<ConversationStore, 'load'>;
  /** True when the repository exists in this space (and only this space). */
  repoExists(space: string, repoId: string): Promise<boolean>;
  /** True when `path` already exists at the repository's head. */
  pathTaken(space: string, repoId: string, path: string): Promise<boolean>;
  now(): Date;
}

/**
 * The one place that decides whether an engrave may write, for the model's `stone_engrave` and
 * for the panel's own "Engrave this conversation". Gate 1: without `confirm` (set only by the
 * person's Approve click, never a model argument) nothing is written; the answer is the
 * preview and its digest. Gate 2: with `confirm`, only a conversation the background stores, of
 * this space and this repository, with at least one question and one answer, may be distilled
 * and committed, and only when `approval` is the digest of exactly the note it would write now:
 * the person approved what they saw, not whatever the conversation (or the date, or the free
 * path) has become since, nor another conversation's note.
 */
export async function authorizeEngraveWrite(
  request: { space: string; repoId: string | undefined; conversationId?: string; confirm: boolean; approval?: string; title?: string },
  deps: EngraveAuthDeps,
): Promise<EngraveDecision> {
  const { space, repoId, conversationId, confirm } = request;
  if (!repoId || !(await deps.repoExists(space, repoId))) {
    throw new PrimaChatError('no_repository', 'No repository is connected under that id in this space.');
  }
  const conversation = conversationId ? await deps.conversations.load(conversationId) : null;
  const usable = conversation && conversation.space === space && conversation.repoId === repoId ? conversation : null;
  const date = deps.now();
  const note = usable ? await noteFor(usable, request.title, date, repoId, space, deps) : null;

  if (!confirm) {
    const shown = note ?? { path: '', title: request.title ?? 'Nothing to engrave', markdown: 'There is no stored conversation with a question and an answer to engrave.', quoted: '' };
    return { status: 'approval_required', note: shown, digest: await digestOf(space, repoId, conversationId, shown) };
  }
  if (!usable || !note) {
    throw new PrimaChatError(
      'no_conversation',
      'There is no stored conversation of this space and repository with a question and an answer to engrave. Ask a question first.',
    );
  }
  const digest = await digestOf(space, repoId, conversationId, note);
  if (request.approval !== digest) return { status: 'approval_stale', note, digest };
  return { status: 'authorized', note, conversation: usable };
}

function digestOf(space: string, repoId: string, conversationId: string | undefined, note: EngraveNote): Promise<string> {
  return engraveDigest({ space, repoId, conversationId: conversationId ?? '', path: note.path, markdown: note.markdown });
}

async function noteFor(conversation: Conversation, title: string | undefined, date: Date, repoId: string, space: string, deps: EngraveAuthDeps): Promise<EngraveNote | null> {
  const distilled = distilConversation(conversation.messages, { title, date, repoId });
  if (distilled.questions < 1 || distilled.answers < 1) return null;
  const base = `engraved/${date.toISOString().slice(0, 10)}-${distilled.slug}`;
  for (let n = 1; n < 1000; n++) {
    const path = n === 1 ? `${base}.md` : `${base}-${n}.md`;
    if (!(await deps.pathTaken(space, repoId, path))) return { path, title: distilled.title, markdown: distilled.markdown, quoted: distilled.quoted };
  }
  throw new PrimaChatError('engrave_failed', 'Too many notes with this title today. Give the note another title.');
}
