import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { z } from 'zod';
import { isIndexable, SectionSchema, splitSections, type Section } from './sections';
import { makeSnippet } from './snippet';
import { processTerm, splitWords } from './tokenize';

/** Bump when sections, tokenizer or index options change: older persisted indexes get rebuilt. */
export const INDEX_FORMAT_VERSION = 1;

/** What MiniSearch indexes per section. */
export interface IndexedDoc {
  id: string;
  heading: string;
  path: string;
  text: string;
  file: string;
}

/** One repository's search index: MiniSearch plus the sections it needs for results. */
export interface RepoIndex {
  mini: MiniSearch<IndexedDoc>;
  sections: Map<string, Section>;
  /** File → ids of its sections, for incremental updates. */
  byFile: Map<string, string[]>;
}

export const SearchHitSchema = SectionSchema.extend({ snippet: z.string(), score: z.number() });
export type SearchHit = z.infer<typeof SearchHitSchema>;

// Tuned on questions-18f.jsonl and test/search/fixtures/questions-own.jsonl with a small grid
// (bench/results/search.md): prefix matching from three letters mattered most, because stems
// ("relocat", "respond") then reach their other forms; fuzzy matching only catches typos.
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { heading: 3, path: 1.5, file: 2, text: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
  combineWith: 'OR',
};

/** MiniSearch options of every index; loading needs exactly the same ones. */
export const MINI_OPTIONS: Options<IndexedDoc> = {
  fields: ['heading', 'path', 'text', 'file'],
  tokenize: splitWords,
  processTerm: (term) => processTerm(term),
  searchOptions: SEARCH_OPTIONS,
};

// The page title (its level-0 section's heading) joins the heading path, so "Intermittent PPL"
// is also found as part of "Paid parental leave (PPL)".
function toDoc(s: Section, title: string | undefined): IndexedDoc {
  const path = s.level > 0 && title ? [title, ...s.path] : s.path;
  return { id: s.id, heading: s.heading, path: path.join(' '), text: s.text, file: s.file };
}

function titleOf(index: RepoIndex, file: string): string | undefined {
  const first = index.byFile.get(file)?.[0];
  const s = first === undefined ? undefined : index.sections.get(first);
  return s?.level === 0 ? s.heading : undefined;
}

function emptyIndex(): RepoIndex {
  return { mini: new MiniSearch(MINI_OPTIONS), sections: new Map(), byFile: new Map() };
}

function addSections(index: RepoIndex, sections: readonly Section[]): void {
  const fresh: Section[] = [];
  for (const s of sections) {
    if (index.sections.has(s.id)) continue; // a duplicate id would make MiniSearch throw
    index.sections.set(s.id, s);
    const ids = index.byFile.get(s.file) ?? [];
    ids.push(s.id);
    index.byFile.set(s.file, ids);
    fresh.push(s);
  }
  index.mini.addAll(fresh.map((s) => toDoc(s, titleOf(index, s.file))));
}

/** Build a repository's index from its sections (see `splitSections`). */
export function buildIndex(sections: readonly Section[]): RepoIndex {
  const index = emptyIndex();
  addSections(index, sections);
  return index;
}

/**
 * The best `limit` sections for a query, one result per section, each with a snippet around
 * its densest match. Prefix and fuzzy matching as in `SEARCH_OPTIONS`; an empty or
 * stop-word-only query finds nothing.
 */
export function searchIndex(index: RepoIndex, query: string, limit: number): SearchHit[] {
  const results = index.mini.search(query);
  const hits: SearchHit[] = [];
  for (const r of results) {
    if (hits.length >= limit) break;
    const s = index.sections.get(String(r.id));
    if (s) hits.push({ ...s, snippet: makeSnippet(s.text, r.terms), score: r.score });
  }
  return hits;
}

/**
 * Apply a sync to the index in place: sections of removed and changed files are discarded,
 * changed files are split again and added. Nothing else is touched.
 */
export function updateIndex(index: RepoIndex, change: { removedFiles: string[]; changed: Array<{ file: string; text: string }> }): void {
  for (const file of [...change.removedFiles, ...change.changed.map((c) => c.file)]) {
    const ids = index.byFile.get(file);
    if (!ids) continue;
    for (const id of ids) {
      index.sections.delete(id);
      index.mini.discard(id);
    }
    index.byFile.delete(file);
  }
  const fresh = change.changed.filter((c) => isIndexable(c.file)).flatMap((c) => splitSections(c.file, c.text));
  addSections(index, fresh);
}
