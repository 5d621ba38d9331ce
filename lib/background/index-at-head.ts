import { repoDir } from '../repos/paths';
import { indexFromParts, type RepoIndex } from '../search/index';
import { isIndexable } from '../search/sections';
import { collectFiles } from '../indexing/collect-files';
import { snapshotOf } from '../indexing/snapshot-reader';
import { PARALLEL_MIN_BYTES, PARALLEL_MIN_FILES, type RepoServiceDeps } from './repo-context';

/** What indexing a repository at its head needs of the service's dependencies. */
export type IndexingDeps = Pick<RepoServiceDeps, 'git' | 'helper' | 'parallel' | 'progress'>;

/**
 * Read, split and collect every indexable file at head and build the index from them; with a
 * helper thread and enough files, the second half of the files is done there at the same
 * time (the index is the same either way, see `indexFromParts`). A helper that fails leaves
 * its half to this thread. Reports progress while it works.
 */
export async function indexAtHead(deps: IndexingDeps, maxChars: number, space: string, id: string, signal?: AbortSignal): Promise<{ index: RepoIndex; files: number; skipped: number }> {
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
