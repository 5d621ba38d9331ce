import { describe, expect, it } from 'vitest';
import { syntheticTexts } from '../../bench/support/injection-grammar';
import { LATIN_FORMS } from '../../bench/support/injection-grammar-latin-forms';
import { GRAMMARS } from '../../bench/support/injection-grammar-words';
import { LATIN8_ATTACKS, LATIN8_BENIGN } from './fixtures/dev-latin8-heldout';
import { LATIN9_ATTACKS, LATIN9_BENIGN } from './fixtures/dev-latin9-heldout';

// Issue 15, eighth round: the Latin grammars' other word orders (injection-grammar-latin-forms.ts)
// are drawn, on both sides, and the grammar text trained on shares no run of five words with the
// round's held-out batch (dev-latin8-heldout.ts), which was written first and must stay unseen.
const runs = (t: string, n: number): string[] => {
  const w = t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' '));
};

describe('Latin word orders in the attack grammar', () => {
  const { attacks, benign } = syntheticTexts(1000, 15, GRAMMARS.filter((g) => g.latin !== undefined));

  it('draws clitic, subordinate-clause and "whatever you are asked" attacks in each of fr de es it pt', () => {
    for (const [code, f] of Object.entries(LATIN_FORMS)) {
      expect(attacks.some((t) => f.clitic.some((c) => t.includes(c))), `${code} clitic`).toBe(true);
      expect(attacks.some((t) => f.wish.some(([b]) => t.toLowerCase().includes(b.toLowerCase()))), `${code} wish`).toBe(true);
      expect(attacks.some((t) => f.anyway.some((a) => t.toLowerCase().includes(a.toLowerCase()))), `${code} anyway`).toBe(true);
    }
  });

  it('draws benign sentences in the same shapes', () => {
    for (const [code, f] of Object.entries(LATIN_FORMS)) {
      expect(benign.some((t) => f.benignClitic.some(([, rest]) => t.includes(rest))), `${code} clitic`).toBe(true);
      expect(benign.some((t) => f.benignWish.some((w) => t.includes(w))), `${code} wish`).toBe(true);
    }
  });

  // The Latin grammars' text only: the sixth round's Vietnamese grammar shares "bạn có thể bỏ qua"
  // (you can skip), an everyday phrase, with one of the batch's hard negatives.
  it('shares no run of five words with the eighth and ninth rounds\' held-out batches', () => {
    const trained = new Set([...attacks, ...benign].flatMap((t) => runs(t, 5)));
    const held = [...LATIN8_ATTACKS, ...LATIN8_BENIGN, ...LATIN9_ATTACKS, ...LATIN9_BENIGN].flatMap((f) => f.texts);
    expect(held.flatMap((t) => runs(t, 5).filter((r) => trained.has(r)))).toEqual([]);
  });
});
