// @vitest-environment happy-dom
/**
 * Issue 13, item 3, the panel's half: an Approve click confirms exactly the note previewed, for
 * the conversation it was previewed for. Leaving that conversation while the card waits
 * declines it; a stale answer shows the fresh preview and asks again.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { DECLINED_CONTENT } from '../../lib/chat/tool-runner';
import type { AssistantTurn } from '../../lib/chat/types';
import { fakeBackground, fakeDeps, repo, scriptedProvider } from './fakes';

afterEach(cleanup);

const preview = {
  kind: 'approval', repoId: 'handbook', path: 'engraved/2026-01-03-leave.md', title: 'Leave',
  markdown: '# Leave\n\nFive days carry over.', markers: [], digest: 'a'.repeat(64),
};
const fresh = { ...preview, markdown: '# Leave\n\nFive days carry over.\n\nFRESH-LINE', digest: 'b'.repeat(64) };
const engraved = { kind: 'engraved', repoId: 'handbook', path: preview.path, commit: 'deadbeefcafe0123456789' };

const turns = (): AssistantTurn[] => [
  { content: '', toolCalls: [{ id: 't1', type: 'function', function: { name: 'stone_engrave', arguments: '{"title":"Leave"}' } }], finishReason: 'tool_calls' },
  { content: 'Done.', toolCalls: [], finishReason: 'stop' },
];

function setup(extra: (bg: ReturnType<typeof fakeBackground>) => void = () => {}) {
  const bg = fakeBackground();
  bg.state.conversations.push({ id: 'earlier', repoId: 'handbook', title: 'Earlier chat', createdAt: '2026-01-01T00:00:00Z', messages: [{ role: 'user', content: 'Old question' }, { role: 'assistant', content: 'Old answer' }] });
  bg.handlers['tools/execute'] = (m) =>
    m.body.confirm === true && m.body.approval === preview.digest
      ? { content: 'Engraved.', display: engraved }
      : { content: 'Waiting for the person.', display: preview, error: { code: m.body.confirm ? 'approval_stale' : 'approval_required', message: 'Approve.' } };
  extra(bg);
  const provider = scriptedProvider(turns());
  render(<App deps={fakeDeps(bg, { provider }).deps} />);
  const confirmed = () => bg.ofType('tools/execute').filter((m) => 'confirm' in m.body);
  const toolMessages = (id: string) => (bg.state.conversations.find((c) => c.id === id)!.messages as Array<{ role: string; content: string }>).filter((m) => m.role === 'tool').map((m) => m.content);
  return { bg, provider, confirmed, toolMessages };
}

async function askForEngrave() {
  await waitFor(() => expect((screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement).value).toBe('handbook'));
  const box = screen.getByRole('textbox', { name: 'Message' });
  fireEvent.input(box, { target: { value: 'Save this.' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await screen.findByRole('button', { name: 'Approve' });
}

/** The person leaves, then clicks Approve on whatever card is still there. */
async function expectLeavingDeclines(s: ReturnType<typeof setup>, leave: () => void) {
  leave();
  await waitFor(() => expect(s.toolMessages('c2')).toEqual([DECLINED_CONTENT]));
  const approve = screen.queryByRole('button', { name: 'Approve' });
  if (approve) fireEvent.click(approve);
  expect(approve).toBeNull();
  expect(s.confirmed()).toEqual([]);
  // The conversation left behind got its answer; the one switched to got nothing.
  expect(s.toolMessages('earlier')).toEqual([]);
  // The run stopped with the decline: the model was not asked again behind the person's back.
  await new Promise((r) => setTimeout(r, 20));
  expect(s.provider.requests).toHaveLength(1);
}

