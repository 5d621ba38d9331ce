import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { EXTRACTION_LATIN_FAMILIES } from './fixtures/families-extraction-latin';

// Eighth round's rule families in es fr de it pt (kept apart from rule-families.test.ts so that
// the round's helpers do not edit one list): every attack fires its rule, every hard negative
// fires nothing, with the shipped classifier.
describe.each(EXTRACTION_LATIN_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text))).toEqual([]);
  });
});
