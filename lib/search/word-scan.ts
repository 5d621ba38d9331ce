// The word runs of `/[\p{L}\p{N}\p{M}_]+(?:['’][\p{L}\p{N}]+)*/gu`, found by the character table
// instead of the regex: the same runs (test/search/word-scan.test.ts compares them), without a
// match array per run. Greedy and leftmost as the regex is: the tail after the letters is
// optional, so the longest letters, then each apostrophe group while one follows, is its match.
import { ASTRAL, bitsAt, bmpBits, LETTER_DIGIT, NON_ASCII, WORD_CHAR } from './char-classes';

/** The last run found: its UTF-16 span and the OR of its characters' bits (char-classes.ts). */
export interface WordRun {
  start: number;
  end: number;
  bits: number;
}

/**
 * Find the first word run of `text` at or after `from` into `out`; false when there is none.
 * One `out` is reused by the caller, so a scan allocates nothing but the words it slices.
 */
export function nextWord(text: string, from: number, out: WordRun): boolean {
  const table = bmpBits();
  const n = text.length;
  let i = from;
  let b = 0;
  while (i < n) {
    b = bitsAt(table, text, i);
    if (b & WORD_CHAR) break;
    i += b & ASTRAL ? 2 : 1;
  }
  if (i >= n) return false;
  out.start = i;
  let bits = 0;
  do {
    bits |= b;
    i += b & ASTRAL ? 2 : 1;
  } while (i < n && (b = bitsAt(table, text, i)) & WORD_CHAR);
  // (?:['’][\p{L}\p{N}]+)*
  while (i + 1 < n) {
    const a = text.charCodeAt(i);
    if (a !== 0x27 && a !== 0x2019) break;
    b = bitsAt(table, text, i + 1);
    if (!(b & LETTER_DIGIT)) break;
    if (a === 0x2019) bits |= NON_ASCII;
    i++;
    do {
      bits |= b;
      i += b & ASTRAL ? 2 : 1;
    } while (i < n && (b = bitsAt(table, text, i)) & LETTER_DIGIT);
  }
  out.end = i;
  out.bits = bits & 0xff;
  return true;
}
