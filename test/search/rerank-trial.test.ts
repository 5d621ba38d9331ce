// The round-5 rerank harness (bench/support): the pairwise learner puts the answer first when
// one feature tells it, and the in-memory features see which field each query word matched and
// how close the words sit in the heading path.
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../lib/search/index';
import { columnAt } from '../../lib/search/index-data';
import { expand, runQuery } from '../../lib/search/query';
import { splitSections } from '../../lib/search/sections';
import { fitPairwise, scoreWith } from '../../bench/support/pairwise-logistic';
import { featuresOf, RERANK_FEATURES } from '../../bench/support/rerank-in-memory';

// A small deterministic generator, so the data is the same every run.
function lcg(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe('pairwise logistic ranker', () => {
  it('learns to rank the answer first from the one feature that marks it, ignoring noise', () => {
    const rnd = lcg(7);
    const items = Array.from({ length: 40 }, () => {
      const gold = Math.floor(rnd() * 5);
      const cands = Array.from({ length: 5 }, (_, k) => ({ doc: k, rank: k, score: 0, x: [rnd(), k === gold ? 1 + rnd() : rnd()] }));
      return { cands, gold };
    });
    const model = fitPairwise(items.slice(0, 30), 0.01);
    expect(model.w[1]!).toBeGreaterThan(Math.abs(model.w[0]!));
    for (const it of items.slice(30)) {
      const best = it.cands.reduce((b, c) => (scoreWith(model, c.x) > scoreWith(model, b.x) ? c : b));
      expect(best.doc).toBe(it.gold);
    }
  });
});

describe('in-memory rerank features', () => {
  const at = (name: (typeof RERANK_FEATURES)[number]) => RERANK_FEATURES.indexOf(name);
  const index = buildIndex([
    ...splitSections('equipment.md', '# Equipment\n\n## Stolen laptop\n\nReport it to IT.\n\n## Returns\n\nA laptop that was stolen from a car is reported too.\n'),
    ...splitSections('travel.md', '# Travel\n\nTrains and planes.\n'),
  ]);

  it('counts each query word in the fields it matched, and its heading-path proximity', () => {
    const p = index.data.postings;
    const words = ['laptop', 'stolen'];
    const expansions = words.map((q) => expand(p.terms, q));
    const ranked = runQuery(p, index.scratch, words, 10);
    const x = featuresOf(ranked.map((r) => ({ data: index.data, expansions, doc: r.doc, score: r.score })));
    const of = (h: string) => x[ranked.findIndex((r) => columnAt(index.data.docs.heading, r.doc) === h)]!;
    const both = of('Stolen laptop');
    const body = of('Returns');
    expect(both[at('cov_heading')]).toBeCloseTo(1);
    expect(both[at('coord')]).toBe(1);
    expect(both[at('prox_head')]).toBeGreaterThan(0);
    expect(body[at('cov_heading')]).toBe(0);
    expect(body[at('cov_text')]).toBeCloseTo(1);
    expect(body[at('prox_head')]).toBe(0);
    expect(both[at('first_of_file')]).toBe(0);
  });
});
