// The analyser's chunk memo: each distinct chunk's terms, found by the chunk's characters in the
// text it sits in, without slicing the chunk out first. A `Map` keyed by string needed a fresh
// string per chunk (167,000 per pass over ja-react-dev) and its hash; this hashes the code units
// once and compares them in place. Open addressing with linear probing over one Int32Array of
// (hash, entry + 1, key's offset in a pool of code units, key's length and flag) per slot, so a
// probe reads one cache line and a hit two more (the key's units, the terms): a first version
// kept keys, flags and terms in three arrays of their own, each one more line to miss per chunk
// met (a handbook meets 167,000). Grown at half full.
//
// The terms are kept flat too: (term id, start, end) in one Int32Array, term ids into one list
// of distinct term strings. An array per chunk and a string per term (23,000 chunks on a first
// pass over ja-react-dev, most of their terms repeats of others') all lived through the pass,
// and the young generation's collections copied each of them.
import type { ChunkTerms } from './morpheme-terms';
import { growI32, growU16 } from '../growable';

// Room for 16k chunks before the first growth (a handbook has tens of thousands): 512 KB.
const FIRST = 1 << 15;
const STRIDE = 4;
let mask = FIRST - 1;
let slots = new Int32Array(STRIDE * FIRST);
// The chunks' code units, one after another; per entry (in the order remembered) where its
// terms start in `triples` (entry + 1: where they end); the distinct terms and their ids.
let pool = growU16(1 << 16);
let termsAt = startedTerms();
let triples = growI32(1 << 17);
let termList: string[] = [];
let termIds = new Map<string, number>();

function startedTerms(): ReturnType<typeof growI32> {
  const at = growI32(1 << 15);
  at.push(0);
  return at;
}

/** FNV-1a over `text[from, to)` and `flag`: the hash `findChunk` and `rememberChunk` take. */
export function chunkHash(text: string, from: number, to: number, flag: number): number {
  let h = 0x811c9dc5 ^ flag;
  for (let k = from; k < to; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h;
}

/** The slot of the chunk, or of the empty slot where it would go. */
function slot(h: number, text: string, from: number, to: number, flag: number): number {
  const shape = ((to - from) << 1) | flag;
  const units = pool.data;
  for (let i = h & mask; ; i = (i + 1) & mask) {
    const at = STRIDE * i;
    if (slots[at + 1] === 0) return i;
    if (slots[at] !== h || slots[at + 3] !== shape) continue;
    let k = slots[at + 2]!;
    let j = from;
    while (j < to && units[k] === text.charCodeAt(j)) { k++; j++; }
    if (j === to) return i;
  }
}

/** The entry remembered for the chunk `text[from, to)` with `flag` (-1: none); `h` is its `chunkHash`. */
export function findChunk(h: number, text: string, from: number, to: number, flag: number): number {
  return slots[STRIDE * slot(h, text, from, to, flag) + 1]! - 1;
}

/** Emit the terms of entry `e`, their offsets from `at`, each with its term id as the hint (tokenize.ts's `Emit`). */
export function emitChunk(e: number, at: number, emit: (term: string, start: number, end: number, hint: number) => void): void {
  const t = triples.data;
  for (let k = termsAt.data[e]!, end = termsAt.data[e + 1]!; k < end; k += 3) {
    const id = t[k]!;
    emit(termList[id]!, at + t[k + 1]!, at + t[k + 2]!, id);
  }
}

/** Remember `terms` for the chunk `text[from, to)` (not remembered yet) with `flag`; answers its entry. */
export function rememberChunk(h: number, text: string, from: number, to: number, flag: number, terms: ChunkTerms): number {
  const entry = termsAt.length - 1;
  if (entry + 1 > (mask + 1) >> 1) grow();
  const at = STRIDE * slot(h, text, from, to, flag);
  slots[at] = h;
  slots[at + 1] = entry + 1;
  slots[at + 2] = pool.length;
  slots[at + 3] = ((to - from) << 1) | flag;
  for (let j = from; j < to; j++) pool.push(text.charCodeAt(j));
  for (let t = 0; t < terms.length; t += 3) {
    const term = terms[t] as string;
    let id = termIds.get(term);
    if (id === undefined) {
      id = termList.length;
      termList.push(term);
      termIds.set(term, id);
    }
    triples.push(id);
    triples.push(terms[t + 1] as number);
    triples.push(terms[t + 2] as number);
  }
  termsAt.push(triples.length);
  return entry;
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
  return termsAt.length - 1;
}

/** Forget every chunk (and the table's size with them). */
export function forgetAllChunks(): void {
  mask = FIRST - 1;
  slots = new Int32Array(STRIDE * FIRST);
  pool = growU16(1 << 16);
  termsAt = startedTerms();
  triples = growI32(1 << 17);
  termList = [];
  termIds = new Map();
}
