// Fusions of today's ranking with a cosine of averaged word vectors (round 6, issue 14 item 4),
// and the tallies the trial reports. A fusion answers the rank of the answer in its new order.
import { DEPTH } from './vector-context';

export type Fusion =
  | { kind: 'alone' }
  | { kind: 'rrf'; w: number; k0: number }
  | { kind: 'weighted'; beta: number; top: number };

export const fusionName = (f: Fusion): string =>
  f.kind === 'alone' ? 'cosine alone' : f.kind === 'rrf' ? `RRF w ${f.w} k0 ${f.k0}` : `score/top + ${f.beta}·cos over top ${f.top}`;

type Ranking = ReadonlyArray<{ doc: number; score: number }>;

/** Rank of `gold` in `ranked` (-1: absent). */
export const rankIn = (ranked: Ranking, gold: number): number => ranked.findIndex((r) => r.doc === gold);

// The `k` sections of highest cosine, best first.
function topCos(cos: Float32Array, k: number): number[] {
  const ids = Array.from(cos.keys());
  ids.sort((a, b) => cos[b]! - cos[a]!);
  return ids.slice(0, k);
}

/** The answer's rank after fusing `ranked` (today's, or expanded) with `cos` (undefined: `ranked` unchanged). */
export function fusedRank(ranked: Ranking, cos: Float32Array | undefined, f: Fusion, gold: number): number {
  if (!cos || gold < 0) return rankIn(ranked, gold);
  if (f.kind === 'alone') return topCos(cos, DEPTH).indexOf(gold);
  if (f.kind === 'weighted') {
    const head = ranked.slice(0, f.top);
    const top = head[0]?.score || 1;
    const order = head.map((r, i) => ({ doc: r.doc, s: r.score / top + f.beta * cos[r.doc]!, i }));
    order.sort((a, b) => b.s - a.s || a.i - b.i);
    const at = order.findIndex((o) => o.doc === gold);
    return at >= 0 ? at : rankIn(ranked, gold);
  }
  const s = new Map<number, number>();
  ranked.forEach((r, i) => s.set(r.doc, 1 / (f.k0 + i + 1)));
  topCos(cos, DEPTH).forEach((d, i) => s.set(d, (s.get(d) ?? 0) + f.w / (f.k0 + i + 1)));
  const g = s.get(gold);
  if (g === undefined) return -1;
  let r = 0;
  for (const v of s.values()) if (v > g) r++;
  return r;
}

export { fmt, objective, tally, type Tally } from './hit-tally';
