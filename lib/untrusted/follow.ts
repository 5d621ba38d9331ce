/**
 * What must come right after an anchor literal for its pattern to match. The walk finds a
 * literal such as "the" or "you" every ten characters of English, and most patterns behind it
 * need a particular next word ("the correct summary", "you are now"): trying the sticky regex
 * at each costs ~80 ns, a look at the next character a few. So each entry carries the set of
 * characters its pattern can go on with (after whitespace, when the pattern allows it there),
 * and where it reads them exactly the first two and three, derived from the source
 * (first-chars.ts, first-triples.ts); the scan tries the regex only where the text goes on with them.
 * The check may let through what the regex then refuses, never the reverse: wherever the source
 * is not read exactly (negated or wide classes, escapes such as \S, a non-ASCII character in the
 * text outside CASELESS), it lets everything through, or only checks that required whitespace
 * comes next. A lookahead right after the literal is read as what the text must go on with there.
 * A character of a script without case (kana, CJK ideographs, Hangul jamo, Thai, Devanagari,
 * Bengali, Arabic) is read too: a Japanese pattern's one-character anchor (anchors.ts keeps a
 * non-ASCII literal to its first character) was tried at every "す" or "こ" of Japanese prose,
 * about 40,000 regex attempts per MB of the Japanese handbook.
 */
import { firstChars, firstPairs, OPTIONAL, pairKey } from './first-chars';
import { firstTriples, tripleKey } from './first-triples';
import { leadingLookahead, skipZeroWidth } from './regex-source';

export { firstChars };

export interface Follow {
  /** ASCII whitespace may come first (the pattern has \s, a space or a run of them there). */
  readonly space: boolean;
  /** 1 for each ASCII code the pattern can go on with (both cases of letters: patterns are case-insensitive). */
  readonly ascii: Uint8Array;
  /**
   * The first two characters it can go on with (first-chars.ts's pairKey), when every match has
   * two there and they are read exactly; null: the second is not checked. "the" then tells
   * "the program" from "the project" no better, but "the public" from both.
   */
  readonly pairs: Uint16Array | null;
  /**
   * The first three (first-triples.ts's tripleKey, sorted), read the same way; null: the third is
   * not checked. "you" then tells "you are" from "you and", and "the" "the program" from "the public".
   */
  readonly triples: Uint32Array | null;
  /**
   * The CASELESS code units it can go on with, sorted (at the same place as `ascii`); null: such a
   * character of the text is let through unread. Other non-ASCII characters are always let through.
   */
  readonly nonAscii: Uint16Array | null;
}

/**
 * 1 for the code units of scripts without case and without whitespace: kana, CJK ideographs
 * (and Extension A), Hangul jamo (the folded view spells Hangul so) and compatibility jamo, Thai,
 * Devanagari, Bengali, Arabic. A case-insensitive regex without the u flag matches such a
 * character only with itself, and \s never, so the sets first-chars.ts reads are exact for them.
 */
export const CASELESS = ((): Uint8Array => {
  const t = new Uint8Array(65536);
  for (const [from, to] of [[0x3041, 0x30ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0x1100, 0x11ff], [0x3131, 0x318e], [0x0e01, 0x0e5b], [0x0900, 0x097f], [0x0980, 0x09ff], [0x0600, 0x06ff]] as const) t.fill(1, from, to + 1);
  return t;
})();

const isAsciiSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);
const SPACE_TOKEN = /^(?:\\s| )(?:[+*?]|\{\d+(?:,\d*)?\})?\??/;
// ASCII whitespace and nothing else right after the literal (a non-ASCII character of the text
// passes unread, as always: \s also matches no-break and other Unicode spaces).
const WHITESPACE_NEXT: Follow = { space: false, ascii: Uint8Array.from({ length: 128 }, (_, c) => (isAsciiSpace(c) ? 1 : 0)), pairs: null, triples: null, nonAscii: new Uint16Array(0) };
/** The follow of the source `rest` that comes after a literal, or null when any text may follow. */
export function followOf(rest: string): Follow | null {
  let src = skipZeroWidth(rest);
  // A lookahead right after the literal ("ai\b(?=\s+reading|…)") must match there too, so what
  // its content starts with is a check; a negative one says nothing and is stepped over.
  for (let ahead = leadingLookahead(src); ahead !== undefined; ahead = leadingLookahead(src)) {
    if (ahead === null) return null;
    const f = ahead.positive ? followOf(ahead.content) : null;
    if (f !== null) return f;
    src = skipZeroWidth(ahead.after);
  }
  let space = false;
  let mustSpace = false;
  for (let m = SPACE_TOKEN.exec(src); m !== null; m = SPACE_TOKEN.exec(src)) {
    space = true;
    // Whitespace is required unless its quantifier lets it match nothing (first-chars.ts's OPTIONAL).
    mustSpace ||= !OPTIONAL.test(m[0].slice(m[0].startsWith(' ') ? 1 : 2));
    src = skipZeroWidth(src.slice(m[0].length));
  }
  const chars = firstChars(src);
  // Whitespace the pattern requires, then a word it does not spell ("su\s+(?:\S+\s+){0,2}?…"):
  // the literal must at least end there, which tells "su " from "such" and "support".
  if (chars === null) return mustSpace ? WHITESPACE_NEXT : null;
  const ascii = new Uint8Array(128);
  const nonAscii = new Set<number>();
  for (const ch of chars) {
    // After skipped whitespace, a pattern going on with whitespace is not read exactly.
    if (space && /\s/.test(ch)) return mustSpace ? WHITESPACE_NEXT : null;
    allow(ascii, ch.charCodeAt(0), nonAscii);
  }
  const pairs = firstPairs(src);
  // (None left: every triple had a non-ASCII character, which the check lets through unread.)
  const triples = firstTriples(src);
  return { space, ascii, pairs: pairs === null ? null : Uint16Array.from(pairs), triples: triples === null || triples.length === 0 ? null : triples, nonAscii: sortedCodes(nonAscii) };
}

const sortedCodes = (codes: Iterable<number>): Uint16Array => Uint16Array.from(codes).sort();

/** Let character `c` of a pattern through, in both cases if it is an ASCII letter; a CASELESS one into `nonAscii`. */
function allow(ascii: Uint8Array, c: number, nonAscii: Set<number>): void {
  // A non-ASCII character of the pattern never matches an ASCII one (case folding without the
  // u flag maps none to ASCII), and a non-ASCII character of the text outside CASELESS always passes.
  if (c >= 128) {
    if (CASELESS[c] === 1) nonAscii.add(c);
    return;
  }
  ascii[c] = 1;
  if ((c | 32) >= 97 && (c | 32) <= 122) ascii[c ^ 32] = 1;
}

/** The follow of one required character, right after the literal. */
export function charFollow(c: number): Follow {
  const ascii = new Uint8Array(128);
  const nonAscii = new Set<number>();
  allow(ascii, c, nonAscii);
  return { space: false, ascii, pairs: null, triples: null, nonAscii: sortedCodes(nonAscii) };
}

/** A follow that lets through what either lets through. */
export function eitherFollow(a: Follow | null, b: Follow | null): Follow | null {
  if (a === null || b === null) return null;
  const space = a.space || b.space;
  const ascii = a.ascii.map((x, i) => x | (b.ascii[i] as number));
  // One goes on with whitespace, the other skips it first: no one check serves both.
  for (let c = 0; c < 128; c++) if (space && ascii[c] === 1 && isAsciiSpace(c)) return null;
  const pairs = a.pairs === null || b.pairs === null ? null : Uint16Array.from(new Set([...a.pairs, ...b.pairs]));
  const triples = a.triples === null || b.triples === null ? null : Uint32Array.from(new Set([...a.triples, ...b.triples])).sort();
  const nonAscii = a.nonAscii === null || b.nonAscii === null ? null : sortedCodes(new Set([...a.nonAscii, ...b.nonAscii]));
  return { space, ascii, pairs, triples, nonAscii };
}

/** Whether folded text `s` can go on at `at` as `follow` says (the scan's check before a sticky regex). */
export function mayFollow(s: string, at: number, follow: Follow): boolean {
  const n = s.length;
  let i = at;
  if (follow.space) while (i < n && isAsciiSpace(s.charCodeAt(i))) i++;
  if (i >= n) return false;
  const c = s.charCodeAt(i);
  if (c >= 128) return CASELESS[c] !== 1 || follow.nonAscii === null || follow.nonAscii.includes(c);
  if (follow.ascii[c] !== 1) return false;
  const { pairs, triples } = follow;
  if (pairs === null && triples === null) return true;
  if (i + 1 >= n) return false;
  const d = s.charCodeAt(i + 1);
  if (d >= 128) return true;
  // Most entries have one to three pairs: a scan beats a hash lookup.
  if (pairs !== null && !pairs.includes(pairKey(c, d))) return false;
  if (triples === null) return true;
  if (i + 2 >= n) return false;
  const e = s.charCodeAt(i + 2);
  return e >= 128 || triples.includes(tripleKey(c, d, e));
}
