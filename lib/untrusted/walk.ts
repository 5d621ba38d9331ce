import type { AnchorEntry, AnchorIndex } from './anchors';

const WORD = 1;
const BLOB = 2;
const SYMBOL = 4;
/** Blob runs shorter than this cannot hold an encoded sentence. */
export const MIN_BLOB = 24;

/** Per character code: word character, blob character (base64, hex, escapes), anchor symbol. */
function classTable(index: AnchorIndex): Uint8Array {
  const t = new Uint8Array(65536);
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    if (/[a-z0-9_]/.test(ch)) t[c] = (t[c] as number) | WORD | BLOB;
    if (/[+/=%\\]/.test(ch)) t[c] = (t[c] as number) | BLOB;
  }
  for (let c = 0; c < 65536; c++) if (index.symbolFilter[c] === 1) t[c] = (t[c] as number) | SYMBOL;
  return t;
}

interface Tables {
  cls: Uint8Array;
  /** Entries by 1-letter word start (index c0). */
  by1: (Compiled[] | undefined)[];
  /** Entries by 2-letter word start (index c0*128 + c1). */
  by2: (Compiled[] | undefined)[];
  /**
   * Row + 1 in `by3` of the 3-letter word starts beginning with these two letters (index
   * c0*128 + c1), 0 when there is none.
   */
  row3: Int16Array;
  /**
   * Per word start's first two characters (index c0*128 + (c1 & 127)): 0 when no literal
   * starts so, 2 when a literal of one or two characters does (a whole row for one character;
   * the word start always gets the full look), 1 when only longer literals do (`four` decides).
   */
  two: Uint8Array;
  /**
   * 1 at `hash4` of the first four characters of a longer literal (every fourth character for
   * a literal of three): the check made inline at every word start, before any call. A word
   * start passing neither filter cannot start any literal, so it is skipped; a hash collision
   * only costs a look that finds nothing.
   */
  four: Uint8Array;
  /**
   * Entries by 3-letter word start, at (row - 1) * 128 + c2. Rows only for the two-letter starts
   * in use: a 128³ array would be kept by V8 in dictionary mode, a hash lookup per word.
   */
  by3: (Compiled[] | undefined)[];
  /** Entries by anchor symbol. */
  bySymbol: (Compiled[] | undefined)[];
}

const tables = new WeakMap<AnchorIndex, Tables>();

const FOUR_SIZE = 1 << 16;
/** Hash of a word start's first four characters, each taken modulo 128 (0 past the end). */
const hash4 = (c0: number, c1: number, c2: number, c3: number): number =>
  Math.imul(c0 | ((c1 & 127) << 7) | ((c2 & 127) << 14) | ((c3 & 127) << 21), 0x9e3779b1) >>> 16;

/** Let the word starts that may begin `literal` through the filters. */
function markLiteral(t: Tables, literal: string): void {
  const [c0 = 0, c1 = 0, c2 = 0, c3 = 0] = Array.from(literal.slice(0, 4), (ch) => ch.charCodeAt(0) & 127);
  if (literal.length === 1) t.two.fill(2, c0 * 128, c0 * 128 + 128);
  else if (literal.length === 2) t.two[c0 * 128 + c1] = 2;
  else {
    if (t.two[c0 * 128 + c1] === 0) t.two[c0 * 128 + c1] = 1;
    if (literal.length === 3) for (let x = 0; x < 128; x++) t.four[hash4(c0, c1, c2, x)] = 1;
    else t.four[hash4(c0, c1, c2, c3)] = 1;
  }
}

function buildTables(index: AnchorIndex): Tables {
  const t: Tables = {
    cls: classTable(index),
    by1: new Array<Compiled[] | undefined>(128).fill(undefined),
    by2: new Array<Compiled[] | undefined>(128 * 128).fill(undefined),
    row3: new Int16Array(128 * 128),
    two: new Uint8Array(128 * 128),
    four: new Uint8Array(FOUR_SIZE),
    by3: [],
    bySymbol: new Array<Compiled[] | undefined>(65536).fill(undefined),
  };
  for (const [key, list] of index.words) {
    const len = key & 3;
    const c0 = (key >> 2) & 127;
    const c1 = (key >> 9) & 127;
    const c2 = (key >> 16) & 127;
    if (len === 1) {
      t.by1[c0] = compile(list);
    } else if (len === 2) {
      t.by2[c0 * 128 + c1] = compile(list);
    } else {
      if (t.row3[c0 * 128 + c1] === 0) {
        for (let j = 0; j < 128; j++) t.by3.push(undefined);
        t.row3[c0 * 128 + c1] = t.by3.length / 128;
      }
      t.by3[((t.row3[c0 * 128 + c1] as number) - 1) * 128 + c2] = compile(list);
    }
  }
  for (const [c, list] of index.symbols) t.bySymbol[c] = compile(list);
  for (const list of index.words.values()) for (const { literal } of list) markLiteral(t, literal);
  return t;
}

