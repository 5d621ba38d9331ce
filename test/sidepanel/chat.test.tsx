// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { ProviderError } from '../../lib/chat/providers/errors';
import type { ChatProvider } from '../../lib/chat/types';
import { fakeBackground, fakeDeps, scriptedProvider } from './fakes';

afterEach(cleanup);

async function ask(text: string) {
  await waitFor(() => expect((screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement).value).toBe('handbook'));
  const box = screen.getByRole('textbox', { name: 'Message' });
  fireEvent.input(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

/** A provider that streams "Partial", then waits until the answer is stopped (and rejects as an abort). */
function untilStopped(): ChatProvider {
  return {
    ...scriptedProvider([]),
    chat: (request) => new Promise((_, reject) => {
      request.onDelta?.('Partial');
      request.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    }),
  };
}

/** A provider whose first call fails with a 502 and whose later calls answer `answer(call number)`. */
function failingOnce(answer: (call: number) => string): { provider: ChatProvider; calls: () => number } {
  let calls = 0;
  const provider: ChatProvider = {
    ...scriptedProvider([]),
    async chat() {
      calls += 1;
      if (calls === 1) throw new ProviderError('server', 'The provider had an internal error (502). Try again in a moment.', { status: 502 });
      return { content: answer(calls), toolCalls: [], finishReason: 'stop' };
    },
  };
  return { provider, calls: () => calls };
}

describe('chat screen', () => {
  it('creates a conversation on the first message, streams tool activity and saves every turn', async () => {
    const bg = fakeBackground();
    bg.handlers['tools/execute'] = (m) => ({
      content: 'fenced sections',
      display: { kind: 'search', repoId: 'handbook', query: 'carry', sections: [{ file: 'pages/holidays.md', heading: 'Carry-over', line: 5, snippet: 'Up to five days.', markers: [] }] },
      ...(m.body.name === 'stone_search' ? {} : { error: { code: 'unknown_tool', message: 'no' } }),
    });
    const provider = scriptedProvider([
      { content: '', toolCalls: [{ id: 's1', type: 'function', function: { name: 'stone_search', arguments: '{"query":"carry"}' } }], finishReason: 'tool_calls' },
      { content: 'Up to **five** days.\n\npages/holidays.md § Carry-over', toolCalls: [], finishReason: 'stop' },
    ]);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await ask('How many days carry over?');
    await screen.findByText('five');
    expect(bg.ofType('conversations/create')).toEqual([{ type: 'conversations/create', space: 'default', repoId: 'handbook' }]);
    expect(screen.getByText('stone_search: carry')).toBeTruthy();
    expect(screen.getByText('1 section found')).toBeTruthy();
    const saved = bg.state.conversations[0]!.messages.map((m: any) => m.role);
    expect(saved).toEqual(['user', 'assistant', 'tool', 'assistant']);
    // Only content goes back to the model, never display.
    expect(JSON.stringify(provider.requests[1]!.messages)).not.toContain('Up to five days.');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('previews a cited section on focus from what the tool showed, and opens the Reader there on click', async () => {
    const bg = fakeBackground();
    bg.handlers['tools/execute'] = () => ({
      content: 'fenced section',
      display: { kind: 'read', repoId: 'handbook', file: 'pages/holidays.md', heading: 'Carry-over', line: 5, markdown: '## Carry-over\n\nUp to five days, **approved** by your lead.', markers: [] },
    });
    const provider = scriptedProvider([
      { content: '', toolCalls: [{ id: 'r1', type: 'function', function: { name: 'stone_read', arguments: '{"path":"pages/holidays.md","heading":"Carry-over"}' } }], finishReason: 'tool_calls' },
      { content: 'Five days (pages/holidays.md § Carry-over); sick days: pages/holidays.md § Sick leave', toolCalls: [], finishReason: 'stop' },
    ]);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await ask('How many days carry over?');
    const chips = await screen.findAllByRole('button', { name: 'pages/holidays.md § Carry-over' });
    const chip = chips.find((b) => b.classList.contains('citation'))!;
    fireEvent.focusIn(chip);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Up to five days, approved by your lead.');
    expect(chip.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.focusOut(chip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // A citation no tool showed previews nothing invented: only where it leads.
    fireEvent.focusIn(screen.getByRole('button', { name: 'pages/holidays.md § Sick leave' }));
    expect((await screen.findByRole('tooltip')).textContent).toContain('Opens this section in the Reader.');
    fireEvent.click(chip);
    await screen.findByRole('article', { name: 'pages/holidays.md' });
    expect(screen.getByRole('tab', { name: 'Reader' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a provider error plainly with Retry, and Retry answers', async () => {
    const bg = fakeBackground();
    const { provider } = failingOnce(() => 'Recovered answer.');
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await ask('Hello?');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The provider had an internal error (502).');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Recovered answer.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bg.state.conversations[0]!.messages.filter((m: any) => m.role === 'user')).toHaveLength(1);
  });

  it('a second Send while the first answer is still starting is refused, and its text stays in the box', async () => {
    const bg = fakeBackground();
    // The background answers the manifest only when the test says: the run is still starting.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    bg.handlers['tools/manifest'] = async () => { await held; return { ok: true, tools: [] }; };
    const provider = scriptedProvider([{ content: 'One answer.', toolCalls: [], finishReason: 'stop' }, { content: 'A second run.', toolCalls: [], finishReason: 'stop' }]);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await ask('First question');
    await waitFor(() => expect(bg.ofType('tools/manifest')).toHaveLength(1));
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: 'Second question' } });
    await waitFor(() => expect(box.value).toBe('Second question'));
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.form!);
    release();
    await screen.findByText('One answer.');
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(provider.requests).toHaveLength(1);
    expect(bg.state.conversations).toHaveLength(1);
    expect(bg.state.conversations[0]!.messages).toEqual([{ role: 'user', content: 'First question' }, { role: 'assistant', content: 'One answer.' }]);
    expect(box.value).toBe('Second question');
  });

  it('a double click on Retry answers once', async () => {
    const bg = fakeBackground();
    const { provider, calls } = failingOnce((n) => `Answer ${n}.`);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await ask('Hello?');
    const retry = within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    fireEvent.click(retry);
    await screen.findByText('Answer 2.');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));
    expect(calls()).toBe(2);
    expect(bg.state.conversations[0]!.messages).toEqual([{ role: 'user', content: 'Hello?' }, { role: 'assistant', content: 'Answer 2.' }]);
  });

  it('Stop is enabled only while an answer runs and aborts it', async () => {
    const bg = fakeBackground();
    const provider = untilStopped();
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    const stop = screen.getByRole('button', { name: 'Stop' }) as HTMLButtonElement;
    expect(stop.disabled).toBe(true);
    await ask('Long question');
    await waitFor(() => expect(stop.disabled).toBe(false));
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(stop);
    await waitFor(() => expect(stop.disabled).toBe(true));
    expect(bg.state.conversations[0]!.messages).toEqual([{ role: 'user', content: 'Long question' }, { role: 'assistant', content: 'Partial' }]);
  });

  it('Escape in the message box stops the running answer, and a polite live region announces how it ended', async () => {
    const bg = fakeBackground();
    const provider = untilStopped();
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    const stop = screen.getByRole('button', { name: 'Stop' }) as HTMLButtonElement;
    await ask('Long question');
    await waitFor(() => expect(stop.disabled).toBe(false));
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.getAttribute('aria-describedby')).toBe('composer-hint');
    expect(document.getElementById('composer-hint')?.textContent).toBe('Esc stops the answer');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(stop.disabled).toBe(true));
    const live = document.querySelector('[aria-live=polite][role=status]')!;
    await waitFor(() => expect(live.textContent).toBe('Answer ready: Partial'));
  });

  it('announces a finished answer politely, and the transcript itself stays quiet while it streams', async () => {
    const bg = fakeBackground();
    const provider = scriptedProvider([{ content: 'All **done**.', toolCalls: [], finishReason: 'stop' }]);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    const live = document.querySelector('[aria-live=polite][role=status]')!;
    expect(live.textContent).toBe('');
    await ask('Question');
    await waitFor(() => expect(live.textContent).toBe('Answer ready: All done.'));
    expect(screen.getByRole('log', { name: 'Conversation' }).getAttribute('aria-live')).toBe('off');
  });

  it('Shift+Enter does not send; New conversation clears; the list opens and deletes', async () => {
    const bg = fakeBackground();
    bg.handlers['conversations/delete'] = (m) => {
      bg.state.conversations = bg.state.conversations.filter((c) => c.id !== m.id);
      return { ok: true };
    };
    const provider = scriptedProvider([{ content: 'First answer.', toolCalls: [], finishReason: 'stop' }]);
    render(<App deps={fakeDeps(bg, { provider }).deps} />);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement).value).toBe('handbook'));
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.input(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(bg.ofType('conversations/create')).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('First answer.');
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByText('First answer.')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Question' }));
    await screen.findByText('First answer.');
    expect(bg.ofType('conversations/get')).toEqual([{ type: 'conversations/get', id: 'c1' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Question”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(bg.ofType('conversations/delete')).toEqual([{ type: 'conversations/delete', id: 'c1' }]));
    await waitFor(() => expect(screen.queryByText('First answer.')).toBeNull());
  });
});
