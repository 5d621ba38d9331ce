import { describe, expect, it } from 'vitest';
import { LATIN_FORMS, latinBenign, type LatinForms } from '../../bench/support/injection-grammar-latin-forms';
import { pick, prng, type Rand } from '../../bench/support/prng';

// The eighth round's benign draw, before latin9's topic-bound sentences (e8fa21b): half object
// first with a clitic, half a wish. scripts/injection-fusion-dev.ts --no-benign-topic measures
// the classifier on that grammar, so without them the draw must be exactly this one.
function eighthRound(rand: Rand, f: LatinForms): string {
  if (rand() < 0.5) {
    const [object, rest] = pick(rand, f.benignClitic);
    const sep = pick(rand, [' ? ', ' : ', ', ', ' – ', '. ']);
    return `${object}${sep}${rest}.`;
  }
  return `${pick(rand, f.benignWish)}.`;
}

describe("the Latin grammar's benign sentences", () => {
  it.each(Object.keys(LATIN_FORMS))('without topic-bound sentences, draw as before them (%s)', (lang) => {
    const { benignTopic, ...without } = LATIN_FORMS[lang as keyof typeof LATIN_FORMS];
    expect(benignTopic?.length).toBeGreaterThan(0);
    const a = prng(8);
    const b = prng(8);
    const drawn = Array.from({ length: 400 }, () => latinBenign(a, without));
    expect(drawn).toEqual(Array.from({ length: 400 }, () => eighthRound(b, without)));
  });

  it('with them, about 30% of the draws are topic-bound (latin9, as shipped)', () => {
    const f = LATIN_FORMS.de;
    const rand = prng(8);
    const topic = new Set((f.benignTopic ?? []).map((t) => `${t}.`));
    const share = Array.from({ length: 2000 }, () => latinBenign(rand, f)).filter((t) => topic.has(t)).length / 2000;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });
});
