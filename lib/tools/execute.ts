import { toErrorInfo, PrimaChatError, type ErrorCode } from '../errors';
import type { ToolEnvelope, ToolResult } from '../messages/protocol';
import { describe } from '../messages/router';
import { isToolName, TOOL_DEFINITIONS, type ToolName } from './manifest';
import type { Tool, ToolDeps } from './context';
import { stoneSearch } from './stone-search';
import { stoneRead } from './stone-read';
import { stoneEngrave } from './stone-engrave';

const TOOLS: { [K in ToolName]: Tool<any> } = {
  stone_search: stoneSearch,
  stone_read: stoneRead,
  stone_engrave: stoneEngrave,
};

/** What the model reads when a call fails: a plain instruction it can act on. */
const ERROR_CONTENT: Partial<Record<ErrorCode, string>> = {
  unknown_tool: 'There is no such tool. You can only call stone_search, stone_read and stone_engrave.',
  no_repository:
    'No repository is connected for this conversation. Tell the person that no repository is connected and that they can add one under Repositories; do not guess an answer.',
  path_escape: 'That path is outside the repository, so it was not read. Only read files that stone_search returned.',
  approval_required: 'The person has been asked to approve this note. Wait for their decision; do not call stone_engrave again.',
  approval_stale:
    'The note changed after the person saw it, so nothing was written. The person is being asked again with the new note. Wait for their decision; do not call stone_engrave again.',
  no_conversation: 'There is no stored conversation with a question and an answer to engrave yet, so nothing was written.',
  engrave_failed: 'The note could not be committed, so nothing was written. Tell the person what happened.',
};

/**
 * Run one `tools/execute` envelope: parse the arguments (object or JSON string) with the
 * manifest's strict schema, resolve the repository in the caller's space only, and dispatch.
 * It always answers `{content, display?, error?}` and never throws: every failure becomes an
 * error with content the model can act on.
 */
export async function executeTool(space: string, envelope: ToolEnvelope, deps: ToolDeps): Promise<ToolResult> {
  try {
    if (!isToolName(envelope.name)) {
      throw new PrimaChatError('unknown_tool', `"${String(envelope.name).slice(0, 64)}" is not one of the three tools of the manifest.`);
    }
    const args = parseArguments(envelope.name, envelope.arguments);
    // A repository of another space is looked up nowhere: it answers exactly like none at all.
    const repo = envelope.repoId ? await deps.repos.get(space, envelope.repoId) : null;
    if (!repo || repo.status === 'cloning' || repo.status === 'failed') {
      throw new PrimaChatError('no_repository', 'No repository of that id is connected in this space.');
    }
    const result = await TOOLS[envelope.name](
      { space, repo, args, conversationId: envelope.conversationId, confirm: envelope.confirm === true, ...(envelope.approval !== undefined ? { approval: envelope.approval } : {}) },
      deps,
    );
    // A tool that answers an error keeps its display; the model reads the one instruction for that code.
    const instruction = result.error ? ERROR_CONTENT[result.error.code as ErrorCode] : undefined;
    return instruction ? { ...result, content: instruction } : result;
  } catch (err) {
    return errorResult(err);
  }
}

function parseArguments(name: ToolName, raw: ToolEnvelope['arguments']): unknown {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      throw new PrimaChatError('bad_arguments', `The arguments of ${name} are not valid JSON.`);
    }
  }
  const parsed = TOOL_DEFINITIONS[name].schema.safeParse(value);
  if (!parsed.success) throw new PrimaChatError('bad_arguments', `Wrong arguments for ${name}: ${describe(parsed.error)}`);
  return parsed.data;
}

/** Turn any failure into a tool answer: a stable code, a message, and content for the model. */
export function errorResult(err: unknown, display?: Record<string, unknown>): ToolResult {
  const error = toErrorInfo(err);
  const content =
    ERROR_CONTENT[error.code] ??
    (error.code === 'bad_arguments' || error.code === 'not_found' ? `${error.message} Correct the call and try again.` : `The tool failed: ${error.message}`);
  return display ? { content, display, error } : { content, error };
}
