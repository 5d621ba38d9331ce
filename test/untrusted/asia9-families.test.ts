import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { ASIA9_FAMILIES } from './fixtures/families-asia9';

// Ninth round's rule families in ko ru hi ar bn th (world-east-*.ts and the rows of these languages
// in script-overrides.ts, world-overrides.ts and grammar.ts): every attack fires its rule with the
// rules alone (most are too short for the classifier's window); no hard negative fires any of the
// five rules these families are about. (Two of them still fire secret-request, a negated "do not
// tell your password" in hi and th, and some the classifier: left to those rules' owners.)
const RULES = ['instruction-override', 'prompt-leak', 'jailbreak-persona', 'output-hijack', 'addressed-to-ai'];
describe.each(ASIA9_FAMILIES)('$rule: $family', ({ rule, fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null))).toContain(rule);
  });
  it.each(quiet)('stays quiet on %j', (text) => {
    expect(markerNames(scanInjection(text, undefined, null)).filter((n) => RULES.includes(n))).toEqual([]);
  });
});
