// Section text is kept apart from the index: a loaded index reads it per file, only for the
// sections a search returns; a built or updated index holds its new text until it is saved.

/** Texts of one file's sections, by line. */
export type FileTexts = Map<number, string>;

/**
 * Reads saved texts of several indexes of one store, `files` per `key`, at once (one IndexedDB
 * transaction): a whole-space search's hits come from up to every repository of the space.
 */
export type ReadTexts = (requests: ReadonlyArray<{ key: string; files: readonly string[] }>) => Promise<Map<string, Map<string, FileTexts>>>;

/** Where an index finds the text of its sections. */
export interface SectionTexts {
  /** Texts not saved yet, by file; they win over saved ones. */
  pending: Map<string, FileTexts>;
  /** Files whose saved texts are out of date: removed or changed since the last save. */
  stale: Set<string>;
  /** The store's reader and this index's key in it; set by the index store once the index is saved or loaded. */
  source?: { read: ReadTexts; key: string };
  /** Which store and key the saved texts belong to (set with `source`). */
  origin?: string;
}

/**
 * Texts of each request's `files`, in request order: unsaved ones from memory, saved ones with
 * one read per store for all requests together. A file with no known text maps to an empty map.
 */
export async function textsOfMany(requests: ReadonlyArray<{ texts: SectionTexts; files: readonly string[] }>): Promise<Array<Map<string, FileTexts>>> {
  const outs = requests.map(() => new Map<string, FileTexts>());
  const byReader = new Map<ReadTexts, Array<{ at: number; key: string; files: string[] }>>();
  requests.forEach(({ texts, files }, at) => {
    const missing: string[] = [];
    for (const f of new Set(files)) {
      const pending = texts.pending.get(f);
      if (pending) outs[at]!.set(f, pending);
      else if (texts.source && !texts.stale.has(f)) missing.push(f);
      else outs[at]!.set(f, new Map());
    }
    if (missing.length) {
      const list = byReader.get(texts.source!.read) ?? byReader.set(texts.source!.read, []).get(texts.source!.read)!;
      list.push({ at, key: texts.source!.key, files: missing });
    }
  });
  await Promise.all(
    [...byReader].map(async ([read, list]) => {
      const got = await read(list);
      for (const { at, key, files } of list) for (const f of files) outs[at]!.set(f, got.get(key)?.get(f) ?? new Map());
    }),
  );
  return outs;
}
