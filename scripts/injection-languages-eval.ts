/**
 * Issue 15, sixth round: the shipped scan (rules alone, classifier alone, both) on our held-out
 * families in more languages (bench/support/injection-dev-languages.ts). Dev only, no corpus
 * row read. Run: `npx vite-node scripts/injection-languages-eval.ts [--list]` (--list: every
 * text, flagged or quiet, with its classifier score and markers).
 */
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { flagThreshold } from '../lib/untrusted/classifier/two-stage';
import { languagesMoreLines } from '../bench/support/injection-dev-languages';
import { alternateHalf } from '../test/untrusted/fixtures/dev-hard-negatives';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { DEV_LANGUAGE_ATTACKS_MORE } from '../test/untrusted/fixtures/dev-attacks-languages-more';
import { DEV_BENIGN_LANGUAGES_MORE } from '../test/untrusted/fixtures/dev-benign-languages-more';
import { flaggedBy } from '../test/untrusted/support/flagged';

const model = shippedModelFromDisk();
const rules = flaggedBy(null);
const clf = (t: string): boolean => classifierScore(t, model) > flagThreshold(model);
const both = flaggedBy(model);
for (const l of languagesMoreLines([['rules', rules], ['classifier', clf], ['shipped scan', both]])) console.log(l);
if (process.argv.includes('--list')) {
  for (const f of [...DEV_LANGUAGE_ATTACKS_MORE, ...alternateHalf(DEV_BENIGN_LANGUAGES_MORE, 1)]) {
    for (const t of f.texts) console.log(both(t) ? 'FLAG ' : 'quiet', f.family, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t.slice(0, 70)));
  }
}
