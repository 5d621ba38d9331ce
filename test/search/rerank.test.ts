// The learned rerank (lib/search/rerank*.ts): the shipped model lifts a section today's ranking
// leaves low, its walk of the postings sees which field each query word matched and gives the
// same matched terms (snippets) as today's, CJK queries keep today's order, and a model asset of
// another version or other features is refused with a clear error.
import { describe, expect, it } from 'vitest';
import { PrimaChatError } from '../../lib/errors';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { columnAt, lowerBound } from '../../lib/search/index-data';
import { queryTerms } from '../../lib/search/query-words';
import { expand, runQuery, withTerms, type Expansion } from '../../lib/search/query';
import { buffersOf, rankedFor, reranks } from '../../lib/search/rerank';
import { evidenceOf, RERANK_FEATURES } from '../../lib/search/rerank-features';
import { parseRerankModel, RERANK_MODEL, RERANK_MODEL_VERSION, type RerankModel } from '../../lib/search/rerank-model';
import { splitSections } from '../../lib/search/sections';
import { searchIndexes } from '../../lib/search/space-search';
import asset from '../../lib/search/rerank-model.json';

const FILES: Record<string, string> = {
  'laptop.md': '# Laptop\n\n## Overview\n\nEvery few years we refresh the office furniture, the kitchen and the meeting rooms.\n\n## Ordering\n\nAsk IT.\n',
  'hardware.md': '# Hardware\n\n## Replacement cycle\n\nYour laptop gets a refresh every three years.\n\n## Monitors\n\nAsk for a second monitor.\n',
  'travel.md': '# Travel\n\nBook trains early; receipts go to finance.\n',
  'ja/kyuka.md': '# 休暇\n\n## 有給休暇\n\n有給休暇を申請するには上司に連絡してください。\n\n## 在宅勤務\n\n在宅勤務の申請は前日までに。\n',
};
const index = buildIndex(Object.entries(FILES).flatMap(([f, t]) => splitSections(f, t)));
const { docs } = index.data;
const name = (d: number) => `${docs.files[docs.fileOf[d]!]} ${columnAt(docs.heading, d)}`;
// A model that keeps today's order: only the inverse rank weighs.
const todaysOrder: RerankModel = { kind: 'linear', version: RERANK_MODEL_VERSION, candidates: RERANK_MODEL.candidates, features: [...RERANK_FEATURES], trainedOn: 'test', weights: RERANK_FEATURES.map((f) => (f === 'inv_rank' ? 1 : 0)) };

