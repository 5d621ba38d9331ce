import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { OVERRIDE_LATIN9_FAMILIES } from './fixtures/families-override-latin9';

// Ninth round's override families in fr de es it pt (world-override-verbs.ts): every attack fires
// its rule by the rules alone, every hard negative fires nothing through the shipped scan.
describe.each(OVERRIDE_LATIN9_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text))).toEqual([]);
  });
});
