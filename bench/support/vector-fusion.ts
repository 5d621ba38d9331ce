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

export interface Tally { n: number; hit1: number; hit6: number; won1: number; lost1: number; won6: number; lost6: number }

/** hit@1 / hit@6 of new ranks against today's ranks of the same questions. */
export function tally(ranks: readonly number[], today: readonly number[]): Tally {
  const t: Tally = { n: ranks.length, hit1: 0, hit6: 0, won1: 0, lost1: 0, won6: 0, lost6: 0 };
  ranks.forEach((r, i) => {
    const was = today[i]!;
    const is1 = r === 0;
    const is6 = r >= 0 && r < 6;
    const was1 = was === 0;
    const was6 = was >= 0 && was < 6;
    t.hit1 += +is1;
    t.hit6 += +is6;
    t.won1 += +(is1 && !was1);
    t.lost1 += +(was1 && !is1);
    t.won6 += +(is6 && !was6);
    t.lost6 += +(was6 && !is6);
  });
  return t;
}

export const fmt = (t: Tally): string =>
  `${(t.hit1 / t.n).toFixed(3)} / ${(t.hit6 / t.n).toFixed(3)} | +${t.won1} / −${t.lost1} | +${t.won6} / −${t.lost6}`;
/** What constants are chosen by: hit@6, then hit@1 (as the round-5 trials did: their sum). */
export const objective = (t: Tally): number => t.hit6 + t.hit1;
