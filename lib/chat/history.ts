import type { ChatMessage } from './types';

export const INTERRUPTED_TOOL_CONTENT = 'This tool call was interrupted and has no result. Do not assume what it would have returned.';

/**
 * Make a stored history safe to send: every assistant tool call is followed by exactly one
 * tool message for its id (a stub when the run was cut off between the two), and tool
 * messages that answer no call are dropped. Providers reject a history that breaks either
 * rule with a 400, which would make a conversation unrecoverable after one bad stop.
 */
export function repairToolPairs(history: ChatMessage[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  let pending: string[] = [];
  const flush = () => {
    for (const id of pending) out.push({ role: 'tool', tool_call_id: id, content: INTERRUPTED_TOOL_CONTENT });
    pending = [];
  };
  for (const m of history) {
    if (m.role === 'tool') {
      const at = m.tool_call_id === undefined ? -1 : pending.indexOf(m.tool_call_id);
      if (at === -1) continue;
      pending.splice(at, 1);
      out.push(m);
      continue;
    }
    flush();
    if (m.role === 'system') continue; // the loop adds the current system prompt itself
    out.push(m);
    if (m.role === 'assistant') pending = (m.tool_calls ?? []).map((c) => c.id);
  }
  flush();
  return out;
}
