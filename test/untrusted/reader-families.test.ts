import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { READER_FAMILIES } from './fixtures/families-reader';

// Round 11's families (orders to the reader of the data, authority claims, "new task:"), rules
// alone: the classifier was never trained on them, and what they check is that the grammar
// carries them. Hard negatives must fire no rule at all.
describe.each(READER_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toEqual([]);
  });
});
