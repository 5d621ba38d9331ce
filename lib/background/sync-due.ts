/**
 * The background's own syncs: on each alarm (and when a side panel opens), every ready
 * repository whose schedule says it is due is synced, one after another. Nothing runs while the
 * browser is offline; a repository already being added or synced is left for the next round
 * (never two syncs of one repository at once); a failure is kept on the repository's record by
 * the sync itself and pushes its next try back (see sync-schedule.ts).
 */
import { toErrorInfo } from '../errors';
import type { Registry } from '../repos/registry';
import { isSyncDue } from '../repos/sync-schedule';
import type { RepoService } from './repo-service';

export interface SyncDueDeps {
  registry: Registry;
  repos: Pick<RepoService, 'sync' | 'busy'>;
  now?: () => number;
  /** False while the browser is offline (`navigator.onLine`). */
  online?: () => boolean;
}

export type SyncRound = {
  offline?: true;
  synced: Array<{ space: string; id: string; changed: number }>;
  failed: Array<{ space: string; id: string; error: { code: string; message: string } }>;
};

/** Sync what is due, in `space` only or in every space; answers what was synced and what failed. */
export async function syncDue(deps: SyncDueDeps, space?: string): Promise<SyncRound> {
  const now = deps.now ?? Date.now;
  const round: SyncRound = { synced: [], failed: [] };
  if (deps.online && !deps.online()) return { ...round, offline: true };
  const spaces = space ? [space] : await deps.registry.listSpaces();
  for (const s of spaces) {
    for (const repo of await deps.registry.listRepos(s)) {
      if (!isSyncDue(repo, now()) || deps.repos.busy(s, repo.id)) continue;
      try {
        const { changed } = await deps.repos.sync(s, repo.id);
        round.synced.push({ space: s, id: repo.id, changed: changed.added.length + changed.modified.length + changed.removed.length });
      } catch (err) {
        const { code, message } = toErrorInfo(err);
        round.failed.push({ space: s, id: repo.id, error: { code, message } });
      }
    }
  }
  return round;
}
