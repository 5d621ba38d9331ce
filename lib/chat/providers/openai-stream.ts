import { z } from 'zod';
import type { AssistantTurn, FinishReason, ToolCall } from '../types';
import { ProviderError } from './errors';

// Only the fields we read; providers add plenty more (usage, logprobs, reasoning…).
const ToolCallDeltaSchema = z.object({
  index: z.number().int().nonnegative().optional(),
  id: z.string().nullish(),
  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
});
const ChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({ content: z.string().nullish(), tool_calls: z.array(ToolCallDeltaSchema).nullish() })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .optional(),
  error: z.unknown().optional(),
});

/** Normalise the finish reasons different servers report. */
export function normaliseFinish(reason: string | null | undefined, hasToolCalls: boolean): FinishReason {
  if (reason === 'tool_calls' || reason === 'function_call' || reason === 'tool_use') return 'tool_calls';
  if (reason === 'length' || reason === 'max_tokens') return 'length';
  if (reason === 'stop' || reason === 'end_turn') return hasToolCalls ? 'tool_calls' : 'stop';
  return hasToolCalls ? 'tool_calls' : reason ? 'other' : 'stop';
}

/**
 * Assembles an assistant turn from OpenAI chat-completion chunks: text appended as it comes,
 * tool calls gathered by `index` (id and name arrive first, arguments in fragments). Servers
 * that omit `index` (some local ones) get one slot per new id.
 */
export class OpenAIStreamAssembler {
  private content = '';
  private readonly calls: Array<{ id: string; name: string; arguments: string }> = [];
  private finish: string | undefined;

  constructor(private readonly idPrefix: string) {}

  /** Feed one parsed chunk; returns the text delta it carried, if any. */
  push(raw: unknown): string | undefined {
    const parsed = ChunkSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ProviderError('bad_response', 'The provider sent a stream chunk in an unexpected shape. Check the base URL in Settings.');
    }
    if (parsed.data.error !== undefined) {
      const e = parsed.data.error as { message?: unknown } | string;
      const detail = typeof e === 'string' ? e : typeof e?.message === 'string' ? e.message : 'unknown error';
      throw new ProviderError('server', `The provider failed while answering. Try again. The provider said: ${detail.slice(0, 300)}`);
    }
    const choice = parsed.data.choices?.[0];
    if (!choice) return undefined;
    if (choice.finish_reason) this.finish = choice.finish_reason;
    for (const d of choice.delta?.tool_calls ?? []) this.pushToolDelta(d);
    const text = choice.delta?.content;
    if (text) {
      this.content += text;
      return text;
    }
    return undefined;
  }

  private pushToolDelta(d: z.infer<typeof ToolCallDeltaSchema>): void {
    let index = d.index;
    if (index === undefined) index = d.id || this.calls.length === 0 ? this.calls.length : this.calls.length - 1;
    const slot = (this.calls[index] ??= { id: '', name: '', arguments: '' });
    if (d.id) slot.id = d.id;
    if (d.function?.name) slot.name += d.function.name;
    if (d.function?.arguments) slot.arguments += d.function.arguments;
  }

  /** The turn so far (also used for what was said before a Stop). */
  result(): AssistantTurn {
    const toolCalls: ToolCall[] = this.calls
      .filter((c) => c && c.name)
      .map((c, i) => ({
        id: c.id || `${this.idPrefix}_${i}`,
        type: 'function' as const,
        function: { name: c.name, arguments: c.arguments || '{}' },
      }));
    return { content: this.content, toolCalls, finishReason: normaliseFinish(this.finish, toolCalls.length > 0) };
  }
}
