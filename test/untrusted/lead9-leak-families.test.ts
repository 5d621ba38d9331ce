import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { LEAD9_LEAK_FAMILIES } from './fixtures/families-lead9-leaks';

// The ninth round's extraction families (a secret the model holds x a verb of bringing out or a
// disguise; what the model may not say; its constraints; parts of its prompt; "You are a" to
// complete), rules alone: the classifier is not trained on them, and what they check is that the
// grammar carries them. Hard negatives must fire no rule at all.
describe.each(LEAD9_LEAK_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toEqual([]);
  });
});
