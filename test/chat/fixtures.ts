import type { ExecuteTool, ToolCallRequest, ToolResult } from '../../lib/chat/tool-runner';
import type { ChatMessage, ToolDef } from '../../lib/chat/types';

/** Three OpenAI-shape tools standing in for the manifest (which another unit owns). */
export const FIXTURE_TOOLS: ToolDef[] = [
  {
    type: 'function',
    function: {
      name: 'stone_search',
      description: 'Search the repository.',
      parameters: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } }, required: ['query'], additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'stone_read',
      description: 'Read a file or a section.',
      parameters: { type: 'object', properties: { path: { type: 'string' }, heading: { type: 'string' } }, required: ['path'], additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'stone_engrave',
      description: 'Engrave the conversation.',
      parameters: { type: 'object', properties: { title: { type: 'string' } }, additionalProperties: false },
    },
  },
];

/** A string that only ever appears in `display`: if it reaches the provider, display leaked. */
export const DISPLAY_ONLY = 'DISPLAY-ONLY-7f3a';

/**
 * An in-memory stand-in for the background's `tools/execute`: fenced content for the model,
 * a display object carrying DISPLAY_ONLY, and the engrave gate (approval_required without
 * confirm). Records every call with its confirm flag.
 */
export function fakeBackground(): { executeTool: ExecuteTool; calls: Array<{ call: ToolCallRequest; confirm: boolean }>; engraved: string[] } {
  const calls: Array<{ call: ToolCallRequest; confirm: boolean }> = [];
  const engraved: string[] = [];
  const executeTool: ExecuteTool = async (call, { confirm }) => {
    calls.push({ call, confirm });
    const args = JSON.parse(call.arguments || '{}') as Record<string, string>;
    const fence = (text: string): string => `<untrusted-data id="AAAABBBBCCCCDDDD">\n${text}\n</untrusted-data id="AAAABBBBCCCCDDDD">`;
    if (call.name === 'stone_search') {
      return {
        content: `1 section from handbook:\n${fence(`[1] handbook/holidays.md § Carry-over (Line 42)\nUp to 5 days carry over. query=${args.query}`)}`,
        display: { kind: 'search', repoId: 'handbook', query: args.query, sections: [{ file: 'handbook/holidays.md', heading: 'Carry-over', line: 42, snippet: DISPLAY_ONLY, markers: [] }] },
      } satisfies ToolResult;
    }
    if (call.name === 'stone_read') {
      return { content: fence(`handbook/${args.path}: full text`), display: { kind: 'read', markdown: DISPLAY_ONLY } };
    }
    if (call.name === 'stone_engrave') {
      const display = { kind: 'approval', repoId: 'handbook', path: 'engraved/note.md', title: args.title ?? 'Note', markdown: DISPLAY_ONLY, markers: [] };
      if (!confirm) return { content: 'The person must approve this first.', display, error: { code: 'approval_required', message: 'Needs approval.' } };
      engraved.push(args.title ?? 'Note');
      return { content: 'Engraved engraved/note.md in commit abc123.', display: { kind: 'engraved', repoId: 'handbook', path: 'engraved/note.md', commit: 'abc123' } };
    }
    return { content: `Unknown tool ${call.name}.`, error: { code: 'unknown_tool', message: 'unknown' } };
  };
  return { executeTool, calls, engraved };
}

/** A conversation store standing in for `conversations/append`. */
export function fakeStore(): { appendMessages: (m: ChatMessage[]) => Promise<void>; saved: ChatMessage[]; batches: number } {
  const store = {
    saved: [] as ChatMessage[],
    batches: 0,
    appendMessages: async (m: ChatMessage[]) => {
      store.batches += 1;
      store.saved.push(...structuredClone(m));
    },
  };
  return store;
}
