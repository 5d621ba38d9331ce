import { describe, expect, it } from 'vitest';
import { foldKatakana } from '../../lib/search/cjk/fold';

describe('katakana variants folded to one spelling', () => {
  it('folds ヴ rows, small vowels and a long final ー', () => {
    expect(foldKatakana('ヴァイオリン')).toBe('バイオリン');
    expect(foldKatakana('ウィンドウ')).toBe('ウインドウ');
    expect(foldKatakana('コンピューター')).toBe('コンピュータ');
    expect(foldKatakana('ユーザー')).toBe('ユーザ');
    expect(foldKatakana('キー')).toBe('キー'); // under four letters: kept
    expect(foldKatakana('ｳｨﾝﾄﾞｳ')).toBe('ｳｨﾝﾄﾞｳ'); // half-width: not a katakana word once ﾞ is in it
    expect(foldKatakana('検索ヴァ')).toBe('検索ヴァ'); // not all katakana
  });

  // The first-unit shortcut must send every word a Katakana-script letter (or ー) starts to the
  // regex: an all-katakana word of each BMP start, and one after a supplement letter (U+1B000).
  it('leaves no katakana word to the shortcut, whatever its first letter', () => {
    const KATAKANA = /^[\p{Script=Katakana}ー]$/u;
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (!KATAKANA.test(ch)) continue;
      expect(foldKatakana(`${ch}ヴァ`).endsWith('バ'), `U+${c.toString(16)}`).toBe(true);
    }
    expect(foldKatakana('\u{1b000}ィ')).toBe('\u{1b000}イ');
  });
});
