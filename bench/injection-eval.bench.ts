/**
 * Recall and false positives of the injection markers per source, on a split fixed before the
 * rules were rewritten: dev (injections-dev and half of injections-more's sources, which the
 * rules were written against) and frozen (the other half, never read while writing rules).
 * Run with `npx vite-node bench/injection-eval.bench.ts`; writes bench/results/injection-eval.md.
 * `--missed` prints the dev misses and false positives (never frozen texts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseModel, serialiseModel, type InjectionModel } from '../lib/untrusted/classifier/model';
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { report } from './support/injection-report';
import { loadSplit } from './support/injection-split';
import { BITS, chooseThresholdOn, HANDBOOK_REPOS, heldOut, SYNTHETIC_SOURCE, train, trainingDocs } from './support/injection-train';
import { devSetLines } from './support/injection-dev-sets';
import { TARGET_FPR } from '../scripts/train-injection-model-config';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows = loadSplit(path.resolve(projectRoot, '../shared'));
const lines = ['## Injection markers per source (`bench/injection-eval.bench.ts`)', ''];
if (rows === null) {
  lines.push('Skipped: ../shared/corpora is absent.');
} else {
  const rules = (t: string): boolean => markerNames(scanInjection(t, undefined, null)).length > 0;
  lines.push('### Rules alone', '', ...report(rows, (r) => rules(r.text)).lines, '');

  // Leave one source out: for each attack source, a classifier trained without it (threshold
  // chosen on held-out benign text: half of the dev-side files of each handbook), tested on it. Frozen rows, benign rows (their files are held out of training) and BIPIA's
  // slipped-in tasks were never trained on, so the model trained on all the rest scores them.
  const shared = path.resolve(projectRoot, '../shared');
  const docs = trainingDocs(projectRoot, shared);
  const { thresholdSets } = heldOut(shared);
  const modelWithout = (source: string | null): InjectionModel => {
    const { weights, bias } = train(docs.filter((d) => d.source !== source));
    const provisional = parseModel(serialiseModel(BITS, weights, bias, 0.5));
    return parseModel(serialiseModel(BITS, weights, bias, chooseThresholdOn(thresholdSets, (p) => classifierScore(p, provisional), TARGET_FPR)));
  };
  const everything = modelWithout(null);
  const models = new Map<string, InjectionModel>();
  for (const source of new Set(docs.filter((d) => d.y === 1).map((d) => d.source))) if (source !== 'own' && source !== SYNTHETIC_SOURCE) models.set(source, modelWithout(source));
  const clf = new Map(rows.map((r) => {
    const m = models.get(r.repo) ?? everything;
    return [r, classifierScore(r.text, m) > m.threshold] as const;
  }));
  const flagged = thresholdSets.map((set) => set.filter((p) => classifierScore(p, everything) > everything.threshold).length);
  lines.push(
    '### Classifier alone, leave one source out',
    '',
    `Each attack source of the dev split scored by a model trained without it (${models.size} models; ${docs.length} training documents in all, none frozen, ${docs.filter((d) => d.source === SYNTHETIC_SOURCE).length} of them generated from our grammar of attacks); frozen sources, benign rows and 18F by the model trained on all dev sources. Threshold chosen per model for FPR ≤ ${TARGET_FPR} on each handbook's benign text never trained on (the half of its dev-side files held out: ${HANDBOOK_REPOS.map((r, i) => `${thresholdSets[i]?.length} paragraphs of ${r}`).join(', ')}), and on the ${thresholdSets[4]?.length} of them that use a hard negative's words (ignore, instructions, system, prompt, …, as the corpora's README defines them); the model trained on all dev sources flags ${flagged.join(', ')} of them at threshold ${everything.threshold.toFixed(3)}.`,
    '',
    ...report(rows, (r) => clf.get(r) === true).lines,
    '',
    '### Rules and classifier combined (the scan as shipped), classifier left out of each source',
    '',
    'Frozen rows: neither the rules nor the classifier saw their source. Dev rows: the rules were written against them.',
    '',
    ...report(rows, (r) => rules(r.text) || clf.get(r) === true).lines,
    '',
    '### Rules and classifier combined on the held-out handbook paragraphs (dev)',
    '',
    'The half of each handbook\'s dev-side files that no model trained on; the classifier\'s threshold is chosen on them, so this is the false-positive rate the threshold allows, with the rules added.',
    '',
    '| handbook | paragraphs | flagged |',
    '|---|---|---|',
    ...[...HANDBOOK_REPOS, 'all four, paragraphs with hard-negative words'].map((repo, i) => {
      const set = thresholdSets[i] ?? [];
      const n = set.filter((p) => rules(p) || classifierScore(p, everything) > everything.threshold).length;
      return `| ${repo} | ${set.length} | ${((100 * n) / Math.max(1, set.length)).toFixed(2)}% (${n}) |`;
    }),
    '',
    '### Rules and classifier combined on our dev families (never trained on)',
    '',
    `test/untrusted/fixtures/dev-*.ts, written before this round's tuning; the model trained on all dev sources, at threshold ${everything.threshold.toFixed(3)}.`,
    '',
    ...devSetLines((t) => rules(t) || classifierScore(t, everything) > everything.threshold),
    '',
  );
  if (process.argv.includes('--missed')) {
    for (const r of rows.filter((x) => x.split === 'dev')) {
      const fired = rules(r.text);
      if (r.label === 'injection' && !fired && !(r.kind ?? '').startsWith('indirect-task')) console.log('MISS', r.repo, r.kind, JSON.stringify(r.text.slice(0, 300)));
      if (r.label === 'benign' && fired) console.log('FP', markerNames(scanInjection(r.text)).join(','), JSON.stringify(r.text.slice(0, 300)));
    }
  }
}
const out = `${lines.join('\n')}\n`;
mkdirSync(path.join(projectRoot, 'bench/results'), { recursive: true });
writeFileSync(path.join(projectRoot, 'bench/results/injection-eval.md'), out);
console.log(out);
