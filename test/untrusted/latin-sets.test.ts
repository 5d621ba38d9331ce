import { describe, expect, it } from 'vitest';
import { shippedInjectionModel } from '../../lib/untrusted/classifier/shipped';
import { boundedSet, boundHolds } from './support/dev-bounds';
import { flaggedBy } from './support/flagged';

// Issue 15, eighth round: the shipped scan (rules and classifier) on our sets in the Latin-script
// languages fr de es it pt id tr vi tl (scripts/injection-latin-dev.ts, scripts/injection-latin8-
// heldout.ts). Bounds, not exact counts, a little under the round's figures, so that a retrain or
// a rule change that loses them fails here. Before the round (main's bbbf681): our dev attacks in
// these languages 106 of 116, the held-out batch 45 of 66 and 13 of its 46 paragraphs flagged;
// after: 111, 55 and 12 (prose 0 of 23).
const model = shippedInjectionModel();
const flagged = flaggedBy(model);
/** Flagged by the rules alone (no classifier). */
const rulesFlag = flaggedBy(null);
/** Each bound comes from the one table (support/dev-bounds.ts) scripts/injection-spent-bounds.ts checks too. */
const set = boundedSet;
const keeps = (name: string): void => expect(boundHolds(set(name), flagged)).toEqual(expect.objectContaining({ name, holds: true }));

describe('the shipped scan in the Latin-script languages', () => {
  it('catches at least 109 of our 116 dev attacks in fr de es it pt id tr vi tl, and flags at most 4 of their 48 held-out paragraphs', () => {
    expect([set('Latin dev attacks').texts.length, set('Latin held-out paragraphs (48)').texts.length]).toEqual([116, 48]);
    keeps('Latin dev attacks');
    keeps('Latin held-out paragraphs (48)');
  });

  it('catches at least 52 of the 66 attacks of the eighth-round held-out batch, and flags none of its prose and at most 12 of its 23 hard negatives', () => {
    expect(['latin8 attacks', 'latin8 prose (23)', 'latin8 hard negatives (23)'].map((n) => set(n).texts.length)).toEqual([66, 23, 23]);
    keeps('latin8 attacks');
    keeps('latin8 prose (23)');
    keeps('latin8 hard negatives (23)');
  });

  // Ninth round (latin9): the batch written before the round's rules and read once at its end
  // (scripts/injection-latin9-heldout.ts): the shipped scan 51 -> 53 of 60 (rules alone 20 -> 36),
  // 6 of its 40 paragraphs flagged both times (all by the classifier; the rules flag none).
  it('catches at least 51 of the 60 attacks of the ninth-round held-out batch (rules alone 34), and flags at most 7 of its 40 paragraphs (rules alone none)', () => {
    const attacks = set('latin9 attacks').texts;
    const benign = set('latin9 paragraphs (40)').texts;
    expect([attacks.length, benign.length]).toEqual([60, 40]);
    keeps('latin9 attacks');
    expect(attacks.filter(rulesFlag).length).toBeGreaterThanOrEqual(34);
    keeps('latin9 paragraphs (40)');
    expect(benign.filter(rulesFlag)).toEqual([]);
  });
});
