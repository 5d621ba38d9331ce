// Query-side synonyms for Japanese words, from Sudachi's synonym dictionary (synonym-table.ts):
// loaded lazily, with the analyser, the first time a query holds CJK text, and only where
// queries run (the service worker), never by the indexing worker. The index is not touched: a
// query word reaches, beside itself, the index terms its synonyms analyse to, at a lower weight.
import { hasCjk } from './scripts';
import { readSynonymTable, type SynonymTable } from './synonym-table';

/** Weight of a synonym route: the same word spelt otherwise (プロバイダ → provider), another word (休暇 → バケーション). */
export const SAME_WORD_WEIGHT = 0.7;
export const SYNONYM_WEIGHT = 0.35;
/** At most this many synonym terms per query word: big groups (国, 州 …) stay bounded. */
export const MAX_SYNONYM_TERMS = 8;

let table: SynonymTable | undefined;
let reader: (() => Promise<string>) | undefined;
let loading: Promise<SynonymTable | undefined> | undefined;
const memo = new Map<string, Array<{ term: string; weight: number }>>();
const MEMO_MAX = 5_000;

/** Where the table's text comes from in this context (the entrypoint or the test says). */
export function setSynonymReader(read: (() => Promise<string>) | undefined): void {
  reader = read;
}

/** Use `t` as the table (or none): for tests and the benchmark that compare with and without. */
export function useSynonyms(t: SynonymTable | undefined): void {
  table = t;
  memo.clear();
}

export function synonymsReady(): boolean {
  return table !== undefined;
}

/**
 * Load the table if any of `texts` holds CJK text and a reader is set; once loaded it stays. A
 * failed load is logged and retried on the next call; meanwhile queries run without synonyms.
 */
export async function ensureSynonymsFor(texts: Iterable<string>): Promise<boolean> {
  if (table) return true;
  if (!reader) return false;
  if (![...texts].some(hasCjk)) return false;
  const read = reader;
  loading ??= read()
    .then(readSynonymTable)
    .catch((err: unknown) => {
      console.warn('PrimaChat: the Japanese synonym table did not load; queries run without synonyms.', err);
      loading = undefined;
      return undefined;
    });
  const t = await loading;
  if (t && !table) useSynonyms(t);
  return table !== undefined;
}

/**
 * The index terms a query term reaches through its synonyms, with their weights: each synonym
 * analysed by `analyse` (the tokenizer, so both sides agree), kept when it is one term other
 * than `term`. Only terms holding CJK text are looked up, so a Latin query behaves the same
 * whether or not a Japanese one loaded the table before.
 */
export function synonymTerms(term: string, analyse: (text: string) => string[]): Array<{ term: string; weight: number }> {
  if (!table || !hasCjk(term)) return [];
  const known = memo.get(term);
  if (known) return known;
  const out = new Map<string, number>();
  for (const s of table.lookup(term)) {
    const terms = analyse(s.word);
    if (terms.length !== 1 || terms[0] === term) continue;
    const weight = s.same ? SAME_WORD_WEIGHT : SYNONYM_WEIGHT;
    if ((out.get(terms[0]!) ?? 0) < weight) out.set(terms[0]!, weight);
    if (out.size >= MAX_SYNONYM_TERMS) break;
  }
  const list = [...out].map(([t, weight]) => ({ term: t, weight }));
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(term, list);
  return list;
}
