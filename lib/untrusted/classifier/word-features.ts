/**
 * Word features of a folded text for the second stage of the injection classifier (model
 * format 3): hashed word unigrams and bigrams, with a sentence-start word before the first word
 * of each sentence (so "ignore" opening a sentence, an order, differs from "ignore" inside one),
 * a token for each quotation mark (payloads to repeat are quoted) and one for a word in capitals.
 * Char 4-grams cannot see that "A prompt injection is text that …" describes an attack while
 * "Ignore the text above and …" is one: both share their letters; words in order tell them apart.
 * Only the windows the first stage lets through are read, so the pass may cost more than the
 * 4-grams'. Indices go into the same 2^bits table as the second stage's 4-grams.
 */
import { isOtherScript } from './features';

// ASCII classes: 0 separator, 1 letter or digit, 2 sentence end, 3 quotation mark.
const CLASS = Uint8Array.from({ length: 128 }, (_, c) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : c === 46 || c === 33 || c === 63 || c === 58 || c === 59 ? 2 : c === 34 || c === 96 ? 3 : 0,
);
const SENTENCE_START = 0x5bd1e995;
const QUOTE = 0x27d4eb2f;
const CAPITALS = 0x165667b1;
const OTHER_WORD = 0x2588;

/** Room `wordFeatures` needs for `chars` characters: at most a unigram, a bigram and a cue per word, one per quotation mark. */
export const wordFeatureRoom = (chars: number): number => 3 * chars + 3;

/** Non-ASCII characters that end a sentence (CJK and fullwidth stops) or quote. */
const nonAsciiClass = (c: number): number =>
  c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1a ? 2 : c === 0x201c || c === 0x201d || c === 0xab || c === 0xbb || c === 0x300c || c === 0x300d ? 3 : isOtherScript(c) ? 1 : 0;

/**
 * Write the buckets of the word features of `s[from, to)` into `out` (or, with `weights`, add
 * their weights); returns how many there were and leaves the sum in `wordSum`.
 */
export function wordFeatures(s: string, from: number, to: number, bits: number, out: Int32Array | null, weights: Int8Array | null): number {
  const shift = 32 - bits;
  let n = 0;
  let sum = 0;
  let prev = SENTENCE_START;
  let h = 0;
  let len = 0;
  let upper = 0;
  let other = false;
  // Buckets are written (training) or summed (scan) in place: a helper closing over n and sum
  // made the pass a third slower.
  for (let i = from; i <= to; i++) {
    const c = i < to ? s.charCodeAt(i) : 32;
    const k = c < 128 ? (CLASS[c] as number) : nonAsciiClass(c);
    if (k === 1) {
      if (c >= 128) {
        // A run of another script's letters is one placeholder word (features.ts says why).
        if (!other) h = Math.imul(h ^ OTHER_WORD, 16777619);
        other = true;
      } else {
        if (c <= 90 && c >= 65) upper++;
        h = Math.imul(h ^ (c | 32), 16777619);
        other = false;
      }
      len++;
      continue;
    }
    if (len > 0) {
      const w = h ^ 0x811c9dc5;
      const uni = Math.imul(w, 0x9e3779b1) >>> shift;
      const bi = Math.imul(Math.imul(prev, 0x85ebca6b) ^ w, 0x9e3779b1) >>> shift;
      if (out !== null) {
        out[n] = uni;
        out[n + 1] = bi;
      } else sum += ((weights as Int8Array)[uni] as number) + ((weights as Int8Array)[bi] as number);
      n += 2;
      if (upper >= 3 && upper === len) {
        const b = Math.imul(CAPITALS, 0x9e3779b1) >>> shift;
        if (out !== null) out[n] = b;
        else sum += (weights as Int8Array)[b] as number;
        n++;
      }
      prev = w;
      h = 0;
      len = 0;
      upper = 0;
      other = false;
    }
    if (k === 2) prev = SENTENCE_START;
    else if (k === 3) {
      const b = Math.imul(QUOTE, 0x9e3779b1) >>> shift;
      if (out !== null) out[n] = b;
      else sum += (weights as Int8Array)[b] as number;
      n++;
    }
  }
  wordSum = sum;
  return n;
}

/** The weight sum of the last `wordFeatures` call given weights. */
export let wordSum = 0;
