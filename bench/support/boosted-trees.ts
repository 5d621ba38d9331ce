// Gradient-boosted regression trees for the rerank (issue 14, round 12): the pairwise logistic
// loss of pairwise-logistic.ts (every (answer, other candidate) pair of a question, each question
// weighing the same), minimised by boosting: each round fits a tree of fixed depth to the loss's
// gradient with Newton leaf values (XGBoost's split gain, L2 `reg` on leaves), split thresholds
// taken among at most BINS quantiles of each feature on the training set (thresholds and leaf
// values rounded to six significant digits as fitted, so the asset scores as the fit did). No sampling: the same
// questions give the same trees (deterministic, no seed needed). A bench harness only: the product
// evaluates linear weights (lib/search/rerank-model.ts); trees are node arrays, a leaf's feature -1.
import type { Candidate } from './rerank-features';

export interface Tree {
  /** Per node: the feature tested (-1: a leaf), the threshold (x < t goes left), children, leaf value. */
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface Forest { trees: Tree[] }

export interface TreeParams {
  trees: number; depth: number; rate: number; reg: number; minHess: number;
  /** LambdaRank weighting: each pair weighs |ΔNDCG| of swapping the two under the current scores (the top matters most). */
  lambdaRank?: boolean;
}

export const TREE_DEFAULTS: TreeParams = { trees: 100, depth: 3, rate: 0.1, reg: 1, minHess: 1e-3 };

const BINS = 32;

interface Trainable { cands: Candidate[]; gold: number }

/** A tree's value for `x`. */
export function treeValue(t: Tree, x: readonly number[]): number {
  let n = 0;
  while (t.feature[n]! >= 0) n = x[t.feature[n]!]! < t.threshold[n]! ? t.left[n]! : t.right[n]!;
  return t.value[n]!;
}

/** A candidate's score under the forest (higher ranks first). */
export function forestScore(f: Forest, x: readonly number[]): number {
  let s = 0;
  for (const t of f.trees) s += treeValue(t, x);
  return s;
}

/** Fit a forest on the questions whose answer is among their candidates. */
export function fitTrees(items: readonly Trainable[], params: TreeParams = TREE_DEFAULTS): Forest {
  const used = items.filter((i) => i.gold >= 0 && i.cands.length > 1);
  const rows = used.flatMap((i) => i.cands.map((c) => c.x));
  const dim = rows[0]?.length ?? 0;
  // Candidate thresholds per feature: distinct quantiles of its training values.
  const cuts = Array.from({ length: dim }, (_, j) => {
    const v = rows.map((x) => x[j]!).sort((a, b) => a - b);
    const out: number[] = [];
    for (let b = 1; b < BINS; b++) {
      // Six significant digits, so the asset's thresholds are the cuts the fit used.
      const t = Number(v[Math.floor((b * v.length) / BINS)]!.toPrecision(6));
      if (t > v[0]! && (out.length === 0 || t > out[out.length - 1]!)) out.push(t);
    }
    return out;
  });
  // Each row's bin per feature: the number of cuts ≤ its value (x < cut[b] ⇔ bin ≤ b).
  const bin = rows.map((x) => x.map((v, j) => { const c = cuts[j]!; let k = 0; while (k < c.length && v >= c[k]!) k++; return k; }));
  const start: number[] = [];
  let at = 0;
  for (const i of used) { start.push(at); at += i.cands.length; }
  const score = new Float64Array(rows.length);
  const grad = new Float64Array(rows.length);
  const hess = new Float64Array(rows.length);
  const trees: Tree[] = [];
  for (let round = 0; round < params.trees; round++) {
    grad.fill(0);
    hess.fill(0);
    used.forEach((it, q) => {
      const g = start[q]! + it.gold;
      let w = 1 / ((it.cands.length - 1) * used.length);
      // Current positions (for LambdaRank): the answer's, and each other's by score.
      const disc = (r: number): number => 1 / Math.log2(2 + r);
      let gr = 0;
      const order: number[] = [];
      if (params.lambdaRank) {
        for (let k = 0; k < it.cands.length; k++) order.push(k);
        order.sort((a, b) => score[start[q]! + b]! - score[start[q]! + a]! || a - b);
        gr = order.indexOf(it.gold);
      }
      const pos = params.lambdaRank ? new Map(order.map((k, r) => [k, r])) : undefined;
      for (let k = 0; k < it.cands.length; k++) {
        if (k === it.gold) continue;
        const o = start[q]! + k;
        if (pos) w = Math.abs(disc(gr) - disc(pos.get(k)!)) / used.length;
        const s = 1 / (1 + Math.exp(score[g]! - score[o]!)); // σ(−(s_g − s_o))
        grad[g]! -= w * s;
        grad[o]! += w * s;
        const h = w * s * (1 - s);
        hess[g]! += h;
        hess[o]! += h;
      }
    });
    const tree: Tree = { feature: [], threshold: [], left: [], right: [], value: [] };
    const leafOf = new Int32Array(rows.length);
    const grow = (members: number[], depth: number): number => {
      const node = tree.feature.length;
      tree.feature.push(-1); tree.threshold.push(0); tree.left.push(-1); tree.right.push(-1); tree.value.push(0);
      let G = 0;
      let H = 0;
      for (const r of members) { G += grad[r]!; H += hess[r]!; }
      const leaf = (): number => { tree.value[node] = Number(((-G / (H + params.reg)) * params.rate).toPrecision(6)); for (const r of members) leafOf[r] = node; return node; };
      if (depth === params.depth || members.length < 2) return leaf();
      const parentGain = (G * G) / (H + params.reg);
      let best = { gain: 1e-12, j: -1, b: -1 };
      for (let j = 0; j < dim; j++) {
        const nb = cuts[j]!.length + 1;
        if (nb < 2) continue;
        const gs = new Float64Array(nb);
        const hs = new Float64Array(nb);
        for (const r of members) { const b = bin[r]![j]!; gs[b]! += grad[r]!; hs[b]! += hess[r]!; }
        let gl = 0;
        let hl = 0;
        for (let b = 0; b < nb - 1; b++) {
          gl += gs[b]!; hl += hs[b]!;
          const gr = G - gl;
          const hr = H - hl;
          if (hl < params.minHess || hr < params.minHess) continue;
          const gain = (gl * gl) / (hl + params.reg) + (gr * gr) / (hr + params.reg) - parentGain;
          if (gain > best.gain) best = { gain, j, b };
        }
      }
      if (best.j < 0) return leaf();
      const l: number[] = [];
      const rr: number[] = [];
      for (const r of members) (bin[r]![best.j]! <= best.b ? l : rr).push(r);
      tree.feature[node] = best.j;
      tree.threshold[node] = cuts[best.j]![best.b]!;
      tree.left[node] = grow(l, depth + 1);
      tree.right[node] = grow(rr, depth + 1);
      return node;
    };
    grow(rows.map((_, r) => r), 0);
    for (let r = 0; r < rows.length; r++) score[r]! += tree.value[leafOf[r]!]!;
    trees.push(tree);
  }
  return { trees };
}
