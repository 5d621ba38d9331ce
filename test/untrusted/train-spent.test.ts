import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extraBenignDocs, heldout10Docs, LATER_WEIGHTING, laterDocs, SYNTHETIC_SOURCE, train, weighBatch, type Doc } from '../../bench/support/injection-train';
import { balanceBatchSources } from '../../bench/support/injection-train-weighting';
import { HELDOUT12_BATCHES, heldout10Group, heldout10Rows, LATER_BATCHES, laterBatches, SPENT_BATCHES, spentBatchRows } from '../../bench/support/injection-train-heldout10';
import { devBoundedSets } from './support/dev-bounds';
import { recipeDocs, recipeFromArgs } from '../../bench/support/injection-spent-recipe';
import { SECOND_FLOOR } from '../../bench/support/injection-train-second';

// Issue 15, round 13: round 12's spent batches as training data, the balance of the batches'
// language groups, and the dev bounds as data for checking a candidate before its assets exist.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rows10 = heldout10Rows(root);
const rows12 = spentBatchRows(root, HELDOUT12_BATCHES).slice(rows10.length);
const doc = (y: 0 | 1, source: string, family?: string, lang?: string): Doc => ({ y, source, features: new Int32Array([y + 1]), second: new Int32Array([y + 1]), ...(family === undefined ? {} : { family }), ...(lang === undefined ? {} : { lang }) });

describe("round 12's batches as training data", () => {
  it('read every row of the pinned files, tagged with their folder, each language in a group', () => {
    expect([rows12.filter((r) => r.attack).length, rows12.filter((r) => !r.attack).length]).toEqual([502, 323]);
    expect(rows12.every((r) => r.batch === 'heldout12')).toBe(true);
    expect(new Set(rows12.map((r) => heldout10Group(r.lang))).size).toBe(8);
    const docs = heldout10Docs(rows12, { attacks: 1, negatives: 2 });
    expect(docs.length).toBe(502 + 2 * 323);
    expect(docs.every((d) => d.source.startsWith('heldout12 ') && d.family?.startsWith('heldout12 ') === true && d.lang !== undefined)).toBe(true);
  });
});

