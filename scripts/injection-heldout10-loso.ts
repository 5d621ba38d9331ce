/**
 * Issue 15, rounds 12 and 13: the classifier trained with the spent batches (round 10's and round
 * 12's, bench/support/injection-train-heldout10.ts), measured on what each model did not train on.
 *   - dev, leave one source out, per source (the dev rows of the corpora only; frozen rows are
 *     dropped before anything reads them), classifier alone and with the rules;
 *   - the batches, leave one language group out (LOGO): every row of both batches, attack or
 *     negative, scored by a model that saw neither batch's rows of its language group;
 *   - leave one batch out: each batch's rows scored by the recipe trained without that batch
 *     (round 12's rows by the model trained with round 10's alone: what round 12's read did);
 *   - with `--family-folds=K`, the families of both batches in K folds (by a hash of the name):
 *     each row scored by the model trained without its fold;
 *   - with `--families`, leave one family out (slow: one model per family of both batches).
 * The recipe (copies, balance, trainer's options) as bench/support/injection-spent-recipe.ts reads
 * it: default as shipped; `--h10=0,0 --h12=0,0` gives the figures before (the batches never
 * trained on). Run: `npx vite-node scripts/injection-heldout10-loso.ts [recipe options] [--family-folds=5] [--families] [--sweep] [--cross-only]`
 * (--sweep: fixed second-stage thresholds instead of each model's own; --cross-only: leave one batch out alone).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagThreshold, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { classifierScore } from '../lib/untrusted/injection';
import { report } from '../bench/support/injection-report';
import { isIndirectTask, loadSplit } from '../bench/support/injection-split';
import { trainClassifier } from '../bench/support/injection-train-second';
import { SYNTHETIC_SOURCE, type Doc } from '../bench/support/injection-train';
import { heldout10Family, heldout10Group, type Heldout10Row } from '../bench/support/injection-train-heldout10';
import { describeRecipe, recipeDocs, recipeSetup } from '../bench/support/injection-spent-recipe';
import { flaggedBy } from '../test/untrusted/support/flagged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const { recipe, base, rows10, rows12, thresholdSets } = recipeSetup(root, shared, process.argv);
const batch = [...rows10, ...rows12];
const docs: Doc[] = recipeDocs(base, rows10, rows12, recipe);
const train = (ds: readonly Doc[]): InjectionClassifier => trainClassifier(ds, thresholdSets, recipe.opts).classifier;
const crossOnly = process.argv.includes('--cross-only');
const everything = train(docs);

const rules = flaggedBy(null);
const clfOf = (m: InjectionClassifier) => (t: string): boolean => classifierScore(t, m) > flagThreshold(m);
const n = (xs: readonly boolean[]): number => xs.filter(Boolean).length;
const batchDocs = docs.filter((d) => d.family !== undefined);

console.log(`${describeRecipe(recipe)}; ${docs.length} documents (${batchDocs.length} from the batches); thresholds of the model on all: first ${everything.first.threshold.toFixed(3)}, gate ${everything.second?.gate.toFixed(4)}, second ${everything.second?.threshold.toFixed(3)}`);
console.log(`held-out handbook paragraphs flagged by the classifier on all: ${thresholdSets.map((s) => `${s.filter(clfOf(everything)).length}/${s.length}`).join(', ')}`);

// Dev, leave one source out, per source: one model without each dev attack source.
const devRows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev');
const devSources = new Set(docs.filter((d) => d.y === 1 && d.family === undefined && d.source !== 'own' && d.source !== SYNTHETIC_SOURCE).map((d) => d.source));
const devModels = new Map(crossOnly ? [] : [...devSources].map((s) => [s, train(docs.filter((d) => d.source !== s))] as const));
const devClf = new Map(devRows.map((r) => [r, clfOf(devModels.get(r.repo) ?? everything)(r.text)] as const));
const devAttacks = devRows.filter((r) => r.label === 'injection' && !isIndirectTask(r));
if (!crossOnly) console.log(`\ndev LOSO: classifier alone ${n(devAttacks.map((r) => devClf.get(r) === true))}/${devAttacks.length}, rules and classifier ${n(devAttacks.map((r) => devClf.get(r) === true || rules(r.text)))}/${devAttacks.length}`);
if (!crossOnly) console.log('\n#### dev, classifier alone, leave one source out\n');
if (!crossOnly) for (const l of report(devRows, (r) => devClf.get(r) === true).lines.filter((l) => !l.startsWith('| frozen'))) console.log(l);
if (!crossOnly) console.log('\n#### dev, rules and classifier, leave one source out\n');
if (!crossOnly) for (const l of report(devRows, (r) => devClf.get(r) === true || rules(r.text)).lines.filter((l) => !l.startsWith('| frozen'))) console.log(l);

/** Rows scored by `modelOf(row)`, as a table grouped by `key`: attacks caught and negatives flagged, classifier alone and with the rules. */
function table(title: string, rows: readonly Heldout10Row[], modelOf: (r: Heldout10Row) => InjectionClassifier, key: (r: Heldout10Row) => string): void {
  const verdict = new Map(rows.map((r) => [r, clfOf(modelOf(r))(r.text)] as const));
  const withRules = (r: Heldout10Row): boolean => verdict.get(r) === true || rules(r.text);
  const cell = (rs: readonly Heldout10Row[], f: (r: Heldout10Row) => boolean): string => `${n(rs.map(f))}/${rs.length}`;
  const line = (k: string, rs: readonly Heldout10Row[]): string => {
    const a = rs.filter((r) => r.attack);
    const b = rs.filter((r) => !r.attack);
    return `| ${k} | ${cell(a, (r) => verdict.get(r) === true)} | ${cell(a, withRules)} | ${cell(b, (r) => verdict.get(r) === true)} | ${cell(b, withRules)} |`;
  };
  console.log(`\n#### ${title}\n\n| ${title.split(',')[0]} | attacks, classifier | attacks, rules and classifier | negatives flagged, classifier | negatives flagged, rules and classifier |\n|---|---|---|---|---|`);
  console.log(line('**all**', rows));
  for (const k of new Set(rows.map(key))) console.log(line(k, rows.filter((r) => key(r) === k)));
}

