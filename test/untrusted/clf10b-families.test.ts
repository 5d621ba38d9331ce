import { describe, expect, it } from 'vitest';
import { CLF10B_FAMILIES, clf10bHalf } from './fixtures/clf10b-families';

const LANGS = 'ar bn de es fr hi id it ja ko pt ru th tl tr vi zh'.split(' ');

describe('clf10b dev families (issue 15, tenth round)', () => {
  it('has 12 benign paragraphs per language, 3 leak requests per language and 6 in English', () => {
    for (const lang of LANGS) {
      expect(CLF10B_FAMILIES.find((f) => f.lang === lang && f.kind === 'benign')?.texts.length, lang).toBe(12);
      expect(CLF10B_FAMILIES.find((f) => f.lang === lang && f.kind === 'leak')?.texts.length, lang).toBe(3);
    }
    expect(CLF10B_FAMILIES.find((f) => f.lang === 'en' && f.kind === 'leak')?.texts.length).toBe(6);
  });

  it('splits each family into a train and an eval half that share no text and cover it all', () => {
    const train = clf10bHalf(0).flatMap((f) => f.texts);
    const evalHalf = new Set(clf10bHalf(1).flatMap((f) => f.texts));
    expect(train.filter((t) => evalHalf.has(t))).toEqual([]);
    expect(train.length + evalHalf.size).toBe(CLF10B_FAMILIES.flatMap((f) => f.texts).length);
    expect(clf10bHalf(1, 'benign').flatMap((f) => f.texts).length).toBe(17 * 6);
    expect(clf10bHalf(1, 'leak').flatMap((f) => f.texts).length).toBe(17 + 3);
  });
});

// clf10b trained on the TRAIN halves (list version 2); round 10 reverted that retrain after the
// frozen read (see bench/results/injection-eval.md), so both halves are dev evaluation text now,
// and the fixed list (version 1) must hold neither, or the shipped model would move with them.
describe('clf10b families and the fixed training list (version 1)', () => {
  it('holds no text of either half', async () => {
    const path = await import('node:path');
    const { loadTrainList } = await import('../../bench/support/injection-train-list');
    const root = path.resolve(import.meta.dirname, '../..');
    const listed = new Set(loadTrainList(root).texts.map((t) => t.text));
    expect(CLF10B_FAMILIES.flatMap((f) => f.texts).filter((t) => listed.has(t))).toEqual([]);
  });
});
