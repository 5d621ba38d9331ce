// The terms of a query, as the index's tokenizer gives them, less the bigrams of a word the
// index holds whole. A word the dictionary does not know (ストリーミング) is indexed whole and as
// character bigrams, so that parts of it match too; in a query its six bigrams would each count
// as a query word of their own, and sections that merely share syllables (スト, リー) would
// outrank the ones holding the word. The bigrams stay only for a word the index lacks whole.
//
// In a Japanese question the verbs say what the asker wants done with the topic (使いたい,
// 消せますか, 押したら), the way "how do I" does in English, and sections that merely share a
// common verb (使う, 書く, 表示する's 表示 is a noun and stays) outranked the ones on the topic.
// So in a query holding kana, every term but a verb (by the dictionary's part of speech, not a
// list) counts twice: verbs weigh half as much as the nouns, katakana and Latin words beside them.
// An English query is untouched.
import { isVerbTerm } from './cjk/analyser';
import { KANA } from './cjk/scripts';
import { processTerm, wordsWithOffsets } from './tokenize';

/** Query terms (duplicates kept: repeated words weigh more), given which terms the index holds. */
export function queryTerms(query: string, indexHas: (term: string) => boolean): string[] {
  const words = wordsWithOffsets(query);
  const wholes = words.filter((w) => w.end - w.start > 2 && indexHas(w.term));
  const out: string[] = [];
  const japanese = KANA.test(query);
  for (const w of words) {
    const part = w.end - w.start === 2 && w.term.length === 2 && wholes.some((x) => x.start <= w.start && w.end <= x.end && x !== w);
    if (part) continue;
    const t = processTerm(w.term);
    if (!t) continue;
    out.push(t);
    if (japanese && !isVerbTerm(t)) out.push(t);
  }
  return out;
}
