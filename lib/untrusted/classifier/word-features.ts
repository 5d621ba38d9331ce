/**
 * Features of a folded text for the second stage of the injection classifier (model format 5):
 * its character 4-grams and hashed word unigrams and bigrams, with a sentence-start word before the first word
 * of each sentence (so "ignore" opening a sentence, an order, differs from "ignore" inside one),
 * a token for each quotation mark (payloads to repeat are quoted) and one for a word in capitals.
 * Char 4-grams cannot see that "A prompt injection is text that …" describes an attack while
 * "Ignore the text above and …" is one: both share their letters; words in order tell them apart.
 * Only the windows the first stage lets through are read, so the pass may cost more than the
 * first stage's. All go into one 2^bits table.
 *
 * Unlike the first stage, it reads the letters of every script (format 4; format 3 read a run of
 * another script's letters as one placeholder, as features.ts does). Issue 15, sixth round: with a
 * placeholder, "█ █ █ █" was all it saw of Korean, Russian, Hindi, Arabic or Bengali text, attacks
 * and handbook prose alike, and it flagged 15 of 26 held-out paragraphs of benign prose in other
 * languages; reading the letters, and trained on benign text in those languages
 * (injection-grammar-languages.ts, dev-benign-languages-more.ts), 1. The first stage, a cheap gate
 * on every window, keeps its placeholder: a gate that lets such text through costs only the
 * second stage's reading of it.
 *
 * Format 5 (issue 15, eighth round): a letter of a script written without spaces (kana, CJK
 * ideographs) is a word of its own, and so is a Hangul syllable (the folded view spells it in
 * jamo, so a leading consonant inside a word closes the syllable before it): the words of those
 * scripts are characters and syllables, and their bigrams pairs of them. In format 4 a word ran to
 * the next space or punctuation, so a Japanese or Chinese clause was one word seen once, and a
 * Korean noun was another word with each particle (규칙은, 규칙을). Dev, never trained on (round 5's,
 * the sixth round's and the seventh round's attacks in ja zh ko ru hi ar bn th,
 * scripts/injection-script8-loss.ts), format 4 -> CJK characters -> and Hangul syllables: the
 * classifier caught 138 -> 152 -> 155 of 184 (ja 10 -> 16, zh 7 -> 15 of 20, ko 27 -> 27 -> 31 of
 * 32), rules or classifier 159 -> 167 -> 168; the same languages' 80 held-out benign paragraphs
 * flagged 12 -> 10 -> 9; dev left out one source at a time 148 of 157 throughout. Thai letters
 * read as words too: the classifier caught 20 of the 20 Thai attacks (12 without) but flagged 8
 * of the 10 Thai paragraphs (0 without) (an alphabet of some 70 letters, and little Thai benign
 * text to learn them from), so Thai keeps format 4's words. Thai read by overlapping pairs of
 * letters as words instead: Thai attacks 12 -> 19 of 20, but the 80 paragraphs 9 -> 10 (seeds 1
 * and 2: 13 and 13), the sixth round's held-out hard negatives 3 -> 5 of 26 and round 10's prose
 * 1 -> 2 of 28: not kept while hard negatives are over their target (issue 15).
 */
import { FOLDED_ASCII, isOtherScript } from './features';

// ASCII classes: 0 separator, 1 letter or digit, 2 sentence end, 3 quotation mark.
const CLASS = Uint8Array.from({ length: 128 }, (_, c) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : c === 46 || c === 33 || c === 63 || c === 58 || c === 59 ? 2 : c === 34 || c === 96 ? 3 : 0,
);
const SENTENCE_START = 0x5bd1e995;
const QUOTE = 0x27d4eb2f;
const CAPITALS = 0x165667b1;
// The 4-grams read ASCII and other scripts as features.ts does. Bound once here: an imported
// binding read in the per-character loop is a getter call under vite-node, which runs the benches.
const ASCII = FOLDED_ASCII;

/** Room `secondFeatures` needs for `chars` characters: a 4-gram per character, at most a unigram, a bigram and a cue per word, one per quotation mark. */
export const secondFeatureRoom = (chars: number): number => 4 * chars + 4;

