// The in-memory shape of a search index: a sorted term dictionary with postings in typed
// arrays, and a columnar table of section metadata. Section text lives elsewhere
// (`section-texts.ts`) so that loading an index reads neither.
import { FIELDS } from './scoring';
import type { CjkAnalyser } from './cjk/analyser';

/** Postings of every term, compressed (see `postings-codec.ts`). */
export interface Postings {
  /** Sorted by `<` (UTF-16 code units), so prefixes are ranges found by binary search. */
  terms: string[];
  /** Term t's varint stream is `stream[offsets[t]..offsets[t+1])`: (section gap × 16 + field flags). */
  offsets: Uint32Array;
  stream: Uint8Array;
  /** Term t's postings are numbers `istarts[t]..istarts[t+1]`, which index `levels`. */
  istarts: Uint32Array;
  /** Impact of a posting (Σ field boost × BM25+ for one query occurrence): lo[t] + levels[i] × step[t]. */
  levels: Uint8Array;
  lo: Float32Array;
  step: Float32Array;
}

/** Per-section metadata, indexed by section number; everything a hit needs but its text. */
export interface DocTable {
  count: number;
  files: string[];
  fileOf: Uint32Array;
  line: Uint32Array;
  level: Uint8Array;
  heading: StringColumn;
  headingRaw: StringColumn;
  /** The heading path joined with U+001F. */
  path: StringColumn;
  /** Distinct words per field, `FIELDS.length` per section (BM25 length normalisation). */
  fieldLen: Uint16Array;
  /** Characters of the section's text (for the stored size). */
  textChars: Uint32Array;
}

/**
 * Many short strings as one: entry i is `text.slice(ends[i-1], ends[i])`. One string clones in
 * about a millisecond where 63,000 separate ones take tens (the load path of a big index).
 */
export interface StringColumn {
  text: string;
  ends: Uint32Array;
}

/** Pack strings into a column. */
export function toColumn(items: readonly string[]): StringColumn {
  const ends = new Uint32Array(items.length);
  let at = 0;
  items.forEach((s, i) => (ends[i] = at += s.length));
  return { text: items.join(''), ends };
}

/** Entry `i` of a column. */
export function columnAt(c: StringColumn, i: number): string {
  return c.text.slice(i > 0 ? c.ends[i - 1]! : 0, c.ends[i]!);
}

/** Postings plus the section table: what is persisted as the index proper. */
export interface IndexData {
  postings: Postings;
  docs: DocTable;
  /** What cut its CJK text into terms; queries are cut the same way (cjk/analyser.ts). */
  analyser: CjkAnalyser;
}

export const PATH_SEPARATOR = '\u001f';
export const FIELD_COUNT = FIELDS.length;

/** An index of nothing. */
export function emptyData(): IndexData {
  return {
    postings: { terms: [], offsets: new Uint32Array(1), stream: new Uint8Array(0), istarts: new Uint32Array(1), levels: new Uint8Array(0), lo: new Float32Array(0), step: new Float32Array(0) },
    docs: {
      count: 0, files: [], fileOf: new Uint32Array(0), line: new Uint32Array(0), level: new Uint8Array(0),
      heading: toColumn([]), headingRaw: toColumn([]), path: toColumn([]), fieldLen: new Uint16Array(0), textChars: new Uint32Array(0),
    },
    analyser: 'none',
  };
}

/** Binary search: the first index in `terms` whose term is ≥ `term`. */
export function lowerBound(terms: readonly string[], term: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