/**
 * Walk the folded text once. At each word start whose first letters and literal match an anchor,
 * and at each anchor symbol, call `attempt` with the entry and the position; report each run of
 * at least MIN_BLOB blob characters to `blob` (view indices, end exclusive). Plain arrays and
 * tight loops: this runs over every character, so every operation saved counts. The outer loop
 * steps over characters outside blob runs (spaces, punctuation); the inner loop stays inside one
 * run of blob characters (words, numbers, base64), where only a word start needs a look.
 */
export function walkAnchors(
  s: string,
  index: AnchorIndex,
  attempt: (entry: AnchorEntry, at: number) => void,
  blob: (start: number, end: number) => void,
): void {
  let t = tables.get(index);
  if (t === undefined) {
    t = buildTables(index);
    tables.set(index, t);
  }
  const { cls, by1, by2, row3, by3, bySymbol, two, four } = t;
  const n = s.length;
  let i = 0;
  while (i < n) {
    let c = s.charCodeAt(i);
    let k = cls[c] as number;
    if ((k & BLOB) === 0) {
      if ((k & SYMBOL) !== 0) tryList(s, bySymbol[c] as Compiled[], i, attempt);
      i++;
      continue;
    }
    const runStart = i;
    for (;;) {
      if ((k & WORD) !== 0) {
        // A word start: look up its first letters, then step over the rest of the word.
        const c1 = i + 1 < n ? s.charCodeAt(i + 1) : 0;
        const first = two[c * 128 + (c1 & 127)] as number;
        if (first !== 0 && (first === 2 || four[hash4(c, c1, i + 2 < n ? s.charCodeAt(i + 2) : 0, i + 3 < n ? s.charCodeAt(i + 3) : 0)] === 1)) {
          wordStart(s, i, n, cls, by1, by2, row3, by3, attempt);
        }
        do {
          if (++i >= n) break;
          c = s.charCodeAt(i);
          k = cls[c] as number;
        } while ((k & WORD) !== 0);
      } else {
        // "+/=%\" inside a blob run: no anchor symbol, and it ends a word.
        if (++i >= n) break;
        c = s.charCodeAt(i);
        k = cls[c] as number;
      }
      if (i >= n || (k & BLOB) === 0) break;
    }
    if (i - runStart >= MIN_BLOB) blob(runStart, i);
  }
}

/** Try the entries of the 1-, 2- and 3-letter word starts at `i` (a word character after a non-word one). */
function wordStart(
  s: string,
  i: number,
  n: number,
  cls: Uint8Array,
  by1: (Compiled[] | undefined)[],
  by2: (Compiled[] | undefined)[],
  row3: Int16Array,
  by3: (Compiled[] | undefined)[],
  attempt: (entry: AnchorEntry, at: number) => void,
): void {
  const c = s.charCodeAt(i);
  const l1 = by1[c];
  if (l1 !== undefined) tryList(s, l1, i, attempt);
  const c1 = i + 1 < n ? s.charCodeAt(i + 1) : 0;
  if (c1 >= 128 || ((cls[c1] as number) & WORD) === 0) return;
  const l2 = by2[c * 128 + c1];
  if (l2 !== undefined) tryList(s, l2, i, attempt);
  const row = row3[c * 128 + c1] as number;
  if (row === 0) return;
  const c2 = i + 2 < n ? s.charCodeAt(i + 2) : 0;
  if (c2 >= 128 || ((cls[c2] as number) & WORD) === 0) return;
  const l3 = by3[(row - 1) * 128 + c2];
  if (l3 !== undefined) tryList(s, l3, i, attempt);
}

/** An entry with its literal as char codes: comparing codes inline is cheaper than `startsWith`. */
interface Compiled {
  readonly entry: AnchorEntry;
  readonly codes: readonly number[];
}

const compile = (list: readonly AnchorEntry[]): Compiled[] => list.map((entry) => ({ entry, codes: Array.from(entry.literal, (_, i) => entry.literal.charCodeAt(i)) }));

function tryList(s: string, list: readonly Compiled[], at: number, attempt: (entry: AnchorEntry, at: number) => void): void {
  for (let j = 0; j < list.length; j++) {
    const { entry, codes } = list[j] as Compiled;
    const len = codes.length;
    if (at + len > s.length) continue;
    let k = 0;
    while (k < len && s.charCodeAt(at + k) === codes[k]) k++;
    if (k === len) attempt(entry, at);
  }
}
