import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyserReady, useMorphemes } from '../../lib/search/cjk/analyser';
import { loadMorphemes } from '../../lib/search/cjk/dictionary';
import { eachIndexWord, eachWord, NO_SPACES, WORD } from '../../lib/search/tokenize';
import { CHUNK, CJK } from '../../lib/search/cjk/scripts';
import { nodeDictionaryReader } from '../support/kuromoji-dict';
import { bitsAt, bmpBits, chunkAt, CJK_BITS, nextWord, NO_SPACES_BITS, wordRun } from '../../lib/search/char-scan';

// The regexes the table scan stands in for: tokenize.ts's (its queries and snippets still use
// them) and the chunk regex of cjk/scripts.ts.

// Characters at the edges of the classes: apostrophes, marks (dakuten U+3099, U+0301), `_`,
// ー (Common), width forms, Thai, Hangul, a kanji outside the BMP, lone surrogates, spaces.
const PIECES = ["'", '’', '_', '-', ' ', 'a', 'Z', '9', 'é', 'e\u0301', 'か\u3099', 'ー', 'ｶﾞ', 'Ａ', '漢', '字', 'ひ', 'カ', '한', 'ไทย', '𠮷', '\ud800', '\udc00', '。', '、', '1', '٣', 'Ω', '\u200d', '🙂'];

type Run = [number, number, boolean, boolean, boolean, boolean, boolean];
function regexRuns(text: string): Run[] {
  return [...text.matchAll(WORD)].map((m) => [m.index, m.index + m[0].length, /[^\x00-\x7f]/.test(m[0]), CJK.test(m[0]), NO_SPACES.test(m[0]), /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(m[0]), /[\uff00-\uffef]/.test(m[0])]);
}
function scanRuns(text: string): Run[] {
  const out: Run[] = [];
  const w = wordRun();
  for (let from = 0; nextWord(text, from, w); from = w.end) out.push([w.start, w.end, !w.ascii, w.cjk, w.noSpaces, w.kana, w.widthForms]);
  return out;
}

describe('the word scan by character table', () => {
  it('finds the runs the word regex finds, with their scripts', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (parts) => {
      const text = parts.join('');
      expect(scanRuns(text)).toEqual(regexRuns(text));
    }), { numRuns: 3000 });
  });

  it('agrees with the regexes on every code point of the BMP and a sample beyond it', () => {
    const table = bmpBits();
    const sample: string[] = [];
    for (let cp = 0; cp < 0x10000; cp++) if (cp < 0xd800 || cp > 0xdfff) sample.push(String.fromCharCode(cp));
    for (let cp = 0x10000; cp < 0x110000; cp += 97) sample.push(String.fromCodePoint(cp));
    const wrong = sample.filter((ch) => {
      const b = bitsAt(table, ch, 0);
      return ((b & 1) !== 0) !== /[\p{L}\p{N}\p{M}_]/u.test(ch) || ((b & 2) !== 0) !== /[\p{L}\p{N}]/u.test(ch) || ((b & CJK_BITS) !== 0) !== CJK.test(ch) || ((b & NO_SPACES_BITS) !== 0) !== NO_SPACES.test(ch);
    });
    expect(wrong).toEqual([]);
  });
});

describe('the CJK chunk scan by character table', () => {
  it('cuts a run into the chunks the chunk regex cuts', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES, 'ー', 'ーー', '々', 'ヶ', 'ゝ'), { minLength: 1, maxLength: 30 }), (parts) => {
      const text = parts.join('');
      const want = [...text.matchAll(CHUNK)].map((m) => [m.index, m.index + m[0].length, CJK.test(m[0])]);
      const got: Array<[number, number, boolean]> = [];
      const c = wordRun();
      for (let i = 0; i < text.length; i = c.end) {
        chunkAt(text, i, c);
        got.push([c.start, c.end, c.cjk]);
      }
      expect(got).toEqual(want);
    }), { numRuns: 3000 });
  });
});

describe('indexing words by the table and query words by the regex', () => {
  const words = (each: (text: string, emit: (t: string, s: number, e: number) => void) => void, text: string) => {
    const out: string[] = [];
    each(text, (t, s, e) => out.push(`${t}@${s}-${e}`));
    return out;
  };
  const MIXED = fc.array(fc.constantFrom(...PIECES, 'エフェクトを使うと', '申請したいです', 'useEffectを', 'ｶﾀｶﾅ', 'Ｒｅａｃｔ', 'café', '검색은', '搜索引擎'), { maxLength: 25 });
  afterAll(() => useMorphemes(undefined));

  it('are the same terms at the same offsets, through the dictionary and without it', async () => {
    useMorphemes(undefined);
    fc.assert(fc.property(MIXED, (parts) => {
      expect(words(eachIndexWord, parts.join(''))).toEqual(words(eachWord, parts.join('')));
    }), { numRuns: 500 });
    useMorphemes(await loadMorphemes(nodeDictionaryReader));
    expect(analyserReady()).toBe(true);
    fc.assert(fc.property(MIXED, (parts) => {
      expect(words(eachIndexWord, parts.join(''))).toEqual(words(eachWord, parts.join('')));
    }), { numRuns: 500 });
  });
});
