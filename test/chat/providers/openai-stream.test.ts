import { describe, expect, it } from 'vitest';
import { OpenAIStreamAssembler } from '../../../lib/chat/providers/openai-stream';

const tc = (d: object) => ({ choices: [{ delta: { tool_calls: [d] } }] });

describe('OpenAIStreamAssembler', () => {
  it('keeps interleaved argument fragments of parallel calls apart by index', () => {
    const a = new OpenAIStreamAssembler('gen');
    a.push(tc({ index: 0, id: 'c0', type: 'function', function: { name: 'stone_search', arguments: '' } }));
    a.push(tc({ index: 1, id: 'c1', type: 'function', function: { name: 'stone_read', arguments: '' } }));
    a.push(tc({ index: 0, function: { arguments: '{"query":' } }));
    a.push(tc({ index: 1, function: { arguments: '{"path":' } }));
    a.push(tc({ index: 1, function: { arguments: '"a.md"}' } }));
    a.push(tc({ index: 0, function: { arguments: '"x"}' } }));
    a.push({ choices: [{ delta: {}, finish_reason: 'tool_calls' }] });
    expect(a.result().toolCalls.map((c) => [c.id, c.function.name, c.function.arguments])).toEqual([
      ['c0', 'stone_search', '{"query":"x"}'],
      ['c1', 'stone_read', '{"path":"a.md"}'],
    ]);
  });

  it('handles servers that send whole calls without index or id (one slot each, ids generated)', () => {
    const a = new OpenAIStreamAssembler('gen');
    a.push({ choices: [{ delta: { tool_calls: [{ id: 'x', function: { name: 'stone_search', arguments: '{"query":"a"}' } }] } }] });
    a.push({ choices: [{ delta: { tool_calls: [{ id: 'y', function: { name: 'stone_read', arguments: '{"path":"b"}' } }] } }] });
    a.push({ choices: [{ delta: { tool_calls: [{ index: 2, function: { name: 'stone_read' } }] }, finish_reason: 'stop' }] });
    const { toolCalls, finishReason } = a.result();
    expect(toolCalls.map((c) => [c.id, c.function.arguments])).toEqual([
      ['x', '{"query":"a"}'],
      ['y', '{"path":"b"}'],
      ['gen_2', '{}'],
    ]);
    // Some servers say `stop` even when they called tools.
    expect(finishReason).toBe('tool_calls');
  });

  it('reports length when the answer was cut off', () => {
    const a = new OpenAIStreamAssembler('gen');
    expect(a.push({ choices: [{ delta: { content: 'Hal' } }] })).toBe('Hal');
    a.push({ choices: [{ delta: {}, finish_reason: 'length' }] });
    expect(a.result()).toEqual({ content: 'Hal', toolCalls: [], finishReason: 'length' });
  });
});
