import { describe, expect, it } from 'vitest';
import { distilConversation, slugify } from '../../lib/conversations/distil';
import type { ChatMessage } from '../../lib/messages/protocol';

const date = new Date('2026-11-30T12:00:00Z');
const messages: ChatMessage[] = [
  { role: 'user', content: 'How do I report a stolen laptop?' },
  { role: 'assistant', content: null, tool_calls: [{ id: 't1', type: 'function', function: { name: 'stone_search', arguments: '{"query":"stolen laptop"}' } }] },
  { role: 'tool', tool_call_id: 't1', content: '<untrusted-data id="x">...</untrusted-data id="x">' },
  { role: 'assistant', content: 'Report it to the IT service desk within one hour.\n\npages/getting-started/equipment.md § Lost or stolen equipment' },
];

describe('distil', () => {
  it('writes the title, date, question, answer and cited sources, and nothing from tool output', () => {
    const note = distilConversation(messages, { date, repoId: 'handbook' });
    expect(note.title).toBe('How do I report a stolen laptop?');
    expect(note.markdown).toContain('# How do I report a stolen laptop?');
    expect(note.markdown).toContain('2026-11-30');
    expect(note.markdown).toContain('> How do I report a stolen laptop?');
    expect(note.markdown).toContain('Report it to the IT service desk within one hour.');
    expect(note.sources).toEqual(['pages/getting-started/equipment.md § Lost or stolen equipment']);
    expect(note.markdown).toContain('## Sources\n\n- pages/getting-started/equipment.md § Lost or stolen equipment');
    expect(note.markdown).not.toContain('untrusted-data');
    expect(note).toMatchObject({ questions: 1, answers: 1, slug: 'how-do-i-report-a-stolen-laptop' });
  });

  it('is deterministic', () => {
    expect(distilConversation(messages, { date, repoId: 'h' })).toEqual(distilConversation(messages, { date, repoId: 'h' }));
  });

  it('uses a given title on one line', () => {
    expect(distilConversation(messages, { date, repoId: 'h', title: '## Laptops\nand more' }).title).toBe('Laptops and more');
  });

  it('counts a question without an answer as unanswered', () => {
    const note = distilConversation([{ role: 'user', content: 'Hello?' }], { date, repoId: 'h' });
    expect(note).toMatchObject({ questions: 1, answers: 0 });
  });

  it('makes safe slugs', () => {
    expect(slugify('Héllo, Wörld! ../../etc')).toBe('hello-world-etc');
    expect(slugify('休暇について')).toBe('note');
  });
});
