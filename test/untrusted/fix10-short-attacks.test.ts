import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { SHORT_ATTACK_FAMILIES } from './fix10-families';

// Tenth round (fix10): short attacks the ninth round's held-out reads still missed, as dev
// families of paraphrases (about eight each), beside hard negatives of the same words that must
// fire no rule at all (rules alone). Written before the rules they guide.
const rulesOf = (text: string): string[] => markerNames(scanInjection(text, undefined, null));

describe.each(SHORT_ATTACK_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(rulesOf(text)).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(rulesOf(text)).toEqual([]);
  });
});
