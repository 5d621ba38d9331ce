import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { OWN_OVERRIDE_FAMILY, REPORTED_OVERRIDE_FAMILY, VOIDED_OBJECT_FAMILY, overrideObjectFamilies } from './fixtures/families-override-objects';

// Issue 15, eighth round: what an override verb throws away. The reader's own instructions fire
// instruction-override; a thing of the handbook's world (a compound noun, a complement naming a
// topic, a place) fires no rule. Rules alone (the classifier is judged by the dev scripts: its
// scores on these sentences are reported by scripts/injection-override-objects.ts). The tuning
// half only; the held-out half is read by that script.
describe.each([...overrideObjectFamilies(), REPORTED_OVERRIDE_FAMILY, OWN_OVERRIDE_FAMILY, VOIDED_OBJECT_FAMILY])('$family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toEqual([]);
  });
});
