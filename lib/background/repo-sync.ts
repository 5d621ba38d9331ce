import { toErrorInfo } from '../errors';
import { repoDir } from '../repos/paths';
import type { Repo } from '../repos/registry';
import { ensureAnalyserFor } from '../search/cjk/analyser';
import { updateIndex } from '../search/index';
import { isIndexable } from '../search/sections';
import { indexKey, type RepoContext } from './repo-context';
import { toPublic } from './public-repo';

/**
 * Fetch a repository's branch and bring its index to the new head (changed files only). A failed
 * sync keeps the copy as it was and records the failure for the list and the back-off.
 */
export function syncRepo(ctx: RepoContext, space: string, id: string) {
  const { deps, serial, mustGet, indexOf, running, now, authOf, sizeGuard, maxChars, loaded } = ctx;
  return serial(indexKey(space, id), async () => {
    const repo = await mustGet(space, id);
    const index = await indexOf(space, id, repo.head);
    // Registered like an add, so Cancel and Remove can stop a sync that hangs.
    const controller = new AbortController();
    running.set(indexKey(space, id), controller);
    const tried = now();
    const synced = await deps.git
      .sync({ dir: repoDir(space, id), auth: await authOf(space, id), signal: controller.signal, onProgress: (p) => deps.progress({ space, repoId: id, ...p }), onAnnouncedSize: sizeGuard(space, id) })
      .catch(async (err: unknown) => {
        // Kept on the record for the list ("last sync failed: …") and the back-off; the copy stays as it was.
        const info = toErrorInfo(err);
        const current = (await deps.registry.getRepo(space, id).catch(() => undefined)) ?? repo;
        if (current.status === 'ready') {
          await deps.registry
            .putRepo(space, { ...current, lastSyncError: { ...info, at: tried }, syncFailures: (current.syncFailures ?? 0) + 1, lastSyncTry: tried })
            .catch(() => {});
        }
        throw err;
      })
      .finally(() => running.delete(indexKey(space, id)));
    const { added, modified, removed } = synced.changed;
    const { lastSyncError: _cleared, ...kept } = repo;
    let next: Repo = { ...kept, syncedAt: now(), syncFailures: 0, lastSyncTry: tried, lastChanged: { added: added.length, modified: modified.length, removed: removed.length } };
    if (synced.head !== repo.head) {
      const changed = [];
      for (const file of [...added, ...modified].filter(isIndexable)) {
        const { text } = await deps.git.readFile(repoDir(space, id), file);
        // A file grown too large leaves the index (its old sections go with `modified`).
        if (text.length <= maxChars) changed.push({ file, text });
      }
      // Changed CJK text is cut as the rest was: the dictionary loads here if it holds any.
      await ensureAnalyserFor(changed.map((c) => c.text));
      updateIndex(index, { removedFiles: [...removed, ...modified].filter(isIndexable), changed });
      await deps.indexes.save(indexKey(space, id), index, synced.head);
      loaded.set(indexKey(space, id), { commit: synced.head, index });
      next = { ...next, head: synced.head, files: repo.files + added.length - removed.length, sections: index.sections.size };
    }
    await deps.registry.putRepo(space, next);
    return { repo: toPublic(next), changed: synced.changed };
  });
}
