import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { S9_TECHNIQUE_FAMILIES } from './fixtures/families-s9-techniques';

// The ninth round's technique families (frames that take away the reader's limits, fake dialogues,
// fragments joined into an order, format demands over every later answer, orders to switch off the
// reader's own checks), rules alone: the classifier is not trained on them, and what they check is
// that the grammar carries them. Hard negatives must fire no rule at all.
describe.each(S9_TECHNIQUE_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toEqual([]);
  });
});
