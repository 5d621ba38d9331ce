/**
 * Hashed features of a folded text for the injection classifier: character 4-grams (whitespace
 * runs read as one space, ASCII lower-cased), word unigrams and word bigrams, each hashed into
 * `2^bits` buckets. One pass: the same function feeds training (indices) and scoring (a sum of
 * weights), so the two cannot drift apart.
 */

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13;
// Word characters: ASCII letters, digits, apostrophe, and any non-ASCII letter (CJK runs become
// one long word, which the character n-grams then cover).
const isWord = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || c >= 0xc0;

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * Whether at least 90% of the letters of `s[from, to)` are ASCII. The classifier is trained and
 * run on such text only: its training data has benign paragraphs in English (and Japanese from
 * one handbook) but attacks in many languages, so elsewhere it would learn the language, not
 * the attack (held out, the Japanese handbook was 11–24% flagged). Other languages are left to
 * the rules.
 */
export function mostlyAscii(s: string, from: number, to: number): boolean {
  let ascii = 0;
  let other = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) ascii++;
    else if (c >= 0xc0) other++;
  }
  return other * 9 <= ascii;
}

/** Room `hashFeatures` needs for `chars` characters: at most one 4-gram per character, two per word. */
export const featureRoom = (chars: number): number => 2 * chars + 2;

/**
 * Write the bucket of every feature of `s[from, to)` into `out` (at least
 * `featureRoom(to - from)` long); returns how many were written. `s` is a folded view (accents
 * and invisible characters gone), so only ASCII case is folded here. No callback: the scan
 * sums weights over `out`, training keeps it.
 */
export function hashFeatures(s: string, from: number, to: number, bits: number, out: Int32Array): number {
  const mask = (1 << bits) - 1;
  let n = 0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  let seen = 0; // characters in the 4-gram window
  let word = 0x811c9dc5;
  let wordLen = 0;
  let prevWord = 0;
  let lastSpace = true;
  for (let i = from; i <= to; i++) {
    let c = i < to ? s.charCodeAt(i) : 32;
    if (c >= 65 && c <= 90) c |= 32;
    if (isSpace(c)) {
      if (lastSpace && i < to) continue;
      c = 32;
      lastSpace = true;
    } else lastSpace = false;
    if (isWord(c)) {
      word = Math.imul(word ^ c, 0x01000193);
      wordLen++;
    } else if (wordLen > 0) {
      const w = mix(word ^ 0x9e3779b9);
      out[n++] = w & mask;
      if (prevWord !== 0) out[n++] = mix(Math.imul(prevWord, 31) ^ w ^ 0x7f4a7c15) & mask;
      prevWord = w | 1;
      word = 0x811c9dc5;
      wordLen = 0;
    }
    if (i === to) break;
    if (++seen >= 4) {
      out[n++] = mix(Math.imul(c1, 0x27d4eb2f) ^ Math.imul(c2, 0x165667b1) ^ Math.imul(c3, 0xd3a2646c) ^ Math.imul(c, 0xfd7046c5)) & mask;
    }
    c1 = c2;
    c2 = c3;
    c3 = c;
  }
  return n;
}
