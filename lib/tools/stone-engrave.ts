import { PrimaChatError, toErrorInfo } from '../errors';
import type { ToolResult } from '../messages/protocol';
import { markerNames, scanInjection } from '../untrusted/injection';
import { authorizeEngraveWrite } from './engrave-auth';
import type { Tool, ToolDeps } from './context';
import type { StoneEngraveArgs } from './manifest';

/**
 * Engrave for the model's `stone_engrave` and for the panel's own action, behind the same
 * `authorizeEngraveWrite`. Without the person's confirm it only previews; with it, the note is
 * committed as one new file and indexed at once.
 */
export async function engraveConversation(
  request: { space: string; repoId: string; conversationId?: string; confirm: boolean; title?: string },
  deps: ToolDeps,
): Promise<ToolResult> {
  const decision = await authorizeEngraveWrite({ ...request }, {
    conversations: deps.conversations,
    repoExists: async (space, id) => (await deps.repos.get(space, id)) !== null,
    pathTaken: (space, id, path) => deps.repos.hasFile(space, id, path),
    now: deps.now,
  });
  const { note } = decision;
  if (decision.status === 'approval_required') {
    return {
      content: 'The person has been shown the note and asked to approve it. Wait for their decision; do not call stone_engrave again.',
      display: { kind: 'approval', repoId: request.repoId, path: note.path, title: note.title, markdown: note.markdown, markers: markerNames(scanInjection(note.markdown)) },
      error: { code: 'approval_required', message: 'The person must approve this note before anything is written.' },
    };
  }
  let commit: string;
  let path: string;
  try {
    ({ commit, path } = await deps.repos.engrave(request.space, request.repoId, note));
  } catch (err) {
    const info = toErrorInfo(err);
    throw new PrimaChatError('engrave_failed', `The note was not committed: ${info.message}`, { cause: err });
  }
  return {
    content: `The person approved, and the conversation was engraved as ${path} (commit ${commit.slice(0, 10)}). Tell them it is saved locally and that they can push it from Repositories.`,
    display: { kind: 'engraved', repoId: request.repoId, path, commit },
  };
}

export const stoneEngrave: Tool<StoneEngraveArgs> = ({ space, repo, args, conversationId, confirm }, deps) =>
  engraveConversation({ space, repoId: repo.id, conversationId, confirm, title: args.title }, deps);
