import { PrimaChatError } from '../errors';
import type { ProgressEvent } from '../messages/protocol';
import { repoDir } from '../repos/paths';
import type { GitStore, RepoAuthInfo } from '../repos/git-store';
import type { Registry, Repo } from '../repos/registry';
import { LARGE_REPOSITORY_BYTES, LARGE_REPOSITORY_PHASE, browserStorageEstimate, guardAnnouncedSize, type StorageEstimate } from '../repos/large-repository';
import { ensureAnalyserFor } from '../search/cjk/analyser';
import { hasCjk } from '../search/cjk/scripts';
import type { RepoIndex } from '../search/index';
import { createSpaceTermsCache } from '../search/space-terms';
import type { IndexStore as SearchIndexStore } from '../search/index-store';
import type { IndexHelper } from '../indexing/helper-client';
import { createKeyedSerial } from '../storage/keyed-serial';
import { indexAtHead as indexRepoAtHead } from './index-at-head';

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

export const indexKey = (space: string, id: string) => `${space}/${id}`;

/**
 * What the repository service's commands share (repo-service.ts, repo-add.ts, repo-sync.ts,
 * repo-tools.ts): the dependencies, one queue per repository, the indexes in memory, the adds
 * and syncs running, and the helpers that read a repository and its index.
 */
export function createRepoContext(deps: RepoServiceDeps) {
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

  const indexAtHead = (space: string, id: string, signal?: AbortSignal) => indexRepoAtHead(deps, maxChars, space, id, signal);

  async function mustGet(space: string, id: string): Promise<Repo> {
    const repo = await deps.registry.getRepo(space, id);
    if (!repo || repo.status !== 'ready') throw new PrimaChatError('not_found', `There is no repository "${id}" in the space "${space}".`);
    return repo;
  }

  async function authOf(space: string, id: string): Promise<RepoAuthInfo | undefined> {
    return (await deps.registry.getAuth(space, id)) ?? undefined;
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
    deps, now, serial, loaded, spaceTermsOf, running, maxChars, sizeGuard, mustGet, authOf, indexAtHead, indexOf, agreeing, fileExists, dropStorage, discard,
  };
}

export type RepoContext = ReturnType<typeof createRepoContext>;
