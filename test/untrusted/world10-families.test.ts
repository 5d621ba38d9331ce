import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { WORLD10_FAMILIES, WORLD10_SECOND } from './fixtures/world10-families';

// Tenth round's rule families in tr id tl vi ar (world-south-*.ts): every attack fires its rule
// with the rules alone (most are too short for the classifier's window); no hard negative fires
// any rule at all, rules alone.
describe.each([...WORLD10_FAMILIES, ...WORLD10_SECOND])('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toEqual([]);
  });
});
