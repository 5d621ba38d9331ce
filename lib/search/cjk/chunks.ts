// The chunks of `CHUNK` (scripts.ts), found by the character table instead of the regex: the
// same chunks (test/search/word-scan.test.ts compares them), without a match array per chunk.
// The regex's alternatives in its order: kanji then hiragana or ー; katakana or ー; hiragana or
// ー; Hangul; anything else (ー included, when it follows such text). They tile a run.
import { ASTRAL, bitsAt, bmpBits, HAN, HANGUL, HIRAGANA, KATAKANA } from '../char-classes';
import type { WordRun } from '../word-scan';

const LONG_VOWEL = 0x30fc; // ー: Common script, joined to the kana (or other text) before it
const SCRIPTS = HAN | HIRAGANA | KATAKANA | HANGUL;

/** The chunk of `text` that starts at `from` (< text.length) into `out`, with the OR of its bits. */
export function chunkAt(text: string, from: number, out: WordRun): void {
  const table = bmpBits();
  const n = text.length;
  let b = bitsAt(table, text, from);
  let i = from + (b & ASTRAL ? 2 : 1);
  let bits = b;
  // Each loop: while the next code point fits, take it.
  if (b & HAN) {
    while (i < n && (b = bitsAt(table, text, i)) & HAN) { bits |= b; i += b & ASTRAL ? 2 : 1; }
    while (i < n && ((b = bitsAt(table, text, i)) & HIRAGANA || text.charCodeAt(i) === LONG_VOWEL)) { bits |= b; i += b & ASTRAL ? 2 : 1; }
  } else if (b & KATAKANA || text.charCodeAt(from) === LONG_VOWEL) {
    while (i < n && ((b = bitsAt(table, text, i)) & KATAKANA || text.charCodeAt(i) === LONG_VOWEL)) { bits |= b; i += b & ASTRAL ? 2 : 1; }
  } else if (b & HIRAGANA) {
    while (i < n && ((b = bitsAt(table, text, i)) & HIRAGANA || text.charCodeAt(i) === LONG_VOWEL)) { bits |= b; i += b & ASTRAL ? 2 : 1; }
  } else if (b & HANGUL) {
    while (i < n && (b = bitsAt(table, text, i)) & HANGUL) { bits |= b; i += b & ASTRAL ? 2 : 1; }
  } else {
    while (i < n && !((b = bitsAt(table, text, i)) & SCRIPTS)) { bits |= b; i += b & ASTRAL ? 2 : 1; }
  }
  out.start = from;
  out.end = i;
  out.bits = bits & 0xff;
}
