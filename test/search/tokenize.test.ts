import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldTerm, processTerm, stem, tokenize, wordsWithOffsets } from '../../lib/search/tokenize';

describe('tokenize', () => {
  it('cuts Japanese, which has no spaces, into words with Intl.Segmenter', () => {
    const terms = tokenize('有給休暇は年に何日もらえますか');
    expect(terms).toEqual(expect.arrayContaining(['有給', '休暇']));
    expect(terms).not.toContain('有給休暇は年に何日もらえますか');
  });

  it('drops single-kana particles but keeps single kanji', () => {
    const terms = tokenize('東京都の在宅勤務');
    expect(terms).not.toContain('の');
    expect(terms).toEqual(expect.arrayContaining(['東京', '都', '在宅', '勤務']));
  });

  it('keeps dakuten: ガ and カ stay different words', () => {
    expect(foldTerm('ガス')).toBe('ガス');
    expect(tokenize('ガス')).not.toEqual(tokenize('カス'));
  });

  it('finds the same Japanese words in a query and in the text that answers it', () => {
    const doc = new Set(tokenize('パスワードは12文字以上にしてください。'));
    const query = tokenize('パスワードは何文字以上必要ですか');
    expect(query.filter((t) => doc.has(t))).toEqual(expect.arrayContaining(['パスワード', '文字', '以上']));
  });

  it('folds diacritics and letter case, so café meets CAFE and Zürich meets zurich', () => {
    expect(tokenize('Café Zürich naïve Ångström')).toEqual(tokenize('cafe zurich naive angstrom'));
  });

  it('unifies fullwidth Latin letters and digits with ASCII', () => {
    expect(tokenize('ＧＳＡ　２０２４')).toEqual(['gsa', '2024']);
  });

  it('cuts Chinese text into words too', () => {
    const terms = tokenize('我们的员工手册');
    expect(terms.length).toBeGreaterThan(1);
    expect(terms.join('')).toContain('员工');
  });

  it('drops English stop words and stems common endings', () => {
    expect(tokenize('How do I get the relocation benefits?')).toEqual(['get', 'relocat', 'benefit']);
    expect(stem('relocating')).toBe(stem('relocate'));
    expect(stem('voting')).toBe(stem('vote'));
    expect(stem('responders')).toBe(stem('responding'));
    expect(processTerm('the')).toBeNull();
  });

  it('reports offsets that point at the original words, also after folding', () => {
    const text = 'Ça va, 東京都 ok';
    for (const w of wordsWithOffsets(text)) expect(foldTerm(text.slice(w.start, w.end))).toBe(w.term);
  });

  it('splits pure-ASCII text (its fast path) into the words and offsets the general path gives', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ09_ \'’-.\n\tQx'.split(''), ...'abcXYZ'.split('')), maxLength: 60 });
    fc.assert(
      fc.property(fc.oneof(ascii, fc.string({ maxLength: 40 })), (text) => {
        // A non-ASCII word after the text sends it through the general path.
        const general = wordsWithOffsets(`${text} é`).slice(0, -1);
        expect(wordsWithOffsets(text)).toEqual(general);
      }),
      { numRuns: 3000 },
    );
  });

  it('folds non-ASCII words the same from memory as the first time (fast-check)', () => {
    const reference = (w: string): string => w.normalize('NFKD').replace(/[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g, '').normalize('NFC').toLowerCase().replace(/’/g, "'");
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'経費休暇ガがÉéÅｉＡ’a'.split('')), minLength: 1, maxLength: 6 }), (w) => {
        const first = foldTerm(w);
        expect(foldTerm(w)).toBe(first);
        if (/[^\x00-\x7f]/.test(w)) expect(first).toBe(reference(w));
      }),
      { numRuns: 2000 },
    );
  });
});
