// Round 12's rerank trials (issue 14): the neighbour features (bench/support/rerank-context.ts)
// see a parent or sibling that holds the query's words the candidate lacks, and the boosted trees
// (bench/support/boosted-trees.ts) learn a ranking one feature marks, the same trees every fit.
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../lib/search/index';
import { columnAt } from '../../lib/search/index-data';
import { expand, indexedQueryTerms, runQuery } from '../../lib/search/query';
import { splitSections } from '../../lib/search/sections';
import { CONTEXT_FEATURES, contextOf, coverageOf, neighboursOf } from '../../bench/support/rerank-context';
import { fitTrees, forestScore, treeValue } from '../../bench/support/boosted-trees';

const FILES: Record<string, string> = {
  'leave.md': '# Parental leave policy\n\nParental leave for new parents.\n\n## How to apply\n\nFill in the form and send it to your manager.\n\n### Deadlines\n\nTwo months before.\n\n## Pay\n\nFull pay.\n',
  'forms.md': '# Forms\n\nEvery form goes to the office.\n',
};
const index = buildIndex(Object.entries(FILES).flatMap(([f, t]) => splitSections(f, t)));
const { docs } = index.data;
const docOf = (file: string, heading: string): number => {
  for (let d = 0; d < docs.count; d++) if (docs.files[docs.fileOf[d]!] === file && columnAt(docs.heading, d).toLowerCase() === heading.toLowerCase()) return d;
  throw new Error(`${file} ${heading}`);
};
const at = (name: string): number => CONTEXT_FEATURES.indexOf(name as (typeof CONTEXT_FEATURES)[number]);

describe('neighbour features', () => {
  it('finds a section\'s parent (lower level, same file), previous and next section, none across files', () => {
    const apply = docOf('leave.md', 'How to apply');
    const deadlines = docOf('leave.md', 'Deadlines');
    const pay = docOf('leave.md', 'Pay');
    expect(neighboursOf(docs, deadlines)).toEqual({ parent: apply, prev: apply, next: pay });
    expect(neighboursOf(docs, pay).parent).toBe(docOf('leave.md', 'Parental leave policy'));
    expect(neighboursOf(docs, pay).next).toBe(-1);
    const forms = docOf('forms.md', 'Forms');
    expect(neighboursOf(docs, forms)).toEqual({ parent: -1, prev: -1, next: -1 });
  });

  it('gives the section under a general heading its parent\'s coverage of the query, which it lacks itself', () => {
    const q = 'apply parental leave form';
    const p = index.data.postings;
    const expansions = [...new Set(indexedQueryTerms(p, q))].map((w) => expand(p.terms, w));
    const ranked = runQuery(p, index.scratch, q, 10, undefined, undefined, { terms: false });
    const cands = ranked.map((r) => ({ data: index.data, expansions, doc: r.doc, score: r.score }));
    const x = contextOf(cands);
    const k = cands.findIndex((c) => c.doc === docOf('leave.md', 'Deadlines'));
    const f = cands.findIndex((c) => c.doc === docOf('forms.md', 'Forms'));
    expect(k).toBeGreaterThanOrEqual(0);
    expect(x[k]![at('nb_parent')]!).toBeGreaterThan(0.5);
    expect(x[k]![at('nb_gain')]!).toBeGreaterThan(0);
    expect(x[k]![at('nb_union')]!).toBeGreaterThan(x[k]![at('nb_parent')]! - 1e-9);
    expect(x[k]![at('cov_rel_file')]!).toBeLessThan(1);
    // A lone section of another file: no neighbours, its own file's best is itself.
    expect(x[f]![at('nb_best')]).toBe(0);
    expect(x[f]![at('cov_rel_file')]).toBe(1);
  });

  it('weighs a query word by its IDF and counts only the fields asked for', () => {
    expect(coverageOf([1, 3], [1, 0])).toBeCloseTo(0.25);
    expect(coverageOf([1, 3], [4, 4], 4)).toBe(1);
    expect(coverageOf([1, 3], [1, 2], 4)).toBe(0);
  });
});

describe('boosted trees', () => {
  it('learn to rank the answer first from the one feature that marks it, the same trees every fit', () => {
    let s = 11;
    const rnd = (): number => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
    const items = Array.from({ length: 60 }, () => {
      const gold = Math.floor(rnd() * 6);
      const cands = Array.from({ length: 6 }, (_, k) => ({ doc: k, rank: k, score: 0, x: [rnd(), k === gold ? 0.6 + 0.4 * rnd() : 0.5 * rnd()] }));
      return { cands, gold };
    });
    const forest = fitTrees(items.slice(0, 40), { trees: 20, depth: 2, rate: 0.3, reg: 1, minHess: 1e-4 });
    expect(forest.trees).toHaveLength(20);
    expect(forest.trees[0]!.feature[0]).toBe(1);
    for (const it of items.slice(40)) {
      const best = it.cands.reduce((b, c) => (forestScore(forest, c.x) > forestScore(forest, b.x) ? c : b));
      expect(best.doc).toBe(it.gold);
    }
    expect(fitTrees(items.slice(0, 40), { trees: 20, depth: 2, rate: 0.3, reg: 1, minHess: 1e-4 })).toEqual(forest);
  });

  it('send x below a node\'s threshold left', () => {
    const t = { feature: [0, -1, -1], threshold: [0.5, 0, 0], left: [1, -1, -1], right: [2, -1, -1], value: [0, -1, 1] };
    expect(treeValue(t, [0.4])).toBe(-1);
    expect(treeValue(t, [0.5])).toBe(1);
  });
});
