import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { S8_INDIRECT_FAMILIES } from './fixtures/families-s8-indirect';

// The eighth round's indirect families (orders planted in data: what the output made from this
// data must say, whoever processes this text told what to report, a switch from the reader's
// task to another), rules alone: the classifier is not trained on them. Hard negatives must fire
// no rule at all.
describe.each(S8_INDIRECT_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toEqual([]);
  });
});
