// IPADIC in the form the build ships (shipped-form.ts), read into typed-array views over the
// fetched bytes (no copy, no per-entry objects): what `lattice.ts` walks. kuromoji's own loader builds a JS object
// of 325,871 arrays for the target map and decodes every feature line through a byte array; a
// worker waking for one CJK query paid that before it could answer.
import { readUtf16Trie } from './utf16-trie';

/** The dictionary's buffers, by what they hold (kuromoji's file names in brackets). */
export interface IpadicBuffers {
  base: ArrayBuffer; check: ArrayBuffer; // the double-array trie over UTF-16 units (utf16-trie.ts; from base.dat, check.dat)
  tid: ArrayBuffer; features: ArrayBuffer; // known words (tid, tid_pos, reshaped; the trie holds each word's record range)
  costs: ArrayBuffer; // connection costs (cc.dat)
  unk: ArrayBuffer; unkFeatures: ArrayBuffer; unkTargets: ArrayBuffer; // unknown-word classes
  charClass: ArrayBuffer; invoke: ArrayBuffer; // char → class (unk_char), classes (unk_invoke)
}

/** A character class of char.def: whether it is always tried as an unknown word, and grouped. */
export interface CharClass {
  always: boolean;
  grouping: boolean;
}

export interface Ipadic {
  /** The trie (utf16-trie.ts): a UTF-16 code unit's code (0: in no word), then base and check; a word's value is its records' range, (first << 8) | count. */
  unitCode: Uint16Array;
  base: Int32Array;
  check: Int32Array;
  /** Token records: [left id, right id, cost, feature offset (two halves)] as Int16, 10 bytes each. */
  tid: Int16Array;
  unk: Int16Array;
  /** Character class → its unknown-word token ids (kuromoji's map). */
  unkTargets: TargetMap;
  costs: Int16Array;
  /** Backward dimension of `costs` (its second Int16). */
  costWidth: number;
  charClass: Uint8Array;
  classes: CharClass[];
  defaultClass: number;
  features: Uint8Array;
  unkFeatures: Uint8Array;
}

export interface TargetMap {
  ids: Int32Array;
  start: Int32Array;
  count: Int32Array;
}

/** kuromoji's map format: [n, then n × (key, count, count values)], Int32, keys ascending. */
function readTargets(buffer: ArrayBuffer): TargetMap {
  const ints = new Int32Array(buffer, 0, buffer.byteLength >> 2);
  const n = ints[0] ?? 0;
  let maxKey = -1;
  for (let at = 1, c = 0; c < n && at + 2 <= ints.length; c++, at += 2 + ints[at + 1]!) maxKey = Math.max(maxKey, ints[at]!);
  const start = new Int32Array(maxKey + 1);
  const count = new Int32Array(maxKey + 1);
  for (let at = 1, c = 0; c < n && at + 2 <= ints.length; c++, at += 2 + ints[at + 1]!) {
    start[ints[at]!] = at + 2;
    count[ints[at]!] = ints[at + 1]!;
  }
  return { ids: ints, start, count };
}

/** unk_invoke.dat: per class, [always (u8), grouping (u8), max length (i32), name, NUL]; zeros after. */
function readClasses(buffer: ArrayBuffer): { classes: CharClass[]; defaultClass: number } {
  const bytes = new Uint8Array(buffer);
  const decoder = new TextDecoder();
  const classes: CharClass[] = [];
  let defaultClass = 0;
  for (let at = 0; at + 6 < bytes.length; ) {
    const end = bytes.indexOf(0, at + 6);
    if (end < 0 || end === at + 6) break; // the padding: no class has an empty name
    if (decoder.decode(bytes.subarray(at + 6, end)) === 'DEFAULT') defaultClass = classes.length;
    classes.push({ always: bytes[at] === 1, grouping: bytes[at + 1] === 1 });
    at = end + 1;
  }
  return { classes, defaultClass };
}

/** Views over `b` (every buffer starts 4-byte aligned, as a fetch or a fresh copy gives). */
export function readIpadic(b: IpadicBuffers): Ipadic {
  const costs = new Int16Array(b.costs, 0, b.costs.byteLength >> 1);
  return {
    ...readUtf16Trie(b.base, b.check),
    tid: new Int16Array(b.tid, 0, b.tid.byteLength >> 1),
    unk: new Int16Array(b.unk, 0, b.unk.byteLength >> 1),
    unkTargets: readTargets(b.unkTargets),
    costs,
    costWidth: costs[1] ?? 0,
    charClass: new Uint8Array(b.charClass),
    ...readClasses(b.invoke),
    features: new Uint8Array(b.features),
    unkFeatures: new Uint8Array(b.unkFeatures),
  };
}

/** The feature offset of the token record at byte `id` of `tid` (an unaligned Int32 there). */
export function featureOffset(tid: Int16Array, id: number): number {
  const h = (id >> 1) + 3;
  return (tid[h]! & 0xffff) | (tid[h + 1]! << 16);
}
