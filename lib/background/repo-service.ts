import { PrimaChatError } from '../errors';
import type { Repo as PublicRepo } from '../messages/protocol';
import { repoDir } from '../repos/paths';
import type { Repo } from '../repos/registry';
import { recoverInterrupted } from '../repos/recover';
import { isIndexable } from '../search/sections';
import type { SyncSchedule } from '../repos/sync-schedule';
import type { ToolRepos } from '../tools/context';
import { createRepoContext, indexKey, type RepoServiceDeps } from './repo-context';
import { addRepo, type AddRequest } from './repo-add';
import { syncRepo } from './repo-sync';
import { repoTools } from './repo-tools';
import { toPublic } from './public-repo';

export { MAX_INDEXED_FILE_CHARS, PARALLEL_MIN_BYTES, PARALLEL_MIN_FILES, PARALLEL_WARM_OBJECTS, type IndexStore, type RepoServiceDeps } from './repo-context';

/**
 * Repositories of the background: clone → index → register, sync, remove, push, read and
 * search, for the `repos/*` messages and for the tools. A repository is registered `ready` only
 * after its objects and its index are stored; a failed or cancelled add leaves nothing behind.
 * Indexes are kept in memory per repository and loaded from IndexedDB on first use after the
 * worker starts — rebuilt only when missing or built from another commit.
 */
export function createRepoService(deps: RepoServiceDeps) {
  const ctx = createRepoContext(deps);
  const { serial, loaded, running, mustGet, authOf, indexAtHead } = ctx;

  return {
    /**
     * On worker start: a repository left half-added by a stopped worker is emptied and listed as
     * failed (Retry). A ready repository whose branch moved (a sync or engrave cut off after the
     * ref was written, before the record was) gets its record and index brought to that head:
     * the git store's HEAD is what every read sees, so it is the authority.
     */
    async recover(): Promise<void> {
      for (const { space, id } of await recoverInterrupted(deps.git, deps.registry)) await deps.indexes.delete(indexKey(space, id)).catch(() => {});
      for (const space of await deps.registry.listSpaces()) {
        for (const repo of await deps.registry.listRepos(space)) {
          if (repo.status !== 'ready') continue;
          const head = await deps.git.head(repoDir(space, repo.id)).catch(() => repo.head);
          if (head === repo.head) continue;
          const { index, files } = await indexAtHead(space, repo.id);
          await deps.indexes.save(indexKey(space, repo.id), index, head);
          loaded.set(indexKey(space, repo.id), { commit: head, index });
          await deps.registry.putRepo(space, { ...repo, head, files, sections: index.sections.size });
        }
      }
    },

    add: (req: AddRequest): Promise<PublicRepo> => addRepo(ctx, req),

    cancel(space: string, id: string): boolean {
      const controller = running.get(indexKey(space, id));
      controller?.abort();
      return Boolean(controller);
    },

    async list(space: string): Promise<PublicRepo[]> {
      return (await deps.registry.listRepos(space)).map((r) => toPublic(r));
    },

    async sizeOf(space: string, id: string): Promise<number> {
      return (await deps.git.sizeBytes(repoDir(space, id))) + (await deps.indexes.sizeBytes(indexKey(space, id)));
    },

    sync: (space: string, id: string) => syncRepo(ctx, space, id),

    /** Set how often the background syncs a repository. */
    schedule: (space: string, id: string, every: SyncSchedule) =>
      serial(indexKey(space, id), async () => {
        const repo = await deps.registry.getRepo(space, id);
        if (!repo) throw new PrimaChatError('not_found', `There is no repository "${id}" in this space.`);
        const next: Repo = { ...repo, schedule: every };
        await deps.registry.putRepo(space, next);
        return toPublic(next);
      }),

    /** Whether an add or sync of this repository is running now (a background sync then waits for the next round). */
    busy: (space: string, id: string) => running.has(indexKey(space, id)),

    remove: (space: string, id: string) => {
      // Stop an add or sync of this repository first: a remove must not wait behind a hung one.
      running.get(indexKey(space, id))?.abort();
      return serial(indexKey(space, id), async () => {
        if (!(await deps.registry.getRepo(space, id))) throw new PrimaChatError('not_found', `There is no repository "${id}" in this space.`);
        // The record goes first: a remove cut off later leaves unregistered storage, which the
        // next start (recover) or the next add of this id clears — never a listed, half-deleted repository.
        await deps.registry.removeRepo(space, id);
        loaded.delete(indexKey(space, id));
        await deps.indexes.delete(indexKey(space, id));
        await deps.git.remove(repoDir(space, id));
      });
    },

    push: (space: string, id: string) =>
      serial(indexKey(space, id), async () => {
        await mustGet(space, id);
        return deps.git.push({ dir: repoDir(space, id), auth: await authOf(space, id) });
      }),

    async files(space: string, id: string): Promise<Array<{ path: string; indexed: boolean }>> {
      await mustGet(space, id);
      return (await deps.git.listFiles(repoDir(space, id))).map((f) => ({ path: f.path, indexed: isIndexable(f.path) }));
    },

    /** What the tools may use: one space's repositories, read, search and engrave. */
    tools: (): ToolRepos => repoTools(ctx),
  };
}

export type RepoService = ReturnType<typeof createRepoService>;
