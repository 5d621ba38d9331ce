import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldsToItself } from '../../lib/search/cjk/plain-chunk';
import { foldOnce } from '../../lib/search/tokenize';

const RANGES: Array<[number, number]> = [[0x3041, 0x3096], [0x30a1, 0x30fa], [0x30fc, 0x30fc], [0x4e00, 0x9fff]];

describe('foldsToItself', () => {
  it('is true for every plain kana and kanji, each of which foldOnce leaves as it is', () => {
    for (const [lo, hi] of RANGES) {
      for (let c = lo; c <= hi; c++) {
        const ch = String.fromCharCode(c);
        expect(foldsToItself(ch, 0, 1)).toBe(true);
        expect(foldOnce(ch)).toBe(ch);
      }
    }
  });

  it('is false next to them (the edges of each range, marks, width forms, Latin)', () => {
    for (const ch of ['\u3040', '\u3097', '\u3099', '\u309b', '\u309f', '\u30a0', '\u30fb', '\u30fd', '\u30ff', '\u4dff', '\ua000', '\uf900', 'ｶ', 'Ａ', 'a', '々', '〆', '𠮷']) {
      expect(foldsToItself(`あ${ch}`, 0, 1 + ch.length)).toBe(false);
    }
    expect(foldsToItself('xあy', 1, 2)).toBe(true);
  });

  it('answers true only for strings foldOnce leaves unchanged (fast-check)', () => {
    // Plain characters and their neighbours, so that compositions across characters are tried.
    const near = fc.oneof(
      ...RANGES.map(([lo, hi]) => fc.integer({ min: lo, max: hi })),
      fc.integer({ min: 0x3000, max: 0x30ff }),
      fc.integer({ min: 0x0300, max: 0x036f }),
      fc.integer({ min: 0xff00, max: 0xffef }),
    );
    fc.assert(
      fc.property(fc.array(near, { maxLength: 12 }).map((cs) => String.fromCharCode(...cs)), (s) => {
        if (foldsToItself(s, 0, s.length)) expect(foldOnce(s)).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });
});
