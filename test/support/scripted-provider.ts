import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A model provider on 127.0.0.1 that speaks the real wire protocols (OpenAI chat completions
 * with SSE and tool_calls deltas; Anthropic Messages with its event types), answers from a
 * per-test script of turns, and records every request for assertions.
 */

export interface ScriptedToolCall {
  id?: string;
  name: string;
  arguments: Record<string, unknown> | string;
}
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON body (undefined for GET). */
  body: unknown;
  /** The status this server answered with. */
  status?: number;
}
/** One answer. `content` and `toolCalls` may be combined; `stallAfterChunks` keeps the stream open after that many text chunks (for Stop tests). */
export type Turn =
  | { content?: string; toolCalls?: ScriptedToolCall[]; stallAfterChunks?: number }
  | { error: { status: number; body?: unknown; headers?: Record<string, string> } }
  /** Exactly these bytes with status 200 (a broken or unusual server). */
  | { raw: { contentType: string; body: string } }
  | ((request: RecordedRequest) => Turn);

export interface ScriptedProvider {
  /** `http://127.0.0.1:PORT/v1` */
  url: string;
  origin: string;
  script(turns: Turn[]): void;
  /** Every non-preflight request, in order. */
  requests: RecordedRequest[];
  /** CORS preflights (OPTIONS), kept apart so `requests` reads like the conversation. */
  preflights: RecordedRequest[];
  /** Turns not yet consumed. */
  remaining(): number;
  close(): Promise<void>;
}

export interface ScriptedProviderOptions {
  /** Emulate Ollama: a request with an Origin header not in this list gets 403 (no Origin passes). */
  requireOriginAbsentOrIn?: string[];
  /** Require `Authorization: Bearer KEY` (or `x-api-key: KEY`); otherwise 401. */
  apiKey?: string;
  models?: string[];
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept, x-api-key, anthropic-version, anthropic-dangerous-direct-browser-access',
  'access-control-expose-headers': 'retry-after, retry-after-ms',
};

