/**
 * Issue 15, eighth round: the shipped scan (rules alone, classifier alone, both) on our dev sets
 * in the Latin-script languages fr de es it pt and id tr vi tl, per language: round 5's attacks
 * (dev-attacks-languages.ts), the sixth round's (dev-attacks-languages-more.ts), round 9's orders
 * in data (dev-embedded.ts); flagged: round 10's held-out prose (odd half of
 * dev-benign-languages.ts) and the sixth round's held-out prose and hard negatives (odd half of
 * dev-benign-languages-more.ts). None of these is trained on. The dev corpus has no row in these
 * languages, so these are the dev figures for them. Dev only.
 * Run: `npx vite-node scripts/injection-latin-dev.ts [--missed]`.
 */
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { familyTable, shippedScans } from '../bench/support/heldout-batch';
import { alternateHalf, type TextFamily } from '../test/untrusted/fixtures/dev-hard-negatives';
import { DEV_LANGUAGE_ATTACKS } from '../test/untrusted/fixtures/dev-attacks-languages';
import { DEV_LANGUAGE_ATTACKS_MORE } from '../test/untrusted/fixtures/dev-attacks-languages-more';
import { DEV_EMBEDDED_ATTACKS } from '../test/untrusted/fixtures/dev-embedded';
import { DEV_BENIGN_LANGUAGES } from '../test/untrusted/fixtures/dev-benign-languages';
import { DEV_BENIGN_LANGUAGES_MORE } from '../test/untrusted/fixtures/dev-benign-languages-more';

const LATIN = ['fr', 'de', 'es', 'it', 'pt', 'id', 'tr', 'vi', 'tl'];
const model = shippedModelFromDisk();
const scans = shippedScans();
const latin = (fs: readonly TextFamily[]): TextFamily[] => fs.filter((f) => LATIN.includes(f.lang ?? ''));
const attacks = latin([...DEV_LANGUAGE_ATTACKS, ...DEV_LANGUAGE_ATTACKS_MORE, ...DEV_EMBEDDED_ATTACKS]);
const round10 = alternateHalf(DEV_BENIGN_LANGUAGES, 1).map((f) => ({ ...f, kind: 'round 10 prose' }));
const more = latin(alternateHalf(DEV_BENIGN_LANGUAGES_MORE, 1)).map((f) => ({ ...f, kind: `sixth round ${f.kind ?? 'prose'}` }));
const benign = [...round10, ...more];
const table = (title: string, fs: readonly TextFamily[], key: (f: TextFamily) => string): string[] => familyTable(scans, title, fs, key);
for (const l of [
  ...table('dev attacks in Latin-script languages, by language', attacks, (f) => f.lang ?? '?'),
  ...table('by kind', attacks, (f) => f.kind ?? '?'),
  ...table('held-out benign flagged', benign, (f) => f.kind ?? '?'),
]) console.log(l);
if (process.argv.includes('--missed')) {
  const both = scans[2]?.[1] ?? (() => false);
  for (const f of attacks) for (const t of f.texts) if (!both(t)) console.log('MISSED', f.family, classifierScore(t, model).toFixed(3), JSON.stringify(t.slice(0, 110)));
  for (const f of benign) for (const t of f.texts) if (both(t)) console.log('FLAGGED', f.family, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t.slice(0, 110)));
}
