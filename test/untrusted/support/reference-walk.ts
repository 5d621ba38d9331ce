/**
 * The anchor walk as first written (one loop over every character, `startsWith` per entry),
 * kept unchanged as the reference the faster walk in lib/untrusted/walk.ts must agree with,
 * call for call. Do not optimise this file: its worth is being obviously the old behaviour.
 */
import type { AnchorEntry, AnchorIndex } from '../../../lib/untrusted/anchors';

const WORD = 1;
const BLOB = 2;
const SYMBOL = 4;
/** Blob runs shorter than this cannot hold an encoded sentence. */
const MIN_BLOB = 24;

/** Per character code: word character, blob character (base64, hex, escapes), anchor symbol. */
function classTable(index: AnchorIndex): Uint8Array {
  const t = new Uint8Array(65536);
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    if (/[a-z0-9_]/.test(ch)) t[c] = (t[c] as number) | WORD | BLOB;
    if (/[+/=%\\]/.test(ch)) t[c] = (t[c] as number) | BLOB;
  }
  // The index no longer keeps a filter of symbol starts (the automaton needs none): its keys are the same set.
  for (const c of index.symbols.keys()) t[c] = (t[c] as number) | SYMBOL;
  return t;
}

interface Tables {
  cls: Uint8Array;
  /** Entries by 3-letter word start (index c0*16384 + c1*128 + c2), 2-letter (c1 = 0 here … see key()). */
  by3: (AnchorEntry[] | undefined)[];
  by2: (AnchorEntry[] | undefined)[];
  by1: (AnchorEntry[] | undefined)[];
}

const tables = new WeakMap<AnchorIndex, Tables>();

function buildTables(index: AnchorIndex): Tables {
  const t: Tables = { cls: classTable(index), by3: new Array(128 * 128 * 128), by2: new Array(128 * 128), by1: new Array(128) };
  for (const [key, list] of index.words) {
    const len = key & 3;
    const c0 = (key >> 2) & 127;
    const c1 = (key >> 9) & 127;
    const c2 = (key >> 16) & 127;
    if (len === 1) t.by1[c0] = list;
    else if (len === 2) t.by2[c0 * 128 + c1] = list;
    else t.by3[c0 * 16384 + c1 * 128 + c2] = list;
  }
  return t;
}

/**
 * Walk the folded text once. At each word start whose first letters and literal match an anchor,
 * and at each anchor symbol, call `attempt` with the entry and the position; report each run of
 * at least MIN_BLOB blob characters to `blob` (view indices, end exclusive). Plain arrays and
 * one loop: this runs over every character, so every call saved counts.
 */
export function referenceWalk(
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
  const { cls, by1, by2, by3 } = t;
  const { symbols } = index;
  const n = s.length;
  let prevWord = false;
  let blobStart = -1;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    const k = cls[c] as number;
    if ((k & BLOB) !== 0) {
      if (blobStart < 0) blobStart = i;
    } else if (blobStart >= 0) {
      if (i - blobStart >= MIN_BLOB) blob(blobStart, i);
      blobStart = -1;
    }
    if ((k & WORD) !== 0) {
      if (prevWord) continue;
      prevWord = true;
      let list = by1[c];
      if (list !== undefined) tryList(s, list, i, attempt);
      const c1 = i + 1 < n ? s.charCodeAt(i + 1) : 0;
      if (c1 >= 128 || ((cls[c1] as number) & WORD) === 0) continue;
      list = by2[c * 128 + c1];
      if (list !== undefined) tryList(s, list, i, attempt);
      const c2 = i + 2 < n ? s.charCodeAt(i + 2) : 0;
      if (c2 >= 128 || ((cls[c2] as number) & WORD) === 0) continue;
      list = by3[c * 16384 + c1 * 128 + c2];
      if (list !== undefined) tryList(s, list, i, attempt);
      continue;
    }
    prevWord = false;
    if ((k & SYMBOL) !== 0) tryList(s, symbols.get(c) as AnchorEntry[], i, attempt);
  }
  if (blobStart >= 0 && n - blobStart >= MIN_BLOB) blob(blobStart, n);
}

function tryList(s: string, list: readonly AnchorEntry[], at: number, attempt: (entry: AnchorEntry, at: number) => void): void {
  for (let j = 0; j < list.length; j++) {
    const e = list[j] as AnchorEntry;
    if (s.startsWith(e.literal, at)) attempt(e, at);
  }
}
