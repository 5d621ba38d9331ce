import { describe, expect, it } from 'vitest';
import { syntheticTexts } from '../../bench/support/injection-grammar';
import { LATIN_BENIGN_IT, LATIN_BENIGN_MORE } from '../../bench/support/injection-grammar-benign-latin';
import { GRAMMARS } from '../../bench/support/injection-grammar-words';
import { benignLanguagesHeldOut } from './fixtures/dev-benign-languages';

// Issue 15, seventh round: the fr/de/es/it/pt grammars' benign sentences all carried an attack's
// verb (ignore, repeat, summarise), so those languages' ordinary words stood beside attacks only
// and more grammar text flagged more of round 10's held-out prose (injection-train.ts).
const runs = (t: string, n: number): string[] => {
  const w = t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' '));
};
const ATTACK_VERBS = /\b(?:ignor\w*|r[ée]p[ée]t\w*|r[ée]sum\w*|suivre|wiederholen|zusammenfassen|befolgen|repetir|resumir|seguir|ripetere|riassumere)\b/iu;

describe('benign grammar text in fr, de, es, it and pt', () => {
  it('has ordinary handbook sentences without an attack verb in each language', () => {
    const { benign } = syntheticTexts(300);
    for (const code of Object.keys(LATIN_BENIGN_MORE) as (keyof typeof LATIN_BENIGN_MORE)[]) {
      // The eighth round's sentences about accounts and tools are ordinary handbook text too.
      const objects = [...LATIN_BENIGN_MORE[code].objects, ...LATIN_BENIGN_IT[code].objects];
      const ordinary = benign.filter((t) => objects.some((o) => t.includes(o)) && !ATTACK_VERBS.test(t));
      expect(ordinary.length, code).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps each grammar its benign sentences with the attack verbs too (hard negatives)', () => {
    const fr = GRAMMARS[1];
    expect(fr?.benign.verbs).toContain('ignorer');
    expect(fr?.benign.verbs).toContain('soumettre');
  });

  it('shares no run of five words with the held-out half of round 10 prose (never trained on)', () => {
    const { benign } = syntheticTexts(1000);
    const trained = new Set(benign.flatMap((t) => runs(t, 5)));
    const shared = benignLanguagesHeldOut().flatMap((t) => runs(t, 5).filter((r) => trained.has(r)));
    expect(shared).toEqual([]);
  });
});
