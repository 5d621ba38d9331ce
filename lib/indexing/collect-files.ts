import type { FileEntry } from '../repos/git-store';
import type { Collected } from '../search/index-collect';
import { ensureAnalyserFor, forgetChunks } from '../search/cjk/analyser';
import { collectSections } from '../search/index';
import { splitSections, type Section } from '../search/sections';

/** Files of one repository to read, split and collect: what a thread is given. */
export interface CollectJob {
  /** The repository's storage folder (see `repoDir`). */
  dir: string;
  entries: FileEntry[];
  /** Files longer than this (characters) are readable but not indexed. */
  maxChars: number;
}

export interface CollectResult {
  collected: Collected;
  /** Files left out for their length. */
  tooLarge: number;
}

/** Reads one listed file's text (`GitStore.readListed`). */
export type ReadListed = (dir: string, entry: FileEntry) => Promise<string>;

/**
 * Read every file of `job` in order, split it into sections and collect their index rows.
 * `onFiles` hears how many files are done, every `every` files and at the end.
 */
export async function collectFiles(read: ReadListed, job: CollectJob, onFiles?: (done: number) => void, signal?: AbortSignal, every = 50): Promise<CollectResult> {
  const sections: Section[] = [];
  let tooLarge = 0;
  let done = 0;
  for (const entry of job.entries) {
    signal?.throwIfAborted();
    const text = await read(job.dir, entry);
    if (text.length > job.maxChars) tooLarge++;
    else sections.push(...splitSections(entry.path, text));
    if (++done % every === 0 || done === job.entries.length) onFiles?.(done);
  }
  // The dictionary loads here, once, only for a repository that holds CJK text.
  await ensureAnalyserFor(sections.map((s) => s.text));
  const collected = collectSections(sections);
  forgetChunks();
  return { collected, tooLarge };
}
