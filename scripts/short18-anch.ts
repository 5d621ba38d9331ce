import { buildAnchorIndex } from '/work/wt-short18/lib/untrusted/anchors';
import { foldedPattern } from '/work/wt-short18/lib/untrusted/rules/types';
import { shortAskPatterns, shortSecretAskPatterns } from '/work/wt-short18/lib/untrusted/rules/short-asks';
const pats = [...shortAskPatterns, ...shortSecretAskPatterns];
pats.forEach((p, i) => {
  const idx = buildAnchorIndex([{ name: 'x', patterns: [foldedPattern(p)] }]);
  const lits = new Set<string>();
  for (const m of [idx.words, idx.symbols]) for (const es of m.values()) for (const e of es) lits.add(e.literal);
  console.log(i, idx.unanchored.length ? 'UNANCHORED' : '', [...lits].slice(0, 40).join('|'), '::', p.slice(0, 60));
});
