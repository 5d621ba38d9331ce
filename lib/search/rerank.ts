// The learned rerank (issue 14, round 5): today's best N candidates reordered by a linear model
// over their features (rerank-features.ts), fitted pairwise on the dev questions of the four
// handbooks (scripts/train-rerank.ts; measured leave-one-handbook-out in bench/rerank-trial.ts).
// Queries holding CJK text keep today's order: on the Japanese dev handbook, a model trained on
// the other three lost more first places than it won.
import { hasCjk } from './cjk/scripts';
import { featuresOf, type RerankCandidate } from './rerank-features';
import { RERANK_MODEL, type RerankModel } from './rerank-model';

/** How many of today's best a reranked query asks for: the model's candidates, or `limit` when more. */
export function candidateCount(query: string | readonly string[], limit: number, model: RerankModel = RERANK_MODEL): number {
  return reranks(query) ? Math.max(limit, model.candidates) : limit;
}

/** Whether `query` is reranked: not when it holds CJK text (see above). */
export function reranks(query: string | readonly string[]): boolean {
  return !hasCjk(typeof query === 'string' ? query : query.join(' '));
}

/**
 * `cands` (today's ranking, best first) in the model's order, each with the model's score; ties
 * keep today's order. Only the first `model.candidates` are reordered; the rest follow as they were.
 */
export function rerank<T extends RerankCandidate>(cands: readonly T[], model: RerankModel = RERANK_MODEL): T[] {
  const head = cands.slice(0, model.candidates);
  const x = featuresOf(head);
  const scored = head.map((c, i) => ({ c, i, s: x[i]!.reduce((sum, v, j) => sum + v * model.weights[j]!, 0) }));
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  const tail = cands.slice(model.candidates);
  const low = scored.length ? scored[scored.length - 1]!.s : 0;
  // The tail keeps today's order below every reranked candidate.
  return [...scored.map(({ c, s }) => ({ ...c, score: s })), ...tail.map((c, i) => ({ ...c, score: low - 1 - i }))];
}
