/**
 * The tenth round's tr id tl vi ar rules (world-south-*.ts), added to the rules of the same name:
 * one marker kind per rule name, as the other world-*.ts files report (markerNames lists a name
 * once per rule, so a second rule of the same name would report it twice). Appended after the
 * rule's own patterns, so its earlier patterns keep their order.
 */
import { southArabicLeakPatterns, southArabicOverridePatterns } from './world-south-arabic';
import { southLeakPatterns, southOutputPatterns } from './world-south-leaks';
import { southOverridePatterns } from './world-south-overrides';
import { southSecretPatterns } from './world-south-secrets';
import { southClaimPatterns, southLimitPatterns, southOffPatterns, southPersonaPatterns } from './world-south-techniques';
import { foldedPattern, type MarkerRule } from './types';

const SOUTH: Readonly<Record<string, readonly string[]>> = {
  'instruction-override': [...southOverridePatterns, ...southArabicOverridePatterns, ...southOffPatterns],
  'prompt-leak': [...southLeakPatterns, ...southArabicLeakPatterns, ...southLimitPatterns],
  'output-hijack': southOutputPatterns,
  'jailbreak-persona': southPersonaPatterns,
  'authority-claim': southClaimPatterns,
  'secret-request': southSecretPatterns,
};

/** `rules` with the south patterns appended to the folded rules they belong to. */
export function withSouthPatterns(rules: readonly MarkerRule[]): MarkerRule[] {
  return rules.map((r) => {
    const extra = SOUTH[r.name];
    return extra === undefined || r.on !== 'folded' ? r : { ...r, patterns: [...r.patterns, ...extra.map(foldedPattern)] };
  });
}
