/**
 * Issue 15, round 16: a recipe of the spent batches (bench/support/injection-spent-recipe.ts)
 * measured on what each model did not train on, in two ways at once:
 *   - leave one batch out (LOBO): each of the five spent batches (heldout10, 12, 13, 14, 15) scored
 *     by the recipe trained without it (a batch the recipe does not train on: by the model on
 *     all); attacks caught, hard negatives flagged, benign negatives flagged, classifier alone
 *     and with the rules;
 *   - leave one public source out (LOSO): each attack source of the dev split of the corpora
 *     (public sources nobody wrote for us; frozen rows are dropped before anything reads them)
 *     scored by the recipe trained without it: the gate (attacks whose first-stage score passes
 *     it), the classifier alone and with the rules.
 * Run: `npx vite-node scripts/injection-spent-lobo.ts [recipe options] [--no-lobo] [--no-loso]`;
 * e.g. `--later=all` trains on every later batch at the copies --h12 gives (default 1,3).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagThreshold, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { classifierScore } from '../lib/untrusted/injection';
import { isIndirectTask, loadSplit } from '../bench/support/injection-split';
import { trainClassifier } from '../bench/support/injection-train-second';
import { SYNTHETIC_SOURCE } from '../bench/support/injection-train';
import { LATER_BATCHES, spentBatchRows, type Heldout10Row } from '../bench/support/injection-train-heldout10';
import { describeRecipe, recipeDocs, recipeSetup } from '../bench/support/injection-spent-recipe';
import { flaggedBy } from '../test/untrusted/support/flagged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const argv = process.argv;
const { recipe, base, rows10, rows12, thresholdSets } = recipeSetup(root, shared, argv);
const train = (ds: Parameters<typeof trainClassifier>[0]): InjectionClassifier => trainClassifier(ds, thresholdSets, recipe.opts).classifier;
const docs = recipeDocs(base, rows10, rows12, recipe);
const everything = train(docs);
const rules = flaggedBy(null);
const clfOf = (m: InjectionClassifier) => (t: string): boolean => classifierScore(t, m) > flagThreshold(m);
const gateOf = (m: InjectionClassifier) => (t: string): boolean => classifierScore(t, { first: m.first, second: null }) > (m.second?.gate ?? m.first.threshold);
const n = <T>(xs: readonly T[], f: (x: T) => boolean): number => xs.filter(f).length;

console.log(`${describeRecipe(recipe)}; ${docs.length} documents (${docs.filter((d) => d.family !== undefined).length} from the batches); model on all: first ${everything.first.threshold.toFixed(3)}, gate ${everything.second?.gate.toFixed(4)}, second ${everything.second?.threshold.toFixed(3)}`);
console.log(`held-out handbook paragraphs flagged by the classifier on all: ${thresholdSets.map((s) => `${n(s, clfOf(everything))}/${s.length}`).join(', ')}`);

if (!argv.includes('--no-lobo')) {
  const batchOf = (r: Heldout10Row): string => r.batch ?? 'heldout10';
  const allRows = [...rows10, ...spentBatchRows(root, LATER_BATCHES).slice(rows10.length)];
  const trainedOn = (b: string): boolean => (b === 'heldout10' ? recipe.c10.attacks + recipe.c10.negatives > 0 : recipe.later.includes(b) && recipe.c12.attacks + recipe.c12.negatives > 0);
  console.log('\n#### Leave one batch out: each batch scored by the recipe trained without it; classifier alone (rules and classifier)\n');
  console.log('| batch | trained on | attacks caught | hard negatives flagged | benign flagged |\n|---|---|---|---|---|');
  const sum = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const b of ['heldout10', ...Object.keys(LATER_BATCHES).map((d) => path.basename(d))]) {
    const m = trainedOn(b) ? train(recipeDocs(base, b === 'heldout10' ? null : rows10, rows12.filter((r) => batchOf(r) !== b), recipe)) : everything;
    const rows = allRows.filter((r) => batchOf(r) === b);
    const clf = clfOf(m);
    const verdict = new Map(rows.map((r) => [r, clf(r.text)] as const));
    const both = (r: Heldout10Row): boolean => verdict.get(r) === true || rules(r.text);
    const cells = [rows.filter((r) => r.attack), rows.filter((r) => !r.attack && r.kind === 'hard-negative'), rows.filter((r) => !r.attack && r.kind !== 'hard-negative')].map((rs, i) => {
      const a = n(rs, (r) => verdict.get(r) === true);
      const c = n(rs, both);
      sum[3 * i] = (sum[3 * i] as number) + a;
      sum[3 * i + 1] = (sum[3 * i + 1] as number) + c;
      sum[3 * i + 2] = (sum[3 * i + 2] as number) + rs.length;
      return `${a} (${c})/${rs.length}`;
    });
    console.log(`| ${b} | ${trainedOn(b) ? 'yes' : 'no'} | ${cells.join(' | ')} |`);
  }
  console.log(`| **all** | | ${sum[0]} (${sum[1]})/${sum[2]} | ${sum[3]} (${sum[4]})/${sum[5]} | ${sum[6]} (${sum[7]})/${sum[8]} |`);
}

if (!argv.includes('--no-loso')) {
  const devRows = (loadSplit(shared) ?? []).filter((r) => r.split === 'dev' && r.label === 'injection' && !isIndirectTask(r));
  const sources = [...new Set(docs.filter((d) => d.y === 1 && d.family === undefined && d.source !== 'own' && d.source !== SYNTHETIC_SOURCE).map((d) => d.source))].sort();
  console.log('\n#### Leave one public source out: dev attacks of each source scored by the recipe trained without it\n');
  console.log('| source | attacks | gate passes | classifier alone | rules and classifier |\n|---|---|---|---|---|');
  const sum = [0, 0, 0, 0];
  for (const s of sources) {
    const rows = devRows.filter((r) => r.repo === s);
    if (rows.length === 0) continue;
    const m = train(docs.filter((d) => d.source !== s));
    const clf = clfOf(m);
    const cells = [rows.length, n(rows, (r) => gateOf(m)(r.text)), n(rows, (r) => clf(r.text)), n(rows, (r) => clf(r.text) || rules(r.text))];
    cells.forEach((c, i) => (sum[i] = (sum[i] as number) + c));
    console.log(`| ${s} | ${cells.join(' | ')} |`);
  }
  console.log(`| **all** | ${sum.join(' | ')} |`);
}
