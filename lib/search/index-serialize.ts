import MiniSearch from 'minisearch';
import { z } from 'zod';
import { PrimaChatError } from '../errors';
import { INDEX_FORMAT_VERSION, MINI_OPTIONS, type RepoIndex } from './index';
import { SectionSchema } from './sections';

export const SerializedIndexSchema = z.object({
  formatVersion: z.number().int(),
  /** MiniSearch's own JSON, loaded without re-tokenizing anything. */
  miniSearch: z.string(),
  /** JSON array of sections: the text that snippets and results need. */
  sections: z.string(),
});
export type SerializedIndex = z.infer<typeof SerializedIndexSchema>;

/** The index as plain strings, ready for IndexedDB (strings clone fast and measure easily). */
export function serializeIndex(index: RepoIndex): SerializedIndex {
  return {
    formatVersion: INDEX_FORMAT_VERSION,
    miniSearch: JSON.stringify(index.mini),
    sections: JSON.stringify([...index.sections.values()]),
  };
}

/**
 * Load a serialized index without rebuilding it. Throws `PrimaChatError('bad_request')` when
 * the format version differs: the caller rebuilds from the repository's files.
 */
export function loadIndex(data: SerializedIndex): RepoIndex {
  const parsed = SerializedIndexSchema.parse(data);
  if (parsed.formatVersion !== INDEX_FORMAT_VERSION) {
    throw new PrimaChatError('bad_request', `The search index was saved in format ${parsed.formatVersion}, not ${INDEX_FORMAT_VERSION}. Rebuild it from the repository.`);
  }
  const sections = z.array(SectionSchema).parse(JSON.parse(parsed.sections));
  const index: RepoIndex = { mini: MiniSearch.loadJSON(parsed.miniSearch, MINI_OPTIONS), sections: new Map(), byFile: new Map() };
  for (const s of sections) {
    index.sections.set(s.id, s);
    const ids = index.byFile.get(s.file) ?? [];
    ids.push(s.id);
    index.byFile.set(s.file, ids);
  }
  return index;
}
