// The tokenizer's two scans by character table: the word runs of
// `/[\p{L}\p{N}\p{M}_]+(?:['’][\p{L}\p{N}]+)*/gu` and the CJK chunks of `CHUNK` (cjk/scripts.ts),
// the same runs and chunks as those regexes (test/search/word-scan.test.ts compares them) without
// a match array each. The `\p{…}` regexes cost more than the rest of a Japanese body's indexing
// but the lattice (issue 14: a Japanese handbook body is mostly non-ASCII fields, so it never takes
// the ASCII fast path). The table is derived from the same property classes as text meets
// them, so it agrees with them in this engine's Unicode version. Table and scans are one module so the hot
// loops read no import bindings (vite-node, which runs the benchmarks, makes each a getter call).

/** [\p{L}\p{N}\p{M}_]: a character of a word. */
export const WORD_CHAR = 1;
/** [\p{L}\p{N}]: a character after an apostrophe inside a word. */
export const LETTER_DIGIT = 2;
/** Not ASCII. */
export const NON_ASCII = 4;
export const HAN = 8;
export const HIRAGANA = 16;
export const KATAKANA = 32;
export const HANGUL = 64;
/** Thai, Lao, Khmer: written without spaces, like Han and kana. */
export const THAI_LAO_KHMER = 128;
/** Returned with a code point's bits when it took two units (a surrogate pair). */
export const ASTRAL = 256;
/** Half- and full-width forms (U+FF00–FFEF): the analyser folds a run holding one by NFKC first. */
export const WIDTH_FORM = 512;

export const CJK_BITS = HAN | HIRAGANA | KATAKANA | HANGUL;
export const NO_SPACES_BITS = HAN | HIRAGANA | KATAKANA | THAI_LAO_KHMER;

const CLASSES: ReadonlyArray<[RegExp, number]> = [
  [/[\p{L}\p{N}\p{M}_]/u, WORD_CHAR],
  [/[\p{L}\p{N}]/u, LETTER_DIGIT],
  [/\p{Script=Han}/u, HAN],
  [/\p{Script=Hiragana}/u, HIRAGANA],
  [/\p{Script=Katakana}/u, KATAKANA],
  [/\p{Script=Hangul}/u, HANGUL],
  [/[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u, THAI_LAO_KHMER],
];

// Runs of each class, to mark a block of the table in a few regex scans.
const CLASS_RUNS: ReadonlyArray<[RegExp, number]> = CLASSES.map(([re, bit]) => [new RegExp(`${re.source}+`, 'gu'), bit]);
// A table entry not filled yet: the table is filled by blocks of 256 units as text meets them,
// so a worker woken for one query pays for the few blocks the query uses (all 256 cost ~10 ms).
const UNFILLED = 0x8000;

let bmp: Uint16Array | undefined;
const astral = new Map<number, number>();

/** The bits of every BMP code unit (surrogates: none), filled by block from `CLASSES` on first use (`bitsAt`). */
export function bmpBits(): Uint16Array {
  if (bmp) return bmp;
  const table = new Uint16Array(0x10000);
  table.fill(UNFILLED);
  table.fill(0, 0xd800, 0xe000);
  bmp = table;
  return table;
}

function fillBlock(table: Uint16Array, c: number): number {
  const from = c & ~0xff;
  const units = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    const u = from + i;
    units[i] = u;
    table[u] = (u >= 0x80 ? NON_ASCII : 0) | (u >= 0xff00 && u <= 0xffef ? WIDTH_FORM : 0);
  }
  const block = String.fromCharCode(...units);
  for (const [runs, bit] of CLASS_RUNS) {
    runs.lastIndex = 0;
    for (let m = runs.exec(block); m; m = runs.exec(block)) {
      for (let i = m.index, e = i + m[0].length; i < e; i++) table[from + i]! |= bit;
    }
  }
  return table[c]!;
}

function astralBits(cp: number): number {
  let bits = astral.get(cp);
  if (bits === undefined) {
    const ch = String.fromCodePoint(cp);
    bits = NON_ASCII;
    for (const [re, bit] of CLASSES) if (re.test(ch)) bits |= bit;
    astral.set(cp, bits);
  }
  return bits | ASTRAL;
}

/** The bits of the code point at `i` of `s` (`ASTRAL` set when it is a surrogate pair); `table` is `bmpBits()`. */
export function bitsAt(table: Uint16Array, s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) {
    const b = table[c]!;
    return b & UNFILLED ? fillBlock(table, c) : b;
  }
  const d = s.charCodeAt(i + 1);
  // A lone surrogate is a code point of its own to a /u regex, and in none of the classes.
  return d >= 0xdc00 && d <= 0xdfff ? astralBits(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000) : NON_ASCII;
}

/** The last run found: its UTF-16 span and the OR of its characters' bits. */
export interface WordRun {
  start: number;
  end: number;
  bits: number;
  /** From `bits`: all ASCII; any Han, kana or Hangul; any script written without spaces; any Hangul; any kana; any width form. */
  ascii: boolean;
  cjk: boolean;
  noSpaces: boolean;
  hangul: boolean;
  kana: boolean;
  widthForms: boolean;
}

/** A run to pass to `nextWord` or `chunkAt`, reused across calls. */
export function wordRun(): WordRun {
  return { start: 0, end: 0, bits: 0, ascii: true, cjk: false, noSpaces: false, hangul: false, kana: false, widthForms: false };
}

function setBits(out: WordRun, bits: number): void {
  out.bits = bits & ~ASTRAL;
  out.ascii = (bits & NON_ASCII) === 0;
  out.cjk = (bits & CJK_BITS) !== 0;
  out.noSpaces = (bits & NO_SPACES_BITS) !== 0;
  out.hangul = (bits & HANGUL) !== 0;
  out.kana = (bits & (HIRAGANA | KATAKANA)) !== 0;
  out.widthForms = (bits & WIDTH_FORM) !== 0;
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
  setBits(out, bits);
  return true;
}

const LONG_VOWEL = 0x30fc; // ー: Common script, joined to the kana (or other text) before it
const SCRIPTS = HAN | HIRAGANA | KATAKANA | HANGUL;

/**
 * The chunks of `CHUNK`, in its alternatives' order: kanji then hiragana or ー; katakana or ー;
 * hiragana or ー; Hangul; anything else (ー included, when it follows such text). They tile a run.
 * The chunk of `text` that starts at `from` (< `to`) and ends by `to` (the run's end; the text's
 * by default) into `out`, with the OR of its bits. */
export function chunkAt(text: string, from: number, out: WordRun, to = text.length): void {
  const table = bmpBits();
  const n = to;
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
  setBits(out, bits);
}
