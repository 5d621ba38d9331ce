// The paraphrase-family test most rule tests share: every text of `fires` fires the family's rule,
// and every text of `quiet` fires no rule at all, both with the rules alone (no classifier: most
// of these texts are shorter than its window, and a rule is what is under test).
import { describe, expect, it } from 'vitest';
import { markerNames, scanInjection } from '../../../lib/untrusted/injection';

/** A rule's paraphrase family: texts it must fire on and texts of the same words it must leave quiet. */
export interface RuleFamily {
  readonly rule: string;
  readonly family: string;
  readonly fires: readonly string[];
  readonly quiet: readonly string[];
}

const rulesAlone = (text: string): string[] => markerNames(scanInjection(text, undefined, null));

/** One describe per family ('<rule>: <family>'), one test per text ('fires on …', 'stays quiet on …'). */
export function describeRuleFamilies(families: readonly RuleFamily[]): void {
  describe.each(families)('$rule: $family', ({ rule, fires, quiet }) => {
    it.each(fires)('fires on %j', (text) => {
      expect(rulesAlone(text)).toContain(rule);
    });
    it.each(quiet)('stays quiet on %j', (text) => {
      expect(rulesAlone(text)).toEqual([]);
    });
  });
}
