/**
 * Issue 15, round 12: the classifier trained with the spent round-10 batches
 * (bench/support/injection-train-heldout10.ts), measured on what each model did not train on.
 *   - dev, leave one source out, per source (the dev rows of the corpora only; frozen rows are
 *     dropped before anything reads them), classifier alone and with the rules;
 *   - the round-10 batches, leave one language group out (each group is a training source) and,
 *     with `--families`, leave one family out: every row, attack or negative, scored by a model
 *     that never saw its group (or family).
 * `--copies=A,N`: each batch attack A times, each negative N times (default: as shipped,
 * HELDOUT10_COPIES); `--copies=0,0` gives the figures before (the batches never trained on: every
 * row is scored by the model trained on all the rest). Run:
 * `npx vite-node scripts/injection-heldout10-loso.ts [--copies=A,N] [--seed=15] [--families] [--sweep]
 * [--hard-weight=W] [--second-only]` (--sweep: fixed second-stage thresholds instead of each
 * model's own; --hard-weight: the learner's weight of hard negatives; --second-only: the batches
 * trained by the second stage alone).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagThreshold, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { report } from '../bench/support/injection-report';
import { isIndirectTask, loadSplit } from '../bench/support/injection-split';
import { modelsLeavingOneOut, trainClassifier } from '../bench/support/injection-train-second';
import { HELDOUT10_COPIES, heldOut, heldout10Docs, trainingDocs, type Doc } from '../bench/support/injection-train';
import { heldout10Family, heldout10Group, heldout10Rows, heldout10Source, type Heldout10Row } from '../bench/support/injection-train-heldout10';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const seed = Number(arg('seed') ?? 15);
const [ca, cn] = (arg('copies') ?? `${HELDOUT10_COPIES.attacks},${HELDOUT10_COPIES.negatives}`).split(',').map(Number);
const copies = { attacks: ca ?? 0, negatives: cn ?? 0 };
const trained = copies.attacks + copies.negatives > 0;
const hardWeight = Number(arg('hard-weight') ?? 1);
const opts = { seed, ...(hardWeight === 1 ? {} : { learner: { hardWeight } }) };

const base = trainingDocs(root, shared, undefined, { heldout10: { attacks: 0, negatives: 0 } });
const batch = heldout10Rows(root);
const secondOnly = process.argv.includes('--second-only');
const batchDocs = trained ? heldout10Docs(batch, copies, undefined, secondOnly) : [];
const docs: Doc[] = [...base, ...batchDocs];
const { thresholdSets } = heldOut(shared);
const { everything, without } = modelsLeavingOneOut(docs, thresholdSets, opts);

const rules = (t: string): boolean => markerNames(scanInjection(t, undefined, null)).length > 0;
const clfOf = (m: InjectionClassifier) => (t: string): boolean => classifierScore(t, m) > flagThreshold(m);
const n = (xs: readonly boolean[]): number => xs.filter(Boolean).length;

console.log(`seed ${seed}; hard weight ${hardWeight}; ${secondOnly ? 'second stage only; ' : ''}batch copies attacks ${copies.attacks}, negatives ${copies.negatives}; ${docs.length} documents (${batchDocs.length} from the round-10 batches); thresholds of the model on all: first ${everything.first.threshold.toFixed(3)}, gate ${everything.second?.gate.toFixed(4)}, second ${everything.second?.threshold.toFixed(3)}`);
console.log(`held-out handbook paragraphs flagged by the classifier on all: ${thresholdSets.map((s) => `${s.filter(clfOf(everything)).length}/${s.length}`).join(', ')}`);

// Dev, leave one source out, per source.
const devRows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const devClf = new Map(devRows.map((r) => [r, clfOf(without.get(r.repo) ?? everything)(r.text)] as const));
const devAttacks = devRows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
console.log(`\ndev LOSO: classifier alone ${n(devAttacks.map((r) => devClf.get(r) === true))}/${devAttacks.length}, rules and classifier ${n(devAttacks.map((r) => devClf.get(r) === true || rules(r.text)))}/${devAttacks.length}`);
console.log('\n#### dev, classifier alone, leave one source out\n');
for (const l of report(devRows, (r) => devClf.get(r) === true).lines.filter((l) => !l.startsWith('| frozen'))) console.log(l);
console.log('\n#### dev, rules and classifier, leave one source out\n');
for (const l of report(devRows, (r) => devClf.get(r) === true || rules(r.text)).lines.filter((l) => !l.startsWith('| frozen'))) console.log(l);

/** Rows scored by `modelOf(row)`, as a table grouped by `key`: attacks caught and negatives flagged, classifier alone and with the rules. */
function table(title: string, modelOf: (r: Heldout10Row) => InjectionClassifier, key: (r: Heldout10Row) => string): void {
  const verdict = new Map(batch.map((r) => [r, clfOf(modelOf(r))(r.text)] as const));
  const withRules = (r: Heldout10Row): boolean => verdict.get(r) === true || rules(r.text);
  const keys = [...new Set(batch.map(key))];
  const cell = (rs: readonly Heldout10Row[], f: (r: Heldout10Row) => boolean): string => `${n(rs.map(f))}/${rs.length}`;
  const line = (k: string, rs: readonly Heldout10Row[]): string => {
    const a = rs.filter((r) => r.attack);
    const b = rs.filter((r) => !r.attack);
    return `| ${k} | ${cell(a, (r) => verdict.get(r) === true)} | ${cell(a, withRules)} | ${cell(b, (r) => verdict.get(r) === true)} | ${cell(b, withRules)} |`;
  };
  console.log(`\n#### ${title}\n\n| ${title.split(',')[0]} | attacks, classifier | attacks, rules and classifier | negatives flagged, classifier | negatives flagged, rules and classifier |\n|---|---|---|---|---|`);
  console.log(line('**all**', batch));
  for (const k of keys) console.log(line(k, batch.filter((r) => key(r) === k)));
}

