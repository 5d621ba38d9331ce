/**
 * Issue 15, round 28: a recipe of the spent batches (bench/support/injection-spent-recipe.ts)
 * trained once per seed and scored, rules and classifier as the scan runs them, on the pinned
 * batches it does not train on (LATER_BATCHES outside the recipe's `later`), English and other
 * languages apart: attacks caught, hard negatives and benign rows flagged, per seed, with the mean
 * and range. One seed's figures move by more than most candidates do (round 28: main's own six
 * seeds span 37 English attacks and 57 hard negatives in other languages), so two recipes are
 * compared seed by seed, not on one training.
 * Run: `npx vite-node scripts/injection-seed-split.ts [recipe options] [--seeds=1,2,3,4,5,15]`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagThreshold } from '../lib/untrusted/classifier/two-stage';
import { classifierScore } from '../lib/untrusted/injection';
import { trainClassifier } from '../bench/support/injection-train-second';
import { LATER_BATCHES, spentBatchRows, type Heldout10Row } from '../bench/support/injection-train-heldout10';
import { describeRecipe, recipeDocs, recipeSetup } from '../bench/support/injection-spent-recipe';
import { flaggedBy } from '../test/untrusted/support/flagged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const seeds = (process.argv.find((a) => a.startsWith('--seeds='))?.slice(8) ?? '1,2,3,4,5,15').split(',').map(Number);
const { recipe, base, rows10, rows12, thresholdSets } = recipeSetup(root, shared, process.argv);
const rows = spentBatchRows(root, LATER_BATCHES).slice(rows10.length).filter((r) => !recipe.later.includes(r.batch ?? ''));
const batches = [...new Set(rows.map((r) => r.batch))].join(' ');
const rules = flaggedBy(null);
const kinds: [string, (r: Heldout10Row) => boolean][] = [
  ['attacks', (r) => r.attack],
  ['hard negatives', (r) => !r.attack && r.kind === 'hard-negative'],
  ['benign', (r) => !r.attack && r.kind !== 'hard-negative'],
];
const parts: [string, (r: Heldout10Row) => boolean][] = [
  ['English', (r) => r.lang === 'en'],
  ['other languages', (r) => r.lang !== 'en'],
];
const cells = parts.flatMap(([p, inPart]) => kinds.map(([k, isKind]) => ({ name: `${p}: ${k}`, rows: rows.filter((r) => inPart(r) && isKind(r)) })));
// Rules alone are the same for every seed: read once.
const byRules = cells.map((c) => new Set(c.rows.filter((r) => rules(r.text))));

console.log(`${describeRecipe(recipe)}\nscored on ${batches} (not trained on), rules and classifier\n`);
console.log(`| seed | second-stage threshold | ${cells.map((c) => `${c.name} (of ${c.rows.length})`).join(' | ')} |`);
console.log(`|---|---|${cells.map(() => '---|').join('')}`);
const per: number[][] = [];
for (const seed of seeds) {
  const m = trainClassifier(recipeDocs(base, rows10, rows12, recipe), thresholdSets, { ...recipe.opts, seed }).classifier;
  const t = flagThreshold(m);
  const counts = cells.map((c, i) => c.rows.filter((r) => (byRules[i] as Set<Heldout10Row>).has(r) || classifierScore(r.text, m) > t).length);
  per.push(counts);
  console.log(`| ${seed} | ${t.toFixed(3)} | ${counts.join(' | ')} |`);
}
const col = (i: number): number[] => per.map((p) => p[i] as number);
console.log(`| mean | | ${cells.map((_, i) => (col(i).reduce((a, b) => a + b, 0) / per.length).toFixed(1)).join(' | ')} |`);
console.log(`| range | | ${cells.map((_, i) => `${Math.min(...col(i))}–${Math.max(...col(i))}`).join(' | ')} |`);
