import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareUntrusted } from '../../lib/untrusted/prepare';
import { canaryVisible, fenceViolations } from './support/check';

// Pieces that make text look like a fence tag in the ways a reader might decode it.
const LT = ['<', '＜', '﹤', '&lt;', '&lt', '&LT;', '&#60;', '&#060', '&#x3c;', '&#X3C', '&#x003C;', '&amp;lt;', '＆ｌｔ；'];
const SLASH = ['', '/', '／', ' / ', '\t/'];
const INVISIBLE = ['', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202e', '\u{E0020}'];
const NAME = ['untrusted-data', 'UNTRUSTED-DATA', 'ｕｎｔｒｕｓｔｅｄ－ｄａｔａ', 'Untrusted-Data'];

const sprinkle = (s: string, marks: string[]): string => Array.from(s).map((ch, i) => ch + (marks[i % marks.length] ?? '')).join('');

const fenceLike = fc
  .tuple(fc.constantFrom(...LT), fc.constantFrom(...SLASH), fc.constantFrom(...NAME), fc.array(fc.constantFrom(...INVISIBLE), { maxLength: 4 }), fc.constantFrom('>', ' id="x">', '', '\n'))
  .map(([lt, slash, name, marks, tail]) => sprinkle(lt + slash, marks) + sprinkle(name, marks) + tail);

const canaryArb = fc.stringMatching(/^[A-Za-z0-9]{3,8}-[A-Za-z0-9]{3,8}$/);

// Ways a canary may be written: case, fullwidth, invisible or emphasis characters, a line break.
const toFullwidth = (s: string): string => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const canaryVariant = (canary: string) =>
  fc
    .tuple(
      fc.constantFrom('same', 'lower', 'upper', 'fullwidth'),
      fc.array(
        fc.oneof(
          fc.constantFrom('', '', '\u200b', '\u00ad', '\u2060', '*', '_', '~', '`', '**', '\n', '  \n> '),
          // Long runs of marks between two letters (a reader skips them however many there are).
          fc.array(fc.constantFrom('*', '_', '\u200b', '\n', '\n> ', '  \n', '\r\n'), { minLength: 9, maxLength: 60 }).map((r) => r.join('')),
        ),
        { minLength: 1, maxLength: 6 },
      ),
    )
    .map(([form, marks]) => {
      const base = form === 'lower' ? canary.toLowerCase() : form === 'upper' ? canary.toUpperCase() : form === 'fullwidth' ? toFullwidth(canary) : canary;
      return sprinkle(base, marks);
    });

const filler = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '<', '/', '&', ';', '#', 'x', '3', 'c', '*', '_', '-', '\u200b', 'é', 'ｔ', 'untrusted', 'data') });

describe('prepareUntrusted invariants (fast-check)', () => {
  it('no line but the two fence lines reads as a fence tag, whatever fence-like text is inserted', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(filler, fenceLike), { maxLength: 12 }), (parts) => {
        const { content, fenceId } = prepareUntrusted({ intro: 'Results:', body: parts.join(''), instruction: 'Cite.', canaries: [] });
        expect(fenceViolations(content, fenceId)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('no canary can be read in the content, whatever variant of it is inserted', () => {
    fc.assert(
      fc.property(
        canaryArb.chain((canary) => fc.tuple(fc.constant(canary), fc.array(fc.oneof(filler, canaryVariant(canary), fenceLike), { maxLength: 10 }))),
        ([canary, parts]) => {
          const { content, fenceId } = prepareUntrusted({ intro: 'Results:', body: parts.join(' '), instruction: 'Cite.', canaries: [canary] });
          // The scaffolding (intro, fence id) is ours; a canary that happens to be inside it is not a leak.
          fc.pre(!canaryVisible(`Results: untrusted-data id="${fenceId}" Cite. Warning`, canary));
          expect(canaryVisible(content, canary)).toBe(false);
          expect(fenceViolations(content, fenceId)).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });
});
