// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { conversationMarkdown, conversationsJson, conversationSources, fileSlug } from '../../entrypoints/sidepanel/chat/export';
import type { ChatMessage } from '../../lib/chat/types';
import { fakeBackground, fakeDeps, scriptedProvider } from './fakes';

afterEach(cleanup);

const messages: ChatMessage[] = [
  { role: 'user', content: 'How much leave\ncarries over?' },
  { role: 'assistant', content: null, tool_calls: [{ id: 'r1', type: 'function', function: { name: 'stone_read', arguments: '{"path":"leave.md","heading":"Carry-over"}' } }] },
  { role: 'tool', content: '<<fenced repository text>>', tool_call_id: 'r1' },
  { role: 'assistant', content: 'Five days (leave.md § Carry-over; policy.md § Limits).' },
  { role: 'user', content: 'And sick days?' },
  { role: 'assistant', content: 'Tell your lead: leave.md § Sick days' },
];

describe('exporting conversations', () => {
  it('writes one conversation as Markdown: questions quoted, answers, then each source once, no tool text', () => {
    const md = conversationMarkdown({ id: 'c1', repoId: 'handbook', title: 'Leave', createdAt: '2026-01-03T00:00:00Z', messages }, 'en');
    expect(md.startsWith('# Leave\n\nRepository: handbook · ')).toBe(true);
    expect(md).toContain('## Question 1\n\n> How much leave\n> carries over?\n\nFive days (leave.md § Carry-over; policy.md § Limits).');
    expect(md).toContain('## Question 2\n\n> And sick days?\n\nTell your lead: leave.md § Sick days');
    expect(md.endsWith('## Sources\n\n- leave.md § Carry-over\n- policy.md § Limits\n- leave.md § Sick days\n')).toBe(true);
    expect(md).not.toContain('fenced repository text');
    expect(conversationSources([{ role: 'assistant', content: null, tool_calls: [{ id: 'x', type: 'function', function: { name: 'stone_read', arguments: 'not json' } }] }])).toEqual([]);
  });

  it('writes every conversation as versioned JSON, and names files safely', () => {
    const json = JSON.parse(conversationsJson('work', [{ id: 'c1', repoId: 'handbook', title: 'Leave', createdAt: '2026-01-03T00:00:00Z', messages }], new Date('2026-01-04T00:00:00Z')));
    expect(json).toMatchObject({ format: 'primachat-conversations', version: 1, space: 'work', exportedAt: '2026-01-04T00:00:00.000Z' });
    expect(json.conversations[0].messages).toHaveLength(6);
    expect(fileSlug('Leave: carry-over / 2026?')).toBe('leave-carry-over-2026');
    expect(fileSlug('休暇の繰り越し')).toBe('休暇の繰り越し');
    expect(fileSlug('???')).toBe('conversation');
  });

  it('copies an answer as its Markdown', async () => {
    const bg = fakeBackground();
    const provider = scriptedProvider([{ content: 'Up to **five** days.', toolCalls: [], finishReason: 'stop' }]);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement).value).toBe('handbook'));
    fireEvent.input(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'How many?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy answer' }));
    await screen.findByText('Answer copied as Markdown.');
    expect(await navigator.clipboard.readText()).toBe('Up to **five** days.');
  });
});
