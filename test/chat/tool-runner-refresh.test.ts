/**
 * The approval loop's third choice: the person changed the note's repository on the card, so
 * the runner asks for a fresh preview (never a confirm) and shows it; only an Approve of a shown
 * preview sends `confirm`, with that preview's digest.
 */
import { describe, expect, it } from 'vitest';
import { runToolCall, type ExecuteTool, type ToolResult } from '../../lib/chat/tool-runner';

const call = { id: 'e1', name: 'stone_engrave', arguments: '{}' };
const preview = (repoId: string, digest: string): ToolResult => ({
  content: 'asked',
  display: { kind: 'approval', repoId, path: 'engraved/x.md', title: 'x', markdown: '# x', markers: [], digest },
  error: { code: 'approval_required', message: 'approve' },
});

describe('a fresh preview after the note changed repository', () => {
  it('refresh asks for a new preview without confirm, then Approve confirms with the new digest', async () => {
    const sent: Array<{ confirm: boolean; approval?: string; repo: string }> = [];
    let repo = 'handbook';
    const executeTool: ExecuteTool = async (_c, opts) => {
      sent.push({ ...opts, repo });
      if (!opts.confirm) return preview(repo, `digest-${repo}`);
      return { content: 'engraved', display: { kind: 'engraved', repoId: repo, path: 'engraved/x.md', commit: 'c' } };
    };
    const shown: string[] = [];
    const choices: Array<boolean | 'refresh'> = ['refresh', true];
    const outcome = await runToolCall(call, {
      executeTool,
      requestApproval: async (_c, p) => {
        shown.push((p.display as { repoId: string }).repoId);
        const choice = choices.shift()!;
        if (choice === 'refresh') repo = 'runbooks'; // the conversation moved before the refresh
        return choice;
      },
    });
    expect(shown).toEqual(['handbook', 'runbooks']);
    expect(sent).toEqual([
      { confirm: false, repo: 'handbook' },
      { confirm: false, repo: 'runbooks' },
      { confirm: true, approval: 'digest-runbooks', repo: 'runbooks' },
    ]);
    expect(outcome.result.display).toMatchObject({ kind: 'engraved', repoId: 'runbooks' });
  });

  it('refreshing does not use up the person’s asks, and a decline after it writes nothing', async () => {
    const sent: boolean[] = [];
    const executeTool: ExecuteTool = async (_c, opts) => (sent.push(opts.confirm), preview('handbook', 'd'));
    const choices: Array<boolean | 'refresh'> = ['refresh', 'refresh', 'refresh', 'refresh', false];
    const outcome = await runToolCall(call, { executeTool, requestApproval: async () => choices.shift()! });
    expect(outcome.declined).toBe(true);
    expect(sent.every((c) => c === false)).toBe(true);
  });
});
