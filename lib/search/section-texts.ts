// Section text is kept apart from the index: a loaded index reads it per file, only for the
// sections a search returns; a built or updated index holds its new text until it is saved.

/** Texts of one file's sections, by line. */
export type FileTexts = Map<number, string>;

/** Where an index finds the text of its sections. */
export interface SectionTexts {
  /** Texts not saved yet, by file; they win over saved ones. */
  pending: Map<string, FileTexts>;
  /** Files whose saved texts are out of date: removed or changed since the last save. */
  stale: Set<string>;
  /** Reads saved texts; set by the index store once the index is saved or loaded. */
  read?: (files: string[]) => Promise<Map<string, FileTexts>>;
  /** Which store and key the saved texts belong to (set with `read`). */
  origin?: string;
}

/** Texts of `files` from wherever they are; a file with no known text maps to an empty map. */
export async function textsOf(texts: SectionTexts, files: readonly string[]): Promise<Map<string, FileTexts>> {
  const out = new Map<string, FileTexts>();
  const missing: string[] = [];
  for (const f of new Set(files)) {
    const pending = texts.pending.get(f);
    if (pending) out.set(f, pending);
    else if (texts.read && !texts.stale.has(f)) missing.push(f);
    else out.set(f, new Map());
  }
  if (missing.length) for (const [f, t] of await texts.read!(missing)) out.set(f, t);
  for (const f of missing) if (!out.has(f)) out.set(f, new Map());
  return out;
}
