import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { FAMILIES } from './fixtures/families';

// Each paraphrase family: every attack fires its rule, every hard negative fires nothing.
describe.each(FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text))).toEqual([]);
  });
});
