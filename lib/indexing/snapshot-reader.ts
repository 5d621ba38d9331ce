import { createGitStore, type FileEntry } from '../repos/git-store';
import type { ReadListed } from './collect-files';
import { memoryGitFs, type ObjectFile } from './memory-git-fs';

/** A repository's files read from a copy of its object store in memory. */
export interface Snapshot {
  /** The files of `commit`. */
  list(dir: string, commit: string): Promise<FileEntry[]>;
  read: ReadListed;
}

/**
 * A copy of the object store in memory (`GitStore.objectFiles`), to list and read files from:
 * what both indexing threads read. No storage lock, no storage round trip per object.
 */
export function snapshotOf(objects: readonly ObjectFile[]): Snapshot {
  const store = createGitStore({ fs: memoryGitFs(objects) as never });
  return { list: (dir, commit) => store.listFilesAt(dir, commit), read: (dir, entry) => store.readListed(dir, entry) };
}
