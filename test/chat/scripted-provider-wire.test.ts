import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createParser } from 'eventsource-parser';
import { startScriptedProvider, type ScriptedProvider } from '../support/scripted-provider';

// The scripted provider is the stand-in for real services in every chat test, so its wire
// format is checked here against what OpenAI and Anthropic document.
let server: ScriptedProvider;
beforeEach(async () => {
  server = await startScriptedProvider();
});
afterEach(async () => {
  await server.close();
});

async function events(response: Response): Promise<Array<{ event?: string; data: string }>> {
  const out: Array<{ event?: string; data: string }> = [];
  const parser = createParser({ onEvent: (e) => out.push({ ...(e.event ? { event: e.event } : {}), data: e.data }) });
  parser.feed(await response.text());
  return out;
}
const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('scripted provider wire format', () => {
  it('OpenAI stream: role chunk, content chunks, finish_reason, then [DONE]', async () => {
    server.script([{ content: 'abcdefgh' }]);
    const response = await post('/v1/chat/completions', { model: 'm', stream: true, messages: [] });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const evs = await events(response);
    expect(evs.at(-1)!.data).toBe('[DONE]');
    const chunks = evs.slice(0, -1).map((e) => JSON.parse(e.data) as { object: string; choices: Array<{ delta: { content?: string }; finish_reason: string | null }> });
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks.map((c) => c.choices[0]!.delta.content ?? '').join('')).toBe('abcdefgh');
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop');
  });

  it('OpenAI non-stream: one chat.completion with tool_calls and finish_reason tool_calls', async () => {
    server.script([{ toolCalls: [{ name: 'stone_read', arguments: { path: 'a.md' } }] }]);
    const json = (await (await post('/v1/chat/completions', { model: 'm', messages: [] })).json()) as {
      object: string;
      choices: Array<{ message: { content: null; tool_calls: Array<{ id: string; function: { arguments: string } }> }; finish_reason: string }>;
    };
    expect(json.object).toBe('chat.completion');
    expect(json.choices[0]!.finish_reason).toBe('tool_calls');
    expect(json.choices[0]!.message.content).toBeNull();
    expect(json.choices[0]!.message.tool_calls[0]!.function.arguments).toBe('{"path":"a.md"}');
  });

  it('Anthropic stream: the documented event sequence', async () => {
    server.script([{ content: 'Hi', toolCalls: [{ id: 'toolu_1', name: 'stone_search', arguments: { query: 'q' } }] }]);
    const response = await post('/v1/messages', { model: 'c', stream: true, max_tokens: 10, messages: [] }, { 'anthropic-version': '2023-06-01' });
    const types = (await events(response)).map((e) => e.event);
    expect(types).toEqual([
      'message_start', 'ping',
      'content_block_start', 'content_block_delta', 'content_block_delta', 'content_block_stop',
      'content_block_start', 'content_block_delta', 'content_block_delta', 'content_block_delta', 'content_block_stop',
      'message_delta', 'message_stop',
    ]);
  });

  it('Anthropic non-stream, and a missing anthropic-version is refused like the real API', async () => {
    server.script([{ content: 'Hi' }]);
    const missing = await post('/v1/messages', { model: 'c', max_tokens: 10, messages: [] });
    expect(missing.status).toBe(400);
    const json = (await (await post('/v1/messages', { model: 'c', max_tokens: 10, messages: [] }, { 'anthropic-version': '2023-06-01' })).json()) as object;
    expect(json).toMatchObject({ type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Hi' }], stop_reason: 'end_turn' });
  });

  it('answers CORS preflights, keeps them apart from requests, and says when the script ran out', async () => {
    const pre = await fetch(`${server.origin}/v1/chat/completions`, { method: 'OPTIONS', headers: { origin: 'chrome-extension://x', 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization');
    const empty = await post('/v1/chat/completions', { model: 'm', messages: [] });
    expect(empty.status).toBe(500);
    expect(await empty.text()).toContain('no turn left');
    expect(server.preflights).toHaveLength(1);
    expect(server.requests.map((r) => [r.method, r.status])).toEqual([['POST', 500]]);
  });

  it('a function turn sees the recorded request', async () => {
    server.script([(req) => ({ content: `you said ${(req.body as { messages: Array<{ content: string }> }).messages[0]!.content}` })]);
    const json = (await (await post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'hey' }] })).json()) as {
      choices: Array<{ message: { content: string } }>;
    };
    expect(json.choices[0]!.message.content).toBe('you said hey');
  });
});
