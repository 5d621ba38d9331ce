// The analyser's chunk memo: each distinct chunk's terms, found by the chunk's characters in the
// text it sits in, without slicing the chunk out first. A `Map` keyed by string needed a fresh
// string per chunk (167,000 per pass over ja-react-dev) and its hash; this hashes the code units
// once and compares them in place. Open addressing with linear probing over one Int32Array of
// (hash, entry + 1, key's offset in a pool of code units, key's length and flag) per slot, so a
// probe reads one cache line and a hit two more (the key's units, the terms): a first version
// kept keys, flags and terms in three arrays of their own, each one more line to miss per chunk
// met (a handbook meets 167,000). Grown at half full.
import type { ChunkTerms } from './morpheme-terms';

// Room for 16k chunks before the first growth (a handbook has tens of thousands): 512 KB.
const FIRST = 1 << 15;
const STRIDE = 4;
let mask = FIRST - 1;
let slots = new Int32Array(STRIDE * FIRST);
// The chunks' code units, one after another, and per entry (in the order remembered) its terms.
let pool = new Uint16Array(1 << 16);
let used = 0;
let values: ChunkTerms[] = [];

/** FNV-1a over `text[from, to)` and `flag`: the hash `findChunk` and `rememberChunk` take. */
export function chunkHash(text: string, from: number, to: number, flag: number): number {
  let h = 0x811c9dc5 ^ flag;
  for (let k = from; k < to; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h;
}

/** The slot of the chunk, or of the empty slot where it would go. */
function slot(h: number, text: string, from: number, to: number, flag: number): number {
  const shape = ((to - from) << 1) | flag;
  for (let i = h & mask; ; i = (i + 1) & mask) {
    const at = STRIDE * i;
    if (slots[at + 1] === 0) return i;
    if (slots[at] !== h || slots[at + 3] !== shape) continue;
    let k = slots[at + 2]!;
    let j = from;
    while (j < to && pool[k] === text.charCodeAt(j)) { k++; j++; }
    if (j === to) return i;
  }
}

/** The terms remembered for the chunk `text[from, to)` with `flag`, if any; `h` is its `chunkHash`. */
export function findChunk(h: number, text: string, from: number, to: number, flag: number): ChunkTerms | undefined {
  const e = slots[STRIDE * slot(h, text, from, to, flag) + 1]! - 1;
  return e < 0 ? undefined : values[e];
}

/** Remember `terms` for the chunk `text[from, to)` (not remembered yet) with `flag`. */
export function rememberChunk(h: number, text: string, from: number, to: number, flag: number, terms: ChunkTerms): void {
  if (values.length + 1 > (mask + 1) >> 1) grow();
  const at = STRIDE * slot(h, text, from, to, flag);
  if (used + to - from > pool.length) {
    const more = new Uint16Array(Math.max(pool.length * 2, used + to - from));
    more.set(pool.subarray(0, used));
    pool = more;
  }
  slots[at] = h;
  slots[at + 1] = values.length + 1;
  slots[at + 2] = used;
  slots[at + 3] = ((to - from) << 1) | flag;
  for (let j = from; j < to; j++) pool[used++] = text.charCodeAt(j);
  values.push(terms);
}

function grow(): void {
  const old = slots;
  mask = mask * 2 + 1;
  slots = new Int32Array(STRIDE * (mask + 1));
  for (let j = 0; j < old.length; j += STRIDE) {
    if (old[j + 1] === 0) continue;
    let i = old[j]! & mask;
    while (slots[STRIDE * i + 1] !== 0) i = (i + 1) & mask;
    slots.set(old.subarray(j, j + STRIDE), STRIDE * i);
  }
}

/** How many chunks are remembered. */
export function rememberedCount(): number {
  return values.length;
}

/** Forget every chunk (and the table's size with them). */
export function forgetAllChunks(): void {
  mask = FIRST - 1;
  slots = new Int32Array(STRIDE * FIRST);
  pool = new Uint16Array(1 << 16);
  used = 0;
  values = [];
}
