import { z } from 'zod';
import { asIndexed, ensureAnalyserFor } from './cjk/analyser';
import { collect, concatCollected, type Collected } from './index-collect';
import { columnAt, emptyData, PATH_SEPARATOR, type IndexData } from './index-data';
import { mergeData } from './index-merge';
import { scratchFor, type Ranked, type Scratch } from './query';
import { rankedFor } from './rerank';
import { textsOfMany, type FileTexts, type SectionTexts } from './section-texts';
import { isIndexable, SectionSchema, splitSections, type Section } from './sections';
import { makeSnippet } from './snippet';

/** Bump when sections, tokenizer, scoring or the stored layout change: older indexes get rebuilt. 3: the front-matter title joins the heading path of every section; 4: CJK text through the IPADIC analyser (base forms, bigrams for unknown words, katakana folded); 5: the front matter's describing words (`description`, `keywords` …) join the heading path too, and the index says what cut its CJK text (`analyser`); 6: an MDX comment used as a heading id (react.dev's form, see markdown-tree.ts) no longer joins the heading (react.dev's headings indexed their English slugs). */
export const INDEX_FORMAT_VERSION = 6;

/** One repository's search index: postings, section table, and where section text is found. */
export interface RepoIndex {
  data: IndexData;
  /** File → its section numbers (for `has`, engrave's free-name check, and updates). */
  byFile: Map<string, number[]>;
  /** How many sections are indexed. */
  readonly sections: { readonly size: number };
  texts: SectionTexts;
  scratch: Scratch;
}

export const SearchHitSchema = SectionSchema.extend({ snippet: z.string(), score: z.number() });
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** Wrap index data (built or loaded) with its file map and query scratch space. */
export function makeIndex(data: IndexData, texts: SectionTexts): RepoIndex {
  const index: RepoIndex = {
    data, texts, byFile: new Map(), scratch: scratchFor(data.docs.fileOf, data.docs.files.length),
    sections: { get size() { return index.data.docs.count; } },
  };
  refresh(index, data);
  return index;
}

function refresh(index: RepoIndex, data: IndexData): void {
  index.data = data;
  index.scratch = scratchFor(data.docs.fileOf, data.docs.files.length);
  index.byFile.clear();
  const { files, fileOf, count } = data.docs;
  for (let d = 0; d < count; d++) {
    const f = files[fileOf[d]!]!;
    const ids = index.byFile.get(f);
    if (ids) ids.push(d);
    else index.byFile.set(f, [d]);
  }
}

// Each section with its page title (front matter's, else the level-0 section's heading), which
// joins its heading path: a file whose first line after the front matter is a heading has no
// level-0 section, and its title would otherwise be lost.
function withTitles(sections: readonly Section[]): Array<{ section: Section; title: string | undefined }> {
  const titles = new Map<string, string | undefined>();
  const seen = new Set<string>();
  const out: Array<{ section: Section; title: string | undefined }> = [];
  for (const s of sections) {
    if (seen.has(s.id)) continue; // the same section twice would be counted twice
    seen.add(s.id);
    if (!titles.has(s.file)) titles.set(s.file, s.title ?? (s.level === 0 ? s.heading : undefined));
    out.push({ section: s, title: titles.get(s.file) });
  }
  return out;
}

function pendingTexts(sections: readonly Section[], into: Map<string, FileTexts>): void {
  for (const s of sections) {
    const t = into.get(s.file) ?? new Map<number, string>();
    t.set(s.line, s.text);
    into.set(s.file, t);
  }
}

/** Build a repository's index from its sections (see `splitSections`); duplicates are skipped. */
export function buildIndex(sections: readonly Section[]): RepoIndex {
  return indexFromParts([collectSections(sections)]);
}

/**
 * Tokenize sections into rows (`collect`), each with its page title; duplicates are skipped.
 * Whole files only: the rows of two sets of files can be joined (`indexFromParts`).
 */
export function collectSections(sections: readonly Section[]): Collected {
  return collect(withTitles(sections));
}

/** The index of the sections of `parts` (each collected from other files), in order: what `buildIndex` of all of them gives. */
export function indexFromParts(parts: readonly Collected[]): RepoIndex {
  const all = parts.length === 0 ? collect([]) : parts.reduce(concatCollected);
  const texts: SectionTexts = { pending: new Map(), stale: new Set() };
  pendingTexts(all.sections, texts.pending);
  return makeIndex(mergeData(emptyData(), new Uint8Array(0), all), texts);
}

/**
 * The best `limit` sections for a query, one result per section, each with a snippet around
 * its densest match. Prefix and fuzzy matching as in `scoring.ts`, today's best candidates
 * reordered by the learned rerank (rerank.ts); an empty or stop-word-only query finds nothing.
 * Reads only the returned sections' text.
 */
export async function searchIndex(index: RepoIndex, query: string, limit: number): Promise<SearchHit[]> {
  // A CJK query is cut as the index's text was: through the dictionary (loaded on the first such
  // query) for an index it built, into Segmenter words for one built without it.
  if (index.data.analyser !== 'segments') await ensureAnalyserFor([query]);
  return hitsOf(index, asIndexed(index.data.analyser, () => rankedFor(index.data, index.scratch, query, limit)));
}

/** The hits for ranked sections of `index`: their fields, text and snippet. */
export async function hitsOf(index: RepoIndex, ranked: readonly Ranked[]): Promise<SearchHit[]> {
  return (await hitsOfMany([{ index, ranked }]))[0]!;
}

/** `hitsOf` for several indexes, their saved texts read together (one read per store). */
export async function hitsOfMany(groups: ReadonlyArray<{ index: RepoIndex; ranked: readonly Ranked[] }>): Promise<SearchHit[][]> {
  const texts = await textsOfMany(groups.map(({ index, ranked }) => ({ texts: index.texts, files: ranked.map((r) => index.data.docs.files[index.data.docs.fileOf[r.doc]!]!) })));
  return groups.map(({ index, ranked }, g) => {
    const { docs } = index.data;
    return ranked.map(({ doc, score, terms }) => {
      const file = docs.files[docs.fileOf[doc]!]!;
      const line = docs.line[doc]!;
      const heading = columnAt(docs.heading, doc);
      const path = columnAt(docs.path, doc);
      const text = texts[g]!.get(file)?.get(line) ?? '';
      return {
        id: `${file}#${line}`, file, heading, headingRaw: columnAt(docs.headingRaw, doc), level: docs.level[doc]!, line,
        path: path ? path.split(PATH_SEPARATOR) : [], text, snippet: makeSnippet(text, terms), score,
      };
    });
  });
}

/**
 * Apply a sync to the index in place: sections of removed and changed files are discarded,
 * changed files are split again and added. Postings of other files keep their scores.
 */
export function updateIndex(index: RepoIndex, change: { removedFiles: string[]; changed: Array<{ file: string; text: string }> }): void {
  const dead = new Uint8Array(index.data.docs.count);
  for (const file of [...change.removedFiles, ...change.changed.map((c) => c.file)]) {
    for (const d of index.byFile.get(file) ?? []) dead[d] = 1;
    index.texts.pending.delete(file);
    index.texts.stale.add(file);
  }
  // A file listed twice counts once, with its last text.
  const changed = new Map(change.changed.filter((c) => isIndexable(c.file)).map((c) => [c.file, c.text]));
  const batch = collectSections([...changed].flatMap(([file, text]) => splitSections(file, text)));
  pendingTexts(batch.sections, index.texts.pending);
  refresh(index, mergeData(index.data, dead, batch));
}
