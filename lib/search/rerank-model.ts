// The learned rerank's model: a versioned asset (rerank-model.json) written by
// scripts/train-rerank.ts from the dev questions, checked against the features this code computes.
// Two kinds: linear weights (rounds 10–12), or a small ensemble of regression trees of bounded
// depth and number (round 12), whose scores add up.
import { z } from 'zod';
import { PrimaChatError } from '../errors';
import { RERANK_FEATURES } from './rerank-features';
import asset from './rerank-model.json';

/**
 * Bump with any change of the features or of how they are computed, or of the asset's format, so
 * a model fitted to other features is refused. 1 was round 5's (heading-path proximity, a second
 * decode; not kept); 2: in-memory features only (rerank-features.ts); 3: the asset names its kind
 * (linear or trees), the features unchanged.
 */
export const RERANK_MODEL_VERSION = 3;

/** Bounds of a tree ensemble (the per-query cost: at most TREES_MAX × TREE_DEPTH_MAX tests per candidate). */
export const TREES_MAX = 300;
export const TREE_DEPTH_MAX = 6;

// An array of finite numbers (integers when `int`), checked in one loop: thousands of numbers
// through zod's per-element schemas cost the first search after a worker stop ~10 ms more.
const numbers = (int: boolean) => z.custom<number[]>((v) => Array.isArray(v) && v.every((n) => typeof n === 'number' && (int ? Number.isInteger(n) : Number.isFinite(n))), { message: int ? 'an array of integers' : 'an array of numbers' });

/** One regression tree as node arrays: node 0 is the root; a leaf's feature is -1; x[feature] < threshold goes left. */
export const RerankTreeSchema = z.object({
  feature: numbers(true),
  threshold: numbers(false),
  left: numbers(true),
  right: numbers(true),
  value: numbers(false),
});
export type RerankTree = z.infer<typeof RerankTreeSchema>;

const Common = {
  /** How many of today's best are reordered. */
  candidates: z.number().int().min(1).max(100),
  features: z.array(z.string()),
  /** How the model was fitted (for the record: script, questions, settings). */
  trainedOn: z.string(),
  version: z.number().int(),
};

export const RerankModelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('linear'), ...Common, weights: z.array(z.number()) }),
  z.object({ kind: z.literal('trees'), ...Common, depth: z.number().int().min(1).max(TREE_DEPTH_MAX), trees: z.array(RerankTreeSchema).min(1).max(TREES_MAX) }),
]);
export type RerankModel = z.infer<typeof RerankModelSchema>;

// Whether a tree is well formed: arrays of one length, children after their parent, leaves
// without children, features among `dim`, no path deeper than `depth` (so evaluation ends).
function treeFits(t: RerankTree, dim: number, depth: number): boolean {
  const n = t.feature.length;
  if (n === 0 || [t.threshold, t.left, t.right, t.value].some((a) => a.length !== n)) return false;
  const deep = new Array<number>(n).fill(-1);
  deep[0] = 0;
  for (let i = 0; i < n; i++) {
    if (deep[i]! < 0) return false;
    const f = t.feature[i]!;
    if (f < -1) return false;
    if (f < 0) { if (t.left[i] !== -1 || t.right[i] !== -1) return false; continue; }
    if (f >= dim || deep[i]! >= depth) return false;
    for (const c of [t.left[i]!, t.right[i]!]) {
      if (c <= i || c >= n || deep[c] !== -1) return false;
      deep[c] = deep[i]! + 1;
    }
  }
  return true;
}

/** Parse a model, refusing one of another version, whose features are not the ones `evidenceOf` computes, in order, or whose trees are malformed. */
export function parseRerankModel(raw: unknown): RerankModel {
  const got = RerankModelSchema.safeParse(raw);
  if (!got.success) throw new PrimaChatError('internal', `The rerank model is malformed: ${got.error.message}. Run scripts/train-rerank.ts.`);
  const m = got.data;
  if (m.version !== RERANK_MODEL_VERSION) {
    throw new PrimaChatError('internal', `The rerank model is of version ${m.version}, this code computes the features of version ${RERANK_MODEL_VERSION}. Run scripts/train-rerank.ts.`);
  }
  if (m.features.join() !== RERANK_FEATURES.join() || (m.kind === 'linear' && m.weights.length !== RERANK_FEATURES.length)) {
    throw new PrimaChatError('internal', 'The rerank model names other features than the code computes. Run scripts/train-rerank.ts.');
  }
  if (m.kind === 'trees' && !m.trees.every((t) => treeFits(t, RERANK_FEATURES.length, m.depth))) {
    throw new PrimaChatError('internal', `The rerank model's trees are malformed (node arrays, children, features, depth ≤ ${m.depth}). Run scripts/train-rerank.ts.`);
  }
  return m;
}

/** A candidate's score under the model (higher ranks first), from its features in `RERANK_FEATURES` order. */
export function modelScore(m: RerankModel, x: readonly number[]): number {
  let s = 0;
  if (m.kind === 'linear') {
    for (let j = 0; j < m.weights.length; j++) s += m.weights[j]! * x[j]!;
    return s;
  }
  for (const t of m.trees) {
    let n = 0;
    while (t.feature[n]! >= 0) n = x[t.feature[n]!]! < t.threshold[n]! ? t.left[n]! : t.right[n]!;
    s += t.value[n]!;
  }
  return s;
}

/** The shipped model. */
export const RERANK_MODEL: RerankModel = parseRerankModel(asset);
