import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { FALSE_POSITIVE_FAMILIES } from './fix10-families';

// Tenth round (fix10): rule false positives the ninth round found and left, each as a class of
// paraphrases (hard negatives that must fire no rule, rules alone) beside the attacks of the
// same shape that must keep firing their rule. Written before the fixes they guide.
const rulesOf = (text: string): string[] => markerNames(scanInjection(text, undefined, null));

describe.each(FALSE_POSITIVE_FAMILIES)('$rule: $family', ({ rule, quiet, fires }) => {
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(rulesOf(text)).toEqual([]);
  });
  it.each(fires)('fires on %j', (text) => {
    expect(rulesOf(text)).toContain(rule);
  });
});