const batchOf = (r: Heldout10Row): string => r.batch ?? 'heldout10';
// Leave one language group out of both batches at once: a batch document's source is "<batch> <group>".
const groups = new Set(batch.map((r) => heldout10Group(r.lang)));
const groupModels = new Map(crossOnly ? [] : [...groups].map((g) => [g, train(docs.filter((d) => d.family === undefined || d.source.split(' ')[1] !== g))] as const));
const groupModel = (r: Heldout10Row): InjectionClassifier => groupModels.get(heldout10Group(r.lang)) ?? everything;
if (!crossOnly) {
  table('batch and group, leave one language group out', batch, groupModel, (r) => `${batchOf(r)} ${heldout10Group(r.lang)}`);
  table('batch and kind, leave one language group out', batch, groupModel, (r) => `${batchOf(r)} ${r.lang === 'en' ? 'en' : 'world'} ${r.kind}`);
  table('batch, leave one language group out', batch, groupModel, batchOf);
}

// Leave one batch out (only for a batch the recipe trains on; else every model already left it out).
const without10 = recipe.c10.attacks + recipe.c10.negatives > 0 ? train(recipeDocs(base, null, rows12, recipe)) : everything;
const without12 = recipe.c12.attacks + recipe.c12.negatives > 0 ? train(recipeDocs(base, rows10, null, recipe)) : everything;
table('batch, leave one batch out', batch, (r) => (r.batch === undefined ? without10 : without12), batchOf);

/** Fixed thresholds of the two stages' score instead of each model's own: what a higher floor would trade, with rows scored by `modelOf`. */
function sweep(title: string, modelOf: (r: Heldout10Row) => InjectionClassifier): void {
  const score = new Map(batch.map((r) => [r, classifierScore(r.text, modelOf(r))] as const));
  const devScore = new Map(devAttacks.map((r) => [r, classifierScore(r.text, devModels.get(r.repo) ?? everything)] as const));
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

// Families in folds: every row scored by a model that saw none of its family's rows (in any
// language) nor those of a fifth of the other families, in both batches: new texts and new
// families from the same writers, as a later batch of theirs would be.
const folds = Number(process.argv.find((a) => a.startsWith('--family-folds='))?.slice(15) ?? 0);
if (folds > 0) {
  const foldOf = (family: string): number => createHash('sha256').update(family).digest()[0] as number % folds;
  const foldModels = Array.from({ length: folds }, (_, k) => train(docs.filter((d) => d.family === undefined || foldOf(d.family) !== k)));
  table(`batch, ${folds} folds of families`, batch, (r) => foldModels[foldOf(heldout10Family(r))] as InjectionClassifier, batchOf);
  table(`batch and kind, ${folds} folds of families`, batch, (r) => foldModels[foldOf(heldout10Family(r))] as InjectionClassifier, (r) => `${batchOf(r)} ${r.lang === 'en' ? 'en' : 'world'} ${r.kind}`);
}

if (process.argv.includes('--families')) {
  const byFamily = new Map<string, InjectionClassifier>();
  for (const f of new Set(batchDocs.map((d) => d.family as string))) byFamily.set(f, train(docs.filter((d) => d.family !== f)));
  const familyModel = (r: Heldout10Row): InjectionClassifier => byFamily.get(heldout10Family(r)) ?? everything;
  table('family, leave one family out', batch, familyModel, heldout10Family);
  table('batch, leave one family out', batch, familyModel, batchOf);
  if (process.argv.includes('--sweep')) sweep('sweep, leave one family out', familyModel);
}
