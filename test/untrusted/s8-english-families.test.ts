import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { S8_ENGLISH_FAMILIES } from './fixtures/families-s8-english';

// The eighth round's English families (labels naming an AI reader, verdicts about this data,
// orders to obey transformed text, claims to run the model, what came before my message, frames
// without consequences), rules alone: the classifier is not trained on them, and what they check
// is that the grammar carries them. Hard negatives must fire no rule at all.
describe.each(S8_ENGLISH_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toEqual([]);
  });
});
