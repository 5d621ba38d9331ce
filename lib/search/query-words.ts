// The terms of a query, as the index's tokenizer gives them, less the bigrams of a word the
// index holds whole. A word the dictionary does not know (ストリーミング) is indexed whole and as
// character bigrams, so that parts of it match too; in a query its six bigrams would each count
// as a query word of their own, and sections that merely share syllables (スト, リー) would
// outrank the ones holding the word. The bigrams stay only for a word the index lacks whole.
import { processTerm, wordsWithOffsets } from './tokenize';

/** Query terms (duplicates kept: repeated words weigh more), given which terms the index holds. */
export function queryTerms(query: string, indexHas: (term: string) => boolean): string[] {
  const words = wordsWithOffsets(query);
  const wholes = words.filter((w) => w.end - w.start > 2 && indexHas(w.term));
  const out: string[] = [];
  for (const w of words) {
    const part = w.end - w.start === 2 && w.term.length === 2 && wholes.some((x) => x.start <= w.start && w.end <= x.end && x !== w);
    if (part) continue;
    const t = processTerm(w.term);
    if (t) out.push(t);
  }
  return out;
}
