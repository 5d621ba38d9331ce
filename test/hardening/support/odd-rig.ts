import { afterAll, beforeAll } from 'vitest';
import { startGitServer, type GitServer } from '../../support/git-server';
import { startTestBackground, type TestBackground } from '../../support/background';
import { withTimeout } from './with-timeout';

const BOUND_MS = 60_000;

/**
 * For an odd-repositories test file: a git server and a background (space `odd`), set up before
 * and closed after the file; `addRepo` adds with a time bound and records a figure line per add,
 * printed at the end; `tool` and `searchFiles` call the tools on one repository.
 */
export function useOddRig(label: string) {
  const rig = { server: undefined as unknown as GitServer, bg: undefined as unknown as TestBackground };
  const figures: string[] = [];
  beforeAll(async () => {
    rig.server = await startGitServer();
    rig.bg = await startTestBackground();
  });
  afterAll(async () => {
    console.info(`[${label}]\n${figures.join('\n')}`);
    await rig.server?.close();
  });
  const addRepo = async (id: string, url: string) => {
    const t0 = performance.now();
    const r = await withTimeout(rig.bg.call({ type: 'repos/add', space: 'odd', id, url }), BOUND_MS, () => `repos/add ${id}`);
    figures.push(`${id}: ${r.ok ? `ready, files=${r.repo.files}, sections=${r.repo.sections}, skipped=${r.repo.skipped}, ref=${r.repo.ref}` : `${r.error.code}: ${r.error.message}`} (${Math.round(performance.now() - t0)} ms)`);
    return r;
  };
  const tool = (repoId: string, name: string, args: Record<string, unknown>) => rig.bg.call({ type: 'tools/execute', space: 'odd', body: { name, arguments: args, repoId } });
  const searchFiles = async (repoId: string, query: string) => ((await tool(repoId, 'stone_search', { query })).display?.sections ?? []).map((s: { file: string }) => s.file);
  return { rig, addRepo, tool, searchFiles };
}
