// @vitest-environment happy-dom
/**
 * Message actions: retry the last answer (its answer dropped in the background first), edit and
 * send the last question again, and rename a conversation.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { fakeBackground, fakeDeps, scriptedProvider } from './fakes';

afterEach(cleanup);

function withTruncate(bg: ReturnType<typeof fakeBackground>) {
  bg.handlers['conversations/truncate'] = (m) => {
    const c = bg.state.conversations.find((x) => x.id === m.id)!;
    c.messages.length = m.keep;
    return { ok: true };
  };
  bg.handlers['conversations/rename'] = (m) => {
    const c = bg.state.conversations.find((x) => x.id === m.id)!;
    c.title = m.title;
    return { ok: true };
  };
}

async function askFirst(text: string) {
  await waitFor(() => expect((screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement).value).toBe('handbook'));
  fireEvent.input(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('message actions', () => {
  it('Retry answer drops the last answer in the background and asks the model again with the same question', async () => {
    const bg = fakeBackground();
    withTruncate(bg);
    const provider = scriptedProvider([
      { content: 'First try.', toolCalls: [], finishReason: 'stop' },
      { content: 'Second try.', toolCalls: [], finishReason: 'stop' },
    ]);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await askFirst('How many days carry over?');
    await screen.findByText('First try.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry answer' }));
    await screen.findByText('Second try.');
    expect(screen.queryByText('First try.')).toBeNull();
    expect(bg.ofType('conversations/truncate')).toEqual([{ type: 'conversations/truncate', id: 'c1', keep: 1 }]);
    expect(bg.state.conversations[0]!.messages.map((m: any) => m.content)).toEqual(['How many days carry over?', 'Second try.']);
    const last = provider.requests[1]!.messages.filter((m) => m.role !== 'system');
    expect(last.map((m) => m.content)).toEqual(['How many days carry over?']);
  });

  it('Edit question replaces the last question and its answer, and sends the new text', async () => {
    const bg = fakeBackground();
    withTruncate(bg);
    const provider = scriptedProvider([
      { content: 'About carry-over.', toolCalls: [], finishReason: 'stop' },
      { content: 'About sick days.', toolCalls: [], finishReason: 'stop' },
    ]);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await askFirst('How many days carry over?');
    await screen.findByText('About carry-over.');
    fireEvent.click(screen.getByRole('button', { name: 'Edit question' }));
    const box = screen.getByRole('textbox', { name: 'Edit your question' }) as HTMLTextAreaElement;
    expect(box.value).toBe('How many days carry over?');
    fireEvent.input(box, { target: { value: 'How do sick days work?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await screen.findByText('About sick days.');
    expect(bg.ofType('conversations/truncate')).toEqual([{ type: 'conversations/truncate', id: 'c1', keep: 0 }]);
    expect(bg.state.conversations[0]!.messages.map((m: any) => m.content)).toEqual(['How do sick days work?', 'About sick days.']);
    expect(screen.queryByText('How many days carry over?')).toBeNull();
  });

  it('Rename gives a conversation its own title in the list', async () => {
    const bg = fakeBackground();
    withTruncate(bg);
    bg.state.conversations.push({ id: 'c9', repoId: 'handbook', title: 'How many days carry over?', createdAt: '2026-01-02T00:00:00Z', messages: [] });
    render(<App deps={fakeDeps(bg).deps} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename How many days carry over?' }));
    const input = screen.getByRole('textbox', { name: 'New title' });
    fireEvent.input(input, { target: { value: 'Leave carry-over' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(bg.ofType('conversations/rename')).toEqual([{ type: 'conversations/rename', id: 'c9', title: 'Leave carry-over' }]));
    await screen.findByRole('button', { name: 'Leave carry-over' });
  });
});