describe('every later spent batch as training data (rounds 16, 17, 19, 20)', () => {
  const later = spentBatchRows(root, LATER_BATCHES).slice(rows10.length);
  const count = (b: string): number[] => [later.filter((r) => r.batch === b && r.attack).length, later.filter((r) => r.batch === b && !r.attack).length];

  it('read every row of the nineteen pinned batches, each language in a group, and six of them are what ships', () => {
    expect(['heldout12', 'heldout13', 'heldout14', 'heldout15', 'heldout16', 'heldout17', 'heldout18', 'heldout19', 'heldout20', 'heldout21', 'heldout22', 'heldout23', 'heldout24', 'heldout25', 'heldout26', 'heldout27', 'heldout28', 'heldout29', 'heldout30'].map(count)).toEqual([[502, 323], [424, 286], [523, 346], [594, 356], [599, 363], [490, 291], [494, 302], [549, 326], [465, 465], [465, 464], [469, 470], [351, 355], [470, 476], [476, 480], [476, 483], [468, 467], [468, 465], [468, 462], [468, 464]]);
    expect(later.map((r) => heldout10Group(r.lang)).length).toBe(later.length);
    expect(Object.keys(laterBatches(['heldout13', 'heldout15']))).toEqual(['bench/heldout13', 'bench/heldout15']);
    // Round 19 (clf19b): heldout17 pinned and spent but not trained on (it breaks dev bounds); round 20
    // (clf20): heldout19 pinned, and not trained on either (with it the dev bounds break too); round 22
    // (clf22): heldout20-22 pinned, none trained on (heldout19-21 added break the eighth-round bound); round
    // 23: heldout23 pinned, not trained on; rounds 24-27: heldout24-27 too (clf26, trained on heldout22-25, was
    // merged and taken out again when the frozen split fell below its bar); round 28: heldout28 too; round 29: heldout29; round 30: heldout30.
    const untrained = ['bench/heldout17', 'bench/heldout19', 'bench/heldout20', 'bench/heldout21', 'bench/heldout22', 'bench/heldout23', 'bench/heldout24', 'bench/heldout25', 'bench/heldout26', 'bench/heldout27', 'bench/heldout28', 'bench/heldout29', 'bench/heldout30'];
    expect(Object.keys(SPENT_BATCHES)).toEqual(Object.keys(LATER_BATCHES).filter((d) => !untrained.includes(d)));
    expect(Object.entries(SPENT_BATCHES).every(([d, files]) => LATER_BATCHES[d] === files)).toBe(true);
  });

  it('train the later batches as LATER_WEIGHTING says: second stage only, their attacks weighed down, round 10\'s as before', () => {
    const r = recipeFromArgs([]);
    expect([r.later, r.laterSecondOnly, r.attackWeight12, r.batchWeight]).toEqual([['heldout12', 'heldout13', 'heldout14', 'heldout15', 'heldout16', 'heldout18'], LATER_WEIGHTING.secondOnly, LATER_WEIGHTING.attackWeight, LATER_WEIGHTING.batchWeight]);
    const some10 = rows10.slice(0, 20);
    const some15 = [...later.filter((x) => x.batch === 'heldout15' && x.attack).slice(0, 20), ...later.filter((x) => x.batch === 'heldout15' && !x.attack).slice(0, 20)];
    const docs = recipeDocs([], some10, some15, { ...r, laterSecondOnly: true, attackWeight12: 0.3 });
    const of15 = docs.filter((d) => d.source.startsWith('heldout15 '));
    const of10 = docs.filter((d) => d.source.startsWith('heldout10 '));
    expect(of15.length).toBe(some15.reduce((n, x) => n + (x.attack ? 1 : 3), 0));
    expect(of15.every((d) => d.secondOnly === true && (d.y === 1 ? d.weight === 0.3 : d.weight === undefined))).toBe(true);
    expect(of10.every((d) => d.secondOnly === undefined && d.weight === undefined)).toBe(true);
    expect(of15.some((d) => d.y === 1) && of15.some((d) => d.y === 0)).toBe(true);
  });

  it('train only the negatives of the batches --negatives-only names (round 22), the others whole', () => {
    const r = recipeFromArgs(['--later=heldout15,heldout16', '--negatives-only=heldout15']);
    expect(r.negativesOnly).toEqual(['heldout15']);
    const pick = (b: string) => [...later.filter((x) => x.batch === b && x.attack).slice(0, 5), ...later.filter((x) => x.batch === b && !x.attack).slice(0, 5)];
    const docs = recipeDocs([], null, [...pick('heldout15'), ...pick('heldout16')], r);
    const of = (b: string, y: 0 | 1): number => docs.filter((d) => d.source.startsWith(`${b} `) && d.y === y).length;
    expect([of('heldout15', 1), of('heldout15', 0), of('heldout16', 1), of('heldout16', 0)]).toEqual([0, 15, 5, 15]);
    expect(recipeFromArgs([]).negativesOnly).toEqual([]);
  });

  it('weigh documents on top of what they already weigh', () => {
    const ds = [{ ...doc(1, 'b x', 'f'), weight: 2 }, doc(0, 'b x', 'g')];
    expect(laterDocs(ds, 0.5).map((d) => d.weight)).toEqual([1, undefined]);
    expect(weighBatch(ds, 0.5).map((d) => d.weight)).toEqual([1, 0.5]);
    expect(laterDocs(ds, 1)).toEqual(ds);
  });
});

describe('the balance of the batches by source', () => {
  // Two sources: one with three attacks to one negative, one with one to one; other documents, not from a batch.
  const docs = [doc(1, 'b x', 'f'), doc(1, 'b x', 'f'), doc(1, 'b x', 'f'), doc(0, 'b x', 'g'), doc(1, 'b y', 'f'), doc(0, 'b y', 'g'), doc(0, 'own'), doc(0, 'own'), doc(0, 'own'), doc(1, 'own')];
  const pos = docs.filter((d) => d.y === 1).length;
  const neg = docs.length - pos;

  it('at strength 1 weighs each source\'s two classes the same in the class-balanced loss, and leaves attacks and other documents alone', () => {
    const out = balanceBatchSources(docs, 1);
    for (const source of ['b x', 'b y']) {
      const mine = out.filter((d) => d.source === source);
      const mass = (y: 0 | 1): number => mine.filter((d) => d.y === y).reduce((s, d) => s + (d.weight ?? 1), 0) / (y === 1 ? pos : neg);
      expect(mass(0)).toBeCloseTo(mass(1), 9);
    }
    expect(out.filter((d) => d.y === 1 || d.family === undefined).every((d) => d.weight === undefined)).toBe(true);
  });

  it('at strength 0 changes nothing; at 0.5 weighs a source\'s negatives by the square root; by language when asked', () => {
    expect(balanceBatchSources(docs, 0)).toEqual(docs);
    const full = balanceBatchSources(docs, 1).find((d) => d.source === 'b x' && d.y === 0)?.weight as number;
    expect(balanceBatchSources(docs, 0.5).find((d) => d.source === 'b x' && d.y === 0)?.weight).toBeCloseTo(Math.sqrt(full), 9);
    const langs = [doc(1, 'b x', 'f', 'es'), doc(1, 'b x', 'f', 'es'), doc(0, 'b x', 'g', 'es'), doc(1, 'b x', 'f', 'it'), doc(0, 'b x', 'g', 'it'), doc(0, 'own')];
    const w = balanceBatchSources(langs, 1, true).filter((d) => d.y === 0 && d.family !== undefined).map((d) => d.weight as number);
    expect(w[0] as number).toBeCloseTo(2 * (w[1] as number), 9);
  });

  it('reaches the trainer: a document of weight 0 teaches nothing', () => {
    const only = (weight: number): Doc[] => [doc(1, 'b y', 'f'), doc(0, 'b y', 'g')].map((d, i) => ({ ...d, features: new Int32Array([7 + i]), second: new Int32Array([7 + i]), weight }));
    const zero = train([...docs, ...only(0)], { epochs: 2 }).weights;
    const one = train([...docs, ...only(1)], { epochs: 2 }).weights;
    expect([zero[7], zero[8]]).toEqual([0, 0]);
    expect(one[7] as number).toBeGreaterThan(0);
    expect(one[8] as number).toBeLessThan(0);
  });
});

