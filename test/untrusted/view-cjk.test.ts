import { describe, expect, it } from 'vitest';
import { foldChar, foldedView, IDENTITY_RANGES } from '../../lib/untrusted/view';

describe('the folded view of CJK text', () => {
  it('steps over only characters that fold to themselves: every CJK unified ideograph and Extension A', () => {
    let checked = 0;
    for (const [from, to] of IDENTITY_RANGES) {
      for (let c = from; c <= to; c++) {
        const ch = String.fromCharCode(c);
        if (foldChar(ch) !== ch) throw new Error(`U+${c.toString(16)} folds to ${JSON.stringify(foldChar(ch))}`);
        checked++;
      }
    }
    expect(checked).toBe(0x4dbf - 0x3400 + 1 + (0x9fff - 0x4e00 + 1));
  });

  it('still folds what changes around them: compatibility ideographs, fullwidth letters, voiced kana, Hangul', () => {
    const text = '経費\uf900ＩＧＮＯＲＥガ한';
    const view = foldedView(text);
    expect(view.text).toBe(`経費\u8c48ignore${'ガ'.normalize('NFKD').replace(/[\u3099\u309a]/g, '')}${'한'.normalize('NFKD')}`);
    // The fullwidth word maps back to exactly its six characters.
    const at = view.text.indexOf('ignore');
    expect(view.span(at, at + 6)).toEqual([3, 9]);
  });
});
