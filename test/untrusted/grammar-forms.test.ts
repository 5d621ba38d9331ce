import { describe, expect, it } from 'vitest';
import { syntheticTexts } from '../../bench/support/injection-grammar';
import { attackForms, benignForms, inShape } from '../../bench/support/injection-grammar-forms';
import { GRAMMARS } from '../../bench/support/injection-grammar-words';
import { prng } from '../../bench/support/prng';
import { DEV_MORE_ENGLISH_ATTACKS, DEV_MORE_ENGLISH_NEGATIVES } from './fixtures/dev-attacks-english-more';

// Round 11's grammar forms (bench/support/injection-grammar-forms.ts): optional word classes, used
// only where a grammar has them, and never a copy of the held-out fixture they are measured on.
const words = (t: string): string[] => t.toLowerCase().match(/[a-z0-9']+/g) ?? [];
const runs = (t: string, n: number): string[] => {
  const w = words(t);
  return Array.from({ length: Math.max(0, w.length - n + 1) }, (_, i) => w.slice(i, i + n).join(' '));
};

describe('round 11 grammar forms', () => {
  it('gives a grammar without the optional word classes none of the new forms or carriers', () => {
    const bare = GRAMMARS.filter((g) => g.reader === undefined);
    expect(bare.length).toBeGreaterThanOrEqual(5);
    for (const g of bare) {
      expect(attackForms(g)).toEqual([]);
      expect(benignForms(g)).toEqual([]);
      expect(inShape(prng(1), g, 'x y', ['z'])).toBe('x y');
    }
  });

  it('gives English every form, each a non-empty text, and keeps the lines of turn-by-turn forms', () => {
    const en = GRAMMARS[0];
    if (en === undefined) throw new Error('no grammar');
    const forms = attackForms(en);
    expect(forms.length).toBeGreaterThanOrEqual(10);
    const rand = prng(7);
    for (const f of forms) expect(f(rand).trim().length).toBeGreaterThan(10);
    expect(benignForms(en).length).toBeGreaterThanOrEqual(6);
    const { attacks, benign } = syntheticTexts(300);
    expect(attacks.some((t) => /\n(?:Q|A|User|Assistant|Input|Output|Human|AI|Question|Answer):/.test(t))).toBe(true);
    expect(benign.some((t) => t.startsWith('<') || t.startsWith('{') || t.startsWith('From:'))).toBe(true);
  });

  it('shares no run of six words with the held-out round 11 fixture (its texts are never trained on)', () => {
    const { attacks, benign } = syntheticTexts(300);
    const trained = new Set([...attacks, ...benign].flatMap((t) => runs(t, 6)));
    const held = [...DEV_MORE_ENGLISH_ATTACKS, ...DEV_MORE_ENGLISH_NEGATIVES].flatMap((f) => f.texts);
    const shared = held.flatMap((t) => runs(t, 6).filter((r) => trained.has(r)));
    expect(shared).toEqual([]);
  });
});