describe('a recipe of the spent batches', () => {
  it('reads copies, balance and the trainer\'s options, with the shipped ones by default', () => {
    const r = recipeFromArgs(['--h10=2,4', '--h12=1,1', '--lang-balance=0.5', '--by-lang', '--floor=0.4', '--seed=1']);
    expect([r.c10, r.c12, r.balance, r.byLanguage, r.opts.secondFloor, r.opts.seed]).toEqual([{ attacks: 2, negatives: 4 }, { attacks: 1, negatives: 1 }, 0.5, true, 0.4, 1]);
    expect(recipeFromArgs([]).opts.secondFloor).toBe(SECOND_FLOOR);
    const docs = recipeDocs([doc(0, 'own')], rows10.slice(0, 3), null, { ...r, balance: 0, extraBenign: 2 });
    expect(docs.length).toBe(1 + rows10.slice(0, 3).reduce((s, x) => s + (x.attack ? 2 : 4), 0) + 2 * 17);
  });

  it('adds benign grammar sentences alone, in the seventeen languages other than English, the same ones each time', () => {
    const extra = extraBenignDocs(2);
    expect(extra.length).toBe(2 * 17);
    expect(extra.every((d) => d.y === 0 && d.source === SYNTHETIC_SOURCE && d.family === undefined)).toBe(true);
    expect(extraBenignDocs(2).map((d) => [...d.second])).toEqual(extra.map((d) => [...d.second]));
    expect(extraBenignDocs(0)).toEqual([]);
  });
});

describe('the dev bounds as data', () => {
  // The sizes the two test files check; their bounds are theirs (dev-sets.test.ts, latin-sets.test.ts).
  it('hold the sets of dev-sets.test.ts and latin-sets.test.ts, of the sizes those tests check', () => {
    const size = new Map(devBoundedSets().map((s) => [s.name, s.texts.length]));
    for (const [name, n] of [['round-10 Latin prose held out (28)', 28], ['round-11 hard negatives (30)', 30], ['sixth-round prose, odd half (26)', 26], ['sixth-round hard negatives, odd half (26)', 26], ['paragraphs in eight scripts (80)', 80], ['eighth-round paragraphs, eight scripts (48)', 48], ['asia9 paragraphs (36)', 36], ['Latin dev attacks', 116], ['Latin held-out paragraphs (48)', 48], ['latin8 prose (23)', 23], ['latin9 paragraphs (40)', 40], ['eighth-round English hard negatives (40)', 40], ['eighth-round indirect negatives (25)', 25]] as const) expect([name, size.get(name)]).toEqual([name, n]);
    expect(devBoundedSets().every((s) => (s.max === undefined) !== (s.min === undefined))).toBe(true);
  });

  it('is where the dev tests take their bounds: every set is kept by dev-sets.test.ts or latin-sets.test.ts, by name', () => {
    const tests = ['dev-sets.test.ts', 'latin-sets.test.ts'].map((f) => readFileSync(path.join(root, 'test/untrusted', f), 'utf8')).join('\n');
    const kept = new Set([...tests.matchAll(/keeps\('([^']+)'\)/g)].map((m) => m[1]));
    expect(devBoundedSets().map((s) => s.name).filter((n) => !kept.has(n))).toEqual([]);
    expect([...kept].filter((n) => !devBoundedSets().some((s) => s.name === n))).toEqual([]);
  });
});
