// Averaged word vectors for sections and queries (round 6, issue 14 item 4): a weighted sum of
// the words' unit vectors (heading path twice, as the LSI round weighed it), optionally less the
// first principal direction of the handbook's sections (SIF's common component), unit length,
// and the sections' vectors quantised to int8 (one scale each), as an index would store them.
import { DIMS, quantise, type WordVectors } from './word-vectors';
import type { Handbook, VWord } from './vector-context';

/** How a word weighs: IDF of its index term; SIF with the handbook's own counts; SIF with a Zipf estimate from its frequency rank. */
export type Weighting = 'idf' | 'sif' | 'zipf';
export interface VecConfig { n: number; weighting: Weighting; pc: boolean }

const SIF_A = 1e-3; // the SIF paper's range is 1e-4–1e-3; set a priori, not tuned
const HEAD_WEIGHT = 2;

export function weigher(h: Handbook, weighting: Weighting): (w: VWord) => number {
  const docs = h.index.data.docs.count;
  if (weighting === 'idf') return (w) => Math.log(1 + docs / Math.max(1, w.term >= 0 ? h.df(w.term) : 1));
  if (weighting === 'sif') return (w) => SIF_A / (SIF_A + h.count[w.row]! / h.total);
  return (w) => SIF_A / (SIF_A + 0.1 / (w.row + 1)); // Zipf: p(rank r) ≈ 0.1 / r
}

function addWords(out: Float32Array, at: number, ws: readonly VWord[], wv: WordVectors, n: number, weight: (w: VWord) => number, times: number): void {
  for (const w of ws) {
    if (w.row >= n) continue;
    const k = weight(w) * times * wv.scale[w.row]!;
    const base = w.row * DIMS;
    for (let i = 0; i < DIMS; i++) out[at + i]! += k * wv.q[base + i]!;
  }
}

function normalise(v: Float32Array, at: number): boolean {
  let s = 0;
  for (let i = 0; i < DIMS; i++) s += v[at + i]! * v[at + i]!;
  if (s === 0) return false;
  const k = 1 / Math.sqrt(s);
  for (let i = 0; i < DIMS; i++) v[at + i]! *= k;
  return true;
}

// The dominant direction of the rows (power iteration on Σ v vᵀ, uncentred as SIF does).
function principal(m: Float32Array, rows: number): Float32Array {
  let u = new Float32Array(DIMS).fill(1 / Math.sqrt(DIMS));
  for (let it = 0; it < 30; it++) {
    const next = new Float32Array(DIMS);
    for (let r = 0; r < rows; r++) {
      let d = 0;
      for (let i = 0; i < DIMS; i++) d += m[r * DIMS + i]! * u[i]!;
      for (let i = 0; i < DIMS; i++) next[i]! += d * m[r * DIMS + i]!;
    }
    normalise(next, 0);
    u = next;
  }
  return u;
}

function removeFrom(v: Float32Array, at: number, u: Float32Array | undefined): void {
  if (!u) return;
  let d = 0;
  for (let i = 0; i < DIMS; i++) d += v[at + i]! * u[i]!;
  for (let i = 0; i < DIMS; i++) v[at + i]! -= d * u[i]!;
}

/** Section vectors of a handbook (dequantised from int8: what a stored index would give) and the direction removed. */
export interface SectionVectors { m: Float32Array; rows: number; u: Float32Array | undefined; config: VecConfig; weight: (w: VWord) => number }

export function sectionVectors(h: Handbook, wv: WordVectors, config: VecConfig): SectionVectors {
  const rows = h.head.length;
  const m = new Float32Array(rows * DIMS);
  const weight = weigher(h, config.weighting);
  for (let d = 0; d < rows; d++) {
    addWords(m, d * DIMS, h.head[d]!, wv, config.n, weight, HEAD_WEIGHT);
    addWords(m, d * DIMS, h.body[d]!, wv, config.n, weight, 1);
    normalise(m, d * DIMS);
  }
  const u = config.pc ? principal(m, rows) : undefined;
  const q = new Int8Array(DIMS);
  for (let d = 0; d < rows; d++) {
    removeFrom(m, d * DIMS, u);
    if (!normalise(m, d * DIMS)) continue;
    const s = quantise(m.subarray(d * DIMS, d * DIMS + DIMS), q, 0);
    for (let i = 0; i < DIMS; i++) m[d * DIMS + i] = q[i]! * s;
  }
  return { m, rows, u, config, weight };
}

/** The query's vector in the sections' space, or undefined when none of its words has one. */
export function queryVector(sv: SectionVectors, wv: WordVectors, words: readonly VWord[]): Float32Array | undefined {
  const v = new Float32Array(DIMS);
  addWords(v, 0, words, wv, sv.config.n, sv.weight, 1);
  removeFrom(v, 0, sv.u);
  return normalise(v, 0) ? v : undefined;
}

/** Cosine of the query with every section. */
export function cosines(sv: SectionVectors, v: Float32Array): Float32Array {
  const out = new Float32Array(sv.rows);
  for (let d = 0; d < sv.rows; d++) {
    let s = 0;
    for (let i = 0; i < DIMS; i++) s += sv.m[d * DIMS + i]! * v[i]!;
    out[d] = s;
  }
  return out;
}
