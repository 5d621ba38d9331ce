// How the rerank's L2 penalty is chosen, by the trial (bench/rerank-trial.ts) and the training
// script (scripts/train-rerank.ts) alike: each λ fitted leaving one training handbook out and
// scored on it, summed; questions never score the model they trained.
import { fitPairwise, scoreWith, type Model } from './pairwise-logistic';
import { objective, tally as tallyRanks, type Tally } from './hit-tally';
import type { Candidate } from './rerank-features';
import type { Item } from './rerank-items';

export const LAMBDAS = [0.001, 0.01, 0.1] as const;

export type Rescore = (c: Candidate) => number;

/** Today's order. */
export const today: Rescore = (c) => -c.rank;

/** A model's order. */
export const byModel = (m: Model): Rescore => (c) => scoreWith(m, c.x);

/** New rank of the answer under `f` (ties keep today's order); -1 when not a candidate. */
export function newRank(it: Item, f: Rescore): number {
  if (it.gold < 0) return -1;
  const gold = it.cands[it.gold]!;
  const g = f(gold);
  let r = 0;
  for (const c of it.cands) if (c !== gold && (f(c) > g || (f(c) === g && c.rank < it.gold))) r++;
  return r;
}

/** hit@1 / hit@6 under `f`, paired against today's order. */
export const tallyOf = (items: readonly Item[], f: Rescore): Tally => tallyRanks(items.map((it) => newRank(it, f)), items.map((it) => it.gold));

/** λ for a training set of several handbooks (LAMBDAS, the first best on ties). */
export function chooseLambda(train: readonly Item[]): number {
  const groups = [...new Set(train.map((i) => i.handbook))];
  const inner = (lambda: number): number =>
    groups.reduce((s, g) => s + objective(tallyOf(train.filter((i) => i.handbook === g), byModel(fitPairwise(train.filter((i) => i.handbook !== g), lambda)))), 0);
  const scores = LAMBDAS.map(inner);
  return LAMBDAS[scores.indexOf(Math.max(...scores))]!;
}
