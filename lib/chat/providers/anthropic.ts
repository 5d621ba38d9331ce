import { z } from 'zod';
import type { AssistantTurn, ChatProvider, ChatRequest, ConnectionResult, FetchLike, ToolCall } from '../types';
import { toAnthropicMessages, toAnthropicTools } from './anthropic-convert';
import { ProviderError, errorFromThrown } from './errors';
import { readModelIds, sendToProvider } from './send';
import { trimBase } from './openai-compatible';
import { normaliseFinish } from './openai-stream';
import { parseEventJson, readSse } from './sse';

export interface AnthropicOptions {
  /** e.g. `https://api.anthropic.com/v1`; `/messages` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch: FetchLike;
  /** Anthropic requires a cap on the answer's length. */
  maxTokens?: number;
}

export const ANTHROPIC_VERSION = '2023-06-01';

const EventSchema = z.object({
  type: z.string(),
  index: z.number().int().nonnegative().optional(),
  content_block: z.object({ type: z.string(), id: z.string().optional(), name: z.string().optional(), text: z.string().optional() }).optional(),
  delta: z
    .object({ type: z.string().optional(), text: z.string().optional(), partial_json: z.string().optional(), stop_reason: z.string().nullish() })
    .optional(),
  error: z.object({ type: z.string().optional(), message: z.string().optional() }).optional(),
});

/**
 * A provider for Anthropic's Messages API. Converts the internal OpenAI-shaped messages at
 * the edge and streams `content_block_*` events back into an assistant turn with tool calls.
 * The key goes only into `x-api-key`; `anthropic-dangerous-direct-browser-access` is what
 * Anthropic requires for calls made straight from a browser page.
 */
export function createAnthropicProvider(opts: AnthropicOptions): ChatProvider {
  const base = trimBase(opts.baseUrl);
  const headers = (json: boolean): Record<string, string> => {
    const h: Record<string, string> = {
      accept: json ? 'application/json' : 'text/event-stream',
      'anthropic-version': ANTHROPIC_VERSION,
      'anthropic-dangerous-direct-browser-access': 'true',
    };
    if (json) h['content-type'] = 'application/json';
    if (opts.apiKey) h['x-api-key'] = opts.apiKey;
    return h;
  };

  const send = (path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> => sendToProvider(opts.fetch, `${base}${path}`, init, opts.apiKey, signal);

  async function chat(req: ChatRequest): Promise<AssistantTurn> {
    const { system, messages } = toAnthropicMessages(req.messages);
    const body: Record<string, unknown> = { model: opts.model, max_tokens: req.maxTokens ?? opts.maxTokens ?? 4096, messages, stream: true };
    if (system) body.system = system;
    if (req.tools.length) body.tools = toAnthropicTools(req.tools);
    const response = await send('/messages', { method: 'POST', headers: headers(true), body: JSON.stringify(body) }, req.signal);
    let content = '';
    let stopReason: string | undefined;
    const blocks = new Map<number, { id: string; name: string; json: string }>();
    await readSse(
      response,
      (event) => {
        const parsed = EventSchema.safeParse(parseEventJson(event.data));
        if (!parsed.success) throw new ProviderError('bad_response', 'The provider sent an event in an unexpected shape. Check the base URL in Settings.');
        const ev = parsed.data;
        if (ev.type === 'error') {
          throw new ProviderError('server', `The provider failed while answering. Try again. The provider said: ${(ev.error?.message ?? 'unknown error').slice(0, 300)}`);
        }
        if (ev.type === 'content_block_start' && ev.content_block?.type === 'tool_use' && ev.index !== undefined) {
          blocks.set(ev.index, { id: ev.content_block.id ?? `toolu_${ev.index}`, name: ev.content_block.name ?? '', json: '' });
        } else if (ev.type === 'content_block_start' && ev.content_block?.text) {
          content += ev.content_block.text;
          req.onDelta?.(ev.content_block.text);
        } else if (ev.type === 'content_block_delta' && ev.delta?.type === 'text_delta' && ev.delta.text) {
          content += ev.delta.text;
          req.onDelta?.(ev.delta.text);
        } else if (ev.type === 'content_block_delta' && ev.delta?.type === 'input_json_delta' && ev.index !== undefined) {
          const block = blocks.get(ev.index);
          if (block) block.json += ev.delta.partial_json ?? '';
        } else if (ev.type === 'message_delta' && ev.delta?.stop_reason) {
          stopReason = ev.delta.stop_reason;
        } else if (ev.type === 'message_stop') {
          return 'done';
        }
      },
      req.signal,
    );
    const toolCalls: ToolCall[] = [...blocks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, b]) => ({ id: b.id, type: 'function' as const, function: { name: b.name, arguments: b.json || '{}' } }));
    return { content, toolCalls, finishReason: normaliseFinish(stopReason, toolCalls.length > 0) };
  }

  async function listModels(signal?: AbortSignal): Promise<string[]> {
    const h = headers(true);
    delete h['content-type'];
    const response = await send('/models', { method: 'GET', headers: h }, signal);
    return readModelIds(response);
  }

  async function testConnection(signal?: AbortSignal): Promise<ConnectionResult> {
    try {
      return { ok: true, models: await listModels(signal) };
    } catch (err) {
      return { ok: false, error: errorFromThrown(err, signal) };
    }
  }

  return { kind: 'anthropic', chat, listModels, testConnection };
}
