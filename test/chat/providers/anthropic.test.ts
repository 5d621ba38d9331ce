import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANTHROPIC_VERSION, createAnthropicProvider } from '../../../lib/chat/providers/anthropic';
import { toAnthropicMessages, toAnthropicTools } from '../../../lib/chat/providers/anthropic-convert';
import type { ChatMessage } from '../../../lib/chat/types';
import { startScriptedProvider, type ScriptedProvider } from '../../support/scripted-provider';
import { FIXTURE_TOOLS } from '../fixtures';

const KEY = 'sk-ant-test-SECRET-42';
let server: ScriptedProvider;
beforeEach(async () => {
  server = await startScriptedProvider({ apiKey: KEY });
});
afterEach(async () => {
  await server.close();
});
const provider = () => createAnthropicProvider({ baseUrl: server.url, model: 'claude-test', apiKey: KEY, fetch });

describe('Anthropic provider', () => {
  it('round trip: tool_use streamed as input_json_delta, then the tool_result sent back and text streamed', async () => {
    server.script([
      { content: 'Searching.', toolCalls: [{ id: 'toolu_1', name: 'stone_search', arguments: { query: 'carry over', limit: 4 } }] },
      { content: 'Five days carry over.\n\nhandbook/holidays.md § Carry-over' },
    ]);
    const p = provider();
    const history: ChatMessage[] = [
      { role: 'system', content: 'SYSTEM PROMPT' },
      { role: 'user', content: 'How many days carry over?' },
    ];
    const first = await p.chat({ messages: history, tools: FIXTURE_TOOLS });
    expect(first).toEqual({
      content: 'Searching.',
      toolCalls: [{ id: 'toolu_1', type: 'function', function: { name: 'stone_search', arguments: '{"query":"carry over","limit":4}' } }],
      finishReason: 'tool_calls',
    });
    history.push({ role: 'assistant', content: first.content, tool_calls: first.toolCalls });
    history.push({ role: 'tool', tool_call_id: 'toolu_1', content: 'FENCED RESULT' });
    const deltas: string[] = [];
    const second = await p.chat({ messages: history, tools: FIXTURE_TOOLS, onDelta: (d) => deltas.push(d) });
    expect(second).toEqual({ content: 'Five days carry over.\n\nhandbook/holidays.md § Carry-over', toolCalls: [], finishReason: 'stop' });
    expect(deltas.length).toBeGreaterThan(1);

    const [r1, r2] = server.requests;
    expect(r1!.path).toBe('/v1/messages');
    expect(r1!.body).toMatchObject({
      model: 'claude-test',
      stream: true,
      system: 'SYSTEM PROMPT',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'How many days carry over?' }] }],
      tools: FIXTURE_TOOLS.map((t) => ({ name: t.function.name, description: t.function.description, input_schema: t.function.parameters })),
    });
    expect((r1!.body as { max_tokens: number }).max_tokens).toBeGreaterThan(0);
    expect((r2!.body as { messages: unknown[] }).messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'How many days carry over?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Searching.' },
          { type: 'tool_use', id: 'toolu_1', name: 'stone_search', input: { query: 'carry over', limit: 4 } },
        ],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'FENCED RESULT' }] },
    ]);
  });

  it('sends the key only in x-api-key, with the version and direct-browser-access headers', async () => {
    server.script([{ content: 'ok' }]);
    await provider().chat({ messages: [{ role: 'user', content: 'q' }], tools: [] });
    await provider().listModels();
    for (const req of server.requests) {
      expect(req.status).toBe(200);
      expect(req.headers['x-api-key']).toBe(KEY);
      expect(req.headers['anthropic-version']).toBe(ANTHROPIC_VERSION);
      expect(req.headers['anthropic-dangerous-direct-browser-access']).toBe('true');
      expect(req.headers.authorization).toBeUndefined();
      const others = Object.entries(req.headers).filter(([k]) => k !== 'x-api-key');
      expect(JSON.stringify([others, req.body ?? null, req.path])).not.toContain(KEY);
    }
  });

  it('lists models and refuses a wrong key as auth', async () => {
    expect(await provider().listModels()).toEqual(['scripted-model', 'scripted-small']);
    const wrong = createAnthropicProvider({ baseUrl: server.url, model: 'c', apiKey: 'nope-nope', fetch });
    const result = await wrong.testConnection();
    expect(!result.ok && result.error).toMatchObject({ kind: 'auth', status: 401 });
  });
});

describe('conversion to the Messages API', () => {
  it('merges consecutive tool results into one user turn and keeps several tool_use blocks', () => {
    const { system, messages } = toAnthropicMessages([
      { role: 'system', content: 'A' },
      { role: 'user', content: 'q' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 't1', type: 'function', function: { name: 'stone_search', arguments: '{"query":"a"}' } },
          { id: 't2', type: 'function', function: { name: 'stone_read', arguments: 'not json' } },
        ],
      },
      { role: 'tool', tool_call_id: 't1', content: 'r1' },
      { role: 'tool', tool_call_id: 't2', content: 'r2' },
      { role: 'user', content: 'and?' },
    ]);
    expect(system).toBe('A');
    expect(messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'q' }] },
      {
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 't1', name: 'stone_search', input: { query: 'a' } },
          { type: 'tool_use', id: 't2', name: 'stone_read', input: {} },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 't1', content: 'r1' },
          { type: 'tool_result', tool_use_id: 't2', content: 'r2' },
          { type: 'text', text: 'and?' },
        ],
      },
    ]);
  });

  it('maps tools to name, description and input_schema', () => {
    expect(toAnthropicTools(FIXTURE_TOOLS)[0]).toEqual({
      name: 'stone_search',
      description: 'Search the repository.',
      input_schema: FIXTURE_TOOLS[0]!.function.parameters,
    });
  });
});