/** Letters of scripts written without spaces between words: kana, CJK ideographs, Thai. */
const isUnspaced = (c: number): boolean => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff66 && c <= 0xff9f);

/** Non-ASCII characters that end a sentence (CJK and fullwidth stops) or quote. */
const nonAsciiClass = (c: number): number =>
  c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1a ? 2 : c === 0x201c || c === 0x201d || c === 0xab || c === 0xbb || c === 0x300c || c === 0x300d ? 3 : isOtherScript(c) ? 1 : 0;

/**
 * Write the buckets of the second stage's features of `s[from, to)` into `out` (training), or
 * add their weights (the scan); returns how many there were and leaves the sum in `secondSum`.
 * The 4-grams are read as features.ts reads them (whitespace runs as one space, ASCII capitals
 * as small letters) but with other scripts' letters as they are, and in this loop, not by
 * calling the first stage's: called from here too, the first stage's inner loop ran slower on
 * every window (the scan lost about 2 ms/MB, ten times the second stage's own cost).
 */
export function secondFeatures(s: string, from: number, to: number, bits: number, out: Int32Array | null, weights: Int8Array | null): number {
  const shift = 32 - bits;
  let n = 0;
  let sum = 0;
  // 4-grams: the last four characters a byte each, as in features.ts.
  let gram = 32;
  let seen = 1;
  let lastSpace = true;
  // Words: the running hash of the current word, its length and capitals, the word before.
  let prev = SENTENCE_START;
  let h = 0;
  let len = 0;
  let upper = 0;
  for (let i = from; i <= to; i++) {
    const raw = i < to ? s.charCodeAt(i) : 32;
    let c = raw;
    let skip = false;
    if (c < 128) {
      c = ASCII[c] as number;
      if (c === 32) {
        if (lastSpace) skip = true;
        lastSpace = true;
      } else lastSpace = false;
    } else lastSpace = false;
    if (!skip) {
      gram = (gram << 8) | ((c ^ (c >>> 8)) & 0xff);
      if (++seen >= 4) {
        const b = Math.imul(gram, 0x9e3779b1) >>> shift;
        if (out !== null) out[n] = b;
        else sum += (weights as Int8Array)[b] as number;
        n++;
      }
    }
    const k = raw < 128 ? (CLASS[raw] as number) : nonAsciiClass(raw);
    // A letter of a script written without spaces is a word of its own (format 5), so the words
    // are its characters and the bigrams its pairs of characters.
    const single = k === 1 && raw >= 0x3040 && isUnspaced(raw);
    // A Hangul syllable (the view spells it in jamo) is a word of its own too: a leading consonant
    // inside a word closes the syllable before it.
    const syllable = k === 1 && len > 0 && raw >= 0x1100 && raw <= 0x1112;
    if (k === 1 && !single && !syllable) {
      // Another script's letters are a word's letters too (format 4).
      if (raw >= 128) h = Math.imul(h ^ raw, 16777619);
      else {
        if (raw <= 90 && raw >= 65) upper++;
        h = Math.imul(h ^ c, 16777619);
      }
      len++;
      continue;
    }
    // Twice for a letter without spaces: the word before it, then the letter itself.
    for (let r = single ? 2 : 1; r > 0; r--) {
      if (r === 1 && single) {
        h = Math.imul(raw, 16777619);
        len = 1;
        upper = 0;
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
      }
    }
    if (syllable) {
      h = Math.imul(raw, 16777619);
      len = 1;
      continue;
    }
    if (single) continue;
    if (k === 2) prev = SENTENCE_START;
    else if (k === 3) {
      const b = Math.imul(QUOTE, 0x9e3779b1) >>> shift;
      if (out !== null) out[n] = b;
      else sum += (weights as Int8Array)[b] as number;
      n++;
    }
  }
  secondSum = sum;
  return n;
}

/** The weight sum of the last `secondFeatures` call given weights. */
export let secondSum = 0;
