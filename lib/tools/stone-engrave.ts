import { PrimaChatError, toErrorInfo } from '../errors';
import type { ToolResult } from '../messages/protocol';
import { markerNames, scanInjection } from '../untrusted/injection';
import { createKeyedSerial } from '../storage/keyed-serial';
import { authorizeEngraveWrite, type EngraveNote } from './engrave-auth';
import { TOOL_ERROR_CONTENT } from './error-content';
import type { Tool, ToolDeps } from './context';
import type { StoneEngraveArgs } from './manifest';

// Confirms of one repository are decided and committed one at a time: two confirms carrying the
// same approval (a double click, two panels) would otherwise both pass the check before either
// wrote, and the second would land under a path nobody was shown. In turn, the second finds the
// path taken, so its note differs from the approved one and it is asked again.
const confirmsOf = createKeyedSerial();

/**
 * Engrave for the model's `stone_engrave` and for the panel's own action, behind the same
 * `authorizeEngraveWrite`. Without the person's confirm it only previews; with it and the
 * preview's digest as `approval`, the note is committed as one new file and indexed at once.
 */
export function engraveConversation(
  request: { space: string; repoId: string; conversationId?: string; confirm: boolean; approval?: string; title?: string },
  deps: ToolDeps,
): Promise<ToolResult> {
  const run = () => decideAndWrite(request, deps);
  return request.confirm ? confirmsOf(JSON.stringify([request.space, request.repoId]), run) : run();
}

async function decideAndWrite(request: Parameters<typeof engraveConversation>[0], deps: ToolDeps): Promise<ToolResult> {
  const decision = await authorizeEngraveWrite({ ...request }, {
    conversations: deps.conversations,
    repoExists: async (space, id) => (await deps.repos.get(space, id)) !== null,
    pathTaken: (space, id, path) => deps.repos.hasFile(space, id, path),
    now: deps.now,
  });
  const { note } = decision;
  if (decision.status === 'approval_required') {
    return {
      content: TOOL_ERROR_CONTENT.approval_required,
      display: approvalDisplay(request.repoId, note, decision.digest),
      error: { code: 'approval_required', message: 'The person must approve this note before anything is written.' },
    };
  }
  if (decision.status === 'approval_stale') {
    return {
      content: TOOL_ERROR_CONTENT.approval_stale,
      display: approvalDisplay(request.repoId, note, decision.digest),
      error: { code: 'approval_stale', message: 'The note is no longer the one that was approved (the conversation, date or path changed), so nothing was written. Look at the new preview and approve it again.' },
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

// Markers on what the conversation put in the note, not on the frame PrimaChat writes around
// it: that frame ("Engraved from a PrimaChat conversation with … on …", headings) is short text
// in the very words of chat attacks, and the classifier flagged it on every note.
function approvalDisplay(repoId: string, note: EngraveNote, digest: string): Record<string, unknown> {
  return { kind: 'approval', repoId, path: note.path, title: note.title, markdown: note.markdown, markers: markerNames(scanInjection(note.quoted)), digest };
}

export const stoneEngrave: Tool<StoneEngraveArgs> = ({ space, repo, args, conversationId, confirm, approval }, deps) =>
  engraveConversation({ space, repoId: repo.id, conversationId, confirm, approval, title: args.title }, deps);
