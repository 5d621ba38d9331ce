/**
 * Issue 15, ninth round (latin9): the shipped scan (rules alone, classifier alone, both) on the
 * held-out batch in fr de es it pt (test/untrusted/fixtures/dev-latin9-heldout.ts), written before
 * the round's changes and read once at the end (before -> after: run it with the rules and assets
 * of the commit that added the batch, then with the last). Dev only, no corpus row read.
 * Run: `npx vite-node scripts/injection-latin9-heldout.ts [--list]`.
 */
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { familyTable, shippedScans } from '../bench/support/heldout-batch';
import type { TextFamily } from '../test/untrusted/fixtures/dev-hard-negatives';
import { LATIN9_ATTACKS, LATIN9_BENIGN } from '../test/untrusted/fixtures/dev-latin9-heldout';

const model = shippedModelFromDisk();
const scans = shippedScans();
const table = (title: string, fs: readonly TextFamily[], key: (f: TextFamily) => string): string[] => familyTable(scans, title, fs, key);
for (const l of [
  ...table('latin9 batch, attacks by language', LATIN9_ATTACKS, (f) => f.lang ?? '?'),
  ...table('latin9 batch, attacks by kind', LATIN9_ATTACKS, (f) => f.kind ?? '?'),
  ...table('latin9 batch, benign flagged', LATIN9_BENIGN, (f) => f.kind ?? 'prose'),
  ...table('latin9 batch, benign flagged by language', LATIN9_BENIGN, (f) => f.lang ?? '?'),
]) console.log(l);
if (process.argv.includes('--list')) {
  const both = scans[2]?.[1] ?? (() => false);
  for (const f of [...LATIN9_ATTACKS, ...LATIN9_BENIGN]) for (const t of f.texts) console.log(both(t) ? 'FLAG ' : 'quiet', f.family, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t.slice(0, 70)));
}
