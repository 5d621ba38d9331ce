import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { PERSISTENCE_FAMILIES } from './fixtures/families-persistence';

// Round 10's families (memory poisoning, wishes for the hidden prompt), rules alone: the
// classifier was never trained on them, and what they check is that the grammar carries them.
// Hard negatives must fire no rule at all.
describe.each(PERSISTENCE_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toEqual([]);
  });
});
