import type { z } from 'zod';
import type { ErrorCode } from '../errors';

/**
 * What the model reads when a tool call fails: one fixed instruction per code, our own words
 * only. An error's message is never copied here: it may quote a path, and once a link or a
 * stored name took part, that text is the repository author's (newlines, fence closers,
 * canaries, instructions). Repository text reaches the model only through lib/untrusted, fenced.
 * The record is exhaustive, so a new code cannot fall back to an unchecked message.
 */
export const TOOL_ERROR_CONTENT: Record<ErrorCode, string> = {
  bad_request: 'The tool call envelope was malformed, so nothing was run. Call the tool again with a name and arguments.',
  forbidden: 'The tool call was refused, so nothing was run. Tell the person the tool is not available here.',
  not_implemented: 'That tool is not available in this version of PrimaChat. Answer without it, and say so.',
  internal: 'Something went wrong inside PrimaChat, so the tool gave no answer. Tell the person the tool failed; do not guess an answer.',
  unknown_tool: 'There is no such tool. You can only call stone_search, stone_read and stone_engrave.',
  bad_arguments: 'The arguments did not match the tool’s schema. Correct the call and try again.',
  no_repository:
    'No repository is connected for this conversation. Tell the person that no repository is connected and that they can add one under Repositories; do not guess an answer.',
  not_found:
    'There is no file at that path in the repository, or it leads to a folder or through a link to a missing file. Only read files that stone_search returned, with the path exactly as it was given.',
  path_escape: 'That path is outside the repository, so it was not read. Only read files that stone_search returned.',
  approval_required: 'The person has been asked to approve this note. Wait for their decision; do not call stone_engrave again.',
  approval_stale:
    'The note changed after the person saw it, so nothing was written. The person is being asked again with the new note. Wait for their decision; do not call stone_engrave again.',
  no_conversation: 'There is no stored conversation with a question and an answer to engrave yet, so nothing was written.',
  engrave_failed: 'The note could not be committed, so nothing was written. Tell the person what happened.',
  exists: 'A file of that name already exists, so nothing was written. Try again with another title.',
  clone_failed: 'The repository could not be read right now. Tell the person the tool failed; do not guess an answer.',
  auth_failed: 'The repository refused the credentials. Tell the person to check the token under Repositories.',
  permission_denied: 'PrimaChat may not reach that repository. Tell the person to allow it under Repositories.',
  quota: 'The browser ran out of storage, so the tool gave no answer. Tell the person to free space under Repositories.',
  cancelled: 'The tool call was stopped before it finished. Try again if the person still wants the answer.',
  sync_failed: 'The repository could not be updated right now. Tell the person the tool failed; do not guess an answer.',
  push_failed: 'The push did not complete. Tell the person it failed and that they can try again from Repositories.',
  push_rejected: 'The remote has changes this copy does not have, so the push was refused. Tell the person to sync first.',
  timeout: 'The tool took too long and was stopped. Try again once; if it fails again, tell the person.',
  network: 'The network failed while the tool ran. Try again once; if it fails again, tell the person.',
  provider_error: 'The tool could not finish. Tell the person the tool failed; do not guess an answer.',
};

const PROBLEMS_MAX = 5;

/**
 * Which arguments were wrong, in the schema's words: the names of the tool's own arguments and
 * zod's description of what it expected. An argument the tool does not take is counted, not
 * named, since its name is whatever the call carried.
 */
export function argumentProblems(error: z.ZodError, known: readonly string[]): string {
  return error.issues
    .slice(0, PROBLEMS_MAX)
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return `${issue.keys.length === 1 ? 'an argument' : `${issue.keys.length} arguments`} the tool does not take`;
      const key = issue.path.length === 1 && known.includes(String(issue.path[0])) ? String(issue.path[0]) : 'the arguments';
      return `${key}: ${issue.message}`;
    })
    .join('; ');
}