describe('learned rerank', () => {
  it('lifts the section whose text holds both words over one that has a word only in its file name', () => {
    const q = 'when is my laptop refreshed';
    const today = runQuery(index.data.postings, index.scratch, q, 3).map((r) => name(r.doc));
    expect(today).not.toContain('hardware.md Replacement cycle');
    expect(rankedFor(index.data, index.scratch, q, 2).map((r) => name(r.doc))).toContain('hardware.md Replacement cycle');
    // The same step with a model of today's order gives today's ranking, terms and all.
    expect(rankedFor(index.data, index.scratch, q, 3, todaysOrder).map((r) => ({ doc: r.doc, terms: [...r.terms].sort() })))
      .toEqual(runQuery(index.data.postings, index.scratch, q, 3).map((r) => ({ doc: r.doc, terms: [...r.terms].sort() })));
  });

  it('gives every hit the matched terms today gives it (the snippets do not change)', () => {
    for (const q of ['laptop refresh', 'ask for a monitor', 'receipts finance trains', 'refreshing laptops every year']) {
      const got = rankedFor(index.data, index.scratch, q, 6);
      const p = index.data.postings;
      const words = queryTerms(q, (t) => p.terms[lowerBound(p.terms, t)] === t);
      const expanded = new Map<string, Expansion[]>(words.map((w) => [w, expand(p.terms, w)]));
      const want = withTerms(index.data.postings, index.scratch, expanded, got.map((r) => ({ ...r, terms: [] })));
      expect(got.map((r) => [...r.terms].sort()), q).toEqual(want.map((r) => [...r.terms].sort()));
    }
  });

  it('reorders only the model\'s candidates: a longer list\'s tail keeps today\'s order, below them, with its terms', () => {
    const q = 'ask for a laptop refresh monitor';
    const two = { ...RERANK_MODEL, candidates: 2 };
    const today = runQuery(index.data.postings, index.scratch, q, 6);
    const got = rankedFor(index.data, index.scratch, q, 6, two);
    expect(today.length).toBeGreaterThan(3);
    expect(got.slice(2).map((r) => ({ doc: r.doc, terms: [...r.terms].sort() }))).toEqual(today.slice(2).map((r) => ({ doc: r.doc, terms: [...r.terms].sort() })));
    expect(new Set(got.slice(0, 2).map((r) => r.doc))).toEqual(new Set(today.slice(0, 2).map((r) => r.doc)));
    for (let i = 1; i < got.length; i++) expect(got[i]!.score).toBeLessThan(got[i - 1]!.score);
  });

  it('sees which field each query word matched, from the postings alone', () => {
    const p = index.data.postings;
    const expansions = ['laptop', 'refresh'].map((w) => expand(p.terms, w));
    const ranked = runQuery(p, index.scratch, ['laptop', 'refresh'], 10, undefined, undefined, { terms: false });
    const { x, terms } = evidenceOf(ranked.map((r) => ({ data: index.data, expansions, doc: r.doc, score: r.score })), () => buffersOf(index.scratch));
    const at = (f: (typeof RERANK_FEATURES)[number]) => RERANK_FEATURES.indexOf(f);
    const of = (n: string) => ranked.findIndex((r) => name(r.doc) === n);
    const cycle = of('hardware.md Replacement cycle');
    const overview = of('laptop.md Overview');
    expect(x[cycle]![at('cov_text')]).toBeCloseTo(1);
    expect(x[cycle]![at('cov_file')]).toBe(0);
    expect(x[cycle]![at('coord')]).toBe(1);
    expect(x[overview]![at('cov_file')]).toBeGreaterThan(0);
    expect(x[overview]![at('cov_text')]).toBeLessThan(1);
    expect(terms[cycle]!.sort()).toEqual(['laptop', 'refresh']);
  });

  it('keeps today\'s order for a query in Japanese', () => {
    const q = '有給休暇の申請';
    expect(reranks(q)).toBe(false);
    expect(reranks('有給休暇 laptop')).toBe(false);
    expect(reranks('laptop refresh')).toBe(true);
    expect(rankedFor(index.data, index.scratch, q, 6)).toEqual(runQuery(index.data.postings, index.scratch, q, 6));
  });

  it('ranks one repository the same through the space search', async () => {
    for (const q of ['when is my laptop refreshed', 'ask for a monitor']) {
      const one = (await searchIndex(index, q, 6)).map((h) => [h.id, h.snippet]);
      expect((await searchIndexes([{ key: 'r', index }], q, 6)).map((h) => [h.id, h.snippet])).toEqual(one);
    }
  });
});

describe('rerank model asset', () => {
  it('is the version this code computes features for', () => {
    expect(parseRerankModel(asset).version).toBe(RERANK_MODEL_VERSION);
  });

  it('refuses weights of another version, saying how to get the right ones', () => {
    const old = () => parseRerankModel({ ...asset, version: RERANK_MODEL_VERSION - 1 });
    expect(old).toThrow(PrimaChatError);
    expect(old).toThrow(new RegExp(`version ${RERANK_MODEL_VERSION - 1}.*version ${RERANK_MODEL_VERSION}.*scripts/train-rerank\\.ts`));
  });

  it('refuses weights for other features, or malformed ones', () => {
    const linear = { ...todaysOrder };
    expect(() => parseRerankModel({ ...asset, features: [...asset.features].reverse() })).toThrow(/other features/);
    expect(() => parseRerankModel({ ...linear, weights: linear.weights.slice(1) })).toThrow(/other features/);
    expect(() => parseRerankModel({ ...linear, weights: 'none' })).toThrow(/malformed/);
    expect(() => parseRerankModel({ ...linear, kind: 'forest' })).toThrow(/malformed/);
    expect(parseRerankModel(linear).kind).toBe('linear');
  });


});
