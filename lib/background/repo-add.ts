import { PrimaChatError, toErrorInfo } from '../errors';
import type { Repo as PublicRepo } from '../messages/protocol';
import { repoDir } from '../repos/paths';
import type { RepoAuthInfo } from '../repos/git-store';
import type { Repo } from '../repos/registry';
import { indexKey, PARALLEL_WARM_OBJECTS, type RepoContext } from './repo-context';
import { toPublic } from './public-repo';

export interface AddRequest { space: string; id: string; url: string; ref?: string; auth?: Omit<RepoAuthInfo, 'url'> }

/**
 * Clone → index → register. A repository is registered `ready` only after its objects and its
 * index are stored; a failed or cancelled add leaves nothing behind (a retry keeps its failed record).
 */
export async function addRepo(ctx: RepoContext, req: AddRequest): Promise<PublicRepo> {
  const { deps, running, sizeGuard, loaded, now, discard, dropStorage, authOf, indexAtHead } = ctx;
  const { space, id, url } = req;
  if (!(await deps.hasHostPermission(url))) {
    throw new PrimaChatError('permission_denied', `PrimaChat may not connect to ${new URL(url).origin} yet. Allow it when the browser asks (from the Add button), then add the repository again.`);
  }
  const existing = await deps.registry.getRepo(space, id);
  const key = indexKey(space, id);
  if ((existing && existing.status !== 'failed') || running.has(key)) {
    throw new PrimaChatError('exists', `A repository "${id}" is already connected in this space. Choose another id, or remove it first.`);
  }
  // Start from nothing: a failed add being retried, or storage a cut-off remove left behind.
  // A stored token is kept only for a retry of the exact URL it was given for; any other URL
  // (a reused id, another host or path) drops it, and only the token used is kept.
  await deps.git.remove(repoDir(space, id));
  const stored = existing ? await authOf(space, id) : undefined;
  const auth: RepoAuthInfo | undefined = req.auth ? { ...req.auth, url } : stored?.url === url ? stored : undefined;
  const controller = new AbortController();
  running.set(key, controller);
  const guard = sizeGuard(space, id);
  let refused: unknown;
  const base: Repo = { id, url, ref: req.ref ?? '', head: '', files: 0, sections: 0, clonedAt: null, syncedAt: null, status: 'cloning' };
  try {
    await deps.registry.putRepo(space, base);
    await deps.registry.setAuth(space, id, auth ?? null);
    deps.progress({ space, repoId: id, phase: 'Connecting', loaded: 0 });
    const warmAt = deps.parallel?.warmObjects ?? PARALLEL_WARM_OBJECTS;
    const cloned = await deps.git.clone({
      dir: repoDir(space, id),
      url,
      ref: req.ref,
      auth,
      signal: controller.signal,
      onProgress: (p) => {
        // A large repository: start the indexing helper while the objects download.
        if (p.total !== undefined && p.total >= warmAt) deps.helper?.warm();
        deps.progress({ space, repoId: id, ...p });
      },
      onAnnouncedSize: (bytes, u) => guard(bytes, u).catch((err) => { refused = err; throw err; }),
    });
    const { index, files, skipped } = await indexAtHead(space, id, controller.signal);
    const sections = index.sections.size;
    deps.progress({ space, repoId: id, phase: 'Saving index', loaded: sections, total: sections });
    await deps.indexes.save(key, index, cloned.head);
    loaded.set(key, { commit: cloned.head, index });
    const t = now();
    const repo: Repo = { ...base, ref: cloned.ref, head: cloned.head, files, sections, skipped, clonedAt: t, syncedAt: t, status: 'ready' };
    await deps.registry.putRepo(space, repo);
    deps.progress({ space, repoId: id, phase: 'Done', loaded: files, total: files });
    return toPublic(repo);
  } catch (err) {
    const stopped = refused ?? (controller.signal.aborted ? new PrimaChatError('cancelled', 'Adding the repository was cancelled; nothing was kept.') : undefined);
    // A first add cancelled or refused for its size leaves nothing, not even a failed record;
    // a retry keeps its failed record (and the token stored with it) for the next try.
    if (stopped && !existing) {
      await discard(space, id);
      throw stopped;
    }
    if (stopped) err = stopped;
    // Nothing half-present: storage and index go; the record stays as failed so the panel offers Retry.
    const info = toErrorInfo(err);
    await dropStorage(space, id);
    await deps.registry.putRepo(space, { ...base, status: 'failed', error: info }).catch(() => {});
    throw err instanceof PrimaChatError ? err : new PrimaChatError(info.code, info.message, { cause: err });
  } finally {
    running.delete(key);
  }
}
