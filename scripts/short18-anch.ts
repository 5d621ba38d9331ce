/**
 * Issue 15, round 18 (short18): for each pattern of rules/short-asks.ts, the anchor literals the
 * index derives (or UNANCHORED: it would run over the whole text). A literal such as "the" or a
 * bare "u" makes a pattern slow. Run: `npx vite-node scripts/short18-anch.ts`.
 */
import { buildAnchorIndex } from '../lib/untrusted/anchors';
import { foldedPattern } from '../lib/untrusted/rules/types';
import { shortAskPatterns, shortSecretAskPatterns } from '../lib/untrusted/rules/short-asks';
const pats = [...shortAskPatterns, ...shortSecretAskPatterns];
pats.forEach((p, i) => {
  const idx = buildAnchorIndex([{ name: 'x', patterns: [foldedPattern(p)] }]);
  const lits = new Set<string>();
  for (const m of [idx.words, idx.symbols]) for (const es of m.values()) for (const e of es) lits.add(e.literal);
  console.log(i, idx.unanchored.length ? 'UNANCHORED' : '', [...lits].slice(0, 40).join('|'), '::', p.slice(0, 60));
});
