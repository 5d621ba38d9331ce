// What the tokenizer's regular expressions ask of each character, as bits in one table read per
// UTF-16 unit: the word scan (`word-scan.ts`) and the CJK chunk scan (`cjk/chunks.ts`) walk text
// by table instead of by `\p{…}` regexes, which cost more than the rest of a Japanese body's
// indexing (issue 14: a Japanese handbook body is mostly non-ASCII fields, so it never takes the
// ASCII fast path). The table is derived from the same property classes at first use, so it
// agrees with them in this engine's Unicode version.

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

let bmp: Uint8Array | undefined;
const astral = new Map<number, number>();

/** The bits of every BMP code unit (surrogates: none), built once from `CLASSES`. */
export function bmpBits(): Uint8Array {
  if (bmp) return bmp;
  const table = new Uint8Array(0x10000);
  table.fill(NON_ASCII, 0x80);
  table.fill(0, 0xd800, 0xe000);
  // One string of every non-surrogate unit, scanned once per class: a few ms, not 63k tests.
  const units = new Uint16Array(0x10000 - 0x800);
  for (let i = 0; i < units.length; i++) units[i] = i < 0xd800 ? i : i + 0x800;
  const all = new TextDecoder('utf-16le').decode(units);
  for (const [re, bit] of CLASSES) {
    const runs = new RegExp(`${re.source}+`, 'gu');
    for (let m = runs.exec(all); m; m = runs.exec(all)) {
      for (let i = m.index, e = i + m[0].length; i < e; i++) table[units[i]!]! |= bit;
    }
  }
  bmp = table;
  return table;
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
export function bitsAt(table: Uint8Array, s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return table[c]!;
  const d = s.charCodeAt(i + 1);
  // A lone surrogate is a code point of its own to a /u regex, and in none of the classes.
  return d >= 0xdc00 && d <= 0xdfff ? astralBits(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000) : NON_ASCII;
}
