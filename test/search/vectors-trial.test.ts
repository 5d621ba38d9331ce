// The round-6 word-vector harness (bench/support): int8 quantisation keeps a vector's direction,
// a fusion moves the answer by its cosine (and never outside today's top K), the tally counts
// won and lost against today, and expansion adds only this index's terms near enough.
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../lib/search/index';
import { splitSections } from '../../lib/search/sections';
import { DIMS, quantise, type WordVectors } from '../../bench/support/word-vectors';
import { fusedRank, tally } from '../../bench/support/vector-fusion';
import { expandedFor, neighbourTable } from '../../bench/support/vector-expansion';
import type { Handbook, Question } from '../../bench/support/vector-context';

describe('int8 word vectors', () => {
  it('keep a unit vector to within one step per component', () => {
    const v = Array.from({ length: DIMS }, (_, i) => Math.sin(i * 1.7) * 3);
    const q = new Int8Array(DIMS);
    const s = quantise(v, q, 0);
    const norm = Math.hypot(...v);
    for (let i = 0; i < DIMS; i++) expect(Math.abs(q[i]! * s - v[i]! / norm)).toBeLessThanOrEqual(s / 2 + 1e-9);
    expect(Math.max(...Array.from(q, Math.abs))).toBe(127);
  });
});

describe('fusion with a cosine', () => {
  const ranked = [0, 1, 2, 3, 4, 5, 6, 7].map((doc) => ({ doc, score: 10 - doc }));
  // The cosine orders today's list backwards, and puts today's last first.
  const cos = new Float32Array([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 1]);

  it('lifts a section of high cosine within today\'s top K, and leaves it where it was outside K', () => {
    expect(fusedRank(ranked, cos, { kind: 'weighted', beta: 2, top: 8 }, 7)).toBe(0);
    expect(fusedRank(ranked, cos, { kind: 'weighted', beta: 2, top: 6 }, 7)).toBe(7);
    expect(fusedRank(ranked, undefined, { kind: 'weighted', beta: 2, top: 8 }, 7)).toBe(7);
  });

  it('fuses by reciprocal rank: the cosine\'s first stays last at w 0.5 and comes first at w 2', () => {
    expect(fusedRank(ranked, cos, { kind: 'rrf', w: 0.5, k0: 60 }, 7)).toBe(7);
    expect(fusedRank(ranked, cos, { kind: 'rrf', w: 2, k0: 60 }, 7)).toBe(0);
    expect(fusedRank(ranked, cos, { kind: 'alone' }, 7)).toBe(0);
  });

  it('counts questions won and lost at hit@1 and hit@6 against today', () => {
    expect(tally([0, 5, 6, -1], [1, 7, 0, 3])).toMatchObject({ hit1: 1, hit6: 2, won1: 1, lost1: 1, won6: 1, lost6: 2 });
  });
});

describe('expansion by nearest index terms', () => {
  // Three words along two directions: "laptop" and "notebook" close, "banana" far.
  const unit = (a: number, b: number): number[] => Array.from({ length: DIMS }, (_, i) => (i === 0 ? a : i === 1 ? b : 0));
  const words = ['laptop', 'notebook', 'banana', 'computer'];
  const raw = [unit(1, 0), unit(0.9, 0.436), unit(0, 1), unit(0.95, 0.31)];
  const q = new Int8Array(words.length * DIMS);
  const scale = new Float32Array(raw.map((v, i) => quantise(v, q, i * DIMS)));
  const wv: WordVectors = { words, q, scale };
  const vocab = new Map(words.map((w, i) => [w, i]));
  const index = buildIndex(splitSections('it.md', '# Equipment\n\n## Notebook refresh\n\nEvery third year.\n\n## Fruit\n\nA banana a day.\n'));
  const h: Handbook = { name: 'it', index, head: [], body: [], df: () => 1, count: new Float64Array(words.length), total: 1, questions: [] };
  const question = { terms: [{ term: 'laptop', surface: 'laptop' }] } as Pick<Question, 'terms'> as Question;
  const terms = index.data.postings.terms;

  it('adds the index\'s own terms above τ at weight λ, none below, none the index lacks', () => {
    const table = neighbourTable(h, wv, vocab, words.length);
    const near = expandedFor(h, question, table, { n: words.length, k: 3, tau: 0.8, lambda: 0.3 })!.get('laptop')!;
    expect(near.map((e) => [terms[e.term], e.weight])).toEqual([['notebook', 0.3]]); // "computer" is not an index term, "banana" is far
    expect(expandedFor(h, question, table, { n: words.length, k: 3, tau: 0.95, lambda: 0.3 })).toBeUndefined();
  });

  it('reaches nothing when the query word lies beyond the vocabulary cap', () => {
    const table = neighbourTable(h, wv, vocab, 0);
    expect(expandedFor(h, question, table, { n: 0, k: 3, tau: 0, lambda: 0.3 })).toBeUndefined();
  });
});
