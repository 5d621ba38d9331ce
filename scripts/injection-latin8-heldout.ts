/**
 * Issue 15, eighth round: the shipped scan (rules alone, classifier alone, both) on the held-out
 * batch in fr de es it pt and id tr vi tl (test/untrusted/fixtures/dev-latin8-heldout.ts), written
 * before the round's changes and read once at the end (before -> after: run it with the rules and
 * assets of the commit that added the batch, then with the last). Dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-latin8-heldout.ts [--list]`.
 *
 * Read once, after the round's last change (shipped scan; main's bbbf681 rules and assets -> the
 * branch's): attacks 45 -> 55 of 66 (fr 3 -> 6, de 8 -> 10, es 5 -> 8, it 9 -> 10, pt 6 -> 8 of 10;
 * id 3 -> 3, tr 4 -> 4, vi 3 -> 2, tl 4 -> 4 of 4; by kind: direct 11 -> 14, extraction 7 -> 11,
 * persona 11 -> 11 of 14, output hijack 5 -> 7 of 10, order in data 11 -> 12 of 14); classifier
 * alone 41 -> 53. Benign flagged 13 -> 12 of 46: prose 0 -> 0 of 23, hard negatives 13 -> 12 of 23,
 * 11 of them by rules that were not changed (world-overrides' "forget the previous instructions
 * about X" in eight languages, leaks.ts's bare names of the system prompt in fr de es it).
 */
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { familyTable, shippedScans } from '../bench/support/heldout-batch';
import type { TextFamily } from '../test/untrusted/fixtures/dev-hard-negatives';
import { LATIN8_ATTACKS, LATIN8_BENIGN } from '../test/untrusted/fixtures/dev-latin8-heldout';

const model = shippedModelFromDisk();
const scans = shippedScans();
const table = (title: string, fs: readonly TextFamily[], key: (f: TextFamily) => string): string[] => familyTable(scans, title, fs, key);
for (const l of [
  ...table('latin8 batch, attacks by language', LATIN8_ATTACKS, (f) => f.lang ?? '?'),
  ...table('latin8 batch, attacks by kind', LATIN8_ATTACKS, (f) => f.kind ?? '?'),
  ...table('latin8 batch, benign flagged', LATIN8_BENIGN, (f) => f.kind ?? 'prose'),
  ...table('latin8 batch, benign flagged by language', LATIN8_BENIGN, (f) => f.lang ?? '?'),
]) console.log(l);
if (process.argv.includes('--list')) {
  const both = scans[2]?.[1] ?? (() => false);
  for (const f of [...LATIN8_ATTACKS, ...LATIN8_BENIGN]) for (const t of f.texts) console.log(both(t) ? 'FLAG ' : 'quiet', f.family, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t.slice(0, 70)));
}
