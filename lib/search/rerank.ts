// The learned rerank (issue 14, round 10): today's best candidates reordered by a model (linear, or trees: rerank-model.ts)
// over features the query already holds in memory (rerank-features.ts), fitted pairwise on the
// dev questions of the four handbooks (scripts/train-rerank.ts; measured with a handbook left
// out in bench/rerank-trial.ts). Queries holding CJK text keep today's order (see RERANK_CJK).
import { hasCjk } from './cjk/scripts';
import type { IndexData } from './index-data';
import { expand, indexedQueryTerms, runQuery, type Expansion, type Ranked, type Scratch } from './query';
import { evidenceOf, type RerankCandidate, type WalkBuffers } from './rerank-features';
import { modelScore, RERANK_MODEL, type RerankModel } from './rerank-model';

/** Whether queries holding CJK text are reranked too (chosen on dev, bench/rerank-trial.ts). */
export const RERANK_CJK = false;

/** Whether `query` is reranked (see RERANK_CJK). */
export function reranks(query: string | readonly string[]): boolean {
  return RERANK_CJK || !hasCjk(typeof query === 'string' ? query : query.join(' '));
}

/** How many of today's best a reranked query asks for: the model's candidates, or `limit` when more. */
export function candidateCount(limit: number, model: RerankModel = RERANK_MODEL): number {
  return Math.max(limit, model.candidates);
}

/** A query's walk scratch space in one index: its accumulators' spare list (query.ts). */
export const buffersOf = (scratch: Scratch): WalkBuffers => ({ docs: scratch.list, flags: scratch.flags });

/**
 * `cands` (today's ranking, best first) in the model's order, each with the model's score and
 * the index terms it holds (for its snippet); ties keep today's order. Only the first
 * `model.candidates` are reordered; the rest follow as they were, scored below them.
 */
export function rerank<T extends RerankCandidate>(
  cands: readonly T[], buffers: (data: IndexData) => WalkBuffers, model: RerankModel = RERANK_MODEL,
): Array<{ item: T; score: number; terms: string[] }> {
  // Features of the model's candidates alone (as trained); a longer list's tail needs only its terms.
  const head = cands.slice(0, model.candidates);
  const { x, terms } = evidenceOf(head, buffers);
  const scored = head.map((item, i) => ({ item, i, score: modelScore(model, x[i]!), terms: terms[i]! }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  const low = scored.length ? scored[scored.length - 1]!.score : 0;
  const rest = cands.slice(model.candidates);
  const restTerms = rest.length ? evidenceOf(rest, buffers).terms : [];
  const tail = rest.map((item, k) => ({ item, score: low - 1 - k, terms: restTerms[k]! }));
  return [...scored.map(({ item, score, terms: t }) => ({ item, score, terms: t })), ...tail];
}

/**
 * The best `limit` sections of one index for `query` (runQuery's contract, matched terms
 * included): today's ranking, its best candidates reranked unless the query is one it leaves alone.
 */
export function rankedFor(data: IndexData, scratch: Scratch, query: string, limit: number, model: RerankModel = RERANK_MODEL): Ranked[] {
  const p = data.postings;
  if (!reranks(query)) return runQuery(p, scratch, query, limit);
  const words = indexedQueryTerms(p, query);
  const expanded = new Map<string, Expansion[]>([...new Set(words)].map((q) => [q, expand(p.terms, q)]));
  const ranked = runQuery(p, scratch, words, candidateCount(limit, model), undefined, expanded, { terms: false });
  const expansions = [...expanded.values()];
  const out = rerank(ranked.map((r) => ({ data, expansions, doc: r.doc, score: r.score })), () => buffersOf(scratch), model);
  return out.slice(0, limit).map(({ item, score, terms }) => ({ doc: item.doc, score, terms }));
}
