import { PrimaChatError, toErrorInfo } from '../errors';
import type { ProgressEvent, Repo as PublicRepo } from '../messages/protocol';
import { repoDir } from '../repos/paths';
import type { GitStore, RepoAuthInfo } from '../repos/git-store';
import type { Registry, Repo } from '../repos/registry';
import { recoverInterrupted } from '../repos/recover';
import { LARGE_REPOSITORY_BYTES, LARGE_REPOSITORY_PHASE, browserStorageEstimate, guardAnnouncedSize, type StorageEstimate } from '../repos/large-repository';
import { ensureAnalyserFor } from '../search/cjk/analyser';
import { hasCjk } from '../search/cjk/scripts';
import { indexFromParts, searchIndex, updateIndex, type RepoIndex } from '../search/index';
import { searchIndexes } from '../search/space-search';
import { createSpaceTermsCache } from '../search/space-terms';
import type { IndexStore as SearchIndexStore } from '../search/index-store';
import { isIndexable, splitSections } from '../search/sections';
import { collectFiles } from '../indexing/collect-files';
import { snapshotOf } from '../indexing/snapshot-reader';
import type { IndexHelper } from '../indexing/helper-client';
import type { ToolRepos } from '../tools/context';
import { createKeyedSerial } from '../storage/keyed-serial';
import { DEFAULT_SCHEDULE, type SyncSchedule } from '../repos/sync-schedule';

/** Persisted search indexes, one per repository, tagged with the commit they were built from. */
export type IndexStore = Omit<SearchIndexStore, 'close'>;

export interface RepoServiceDeps {
  registry: Registry;
  git: GitStore;
  indexes: IndexStore;
  /** True when the extension may fetch this URL's origin (chrome.permissions.contains). */
  hasHostPermission(url: string): Promise<boolean>;
  author(): Promise<{ name: string; email: string }>;
  progress(event: ProgressEvent): void;
  now?: () => number;
  /** Announced pack sizes from this many bytes on are warned about before the download (default 100 MiB). */
  largeRepositoryBytes?: number;
  /** Free storage, to refuse a pack that cannot fit before downloading it (default `navigator.storage.estimate`). */
  storageEstimate?: StorageEstimate;
  /** Files longer than this many characters are readable but not indexed, and counted as skipped (default 8 Mi). */
  maxIndexedFileChars?: number;
  /** A second thread for indexing (the offscreen document's worker); without one, this thread does it all. */
  helper?: IndexHelper;
  /** When the helper is worth its start (default PARALLEL_MIN_FILES, PARALLEL_MIN_BYTES, PARALLEL_WARM_OBJECTS). */
  parallel?: { minFiles?: number; minBytes?: number; warmObjects?: number };
}

/**
 * Indexing a file costs about ten times its size in memory at once (sections, words, rows): a
 * 100 MB file peaked near 1 GiB. Handbook pages are kilobytes; a file this large is a data dump
 * or a log, readable in the Reader but not worth a service worker's memory to search.
 */
export const MAX_INDEXED_FILE_CHARS = 8 * 1024 * 1024;

const indexKey = (space: string, id: string) => `${space}/${id}`;
/**
 * From this many files and this many bytes of git objects on, half of the files are read, split
 * and collected by the helper thread while this one does the other half. Below, copying the
 * objects over and starting the helper cost what it saves: measured even on the 18F handbook
 * (251 files, 0.8 MB of objects), 1.4–1.6× faster from a 1,000-file, 4.9 MB repository on.
 */
export const PARALLEL_MIN_FILES = 40;
export const PARALLEL_MIN_BYTES = 2 * 1024 * 1024;
/** A clone announcing at least this many objects starts the helper while it downloads. */
export const PARALLEL_WARM_OBJECTS = 1000;

/**
 * Repositories of the background: clone → index → register, sync, remove, push, read and
 * search, for the `repos/*` messages and for the tools. A repository is registered `ready` only
 * after its objects and its index are stored; a failed or cancelled add leaves nothing behind.
 * Indexes are kept in memory per repository and loaded from IndexedDB on first use after the
 * worker starts — rebuilt only when missing or built from another commit.
 */
