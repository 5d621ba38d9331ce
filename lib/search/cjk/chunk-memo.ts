// The analyser's chunk memo: each distinct chunk's terms, found by the chunk's characters in the
// text it sits in, without slicing the chunk out first. A `Map` keyed by string needed a fresh
// string per chunk (167,000 per pass over ja-react-dev) and its hash; this hashes the code units
// once and compares them in place. Open addressing, linear probing, grown at half full.
import type { ChunkTerms } from './morpheme-terms';

let mask = (1 << 12) - 1;
let keys: Array<string | undefined> = new Array<string | undefined>(mask + 1);
let hashes = new Int32Array(mask + 1);
let flags = new Uint8Array(mask + 1);
let values: Array<ChunkTerms | undefined> = new Array<ChunkTerms | undefined>(mask + 1);
let size = 0;

/** FNV-1a over `text[from, to)` and `flag`: the hash `find` and `remember` take. */
export function chunkHash(text: string, from: number, to: number, flag: number): number {
  let h = 0x811c9dc5 ^ flag;
  for (let k = from; k < to; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h;
}

function slot(h: number, text: string, from: number, to: number, flag: number): number {
  const len = to - from;
  for (let i = h & mask; ; i = (i + 1) & mask) {
    const key = keys[i];
    if (key === undefined) return i;
    if (hashes[i] !== h || flags[i] !== flag || key.length !== len) continue;
    let k = 0;
    while (k < len && key.charCodeAt(k) === text.charCodeAt(from + k)) k++;
    if (k === len) return i;
  }
}

/** The terms remembered for the chunk `text[from, to)` with `flag`, if any; `h` is its `chunkHash`. */
export function findChunk(h: number, text: string, from: number, to: number, flag: number): ChunkTerms | undefined {
  return values[slot(h, text, from, to, flag)];
}

/** Remember `terms` for the chunk `text[from, to)` (not remembered yet) with `flag`. */
export function rememberChunk(h: number, text: string, from: number, to: number, flag: number, terms: ChunkTerms): void {
  if (size + 1 > (mask + 1) >> 1) grow();
  const i = slot(h, text, from, to, flag);
  keys[i] = text.slice(from, to);
  hashes[i] = h;
  flags[i] = flag;
  values[i] = terms;
  size++;
}

function grow(): void {
  const [oldKeys, oldHashes, oldFlags, oldValues] = [keys, hashes, flags, values];
  mask = mask * 2 + 1;
  keys = new Array<string | undefined>(mask + 1);
  hashes = new Int32Array(mask + 1);
  flags = new Uint8Array(mask + 1);
  values = new Array<ChunkTerms | undefined>(mask + 1);
  for (let j = 0; j < oldKeys.length; j++) {
    const key = oldKeys[j];
    if (key === undefined) continue;
    let i = oldHashes[j]! & mask;
    while (keys[i] !== undefined) i = (i + 1) & mask;
    keys[i] = key;
    hashes[i] = oldHashes[j]!;
    flags[i] = oldFlags[j]!;
    values[i] = oldValues[j];
  }
}

/** How many chunks are remembered. */
export function rememberedCount(): number {
  return size;
}

/** Forget every chunk (and the table's size with them). */
export function forgetAllChunks(): void {
  mask = (1 << 12) - 1;
  keys = new Array<string | undefined>(mask + 1);
  hashes = new Int32Array(mask + 1);
  flags = new Uint8Array(mask + 1);
  values = new Array<ChunkTerms | undefined>(mask + 1);
  size = 0;
}
