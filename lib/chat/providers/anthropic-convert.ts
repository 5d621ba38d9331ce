import type { ChatMessage, ToolDef } from '../types';

export type AnthropicBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content: string };

export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: AnthropicBlock[];
}

export interface AnthropicTool {
  name: string;
  description?: string;
  input_schema: Record<string, unknown>;
}

function parseInput(args: string): unknown {
  try {
    const value: unknown = JSON.parse(args || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    // The model sent invalid JSON; Anthropic needs an object. The executor already answered
    // bad_arguments for the call, which the model sees in the tool_result.
    return {};
  }
}

/**
 * Convert the internal OpenAI-shaped messages to an Anthropic Messages request's `system`
 * and `messages`: system prompts joined into `system`, tool calls as `tool_use` blocks, tool
 * messages as `tool_result` blocks in a user turn, consecutive same-role turns merged
 * (Anthropic wants user and assistant to alternate).
 */
export function toAnthropicMessages(messages: ChatMessage[]): { system: string; messages: AnthropicMessage[] } {
  const system: string[] = [];
  const out: AnthropicMessage[] = [];
  const push = (role: AnthropicMessage['role'], blocks: AnthropicBlock[]) => {
    if (!blocks.length) return;
    const last = out[out.length - 1];
    if (last && last.role === role) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  };
  for (const m of messages) {
    if (m.role === 'system') {
      if (m.content) system.push(m.content);
    } else if (m.role === 'user') {
      // Anthropic refuses empty text blocks.
      if (m.content) push('user', [{ type: 'text', text: m.content }]);
    } else if (m.role === 'tool') {
      push('user', [{ type: 'tool_result', tool_use_id: m.tool_call_id ?? '', content: m.content ?? '' }]);
    } else {
      const blocks: AnthropicBlock[] = [];
      if (m.content) blocks.push({ type: 'text', text: m.content });
      for (const call of m.tool_calls ?? []) {
        blocks.push({ type: 'tool_use', id: call.id, name: call.function.name, input: parseInput(call.function.arguments) });
      }
      push('assistant', blocks);
    }
  }
  return { system: system.join('\n\n'), messages: out };
}

/** OpenAI-shape function tools → Anthropic `{name, description, input_schema}`. */
export function toAnthropicTools(tools: ToolDef[]): AnthropicTool[] {
  return tools.map((t) => ({
    name: t.function.name,
    ...(t.function.description ? { description: t.function.description } : {}),
    input_schema: t.function.parameters ?? { type: 'object', properties: {} },
  }));
}
