/**
 * Start-up recovery after the browser stopped the service worker mid-clone: nothing half-made
 * may survive into the next session.
 */
import type { GitStore } from './git-store';
import type { Registry } from './registry';
import { IdSchema, repoDir, spaceDir } from './paths';

/**
 * Remove every staging folder, then, for each repository still marked `cloning`, remove whatever
 * storage it has and mark it `failed` (url, ref and credentials kept, so the panel can offer
 * Retry). Then remove the storage of every repository folder the registry does not know: a
 * remove forgets the record first, so one cut off half-way leaves such a folder. Returns the
 * repositories it marked or swept (the caller drops their search indexes). Call once when the
 * background starts.
 */
export async function recoverInterrupted(store: GitStore, registry: Registry): Promise<Array<{ space: string; id: string }>> {
  await store.cleanStaging();
  const interrupted = await registry.listInterrupted();
  for (const { space, id } of interrupted) {
    await store.remove(repoDir(space, id));
    const repo = await registry.getRepo(space, id);
    if (!repo) continue;
    await registry.putRepo(space, {
      ...repo,
      head: '',
      files: 0,
      sections: 0,
      status: 'failed',
      error: { code: 'clone_failed', message: 'Adding this repository was interrupted (the browser stopped PrimaChat). Retry, or remove it.' },
    });
  }
  const swept: Array<{ space: string; id: string }> = [];
  for (const space of await registry.listSpaces()) {
    const known = new Set((await registry.listRepos(space)).map((r) => r.id));
    for (const id of await store.children(`${spaceDir(space)}/repos`)) {
      if (known.has(id) || !IdSchema.safeParse(id).success) continue;
      await store.remove(repoDir(space, id));
      swept.push({ space, id });
    }
  }
  return [...interrupted, ...swept];
}
