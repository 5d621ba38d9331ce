import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runChatLoop, type ChatEvent, type ChatLoopOptions } from '../../lib/chat/loop';
import { createAnthropicProvider } from '../../lib/chat/providers/anthropic';
import { createOpenAICompatibleProvider } from '../../lib/chat/providers/openai-compatible';
import { buildSystemPrompt } from '../../lib/chat/system-prompt';
import { DECLINED_CONTENT, STOPPED_BEFORE_CHOICE_CONTENT } from '../../lib/chat/tool-runner';
import type { ChatMessage } from '../../lib/chat/types';
import { startScriptedProvider, type ScriptedProvider } from '../support/scripted-provider';
import { DISPLAY_ONLY, FIXTURE_TOOLS, fakeBackground, fakeStore } from './fixtures';

let server: ScriptedProvider;
beforeEach(async () => {
  server = await startScriptedProvider();
});
afterEach(async () => {
  await server.close();
});

type Body = { messages: ChatMessage[]; tools: unknown };
const bodies = () => server.requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.body as Body);

function setup(overrides: Partial<ChatLoopOptions> = {}) {
  const background = fakeBackground();
  const store = fakeStore();
  const events: ChatEvent[] = [];
  const approvals: string[] = [];
  const options: ChatLoopOptions = {
    provider: createOpenAICompatibleProvider({ baseUrl: server.url, model: 'scripted-model', fetch }),
    tools: FIXTURE_TOOLS,
    history: [],
    userMessage: 'How many holiday days carry over?',
    executeTool: background.executeTool,
    requestApproval: async (call) => {
      approvals.push(call.name);
      return true;
    },
    appendMessages: store.appendMessages,
    onEvent: (e) => events.push(e),
    systemPrompt: buildSystemPrompt({ repoId: 'handbook' }),
    ...overrides,
  };
  return { background, store, events, approvals, options };
}

