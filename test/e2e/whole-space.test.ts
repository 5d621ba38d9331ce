/**
 * "All repositories" in real Chromium: two repositories of one space, the Repository combobox's
 * "All repositories" choice, a question answered with citations from both (the model's search
 * goes over the whole space), and each citation opening the Reader in its own repository.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from '../support/chromium';
import { startGitServer, type GitServer } from '../support/git-server';
import { startScriptedProvider, type ScriptedProvider } from '../support/scripted-provider';
import { chatBody, chatRequests } from './support/request-checks';

let session: ExtensionSession;
let git: GitServer;
let provider: ScriptedProvider;
let panel: Page;

beforeAll(async () => {
  [git, provider, session] = await Promise.all([startGitServer(), startScriptedProvider({ apiKey: 'sk-space' }), launchExtension()]);
  for (const [id, files] of [
    ['handbook', { 'leave.md': '# Leave\n\n## Carry-over\n\nYou may carry over five days of leave.\n' }],
    ['runbooks', { 'keys.md': '# Key rotation\n\nRotate the signing keys every month.\n' }],
  ] as const) {
    expect(await session.call({ type: 'repos/add', id, url: await git.createRepo(id, files) })).toMatchObject({ ok: true });
  }
  await session.call({ type: 'settings/set', settings: { provider: { kind: 'openai-compatible', baseUrl: provider.url, model: 'scripted', apiKey: 'sk-space' } } });
  panel = await session.openPanel('?repo=handbook');
});
afterAll(async () => {
  await Promise.allSettled([session?.close(), git?.close(), provider?.close()]);
});

describe('All repositories (Chromium)', () => {
  it('a question over the whole space is answered with citations from both repositories, each opening the Reader in its own', async () => {
    const repo = panel.getByRole('combobox', { name: 'Repository' });
    await expect.poll(() => repo.inputValue()).toBe('handbook');
    await repo.selectOption({ label: 'All repositories' });
    provider.script([
      { toolCalls: [{ name: 'stone_search', arguments: { query: 'leave carry over key rotation' } }] },
      { content: 'Carry over five days; rotate keys monthly.\n\nhandbook/leave.md § Carry-over\nrunbooks/keys.md § Key rotation' },
    ]);
    await panel.getByRole('textbox', { name: 'Message' }).fill('What carries over, and how often do keys rotate?');
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    const log = panel.getByRole('log', { name: 'Conversation' });
    await expect.poll(() => log.getByText('rotate keys monthly', { exact: false }).count()).toBe(1);

    // The model's search went over the whole space: its result holds sections of both.
    const requests = chatRequests(provider.requests);
    const tool = chatBody(requests[1]!).messages.find((m) => m.role === 'tool')!;
    expect(tool.content).toMatch(/^\[\d\] handbook\/leave\.md § Carry-over/m);
    expect(tool.content).toMatch(/^\[\d\] runbooks\/keys\.md § Key rotation/m);
    expect(chatBody(requests[0]!).messages[0]!.content).toContain('all repositories of this space');

    for (const [chip, file, text] of [['runbooks/keys.md § Key rotation', 'keys.md', 'Rotate the signing keys'], ['handbook/leave.md § Carry-over', 'leave.md', 'five days of leave']] as const) {
      await panel.getByRole('tab', { name: 'Chat' }).click();
      await log.getByRole('button', { name: chip }).click();
      const article = panel.getByRole('article', { name: file });
      await article.waitFor();
      await expect.poll(() => article.textContent()).toContain(text);
    }
  });

  it('the Search area searches the whole space too, and a result opens in its repository', async () => {
    await panel.getByRole('tab', { name: 'Search' }).click();
    const box = panel.getByRole('searchbox').first();
    await box.fill('rotate signing keys');
    await box.press('Enter');
    const result = panel.getByRole('button', { name: 'runbooks/keys.md § Key rotation' });
    await result.click();
    await expect.poll(() => panel.getByRole('article', { name: 'keys.md' }).textContent()).toContain('Rotate the signing keys');
  });

  it('the note of a whole-space conversation can be sent to another repository on the approval card, and is committed there only', async () => {
    await panel.getByRole('tab', { name: 'Chat' }).click();
    const files = async (id: string) => (await session.call({ type: 'repos/files', id })).files.map((f: { path: string }) => f.path) as string[];
    const before = { handbook: await files('handbook'), runbooks: await files('runbooks') };
    provider.script([{ toolCalls: [{ name: 'stone_engrave', arguments: { title: 'Rotation and leave' } }] }, { content: 'Saved.' }]);
    await panel.getByRole('textbox', { name: 'Message' }).fill('Please engrave this.');
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    const card = panel.getByRole('dialog');
    const target = card.getByRole('combobox', { name: 'Save the note to' });
    await expect.poll(() => target.inputValue()).toBe('handbook');
    await target.selectOption('runbooks');
    // A fresh preview for the new repository; nothing written yet.
    await expect.poll(async () => (await panel.getByRole('dialog').count()) && (await panel.getByRole('dialog').getByRole('combobox', { name: 'Save the note to' }).inputValue())).toBe('runbooks');
    expect(await files('runbooks')).toEqual(before.runbooks);
    await panel.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => panel.getByRole('log', { name: 'Conversation' }).getByText('Saved.').count()).toBe(1);
    const added = (await files('runbooks')).filter((f) => !before.runbooks.includes(f));
    expect(added).toEqual([expect.stringMatching(/^engraved\/.+\.md$/)]);
    expect(await files('handbook')).toEqual(before.handbook);
  });
});
