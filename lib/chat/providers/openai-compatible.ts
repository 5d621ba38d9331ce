import type { AssistantTurn, ChatMessage, ChatProvider, ChatRequest, ConnectionResult, FetchLike } from '../types';
import { ProviderError, errorFromThrown } from './errors';
import { readModelIds, sendToProvider } from './send';
import { OpenAIStreamAssembler } from './openai-stream';
import { parseEventJson, readSse } from './sse';

export interface OpenAICompatibleOptions {
  /** e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch: FetchLike;
}


/** Strip trailing slashes so `${base}/models` never doubles them. */
export function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

// OpenAI wants `content: null` (not '') on an assistant message that only calls tools, and
// only the fields the API knows.
function toWire(m: ChatMessage): Record<string, unknown> {
  const out: Record<string, unknown> = { role: m.role, content: m.content ?? '' };
  if (m.role === 'assistant' && m.tool_calls?.length) {
    out.tool_calls = m.tool_calls;
    if (!m.content) out.content = null;
  }
  if (m.role === 'tool') out.tool_call_id = m.tool_call_id;
  return out;
}

/**
 * A provider for any server speaking OpenAI's chat-completions protocol (OpenAI, OpenRouter,
 * Ollama's `/v1`, LM Studio, llama.cpp's server, vLLM). Streams with SSE and assembles tool
 * calls from deltas. The API key goes only into the Authorization header.
 */
export function createOpenAICompatibleProvider(opts: OpenAICompatibleOptions): ChatProvider {
  const base = trimBase(opts.baseUrl);
  const headers = (json: boolean): Record<string, string> => {
    const h: Record<string, string> = { accept: json ? 'application/json' : 'text/event-stream' };
    if (json) h['content-type'] = 'application/json';
    if (opts.apiKey) h.authorization = `Bearer ${opts.apiKey}`;
    return h;
  };
  // GET requests carry no content-type, so a browser sends no CORS preflight for them.
  const getHeaders = (): Record<string, string> => {
    const h: Record<string, string> = { accept: 'application/json' };
    if (opts.apiKey) h.authorization = `Bearer ${opts.apiKey}`;
    return h;
  };

  const send = (path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> => sendToProvider(opts.fetch, `${base}${path}`, init, opts.apiKey, signal);

  async function chat(req: ChatRequest): Promise<AssistantTurn> {
    const body: Record<string, unknown> = { model: opts.model, messages: req.messages.map(toWire), stream: true };
    if (req.tools.length) body.tools = req.tools;
    if (req.maxTokens !== undefined) body.max_tokens = req.maxTokens;
    const response = await send('/chat/completions', { method: 'POST', headers: headers(true), body: JSON.stringify(body) }, req.signal);
    const type = response.headers.get('content-type') ?? '';
    const assembler = new OpenAIStreamAssembler(`call_${Date.now().toString(36)}`);
    if (type.includes('application/json')) {
      // Some servers ignore `stream: true`; accept a whole completion too.
      const json = (await response.json().catch(() => null)) as { choices?: Array<{ message?: unknown; finish_reason?: unknown }> } | null;
      const choice = json?.choices?.[0];
      if (!choice?.message) throw new ProviderError('bad_response', 'The provider answered in an unexpected shape. Check the base URL in Settings.');
      const text = assembler.push({ choices: [{ delta: choice.message, finish_reason: choice.finish_reason }] });
      if (text) req.onDelta?.(text);
      return assembler.result();
    }
    await readSse(
      response,
      (event) => {
        if (event.data.trim() === '[DONE]') return 'done';
        const text = assembler.push(parseEventJson(event.data));
        if (text) req.onDelta?.(text);
      },
      req.signal,
    );
    return assembler.result();
  }

  async function listModels(signal?: AbortSignal): Promise<string[]> {
    const response = await send('/models', { method: 'GET', headers: getHeaders() }, signal);
    return readModelIds(response);
  }

  async function testConnection(signal?: AbortSignal): Promise<ConnectionResult> {
    try {
      return { ok: true, models: await listModels(signal) };
    } catch (err) {
      const error = errorFromThrown(err, signal);
      if (error.kind !== 'bad_response') return { ok: false, error };
      // Some servers offer no model list: a tiny chat tells whether the rest works.
      try {
        await chat({ messages: [{ role: 'user', content: 'ping' }], tools: [], maxTokens: 1, ...(signal ? { signal } : {}) });
        return { ok: true, models: [] };
      } catch (err2) {
        return { ok: false, error: errorFromThrown(err2, signal) };
      }
    }
  }

  return { kind: 'openai-compatible', chat, listModels, testConnection };
}