describe('the chat loop', () => {
  it('question → two tool calls in one turn → answer; only content goes back, system prompt first, manifest tools', async () => {
    server.script([
      {
        toolCalls: [
          { id: 'c1', name: 'stone_search', arguments: { query: 'carry over' } },
          { id: 'c2', name: 'stone_read', arguments: { path: 'holidays.md', heading: 'Carry-over' } },
        ],
      },
      { content: 'Up to 5 days.\n\nhandbook/holidays.md § Carry-over' },
    ]);
    const { background, store, events, options } = setup();
    const result = await runChatLoop(options);
    expect(result.status).toBe('done');
    expect(result.rounds).toBe(2);
    expect(background.calls.map((c) => [c.call.name, c.confirm])).toEqual([['stone_search', false], ['stone_read', false]]);

    const [first, second] = bodies();
    for (const body of [first!, second!]) {
      expect(body.messages[0]).toEqual({ role: 'system', content: options.systemPrompt });
      expect(body.tools).toEqual(FIXTURE_TOOLS);
      expect(JSON.stringify(body)).not.toContain(DISPLAY_ONLY);
    }
    const toolMessages = second!.messages.filter((m) => m.role === 'tool');
    const expected = await Promise.all(
      background.calls.map(async ({ call }) => (await fakeBackground().executeTool(call, { confirm: false })).content),
    );
    expect(toolMessages).toEqual([
      { role: 'tool', tool_call_id: 'c1', content: expected[0] },
      { role: 'tool', tool_call_id: 'c2', content: expected[1] },
    ]);

    // Every turn saved, in order, and the same as what the run reports.
    expect(store.saved).toEqual(result.messages);
    expect(store.saved.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool', 'assistant']);
    expect(store.saved.at(-1)!.content).toBe('Up to 5 days.\n\nhandbook/holidays.md § Carry-over');
    expect(JSON.stringify(store.saved)).not.toContain(DISPLAY_ONLY);

    // The panel gets display through events, not through the model.
    const finished = events.filter((e) => e.type === 'tool_finished');
    expect(JSON.stringify(finished)).toContain(DISPLAY_ONLY);
    expect(events.filter((e) => e.type === 'text').map((e) => (e as { delta: string }).delta).join('')).toBe(store.saved.at(-1)!.content);
  });

  it('engrave approved: the card is asked for, then the call is re-sent with confirm', async () => {
    server.script([{ toolCalls: [{ id: 'e1', name: 'stone_engrave', arguments: { title: 'Carry-over' } }] }, { content: 'Saved.' }]);
    const { background, approvals, events, options } = setup();
    const result = await runChatLoop(options);
    expect(result.status).toBe('done');
    expect(approvals).toEqual(['stone_engrave']);
    expect(background.calls.map((c) => c.confirm)).toEqual([false, true]);
    expect(background.engraved).toEqual(['Carry-over']);
    const preview = events.find((e) => e.type === 'approval_requested') as Extract<ChatEvent, { type: 'approval_requested' }>;
    expect(preview.preview.display).toMatchObject({ kind: 'approval', path: 'engraved/note.md' });
    const toolMessage = bodies()[1]!.messages.find((m) => m.role === 'tool');
    expect(toolMessage!.content).toBe('Engraved engraved/note.md in commit abc123.');
    expect(JSON.stringify(bodies())).not.toContain(DISPLAY_ONLY);
  });

  it('engrave declined: nothing is written and the model is told the person declined', async () => {
    server.script([{ toolCalls: [{ id: 'e1', name: 'stone_engrave', arguments: {} }] }, { content: 'Understood.' }]);
    const { background, options } = setup({ requestApproval: async () => false });
    const result = await runChatLoop(options);
    expect(result.status).toBe('done');
    expect(background.calls.map((c) => c.confirm)).toEqual([false]);
    expect(background.engraved).toEqual([]);
    expect(bodies()[1]!.messages.find((m) => m.role === 'tool')).toEqual({ role: 'tool', tool_call_id: 'e1', content: DECLINED_CONTENT });
  });

  it('Stop while the approval card is open writes nothing and leaves a valid history', async () => {
    server.script([{ toolCalls: [{ id: 'e1', name: 'stone_engrave', arguments: {} }, { id: 's1', name: 'stone_search', arguments: { query: 'x' } }] }]);
    const controller = new AbortController();
    const { background, store, options } = setup({
      signal: controller.signal,
      requestApproval: () => {
        controller.abort();
        return new Promise<boolean>(() => undefined); // the person never clicks
      },
    });
    const result = await runChatLoop(options);
    expect(result.status).toBe('stopped');
    expect(background.engraved).toEqual([]);
    expect(background.calls.map((c) => c.call.name)).toEqual(['stone_engrave']);
    expect(store.saved.filter((m) => m.role === 'tool').map((m) => [m.tool_call_id, m.content])).toEqual([
      ['e1', STOPPED_BEFORE_CHOICE_CONTENT],
      ['s1', 'The person stopped the answer; this tool was not run.'],
    ]);
  });

  it('stops after maxRounds of tool calls and tells the person', async () => {
    const always = () => ({ toolCalls: [{ name: 'stone_search', arguments: { query: 'again' } }] });
    server.script([always, always, always, always]);
    const { events, store, options } = setup({ maxRounds: 3 });
    const result = await runChatLoop(options);
    expect(result).toMatchObject({ status: 'round_cap', rounds: 3 });
    expect(bodies()).toHaveLength(3);
    expect(server.remaining()).toBe(1);
    const cap = events.find((e) => e.type === 'round_cap') as Extract<ChatEvent, { type: 'round_cap' }>;
    expect(cap.message).toContain('stopped after 3 rounds');
    expect(store.saved.at(-1)!.role).toBe('tool'); // every call answered: the history stays sendable
  });

  it('Stop mid-stream keeps what was said, and the next question carries it', async () => {
    server.script([{ content: 'The first part. The second part. The third part. The end.', stallAfterChunks: 2 }]);
    const controller = new AbortController();
    let seen = '';
    const { store, events, options } = setup({
      signal: controller.signal,
      onEvent: (e) => {
        events.push(e);
        if (e.type === 'text') {
          seen += e.delta;
          if (seen.length > 20) controller.abort();
        }
      },
    });
    const result = await runChatLoop(options);
    expect(result.status).toBe('stopped');
    expect(events.some((e) => e.type === 'stopped')).toBe(true);
    const partial = store.saved.at(-1)!;
    expect(partial.role).toBe('assistant');
    expect(partial.content).toBe(seen);
    expect(partial.content!.length).toBeLessThan('The first part. The second part. The third part. The end.'.length);

    server.script([{ content: 'Next answer.' }]);
    const next = setup({ history: store.saved, userMessage: 'Go on' });
    expect((await runChatLoop(next.options)).status).toBe('done');
    expect(bodies()[1]!.messages.slice(1).map((m) => m.content)).toEqual(['How many holiday days carry over?', seen, 'Go on']);
  });

  it('a provider error ends the run with its kind; retrying without userMessage does not repeat the question', async () => {
    server.script([{ error: { status: 429, headers: { 'retry-after': '30' } } }]);
    const { store, events, options } = setup();
    const failed = await runChatLoop(options);
    expect(failed.status).toBe('error');
    expect(failed.error).toMatchObject({ code: 'provider_error', kind: 'rate_limit', status: 429, retryAfterSeconds: 30 });
    expect(events.find((e) => e.type === 'error')).toBeDefined();
    expect(store.saved).toEqual([{ role: 'user', content: 'How many holiday days carry over?' }]);

    server.script([{ content: 'Now it works.' }]);
    const { userMessage: _dropped, ...retry } = { ...options, history: store.saved };
    void _dropped;
    expect((await runChatLoop(retry)).status).toBe('done');
    expect(bodies()[1]!.messages.filter((m) => m.role === 'user')).toHaveLength(1);
  });

  it('a throwing executeTool becomes a tool message the model can act on', async () => {
    server.script([{ toolCalls: [{ id: 'c1', name: 'stone_search', arguments: { query: 'x' } }] }, { content: 'Sorry.' }]);
    const { options } = setup({
      executeTool: async () => {
        throw new Error('port closed');
      },
    });
    expect((await runChatLoop(options)).status).toBe('done');
    const tool = bodies()[1]!.messages.find((m) => m.role === 'tool')!;
    expect(tool.content).toContain('The tool stone_search failed');
  });

  it('repairs a stored history whose tool call was never answered', async () => {
    server.script([{ content: 'ok' }]);
    const history: ChatMessage[] = [
      { role: 'user', content: 'earlier' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'old', type: 'function', function: { name: 'stone_search', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'stray', content: 'answers nothing' },
    ];
    const { options } = setup({ history });
    await runChatLoop(options);
    const sent = bodies()[0]!.messages;
    expect(sent.map((m) => [m.role, m.tool_call_id ?? null])).toEqual([
      ['system', null],
      ['user', null],
      ['assistant', null],
      ['tool', 'old'],
      ['user', null],
    ]);
  });

  it('drives the Anthropic provider through the same loop', async () => {
    server.script([{ toolCalls: [{ id: 'toolu_9', name: 'stone_search', arguments: { query: 'q' } }] }, { content: 'Answer.' }]);
    const { options, store } = setup({ provider: createAnthropicProvider({ baseUrl: server.url, model: 'claude', fetch }) });
    expect((await runChatLoop(options)).status).toBe('done');
    const second = server.requests[1]!.body as { system: string; messages: Array<{ content: Array<{ type: string; content?: string }> }> };
    expect(second.system).toBe(options.systemPrompt);
    expect(second.messages[2]!.content[0]).toMatchObject({ type: 'tool_result', content: expect.stringContaining('<untrusted-data') });
    expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain(DISPLAY_ONLY);
    expect(store.saved.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
  });
});
