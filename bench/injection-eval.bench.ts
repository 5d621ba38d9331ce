/**
 * Recall and false positives of the injection markers per source, on a split fixed before the
 * rules were rewritten: dev (injections-dev and half of injections-more's sources, which the
 * rules were written against) and frozen (the other half, never read while writing rules).
 * Run with `npx vite-node bench/injection-eval.bench.ts`; writes bench/results/injection-eval.md (the figures;
 * the notes by round below its marker line are kept).
 * `--missed` prints the dev misses and false positives (never frozen texts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseModel, SECOND_STAGE_VERSION, serialiseModel, type InjectionModel } from '../lib/untrusted/classifier/model';
import { flagThreshold, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { report } from './support/injection-report';
import { writeKeepingNotes } from './support/results-notes';
import { loadSplit, type Row } from './support/injection-split';
import { modelsLeavingOneOut, SECOND_FLOOR, trainClassifier } from './support/injection-train-second';
import { BITS, chooseThresholdOn, HANDBOOK_REPOS, heldOut, SYNTHETIC_SOURCE, train, trainingDocs } from './support/injection-train';
import { devSetLines, embeddedSetLines, shortSetLines, TALK_TOPIC_WORDS } from './support/injection-dev-sets';
import { GATE_PASS, TARGET_FPR } from '../scripts/train-injection-model-config';
import { flaggedBy } from '../test/untrusted/support/flagged';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows = loadSplit(path.resolve(projectRoot, '../shared'));
const lines = ['## Injection markers per source (`bench/injection-eval.bench.ts`)', ''];
if (rows === null) {
  lines.push('Skipped: ../shared/corpora is absent.');
} else {
  const rules = flaggedBy(null);
  lines.push('### Rules alone', '', ...report(rows, (r) => rules(r.text)).lines, '');

  // Leave one source out: for each attack source, a classifier (both stages) trained without it,
  // thresholds and gate chosen on held-out benign text (half of the dev-side files of each
  // handbook), tested on it. Frozen rows, benign rows (their files are held out of training) and
  // BIPIA's slipped-in tasks were never trained on, so the model trained on all the rest scores them.
  const shared = path.resolve(projectRoot, '../shared');
  const docs = trainingDocs(projectRoot, shared);
  const { thresholdSets } = heldOut(shared);
  const { everything, without: models } = modelsLeavingOneOut(docs, thresholdSets);
  const modelOf = (r: Row): InjectionClassifier => models.get(r.repo) ?? everything;
  const firstAlone = (m: InjectionClassifier): InjectionClassifier => ({ first: m.first, second: null });
  const verdicts = (f: (t: string, m: InjectionClassifier) => boolean): Map<Row, boolean> => new Map(rows.map((r) => [r, f(r.text, modelOf(r))] as const));
  const stage1 = verdicts((t, m) => classifierScore(t, m.first) > m.first.threshold);
  const gated = verdicts((t, m) => classifierScore(t, m.first) > (m.second?.gate ?? 0));
  const clf = verdicts((t, m) => classifierScore(t, m) > flagThreshold(m));
  const twoStage = (t: string): boolean => classifierScore(t, everything) > flagThreshold(everything);
  const second = everything.second as InjectionModel;
  const sets = [...HANDBOOK_REPOS, 'all four, paragraphs with hard-negative words', 'all four, paragraphs on attacks, security, passwords, prompts, AI tools, moderation'];
  const heldOutSets = [...thresholdSets, thresholdSets.slice(0, HANDBOOK_REPOS.length).flat().filter((p) => TALK_TOPIC_WORDS.test(p))];
  const pctOf = (n: number, all: number): string => `${((100 * n) / Math.max(1, all)).toFixed(2)}% (${n})`;
  lines.push(
    '### The classifier: how it is made and measured',
    '',
    `Two stages (lib/untrusted/classifier/two-stage.ts). The first (character 4-grams, format 2) scores every window; it is a gate letting through the windows above the probability that ${GATE_PASS * 100}% of the held-out benign paragraphs pass. The second (4-grams, word unigrams and bigrams, quotation and capitals cues, a kana, CJK ideograph or Hangul syllable read as a word of its own, format ${SECOND_STAGE_VERSION}, the mean of 5 bootstrap models) reads only those windows and decides. Each attack source of the dev split is scored by a classifier trained without it (${models.size} of them; ${docs.length} training documents in all, none frozen, ${docs.filter((d) => d.source === SYNTHETIC_SOURCE && d.secondOnly !== true).length} of them generated from our grammar of attacks, and ${docs.filter((d) => d.secondOnly === true).length} benign sentences that talk about attacks, for the second stage only); frozen sources, benign rows and 18F by the one trained on all dev sources. Thresholds are chosen per classifier for FPR ≤ ${TARGET_FPR} on each handbook's benign text never trained on (the half of its dev-side files held out: ${HANDBOOK_REPOS.map((r, i) => `${thresholdSets[i]?.length} paragraphs of ${r}`).join(', ')}), and on the ${thresholdSets[4]?.length} of them that use a hard negative's words (ignore, instructions, system, prompt, …, as the corpora's README defines them), never below 0.3 (the second stage's never below ${SECOND_FLOOR}, round 9). The second stage also trains on ${docs.filter((d) => d.secondOnly === true && d.y === 1).length} attacks slipped into handbook paragraphs, each beside a benign twin in the same paragraph (round 9, bench/support/injection-splice.ts). The classifier trained on all dev sources: first stage alone threshold ${everything.first.threshold.toFixed(3)}, gate ${second.gate.toFixed(4)}, second stage threshold ${second.threshold.toFixed(3)}.`,
    '',
    '### First stage alone (at its own threshold), leave one source out',
    '',
    ...report(rows, (r) => stage1.get(r) === true).lines.slice(0, 4),
    '',
    '### The gate: what the first stage lets through to the second, leave one source out',
    '',
    'Attacks caught here are attacks the second stage reads; benign columns are the share of benign rows it reads (its cost).',
    '',
    ...report(rows, (r) => gated.get(r) === true).lines.slice(0, 4),
    '',
    '### The classifier (both stages), leave one source out',
    '',
    ...report(rows, (r) => clf.get(r) === true).lines,
    '',
    '### Rules and classifier combined (the scan as shipped), classifier left out of each source',
    '',
    'Frozen rows: neither the rules nor the classifier saw their source. Dev rows: the rules were written against them.',
    '',
    ...report(rows, (r) => rules(r.text) || clf.get(r) === true).lines,
    '',
    '### On the held-out handbook paragraphs (dev)',
    '',
    "The half of each handbook's dev-side files that no model trained on; the thresholds and the gate are chosen on them, so this is the false-positive rate they allow. The last row (round 7) is the subset of these paragraphs on the topics of our round-7 dev hard negatives; its words chose nothing. Read by the second stage: the paragraphs (and characters) the gate lets through.",
    '',
    '| handbook | paragraphs | read by the second stage (characters) | flagged, first stage alone | flagged, classifier | flagged, rules and classifier |',
    '|---|---|---|---|---|---|',
    ...sets.map((name, i) => {
      const set = heldOutSets[i] ?? [];
      const through = set.filter((p) => classifierScore(p, everything.first) > second.gate);
      const chars = (ps: string[]): number => ps.reduce((n, p) => n + p.length, 0);
      const alone = set.filter((p) => classifierScore(p, firstAlone(everything)) > everything.first.threshold).length;
      const n = set.filter(twoStage).length;
      const both = set.filter((p) => rules(p) || twoStage(p)).length;
      return `| ${name} | ${set.length} | ${pctOf(through.length, set.length)}, ${((100 * chars(through)) / Math.max(1, chars(set))).toFixed(1)}% of characters | ${pctOf(alone, set.length)} | ${pctOf(n, set.length)} | ${pctOf(both, set.length)} |`;
    }),
    '',
    '### Rules and classifier combined on our dev families (never trained on)',
    '',
    `test/untrusted/fixtures/dev-*.ts, written before round 5's tuning; the classifier trained on all dev sources. Rules with the first stage alone at its threshold: ${devSetLines((t) => rules(t) || classifierScore(t, everything.first) > everything.first.threshold)[0]} Rules and both stages:`,
    '',
    ...devSetLines((t) => rules(t) || twoStage(t)),
    '',
    '### Orders embedded in data (round 9): our dev families, never trained on',
    '',
    'test/untrusted/fixtures/dev-embedded.ts, written before the second stage trained on spliced attacks.',
    '',
    ...embeddedSetLines([['rules alone', rules], ['rules and both stages', (t) => rules(t) || twoStage(t)]]),
    '',
    '### Short attacks (round 8): rules alone',
    '',
    'The classifier reads only paragraphs of 40 characters or more, so short requests reach the rules alone (lib/untrusted/rules/short-extraction.ts, bare-overrides.ts).',
    '',
    ...shortSetLines(rules),
    '',
    '### Thresholds across training seeds (classifier trained on all dev sources)',
    '',
    `Round 5's first stage (L2 1e-4) alone, against the two stages. The second stage's threshold is also given before its floor of ${SECOND_FLOOR} (the FPR rule alone).`,
    '',
    '| seed | round 5: first stage alone (L2 1e-4) | first stage alone (L2 3e-3) | gate | second stage, FPR rule | second stage, shipped |',
    '|---|---|---|---|---|---|',
    ...[15, 1, 2].map((seed) => {
      const t = trainClassifier(docs, thresholdSets, { seed });
      const old = train(docs, { seed });
      const provisional = parseModel(serialiseModel(BITS, old.weights, old.bias, 0.5));
      const oldThreshold = chooseThresholdOn(thresholdSets, (p) => classifierScore(p, provisional), TARGET_FPR);
      return `| ${seed} | ${oldThreshold.toFixed(3)} | ${t.classifier.first.threshold.toFixed(3)} | ${t.classifier.second?.gate.toFixed(4)} | ${t.rawThreshold.toFixed(3)} | ${t.classifier.second?.threshold.toFixed(3)} |`;
    }),
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
// The notes by round written by hand under the marker are kept: a run rewrites only the figures.
console.log(writeKeepingNotes(path.join(projectRoot, 'bench/results/injection-eval.md'), lines.join('\n'), 'bench/injection-eval.bench.ts'));