export function createRepoService(deps: RepoServiceDeps) {
  const now = deps.now ?? Date.now;
  const serial = createKeyedSerial();
  const loaded = new Map<string, { commit: string; index: RepoIndex }>();
  // Each space's union of its indexes' term lists, kept between whole-space searches.
  const spaceTerms = new Map<string, ReturnType<typeof createSpaceTermsCache>>();
  const spaceTermsOf = (space: string) => spaceTerms.get(space) ?? spaceTerms.set(space, createSpaceTermsCache()).get(space)!;
  const running = new Map<string, AbortController>();
  const estimate = deps.storageEstimate ?? browserStorageEstimate();
  const maxChars = deps.maxIndexedFileChars ?? MAX_INDEXED_FILE_CHARS;
  // Where the server announces a pack's size: warn before a large download, refuse one that cannot fit.
  const sizeGuard = (space: string, id: string) =>
    guardAnnouncedSize({
      threshold: deps.largeRepositoryBytes ?? LARGE_REPOSITORY_BYTES,
      estimate,
      warn: (bytes) => deps.progress({ space, repoId: id, phase: LARGE_REPOSITORY_PHASE, loaded: 0, total: bytes }),
    });

  async function mustGet(space: string, id: string): Promise<Repo> {
    const repo = await deps.registry.getRepo(space, id);
    if (!repo || repo.status !== 'ready') throw new PrimaChatError('not_found', `There is no repository "${id}" in the space "${space}".`);
    return repo;
  }

  async function authOf(space: string, id: string): Promise<RepoAuthInfo | undefined> {
    return (await deps.registry.getAuth(space, id)) ?? undefined;
  }

  /**
   * Read, split and collect every indexable file at head and build the index from them; with a
   * helper thread and enough files, the second half of the files is done there at the same
   * time (the index is the same either way, see `indexFromParts`). A helper that fails leaves
   * its half to this thread. Reports progress while it works.
   */
  async function indexAtHead(space: string, id: string, signal?: AbortSignal): Promise<{ index: RepoIndex; files: number; skipped: number }> {
    const dir = repoDir(space, id);
    // Listing and reading go to a copy of the object store in memory (both threads read from
    // one): one storage read for all, instead of one or more per object.
    const head = await deps.git.head(dir);
    const objects = await deps.git.objectFiles(dir);
    const snapshot = snapshotOf(objects);
    const read = snapshot.read;
    const files = await snapshot.list(dir, head);
    const indexable = files.filter((f) => isIndexable(f.path) && f.mode !== '120000');
    const objectBytes = objects.reduce((n, o) => n + o.data.byteLength, 0);
    const worthIt = indexable.length >= (deps.parallel?.minFiles ?? PARALLEL_MIN_FILES) && objectBytes >= (deps.parallel?.minBytes ?? PARALLEL_MIN_BYTES);
    const helper = worthIt ? deps.helper : undefined;
    const cut = helper ? Math.ceil(indexable.length / 2) : indexable.length;
    let mine = 0;
    let theirs = 0;
    const report = () => deps.progress({ space, repoId: id, phase: 'Indexing', loaded: mine + theirs, total: indexable.length });
    const rest = { dir, entries: indexable.slice(cut), maxChars };
    const other = !helper
      ? undefined
      : helper
          .collect({ ...rest, objects: objects.map((o) => ({ path: o.path, data: o.data.slice() })) }, (done) => ((theirs = done), report()), signal)
          .catch((err: unknown) => {
            if (signal?.aborted) throw err;
            console.warn('PrimaChat: the indexing helper failed; indexing its files here.', err);
            theirs = 0;
            return collectFiles(read, rest, (done) => ((theirs = done), report()), signal);
          });
    const own = collectFiles(read, { dir, entries: indexable.slice(0, cut), maxChars }, (done) => ((mine = done), report()), signal);
    const parts = await Promise.all(other ? [own, other] : [own]);
    const tooLarge = parts.reduce((n, p) => n + p.tooLarge, 0);
    return { index: indexFromParts(parts.map((p) => p.collected)), files: files.length, skipped: files.length - indexable.length + tooLarge };
  }

  async function indexOf(space: string, id: string, head: string): Promise<RepoIndex> {
    const key = indexKey(space, id);
    const cached = loaded.get(key);
    if (cached?.commit === head) return cached.index;
    let index = await deps.indexes.load(key, head);
    if (!index) {
      index = (await indexAtHead(space, id)).index;
      await deps.indexes.save(key, index, head);
    }
    loaded.set(key, { commit: head, index });
    return index;
  }

  /**
   * `index`, or, when its CJK text was cut otherwise than this worker can cut a CJK query (built
   * by the dictionary, which did not load here; or built without it, which is back), the index
   * rebuilt once from the repository's files, so that query and index terms agree.
   */
  async function agreeing(space: string, id: string, index: RepoIndex, query: string): Promise<RepoIndex> {
    if (index.data.analyser === 'none' || !hasCjk(query)) return index;
    const dictionary = await ensureAnalyserFor([query]);
    if ((index.data.analyser === 'ipadic') === dictionary) return index;
    return serial(indexKey(space, id), async () => {
      const repo = await mustGet(space, id);
      const current = await indexOf(space, id, repo.head);
      if ((current.data.analyser === 'ipadic') === dictionary || current.data.analyser === 'none') return current;
      console.warn(`PrimaChat: the index of ${id} was built ${dictionary ? 'without' : 'with'} the Japanese dictionary, which is ${dictionary ? 'back' : 'not loaded here'}; rebuilding it.`);
      const rebuilt = (await indexAtHead(space, id)).index;
      await deps.indexes.save(indexKey(space, id), rebuilt, repo.head);
      loaded.set(indexKey(space, id), { commit: repo.head, index: rebuilt });
      return rebuilt;
    });
  }

  async function fileExists(space: string, id: string, path: string): Promise<boolean> {
    try {
      await deps.git.readFile(repoDir(space, id), path);
      return true;
    } catch {
      return false;
    }
  }

  function toPublic(r: Repo, extra: Partial<PublicRepo> = {}): PublicRepo {
    const iso = (t: number | null) => (t === null ? '' : new Date(t).toISOString());
    // The back-off's bookkeeping stays inside; the person sees the schedule and the last failure.
    const { clonedAt, syncedAt, error, schedule, lastSyncError, syncFailures: _failures, lastSyncTry: _tried, ...rest } = r;
    return {
      ...rest,
      clonedAt: iso(clonedAt),
      syncedAt: iso(syncedAt),
      schedule: schedule ?? DEFAULT_SCHEDULE,
      ...(lastSyncError ? { lastSyncError: { ...lastSyncError, at: iso(lastSyncError.at) } } : {}),
      ...(error ? { error } : {}),
      ...extra,
    } as PublicRepo;
  }

  /** A failed add's objects and index gone; errors ignored, as this runs on the way out of one. */
  async function dropStorage(space: string, id: string): Promise<void> {
    loaded.delete(indexKey(space, id));
    await deps.git.remove(repoDir(space, id)).catch(() => {});
    await deps.indexes.delete(indexKey(space, id)).catch(() => {});
  }

  async function discard(space: string, id: string): Promise<void> {
    await dropStorage(space, id);
    await deps.registry.removeRepo(space, id).catch(() => {});
  }

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

    async add(req: { space: string; id: string; url: string; ref?: string; auth?: Omit<RepoAuthInfo, 'url'> }): Promise<PublicRepo> {
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
    },

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

    sync: (space: string, id: string) =>
      serial(indexKey(space, id), async () => {
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
      }),

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
    tools(): ToolRepos {
      return {
        get: async (space, id) => {
          const r = await deps.registry.getRepo(space, id).catch(() => undefined);
          return r && r.status === 'ready' ? toPublic(r) : null;
        },
        search: async (space, id, query, limit) => {
          // A CJK query needs the dictionary: after a worker stop it loads while the index does.
          const [index] = await Promise.all([mustGet(space, id).then((repo) => indexOf(space, id, repo.head)), ensureAnalyserFor([query])]);
          return searchIndex(await agreeing(space, id, index, query), query, limit);
        },
        readyRepos: async (space) => (await deps.registry.listRepos(space)).filter((r) => r.status === 'ready').map((r) => toPublic(r)),
        searchSpace: async (space, query, limit) => {
          const ready = (await deps.registry.listRepos(space)).filter((r) => r.status === 'ready');
          const [indexes] = await Promise.all([Promise.all(ready.map(async (r) => ({ key: r.id, index: await indexOf(space, r.id, r.head) }))), ensureAnalyserFor([query])]);
          for (const entry of indexes) entry.index = await agreeing(space, entry.key, entry.index, query);
          return (await searchIndexes(indexes, query, limit, spaceTermsOf(space))).map(({ key, ...hit }) => ({ ...hit, repoId: key }));
        },
        readFile: async (space, id, path) => (await deps.git.readFile(repoDir(space, id), path)).text,
        sectionsOf: splitSections,
        hasFile: (space, id, path) => fileExists(space, id, path),
        engrave: (space, id, note) =>
          serial(indexKey(space, id), async () => {
            const repo = await mustGet(space, id);
            const index = await indexOf(space, id, repo.head);
            // Two engraves may have been previewed under one name: the second takes the next free one.
            let path = note.path;
            for (let n = 2; index.byFile.has(path) || (await fileExists(space, id, path)); n++) path = `${note.path.replace(/\.md$/, '')}-${n}.md`;
            const { commit } = await deps.git.commitFile({ dir: repoDir(space, id), path, content: note.markdown, message: `Engrave: ${note.title}`, author: await deps.author() });
            await ensureAnalyserFor([note.markdown]);
            updateIndex(index, { removedFiles: [], changed: [{ file: path, text: note.markdown }] });
            await deps.indexes.save(indexKey(space, id), index, commit);
            loaded.set(indexKey(space, id), { commit, index });
            await deps.registry.putRepo(space, { ...repo, head: commit, files: repo.files + 1, sections: index.sections.size });
            return { commit, path };
          }),
      };
    },
  };
}

export type RepoService = ReturnType<typeof createRepoService>;