// A group with negatives only among the documents is no attack source of modelsLeavingOneOut: left out here.
for (const src of new Set(batchDocs.map((d) => d.source))) if (!without.has(src)) without.set(src, trainClassifier(docs.filter((d) => d.source !== src), thresholdSets, opts).classifier);
const groupModel = (r: Heldout10Row): InjectionClassifier => without.get(heldout10Source(r)) ?? everything;
table('group, leave one language group out', groupModel, (r) => heldout10Group(r.lang));
table('language, leave one language group out', groupModel, (r) => r.lang);
table('kind, leave one language group out', groupModel, (r) => `${r.lang === 'en' ? 'en' : 'world'} ${r.kind}`);

/** Fixed thresholds of the two stages' score instead of each model's own: what a higher floor would trade, with rows scored by `modelOf`. */
function sweep(title: string, modelOf: (r: Heldout10Row) => InjectionClassifier): void {
  const score = new Map(batch.map((r) => [r, classifierScore(r.text, modelOf(r))] as const));
  const devScore = new Map(devAttacks.map((r) => [r, classifierScore(r.text, without.get(r.repo) ?? everything)] as const));
  console.log(`\n#### ${title}\n`);
  for (const th of [0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7]) {
    const at = (r: Heldout10Row): boolean => (score.get(r) ?? 0) > th;
    const a = batch.filter((r) => r.attack);
    const b = batch.filter((r) => !r.attack);
    const held = thresholdSets.map((s) => s.filter((t) => classifierScore(t, everything) > th).length).join('+');
    console.log(`second threshold ${th}: batch attacks ${n(a.map(at))}/${a.length} (with rules ${n(a.map((r) => at(r) || rules(r.text)))}), negatives ${n(b.map(at))}/${b.length} (with rules ${n(b.map((r) => at(r) || rules(r.text)))}); dev LOSO ${n(devAttacks.map((r) => (devScore.get(r) ?? 0) > th))} (with rules ${n(devAttacks.map((r) => (devScore.get(r) ?? 0) > th || rules(r.text)))}); held-out handbook ${held}`);
  }
}
if (process.argv.includes('--sweep')) sweep('sweep, leave one language group out', groupModel);

if (process.argv.includes('--families')) {
  const byFamily = new Map<string, InjectionClassifier>();
  if (trained) for (const f of new Set(batch.map(heldout10Family))) byFamily.set(f, trainClassifier(docs.filter((d) => d.family !== f), thresholdSets, opts).classifier);
  const familyModel = (r: Heldout10Row): InjectionClassifier => byFamily.get(heldout10Family(r)) ?? everything;
  table('family, leave one family out', familyModel, heldout10Family);
  if (process.argv.includes('--sweep')) sweep('sweep, leave one family out', familyModel);
}
