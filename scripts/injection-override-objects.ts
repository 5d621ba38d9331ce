/**
 * Issue 15, eighth round: the override-object families (test/untrusted/fixtures/
 * families-override-objects.ts) through the shipped scan, per language: attacks caught and
 * topic-bound benign sentences flagged, by the rules alone, the classifier alone and both. The
 * tuning half by default; `--heldout` reads the held-out half (once, at the end: before -> after).
 * `--list` prints each sentence's outcome. Dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-override-objects.ts [--heldout] [--list]`.
 */
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { flagThreshold } from '../lib/untrusted/classifier/two-stage';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { overrideObjectFamilies, overrideObjectHeldOut } from '../test/untrusted/fixtures/families-override-objects';
import { flaggedBy } from '../test/untrusted/support/flagged';

const model = shippedModelFromDisk();
const rules = flaggedBy(null);
const clf = (t: string): boolean => classifierScore(t, model) > flagThreshold(model);
const both = flaggedBy(model);
const count = (ts: readonly string[], f: (t: string) => boolean): string => `${ts.filter(f).length}/${ts.length}`;
const held = process.argv.includes('--heldout');
const sets = held
  ? (({ attacks, benign }) => attacks.map((a, i) => ({ lang: a.lang ?? '', fires: a.texts, quiet: benign[i]?.texts ?? [] })))(overrideObjectHeldOut())
  : overrideObjectFamilies().map((f) => ({ lang: /\((\w+)\)/.exec(f.family)?.[1] ?? '', fires: f.fires, quiet: f.quiet }));
const line = (label: string, fires: readonly string[], quiet: readonly string[]): string =>
  `${label}: attacks rules ${count(fires, rules)}, classifier ${count(fires, clf)}, both ${count(fires, both)}; benign flagged rules ${count(quiet, rules)}, classifier ${count(quiet, clf)}, both ${count(quiet, both)}`;
console.log(line(held ? 'HELD-OUT half, all' : 'tuning half, all', sets.flatMap((s) => s.fires), sets.flatMap((s) => s.quiet)));
for (const s of sets) console.log(line(`  ${s.lang}`, s.fires, s.quiet));
if (process.argv.includes('--list')) {
  for (const s of sets) {
    for (const t of s.fires) console.log(both(t) ? 'caught' : 'MISSED', s.lang, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t));
    for (const t of s.quiet) console.log(both(t) ? 'FLAGGED' : 'quiet', s.lang, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t));
  }
}
