import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAICompatibleProvider } from '../../../lib/chat/providers/openai-compatible';
import { startScriptedProvider, type ScriptedProvider } from '../../support/scripted-provider';
import { FIXTURE_TOOLS } from '../fixtures';

let server: ScriptedProvider;
beforeEach(async () => {
  server = await startScriptedProvider();
});
afterEach(async () => {
  await server.close();
});

const provider = (apiKey?: string) =>
  createOpenAICompatibleProvider({ baseUrl: `${server.url}/`, model: 'scripted-model', fetch, ...(apiKey ? { apiKey } : {}) });
const user = (content: string) => [{ role: 'user' as const, content }];

describe('OpenAI-compatible provider', () => {
  it('streams text in several deltas and assembles it', async () => {
    server.script([{ content: 'Holidays carry over up to five days.' }]);
    const deltas: string[] = [];
    const turn = await provider().chat({ messages: user('hi'), tools: [], onDelta: (d) => deltas.push(d) });
    expect(turn).toEqual({ content: 'Holidays carry over up to five days.', toolCalls: [], finishReason: 'stop' });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(turn.content);
    const req = server.requests[0]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.body).toMatchObject({ model: 'scripted-model', stream: true, messages: [{ role: 'user', content: 'hi' }] });
    expect(req.body).not.toHaveProperty('tools'); // no tools: no empty `tools` array either
  });

  it('assembles tool calls from fragmented argument deltas, several in one turn', async () => {
    server.script([
      {
        content: 'Let me look.',
        toolCalls: [
          { id: 'call_a', name: 'stone_search', arguments: { query: 'carry-over "holidays" ünïcode', limit: 3 } },
          { id: 'call_b', name: 'stone_read', arguments: { path: 'handbook/holidays.md', heading: 'Carry-over' } },
        ],
      },
    ]);
    const turn = await provider().chat({ messages: user('q'), tools: FIXTURE_TOOLS });
    expect(turn.finishReason).toBe('tool_calls');
    expect(turn.content).toBe('Let me look.');
    expect(turn.toolCalls).toEqual([
      { id: 'call_a', type: 'function', function: { name: 'stone_search', arguments: JSON.stringify({ query: 'carry-over "holidays" ünïcode', limit: 3 }) } },
      { id: 'call_b', type: 'function', function: { name: 'stone_read', arguments: JSON.stringify({ path: 'handbook/holidays.md', heading: 'Carry-over' }) } },
    ]);
    expect((server.requests[0]!.body as { tools: unknown }).tools).toEqual(FIXTURE_TOOLS);
  });

  it('passes a malformed arguments string through untouched for the executor to judge', async () => {
    server.script([{ toolCalls: [{ id: 'c1', name: 'stone_search', arguments: '{"query": "x"' }] }]);
    const turn = await provider().chat({ messages: user('q'), tools: FIXTURE_TOOLS });
    expect(turn.toolCalls[0]!.function.arguments).toBe('{"query": "x"');
  });

  it('accepts a whole JSON completion from a server that ignores stream: true', async () => {
    server.script([
      (req) => {
        (req.body as { stream: boolean }).stream = false; // answer as if streaming was not honoured
        return { content: 'whole', toolCalls: [{ id: 'x1', name: 'stone_read', arguments: { path: 'a.md' } }] };
      },
    ]);
    const deltas: string[] = [];
    const turn = await provider().chat({ messages: user('q'), tools: FIXTURE_TOOLS, onDelta: (d) => deltas.push(d) });
    expect(turn.content).toBe('whole');
    expect(deltas).toEqual(['whole']);
    expect(turn.toolCalls).toEqual([{ id: 'x1', type: 'function', function: { name: 'stone_read', arguments: '{"path":"a.md"}' } }]);
  });

  it('sends an assistant message that only calls tools with content null and tool messages with their id', async () => {
    server.script([{ content: 'done' }]);
    await provider().chat({
      messages: [
        { role: 'system', content: 'sys' },
        { role: 'user', content: 'q' },
        { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'stone_search', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'c1', content: 'result' },
      ],
      tools: FIXTURE_TOOLS,
    });
    const sent = (server.requests[0]!.body as { messages: unknown[] }).messages;
    expect(sent[2]).toEqual({ role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'stone_search', arguments: '{}' } }] });
    expect(sent[3]).toEqual({ role: 'tool', content: 'result', tool_call_id: 'c1' });
  });

  it('lists models and tests the connection', async () => {
    const p = provider();
    expect(await p.listModels()).toEqual(['scripted-model', 'scripted-small']);
    expect(await p.testConnection()).toEqual({ ok: true, models: ['scripted-model', 'scripted-small'] });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models', 'GET /v1/models']);
  });
});

describe('the API key', () => {
  const KEY = 'sk-test-SECRET-0123456789';

  it('travels only in the Authorization header, never in the body or URL', async () => {
    await server.close();
    server = await startScriptedProvider({ apiKey: KEY });
    server.script([{ content: 'ok' }]);
    const p = provider(KEY);
    await p.chat({ messages: user('hello'), tools: FIXTURE_TOOLS });
    await p.listModels();
    expect(server.requests).toHaveLength(2);
    for (const req of server.requests) {
      expect(req.status).toBe(200);
      expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
      const elsewhere = Object.entries(req.headers).filter(([k]) => k !== 'authorization');
      expect(JSON.stringify(elsewhere)).not.toContain(KEY);
      expect(JSON.stringify(req.body ?? null)).not.toContain(KEY);
      expect(req.path).not.toContain(KEY);
    }
  });

  it('is refused with a 401 that says to check the key, and the key echoed back is redacted', async () => {
    server.script([{ error: { status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}.` } } } }]);
    const err = await provider(KEY).chat({ messages: user('q'), tools: [] }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'auth', status: 401, code: 'provider_error' });
    expect((err as Error).message).toContain('Check the key in Settings');
    expect((err as Error).message).not.toContain(KEY);
  });
});
