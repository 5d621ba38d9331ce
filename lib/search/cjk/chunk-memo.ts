// The analyser's chunk memo: each distinct chunk's terms, found by the chunk's characters in the
// text it sits in, without slicing the chunk out first. A `Map` keyed by string needed a fresh
// string per chunk (167,000 per pass over ja-react-dev) and its hash; this hashes the code units
// once and compares them in place. Open addressing with linear probing over one Int32Array of
// (hash, entry + 1) pairs, so a probe reads one cache line; grown at half full.
import type { ChunkTerms } from './morpheme-terms';

// Room for 16k chunks before the first growth (a handbook has tens of thousands): 256 KB.
const FIRST = 1 << 15;
let mask = FIRST - 1;
let slots = new Int32Array(2 * FIRST);
// Per entry, in the order remembered.
let keys: string[] = [];
let flags: number[] = [];
let values: ChunkTerms[] = [];

/** FNV-1a over `text[from, to)` and `flag`: the hash `findChunk` and `rememberChunk` take. */
export function chunkHash(text: string, from: number, to: number, flag: number): number {
  let h = 0x811c9dc5 ^ flag;
  for (let k = from; k < to; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h;
}

/** The slot of the chunk, or of the empty slot where it would go. */
function slot(h: number, text: string, from: number, to: number, flag: number): number {
  const len = to - from;
  for (let i = h & mask; ; i = (i + 1) & mask) {
    const e = slots[2 * i + 1]! - 1;
    if (e < 0) return i;
    if (slots[2 * i] !== h) continue;
    const key = keys[e]!;
    if (flags[e] !== flag || key.length !== len) continue;
    let k = 0;
    while (k < len && key.charCodeAt(k) === text.charCodeAt(from + k)) k++;
    if (k === len) return i;
  }
}

/** The terms remembered for the chunk `text[from, to)` with `flag`, if any; `h` is its `chunkHash`. */
export function findChunk(h: number, text: string, from: number, to: number, flag: number): ChunkTerms | undefined {
  const e = slots[2 * slot(h, text, from, to, flag) + 1]! - 1;
  return e < 0 ? undefined : values[e];
}

/** Remember `terms` for the chunk `text[from, to)` (not remembered yet) with `flag`. */
export function rememberChunk(h: number, text: string, from: number, to: number, flag: number, terms: ChunkTerms): void {
  if (keys.length + 1 > (mask + 1) >> 1) grow();
  const i = slot(h, text, from, to, flag);
  slots[2 * i] = h;
  slots[2 * i + 1] = keys.length + 1;
  keys.push(text.slice(from, to));
  flags.push(flag);
  values.push(terms);
}

function grow(): void {
  const old = slots;
  mask = mask * 2 + 1;
  slots = new Int32Array(2 * (mask + 1));
  for (let j = 0; j < old.length; j += 2) {
    if (old[j + 1] === 0) continue;
    let i = old[j]! & mask;
    while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
    slots[2 * i] = old[j]!;
    slots[2 * i + 1] = old[j + 1]!;
  }
}

/** How many chunks are remembered. */
export function rememberedCount(): number {
  return keys.length;
}

/** Forget every chunk (and the table's size with them). */
export function forgetAllChunks(): void {
  mask = FIRST - 1;
  slots = new Int32Array(2 * FIRST);
  keys = [];
  flags = [];
  values = [];
}
