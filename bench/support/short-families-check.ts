// Dev check (issue 15, round 8): the short families through the rules alone (no classifier: it never reads under 40 characters). Run: npx vite-node bench/support/short-families-check.ts
import { markerNames, scanInjection } from '../../lib/untrusted/injection';
import { SHORT_FAMILIES, SHORT_INDISTINGUISHABLE } from '../../test/untrusted/fixtures/families-short';
const rules = (t: string) => markerNames(scanInjection(t, undefined, null));
let fh = 0, fa = 0, qh = 0, qa = 0;
for (const f of SHORT_FAMILIES) {
  for (const t of f.fires) { fa++; const n = rules(t); if (n.includes(f.rule)) fh++; else console.log('MISS', f.family.slice(7, 30), JSON.stringify(t), n); }
  for (const t of f.quiet) { qa++; const n = rules(t); if (n.length) { qh++; console.log('FP  ', JSON.stringify(t), n); } }
}
console.log(`fires ${fh}/${fa}, quiet flagged ${qh}/${qa}`);
for (const t of SHORT_INDISTINGUISHABLE) console.log('IND', JSON.stringify(t), rules(t));