describe('threat: the panel confirms a note other than the one previewed', () => {
  it('while an approval waits, opening another conversation declines it and sends no confirm (no Approve for the other conversation)', async () => {
    const s = setup();
    await askForEngrave();
    fireEvent.click(await screen.findByRole('button', { name: 'Earlier chat' }));
    await expectLeavingDeclines(s, () => {});
    await screen.findByText('Old answer');
    expect(screen.queryByText('Done.')).toBeNull();
  });

  it('while an approval waits, New conversation declines it and sends no confirm', async () => {
    const s = setup();
    await askForEngrave();
    await expectLeavingDeclines(s, () => fireEvent.click(screen.getByRole('button', { name: 'New conversation' })));
  });

  it('while an approval waits, switching repository declines it and sends no confirm', async () => {
    const s = setup((bg) => { bg.state.repos.default!.push(repo('second')); });
    await askForEngrave();
    await expectLeavingDeclines(s, () => fireEvent.change(screen.getByRole('combobox', { name: 'Repository' }), { target: { value: 'second' } }));
  });

  it('while an approval waits, switching space declines it and sends no confirm', async () => {
    const s = setup((bg) => { bg.state.repos.work = [repo('handbook')]; });
    await askForEngrave();
    await waitFor(() => expect(screen.getByRole('option', { name: 'work' })).toBeTruthy());
    await expectLeavingDeclines(s, () => fireEvent.change(screen.getByRole('combobox', { name: 'Space' }), { target: { value: 'work' } }));
  });

  it('Approve sends the previewed digest and the previewed conversation and repository, at the envelope’s top level', async () => {
    const s = setup();
    await askForEngrave();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Done.');
    expect(s.confirmed().map((m) => m.body)).toEqual([
      { name: 'stone_engrave', arguments: '{"title":"Leave"}', repoId: 'handbook', conversationId: 'c2', confirm: true, approval: preview.digest },
    ]);
  });

  it('a stale answer (the note changed after the preview) shows the fresh preview and asks again; the model hears nothing until the person chooses', async () => {
    const s = setup((bg) => {
      bg.handlers['tools/execute'] = (m) => {
        if (m.body.confirm && m.body.approval === fresh.digest) return { content: 'Engraved.', display: engraved };
        return { content: 'Wait.', display: m.body.confirm ? fresh : preview, error: { code: m.body.confirm ? 'approval_stale' : 'approval_required', message: 'Approve.' } };
      };
    });
    await askForEngrave();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('FRESH-LINE'));
    expect(s.provider.requests).toHaveLength(1);
    expect(s.toolMessages('c2')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Done.');
    expect(s.confirmed().map((m) => m.body.approval)).toEqual([preview.digest, fresh.digest]);
    expect(s.toolMessages('c2')).toEqual(['Engraved.']);
  });

  it('“Engrave this conversation”: a stale answer asks again with the fresh preview, and Approve sends its digest', async () => {
    const s = setup((bg) => {
      bg.handlers['conversations/engrave'] = (m) =>
        m.confirm && m.approval === fresh.digest
          ? { ok: true, display: engraved }
          : { ok: false, error: { code: m.confirm ? 'approval_stale' : 'approval_required', message: 'Approve.' }, display: m.confirm ? fresh : preview };
    });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement).value).toBe('handbook'));
    fireEvent.click(await screen.findByRole('button', { name: 'Earlier chat' }));
    await screen.findByText('Old answer');
    fireEvent.click(screen.getByRole('button', { name: 'Engrave this conversation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('FRESH-LINE'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText(/Engraved engraved\/2026-01-03-leave.md/);
    expect(s.bg.ofType('conversations/engrave')).toEqual([
      { type: 'conversations/engrave', id: 'earlier' },
      { type: 'conversations/engrave', id: 'earlier', confirm: true, approval: preview.digest },
      { type: 'conversations/engrave', id: 'earlier', confirm: true, approval: fresh.digest },
    ]);
  });

  it('“Engrave this conversation”: opening another conversation while its card waits declines it', async () => {
    const s = setup((bg) => {
      bg.handlers['conversations/engrave'] = (m) =>
        m.confirm ? { ok: true, display: engraved } : { ok: false, error: { code: 'approval_required', message: 'Approve.' }, display: preview };
      bg.state.conversations.push({ id: 'other', repoId: 'handbook', title: 'Other chat', createdAt: '2026-01-02T00:00:00Z', messages: [{ role: 'user', content: 'Other question' }, { role: 'assistant', content: 'Other answer' }] });
    });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Repository' }) as HTMLSelectElement).value).toBe('handbook'));
    fireEvent.click(await screen.findByRole('button', { name: 'Earlier chat' }));
    await screen.findByText('Old answer');
    fireEvent.click(screen.getByRole('button', { name: 'Engrave this conversation' }));
    await screen.findByRole('button', { name: 'Approve' });
    fireEvent.click(screen.getByRole('button', { name: 'Other chat' }));
    await screen.findByText('Other answer');
    const approve = screen.queryByRole('button', { name: 'Approve' });
    if (approve) fireEvent.click(approve);
    expect(approve).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(s.bg.ofType('conversations/engrave').filter((m) => m.confirm)).toEqual([]);
  });
});

