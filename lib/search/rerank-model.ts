// The learned rerank's model: a versioned asset (rerank-model.json) written by
// scripts/train-rerank.ts from the dev questions, checked against the features this code computes.
import { z } from 'zod';
import { PrimaChatError } from '../errors';
import { RERANK_FEATURES } from './rerank-features';
import asset from './rerank-model.json';

/**
 * Bump with any change of the features or of how they are computed, or of the asset's format, so
 * a model fitted to other features is refused. 1 was round 5's (heading-path proximity, a second
 * decode; not kept); 2: in-memory features only (rerank-features.ts); 3: the asset names its kind
 * (linear; round 12 measured trees in bench/ and did not ship them), the features unchanged.
 */
export const RERANK_MODEL_VERSION = 3;

export const RerankModelSchema = z.object({
  /** The model's kind: linear weights, the only one shipped (round 12's trees stayed in bench/, bench/support/boosted-trees.ts). */
  kind: z.literal('linear'),
  /** How many of today's best are reordered. */
  candidates: z.number().int().min(1).max(100),
  features: z.array(z.string()),
  /** How the model was fitted (for the record: script, questions, settings). */
  trainedOn: z.string(),
  version: z.number().int(),
  weights: z.array(z.number()),
});
export type RerankModel = z.infer<typeof RerankModelSchema>;

/** Parse a model, refusing one of another version or whose features are not the ones `evidenceOf` computes, in order. */
export function parseRerankModel(raw: unknown): RerankModel {
  const got = RerankModelSchema.safeParse(raw);
  if (!got.success) throw new PrimaChatError('internal', `The rerank model is malformed: ${got.error.message}. Run scripts/train-rerank.ts.`);
  const m = got.data;
  if (m.version !== RERANK_MODEL_VERSION) {
    throw new PrimaChatError('internal', `The rerank model is of version ${m.version}, this code computes the features of version ${RERANK_MODEL_VERSION}. Run scripts/train-rerank.ts.`);
  }
  if (m.features.join() !== RERANK_FEATURES.join() || m.weights.length !== RERANK_FEATURES.length) {
    throw new PrimaChatError('internal', 'The rerank model names other features than the code computes. Run scripts/train-rerank.ts.');
  }
  return m;
}

/** A candidate's score under the model (higher ranks first), from its features in `RERANK_FEATURES` order. */
export function modelScore(m: RerankModel, x: readonly number[]): number {
  let s = 0;
  for (let j = 0; j < m.weights.length; j++) s += m.weights[j]! * x[j]!;
  return s;
}

/** The shipped model. */
export const RERANK_MODEL: RerankModel = parseRerankModel(asset);
