import { toErrorInfo, PrimaChatError } from '../errors';
import { argumentProblems, TOOL_ERROR_CONTENT } from './error-content';
import type { Repo, ToolEnvelope, ToolResult } from '../messages/protocol';
import { quoteCallerValue, resolveRepoPath } from '../repos/paths';
import { describe } from '../messages/router';
import { isToolName, TOOL_DEFINITIONS, type StoneReadArgs, type ToolName } from './manifest';
import type { Tool, ToolDeps } from './context';
import { stoneSearch } from './stone-search';
import { stoneRead } from './stone-read';
import { stoneEngrave } from './stone-engrave';

const TOOLS: { [K in ToolName]: Tool<any> } = {
  stone_search: stoneSearch,
  stone_read: stoneRead,
  stone_engrave: stoneEngrave,
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
    let args = parseArguments(envelope.name, envelope.arguments);
    // A repository of another space is looked up nowhere: it answers exactly like none at all.
    let repo = envelope.repoId ? await deps.repos.get(space, envelope.repoId) : null;
    const whole = envelope.scope === 'space' && envelope.name !== 'stone_engrave';
    if (envelope.repoId || !whole) {
      if (!repo || repo.status !== 'ready') throw new PrimaChatError('no_repository', 'No repository of that id is connected in this space.');
    }
    if (whole) ({ repo, args } = await spaceTarget(space, envelope.name, args, repo, deps));
    return await TOOLS[envelope.name](
      {
        space, repo: repo!, args, conversationId: envelope.conversationId, confirm: envelope.confirm === true,
        ...(whole ? { scope: 'space' as const } : {}),
        ...(envelope.approval !== undefined ? { approval: envelope.approval } : {}),
      },
      deps,
    );
  } catch (err) {
    return errorResult(err);
  }
}

/**
 * Whole-space scope: the space needs a ready repository. A read names its repository as the
 * first segment of `path` (`handbook/docs/leave.md`): one of this space's ready repositories,
 * else `not_found` (another space's repository answers exactly like a missing one).
 */
async function spaceTarget(space: string, name: ToolName, args: unknown, conversationRepo: Repo | null, deps: ToolDeps): Promise<{ repo: Repo; args: unknown }> {
  const ready = await deps.repos.readyRepos(space);
  if (ready.length === 0) throw new PrimaChatError('no_repository', 'No repository is connected in this space.');
  if (name !== 'stone_read') return { repo: conversationRepo ?? ready[0]!, args };
  const { path: given, ...rest } = args as StoneReadArgs;
  // The whole path is checked as any read's is (absolute, `..` above the root, `.git`: path_escape).
  const path = resolveRepoPath(given);
  const cut = path.indexOf('/');
  const target = cut > 0 ? ready.find((r) => r.id === path.slice(0, cut)) : undefined;
  if (!target) throw new PrimaChatError('not_found', `With the whole space, a path starts with its repository, as stone_search labels it (${quoteCallerValue(given)} names none of this space's).`);
  return { repo: target, args: { ...rest, path: path.slice(cut + 1) } };
}

/** `bad_arguments` with a second text for the model: the problems in the schema's words, no name the call made up. */
class ArgumentsError extends PrimaChatError {
  constructor(message: string, readonly forModel: string) {
    super('bad_arguments', message);
  }
}

function parseArguments(name: ToolName, raw: ToolEnvelope['arguments']): unknown {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      const message = `The arguments of ${name} are not valid JSON.`;
      throw new ArgumentsError(message, message);
    }
  }
  const schema = TOOL_DEFINITIONS[name].schema;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ArgumentsError(`Wrong arguments for ${name}: ${describe(parsed.error)}`, `Wrong arguments for ${name}: ${argumentProblems(parsed.error, Object.keys(schema.shape))}.`);
  }
  return parsed.data;
}

/** Said in the tool result when something that is not ours threw: its message may quote a ref or object name. */
const INTERNAL_MESSAGE = 'Something went wrong inside PrimaChat while running the tool. Try again; if it keeps failing, sync or re-add the repository.';

/**
 * Turn any failure into a tool answer: a stable code, a message for the panel, and content for
 * the model. The content is the code's fixed instruction and never the message (see
 * error-content.ts); bad arguments add which of the tool's own arguments were wrong. A throw
 * that is not a PrimaChatError (isomorphic-git, IndexedDB) keeps its code but not its message,
 * which may quote a ref or object name from the repository.
 */
export function errorResult(err: unknown, display?: Record<string, unknown>): ToolResult {
  const info = toErrorInfo(err);
  const error = err instanceof PrimaChatError || info.code !== 'internal' ? info : { code: info.code, message: INTERNAL_MESSAGE };
  const content = err instanceof ArgumentsError ? `${err.forModel} ${TOOL_ERROR_CONTENT.bad_arguments}` : TOOL_ERROR_CONTENT[error.code];
  return display ? { content, display, error } : { content, error };
}
