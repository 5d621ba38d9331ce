/**
 * Issue 15, seventh round: second-stage feature layouts to compare on dev (scripts/injection-s7-sweep.ts
 * with --layout), written plainly (strings, not the scan's single pass): character n-grams of
 * several lengths, word unigrams and bigrams, word stems (a word's first letters), the cues of
 * format 4 (sentence start, quotation marks, words in capitals), hashed into 2^bits buckets. The
 * layout that wins would then be written as the scan's pass (lib/untrusted/classifier/word-features.ts)
 * and be model format 5. None won (seed 15; classifier alone left out one source at a time of 157 /
 * our dev hard negatives flagged with the rules, of 326, at thresholds 0.35 / 0.4 / 0.45): format 4
 * as the scan reads it 125/32, 115/26, 112/18; this file's format 4 124/27, 123/22, 111/18; 3-5
 * grams 129/45, 123/32, 118/24; 5-grams 120/24 (at 0.3), 117/20, 114/19; 4-grams and 5-letter
 * stems 119/22, 112/16, 100/15; stems of 4 and 6 letters alike; 3-5 grams and stems 128/43, 123/27,
 * 118/24; 2^18 buckets 123/22, 115/19, 108/16 (twice the asset); 3-5 grams in 2^18 124/28, 118/22,
 * 113/20; without bigrams 126/55, 121/42, 119/29. All lie on one curve of recall against hard
 * negatives, within the spread of seeds (about ±2 attacks); format 4 stays.
 */
import { FOLDED_ASCII, isOtherScript } from '../../lib/untrusted/classifier/features';

export interface Layout {
  readonly grams: readonly number[];
  readonly words: boolean;
  readonly bigrams: boolean;
  /** Stems: a word's first `stem` letters, a unigram (and a stem bigram) of its own; 0 for none. */
  readonly stem: number;
  readonly cues: boolean;
  readonly bits: number;
}

export const FORMAT4_LAYOUT: Layout = { grams: [4], words: true, bigrams: true, stem: 0, cues: true, bits: 17 };

const fnv = (s: string, seed: number): number => {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h;
};
const isWordChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 128 && isOtherScript(c));
const isStop = (c: number): boolean => c === 46 || c === 33 || c === 63 || c === 58 || c === 59 || c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1a;
const isQuote = (c: number): boolean => c === 34 || c === 96 || c === 0x201c || c === 0x201d || c === 0xab || c === 0xbb || c === 0x300c || c === 0x300d;

/** The buckets of folded text `s` under `layout`. */
export function layoutFeatures(s: string, layout: Layout): Int32Array {
  const shift = 32 - layout.bits;
  const out: number[] = [];
  const put = (h: number): void => {
    out.push(Math.imul(h, 0x9e3779b1) >>> shift);
  };
  let norm = '';
  let lastSpace = true;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 128) c = FOLDED_ASCII[c] as number;
    if (c === 32) {
      if (lastSpace) continue;
      lastSpace = true;
    } else lastSpace = false;
    norm += String.fromCharCode(c);
  }
  norm = ` ${norm.trimEnd()} `;
  for (const n of layout.grams) for (let i = 0; i + n <= norm.length; i++) put(fnv(norm.slice(i, i + n), n));
  let prev = 'SENTENCE';
  let prevStem = 'SENTENCE';
  let word = '';
  let upper = 0;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 32;
    if (isWordChar(c)) {
      if (c >= 65 && c <= 90) upper++;
      word += String.fromCharCode(c < 128 ? (FOLDED_ASCII[c] as number) : c);
      continue;
    }
    if (word.length > 0) {
      if (layout.words) put(fnv(word, 1));
      if (layout.bigrams) put(fnv(`${prev} ${word}`, 2));
      if (layout.stem > 0) {
        const st = word.slice(0, layout.stem);
        if (word.length > layout.stem) put(fnv(st, 3));
        if (layout.bigrams) put(fnv(`${prevStem} ${st}`, 4));
        prevStem = st;
      }
      if (layout.cues && upper >= 3 && upper === word.length) put(fnv('CAPITALS', 5));
      prev = word;
      word = '';
      upper = 0;
    }
    if (isStop(c)) prev = prevStem = 'SENTENCE';
    else if (layout.cues && isQuote(c)) put(fnv('QUOTE', 6));
  }
  return Int32Array.from(out);
}

/** A layout from `grams=3+4+5;words=1;bigrams=1;stem=5;cues=1;bits=18` (missing keys as format 4). */
export function parseLayout(spec: string): Layout {
  const kv = Object.fromEntries(spec.split(';').filter(Boolean).map((p) => p.split('=') as [string, string]));
  const num = (k: string, d: number): number => (kv[k] === undefined ? d : Number(kv[k]));
  return {
    grams: kv.grams === undefined ? FORMAT4_LAYOUT.grams : kv.grams.split('+').filter(Boolean).map(Number),
    words: num('words', 1) === 1,
    bigrams: num('bigrams', 1) === 1,
    stem: num('stem', 0),
    cues: num('cues', 1) === 1,
    bits: num('bits', 17),
  };
}
