/**
 * Issue 15, eighth round, second pass (English indirect attacks in data): the shipped scan
 * (rules alone, classifier alone, both) on the held-out batch of
 * test/untrusted/fixtures/dev-s8-ind-heldout.ts, written before the pass's rules and read once at
 * the end (before -> after: run it on the commit that added the batch, then on the last). Counts
 * only unless `--list`; dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-s8-ind-heldout.ts [--list]`.
 */
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { flagThreshold } from '../lib/untrusted/classifier/two-stage';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { S8_IND_HELDOUT_ATTACKS, S8_IND_HELDOUT_NEGATIVES } from '../test/untrusted/fixtures/dev-s8-ind-heldout';

const model = shippedModelFromDisk();
const rules = (t: string): boolean => markerNames(scanInjection(t, undefined, null)).length > 0;
const clf = (t: string): boolean => classifierScore(t, model) > flagThreshold(model);
const both = (t: string): boolean => markerNames(scanInjection(t, undefined, model)).length > 0;
const count = (ts: readonly string[], f: (t: string) => boolean): string => `${ts.filter(f).length}/${ts.length}`;
const line = (label: string, ts: readonly string[]): string => `${label}: rules ${count(ts, rules)}, classifier ${count(ts, clf)}, shipped scan ${count(ts, both)}`;
console.log(line('s8 indirect attacks', S8_IND_HELDOUT_ATTACKS.flatMap((f) => f.texts)));
for (const f of S8_IND_HELDOUT_ATTACKS) console.log(line(`  ${f.family}`, f.texts));
console.log(line('s8 indirect hard negatives (flagged)', S8_IND_HELDOUT_NEGATIVES.flatMap((f) => f.texts)));
for (const f of S8_IND_HELDOUT_NEGATIVES) console.log(line(`  ${f.family}`, f.texts));
if (process.argv.includes('--list')) {
  for (const f of [...S8_IND_HELDOUT_ATTACKS, ...S8_IND_HELDOUT_NEGATIVES]) {
    for (const t of f.texts) console.log(both(t) ? 'FLAG ' : 'quiet', f.family, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t.slice(0, 70)));
  }
}