function fragments(text: string, parts: number): string[] {
  if (!text) return [];
  const size = Math.max(1, Math.ceil(text.length / parts));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Answer = Exclude<Turn, (r: RecordedRequest) => Turn>;
type TextTurn = Extract<Answer, { content?: string }>;

function sse(res: ServerResponse, extra: Record<string, string> = {}) {
  res.writeHead(200, { ...CORS, 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', ...extra });
}

function streamOpenAI(res: ServerResponse, turn: TextTurn, model: string, seq: number): void {
  const id = `chatcmpl-${seq}`;
  const chunk = (delta: object, finish: string | null = null) =>
    res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
  sse(res);
  chunk({ role: 'assistant', content: '' });
  const pieces = fragments(turn.content ?? '', 4);
  for (const [i, piece] of pieces.entries()) {
    if (turn.stallAfterChunks !== undefined && i >= turn.stallAfterChunks) return; // hold the stream open
    chunk({ content: piece });
  }
  for (const [index, call] of (turn.toolCalls ?? []).entries()) {
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    chunk({ tool_calls: [{ index, id: call.id ?? `call_${seq}_${index}`, type: 'function', function: { name: call.name, arguments: '' } }] });
    for (const frag of fragments(args, 3)) chunk({ tool_calls: [{ index, function: { arguments: frag } }] });
  }
  chunk({}, turn.toolCalls?.length ? 'tool_calls' : 'stop');
  res.end('data: [DONE]\n\n');
}

function wholeOpenAI(res: ServerResponse, turn: TextTurn, model: string, seq: number): void {
  const toolCalls = (turn.toolCalls ?? []).map((c, i) => ({
    id: c.id ?? `call_${seq}_${i}`,
    type: 'function',
    function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
  }));
  const message = { role: 'assistant', content: turn.content ?? (toolCalls.length ? null : ''), ...(toolCalls.length ? { tool_calls: toolCalls } : {}) };
  const finish = toolCalls.length ? 'tool_calls' : 'stop';
  res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: `chatcmpl-${seq}`, object: 'chat.completion', created: 1, model, choices: [{ index: 0, message, finish_reason: finish }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
}

function anthropicBlocks(turn: TextTurn, seq: number) {
  const blocks: Array<Record<string, unknown>> = [];
  if (turn.content) blocks.push({ type: 'text', text: turn.content });
  for (const [i, c] of (turn.toolCalls ?? []).entries()) {
    const input = typeof c.arguments === 'string' ? (JSON.parse(c.arguments) as unknown) : c.arguments;
    blocks.push({ type: 'tool_use', id: c.id ?? `toolu_${seq}_${i}`, name: c.name, input });
  }
  return blocks;
}

function streamAnthropic(res: ServerResponse, turn: TextTurn, model: string, seq: number): void {
  const send = (type: string, data: object) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  sse(res);
  send('message_start', { message: { id: `msg_${seq}`, type: 'message', role: 'assistant', model, content: [], stop_reason: null, usage: { input_tokens: 1, output_tokens: 0 } } });
  send('ping', {});
  for (const [index, block] of anthropicBlocks(turn, seq).entries()) {
    if (block.type === 'text') {
      send('content_block_start', { index, content_block: { type: 'text', text: '' } });
      for (const [i, piece] of fragments(String(block.text), 4).entries()) {
        if (turn.stallAfterChunks !== undefined && i >= turn.stallAfterChunks) return;
        send('content_block_delta', { index, delta: { type: 'text_delta', text: piece } });
      }
    } else {
      send('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
      for (const frag of fragments(JSON.stringify(block.input), 3)) send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: frag } });
    }
    send('content_block_stop', { index });
  }
  send('message_delta', { delta: { stop_reason: turn.toolCalls?.length ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } });
  send('message_stop', {});
  res.end();
}

function wholeAnthropic(res: ServerResponse, turn: TextTurn, model: string, seq: number): void {
  res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
  const stop = turn.toolCalls?.length ? 'tool_use' : 'end_turn';
  res.end(JSON.stringify({ id: `msg_${seq}`, type: 'message', role: 'assistant', model, content: anthropicBlocks(turn, seq), stop_reason: stop, usage: { input_tokens: 1, output_tokens: 1 } }));
}

function sendError(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Start a scripted provider on an ephemeral 127.0.0.1 port. */
export async function startScriptedProvider(opts: ScriptedProviderOptions = {}): Promise<ScriptedProvider> {
  const queue: Turn[] = [];
  const requests: RecordedRequest[] = [];
  const preflights: RecordedRequest[] = [];
  const models = opts.models ?? ['scripted-model', 'scripted-small'];
  let seq = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const record: RecordedRequest = { method: req.method ?? 'GET', path, headers, body: await readBody(req) };
      (record.method === 'OPTIONS' ? preflights : requests).push(record);
      const answer = (status: number, fn: () => void) => {
        record.status = status;
        fn();
      };
      const origin = headers.origin;
      if (opts.requireOriginAbsentOrIn && origin && !opts.requireOriginAbsentOrIn.includes(origin)) {
        // What Ollama does for an Origin outside OLLAMA_ORIGINS: 403, empty body, no CORS headers.
        return answer(403, () => res.writeHead(403).end());
      }
      if (record.method === 'OPTIONS') return answer(204, () => res.writeHead(204, CORS).end());
      const isAnthropic = path === '/v1/messages' || (path === '/v1/models' && headers['anthropic-version'] !== undefined);
      if (opts.apiKey) {
        const ok = headers.authorization === `Bearer ${opts.apiKey}` || headers['x-api-key'] === opts.apiKey;
        if (!ok) {
          const body = isAnthropic
            ? { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }
            : { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } };
          return answer(401, () => sendError(res, 401, body));
        }
      }
      if (record.method === 'GET' && path === '/v1/models') {
        const data = models.map((id) => (isAnthropic ? { id, type: 'model', display_name: id } : { id, object: 'model', owned_by: 'scripted' }));
        return answer(200, () => sendError(res, 200, isAnthropic ? { data, has_more: false } : { object: 'list', data }));
      }
      if (record.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/v1/messages')) {
        return answer(404, () => sendError(res, 404, { error: { message: `scripted provider: no route ${record.method} ${path}` } }));
      }
      if (isAnthropic && !headers['anthropic-version']) {
        return answer(400, () => sendError(res, 400, { type: 'error', error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' } }));
      }
      let turn = queue.shift();
      while (typeof turn === 'function') turn = turn(record);
      if (!turn) return answer(500, () => sendError(res, 500, { error: { message: 'scripted provider: the script has no turn left' } }));
      if ('error' in turn) {
        const { status, body, headers: h } = turn.error;
        return answer(status, () => sendError(res, status, body ?? { error: { message: `scripted error ${status}` } }, h));
      }
      if ('raw' in turn) {
        const { contentType, body } = turn.raw;
        return answer(200, () => res.writeHead(200, { ...CORS, 'content-type': contentType }).end(body));
      }
      const body = (record.body ?? {}) as { stream?: boolean; model?: string };
      const model = body.model ?? 'scripted-model';
      seq += 1;
      const t = turn;
      answer(200, () => {
        if (isAnthropic) (body.stream ? streamAnthropic : wholeAnthropic)(res, t, model, seq);
        else (body.stream ? streamOpenAI : wholeOpenAI)(res, t, model, seq);
      });
    })().catch((err: unknown) => {
      if (!res.headersSent) sendError(res, 500, { error: { message: `scripted provider crashed: ${String(err)}` } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/v1`,
    origin,
    script: (turns) => void queue.push(...turns),
    requests,
    preflights,
    remaining: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
