import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldedView } from '../../lib/untrusted/view';
import { referenceView } from './support/reference-view';

// view.ts steps over the code units it has learnt the transform keeps (kana, most letters of
// other scripts) and hands ASCII runs of 16 or more to a native search: these texts put every
// code unit of the BMP between ASCII runs around that length, so a code unit stepped over that
// should have changed, or been listed as suspicious, shows as a difference from the reference.
const asciiLower = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

function sameView(text: string, withSpans = true): void {
  const fast = foldedView(text);
  const ref = referenceView(text);
  expect(asciiLower(fast.text)).toBe(ref.text);
  expect(fast.suspicious).toEqual(ref.suspicious);
  if (!withSpans) return;
  const spans = (view: { span(vs: number, ve: number): [number, number] }): number[] => {
    const out: number[] = [];
    for (let v = 0; v <= fast.text.length; v++) out.push(...view.span(v, v + 1), ...view.span(v, v));
    return out;
  };
  expect(spans(fast)).toEqual(spans(ref));
}

describe('the folded view steps over only what stays as it is', () => {
  it('every BMP code unit, between ASCII runs of 1 to 17 characters, agrees with the reference view', () => {
    // (Spans at every position of these long texts would cost seconds; the fast-check case reads them.)
    for (const run of [1, 15, 16, 17]) {
      let text = '';
      // Surrogates are left to the next case (a lone one in a long string would pair by chance).
      for (let c = 0x80; c < 0x10000; c++) if (c < 0xd800 || c > 0xdfff) text += String.fromCharCode(c) + 'x'.repeat(c % run);
      sameView(text, false);
    }
  });

  it('on kana, Cyrillic, Greek, fullwidth letters, marks, surrogate pairs and ASCII mixed (fast-check)', () => {
    const piece = fc.constantFrom('カタカナ', 'ひらがな', 'ガ', 'ｶﾞ', 'привет', 'αβγ', 'ＩＧＮＯＲＥ', 'e\u0301', '\u200b', '\u00ad', '\ud83d\ude00', '\ud83d', '\ude00', '経費', '“”', 'Ignore ', 'x'.repeat(15), 'y'.repeat(16), ' ', '\n');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (parts) => sameView(parts.join(''))), { numRuns: 300 });
  });
});
