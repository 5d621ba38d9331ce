/**
 * hit@1 / hit@6 of reranked answers against today's ranks of the same questions, with questions
 * won and lost: what the search-quality trials (bench/rerank-trial.ts, bench/vectors-trial.ts)
 * report and choose constants by.
 */
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
/** What constants are chosen by: hit@6 plus hit@1 (as the round-5 trials did). */
export const objective = (t: Tally): number => t.hit6 + t.hit1;

export const addTally = (a: Tally, b: Tally): Tally => ({ n: a.n + b.n, hit1: a.hit1 + b.hit1, hit6: a.hit6 + b.hit6, won1: a.won1 + b.won1, lost1: a.lost1 + b.lost1, won6: a.won6 + b.won6, lost6: a.lost6 + b.lost6 });
