// A pairwise logistic ranker (RankNet with a linear scorer): for each training question whose
// answer is among the candidates, every (answer, other candidate) pair should score the answer
// higher. Features are standardised on the training set; each question weighs the same however
// many candidates it has. Plain full-batch gradient descent: a few hundred questions, 19 features.
import type { Candidate } from './rerank-features';

export interface Model {
  /** Weights on raw features (standardisation folded in). */
  w: number[];
}

interface Trainable { cands: Candidate[]; gold: number }

/** Fit weights with L2 penalty `lambda` on the standardised weights. */
export function fitPairwise(items: readonly Trainable[], lambda: number, iterations = 400, rate = 0.5): Model {
  const used = items.filter((i) => i.gold >= 0 && i.cands.length > 1);
  const dim = used[0]?.cands[0]?.x.length ?? 0;
  const rows = used.flatMap((i) => i.cands.map((c) => c.x));
  const mean = Array.from({ length: dim }, (_, j) => rows.reduce((s, x) => s + x[j]!, 0) / (rows.length || 1));
  const sd = Array.from({ length: dim }, (_, j) => Math.sqrt(rows.reduce((s, x) => s + (x[j]! - mean[j]!) ** 2, 0) / (rows.length || 1)) || 1);
  const z = (x: number[]): number[] => x.map((v, j) => (v - mean[j]!) / sd[j]!);
  // Differences answer − other, per question.
  const diffs = used.map((i) => {
    const g = z(i.cands[i.gold]!.x);
    return i.cands.filter((_, k) => k !== i.gold).map((c) => { const o = z(c.x); return g.map((v, j) => v - o[j]!); });
  });
  const w = new Array<number>(dim).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = w.map((v) => lambda * v);
    for (const ds of diffs) {
      const share = 1 / (ds.length * diffs.length);
      for (const d of ds) {
        let m = 0;
        for (let j = 0; j < dim; j++) m += w[j]! * d[j]!;
        // d/dw log(1 + e^(−m)) = −σ(−m) d
        const s = 1 / (1 + Math.exp(m));
        for (let j = 0; j < dim; j++) grad[j]! -= share * s * d[j]!;
      }
    }
    for (let j = 0; j < dim; j++) w[j]! -= rate * grad[j]!;
  }
  return { w: w.map((v, j) => v / sd[j]!) };
}

/** A candidate's score under the model (higher ranks first). */
export function scoreWith(model: Model, x: readonly number[]): number {
  let s = 0;
  for (let j = 0; j < x.length; j++) s += model.w[j]! * x[j]!;
  return s;
}
