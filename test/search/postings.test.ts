import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levenshtein } from './support/levenshtein';
import { fuzzyMatches } from '../../lib/search/fuzzy';
import { decodeList, PostingsBuilder } from '../../lib/search/postings-codec';
import { topK } from '../../lib/search/top-k';


const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'é', '勤'), minLength: 1, maxLength: 9 });

describe('fuzzyMatches', () => {
  it('finds exactly the dictionary terms within the edit bound, with their distances', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), word, fc.integer({ min: 1, max: 3 }), (raw, q, max) => {
        const terms = [...raw].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const expected = terms.flatMap((t, i): Array<[number, number]> => { const d = levenshtein(q, t); return d <= max ? [[i, d]] : []; });
        expect(fuzzyMatches(terms, q, max)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});

describe('topK', () => {
  it('equals sorting all candidates (higher score first, lower id on ties) and taking k', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 80 }), fc.integer({ min: 0, max: 10 }), (scores, k) => {
        const ids = scores.map((_, i) => i);
        const expected = ids.map((id) => ({ id, score: scores[id]! })).sort((a, b) => b.score - a.score || a.id - b.id).slice(0, k);
        expect(topK(ids, scores, scores.length, k)).toEqual(expected);
      }),
    );
  });
});

describe('PostingsBuilder and decodeList', () => {
  it('round-trips sections and field flags exactly, and impacts within half a quantization step', () => {
    const list = fc.uniqueArray(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 50 }).chain((docs) =>
      fc.tuple(fc.constant(docs.sort((a, b) => a - b)), fc.array(fc.integer({ min: 0, max: 15 }), { minLength: docs.length, maxLength: docs.length }), fc.array(fc.double({ min: 0.01, max: 50, noNaN: true }), { minLength: docs.length, maxLength: docs.length })));
    fc.assert(
      fc.property(fc.array(list, { minLength: 1, maxLength: 5 }), (lists) => {
        const b = new PostingsBuilder();
        lists.forEach(([docs, flags, impacts], t) => b.add(`t${t}`, docs.length, docs, flags, impacts));
        const p = b.finish();
        lists.forEach(([docs, flags, impacts], t) => {
          const d = new Uint32Array(docs.length);
          const f = new Uint8Array(docs.length);
          const x = new Float32Array(docs.length);
          expect(decodeList(p, t, d, f, x)).toBe(docs.length);
          expect([...d]).toEqual(docs);
          expect([...f]).toEqual(flags);
          const half = (Math.max(...impacts) - Math.min(...impacts)) / 510 + 1e-4 * Math.max(...impacts);
          impacts.forEach((v, i) => expect(Math.abs(x[i]! - v)).toBeLessThanOrEqual(half));
          // Stopped after the first section above `until`: every section up to it, and that one.
          const until = docs[Math.floor(docs.length / 2)]!;
          const upTo = new Uint32Array(docs.length);
          const n = decodeList(p, t, upTo, undefined, undefined, until);
          const want = docs.filter((x) => x <= until).length;
          expect(n).toBe(Math.min(docs.length, want + 1));
          expect([...upTo.subarray(0, n)]).toEqual(docs.slice(0, n));
        });
      }),
    );
  });
});
