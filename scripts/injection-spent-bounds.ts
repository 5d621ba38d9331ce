/**
 * Issue 15, round 13: a candidate training of the injection classifier with the spent batches
 * (round 10's and round 12's, bench/support/injection-train-heldout10.ts), trained in memory and
 * checked against every dev bound of test/untrusted/dev-sets.test.ts and latin-sets.test.ts
 * (test/untrusted/support/dev-bounds.ts), through the whole scan (rules and the candidate), with
 * the held-out handbook paragraphs flagged. The recipe's options: bench/support/injection-spent-
 * recipe.ts (defaults: as shipped). Run: `npx vite-node scripts/injection-spent-bounds.ts
 * [--h10=1,3] [--h12=1,3] [--lang-balance=S] [--by-lang] [--floor=X] [--seed=15] … [--show]`
 * (--show: each flagged benign text of a bounded set, with its score).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagThreshold, type InjectionClassifier } from '../lib/untrusted/classifier/two-stage';
import { classifierScore } from '../lib/untrusted/injection';
import { trainClassifier } from '../bench/support/injection-train-second';
import { devBoundedSets, holdsAt } from '../test/untrusted/support/dev-bounds';
import { describeRecipe, recipeDocs, recipeSetup } from '../bench/support/injection-spent-recipe';
import { flaggedBy } from '../test/untrusted/support/flagged';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const { recipe, base, rows10, rows12, thresholdSets } = recipeSetup(root, shared, process.argv);
const rules = flaggedBy(null);
const clfOf = (m: InjectionClassifier) => (t: string): boolean => classifierScore(t, m) > flagThreshold(m);

const m = trainClassifier(recipeDocs(base, rows10, rows12, recipe), thresholdSets, recipe.opts).classifier;
console.log(`${describeRecipe(recipe)}; first ${m.first.threshold.toFixed(3)}, gate ${m.second?.gate.toFixed(4)}, second ${m.second?.threshold.toFixed(3)}`);
console.log(`held-out handbook paragraphs flagged by the classifier: ${thresholdSets.map((s) => `${s.filter(clfOf(m)).length}/${s.length}`).join(', ')}`);
// As dev-sets.test.ts and latin-sets.test.ts ask it: the whole scan, rules and the candidate.
const flagged = flaggedBy(m);
let broken = 0;
for (const set of devBoundedSets()) {
  const hits = set.texts.filter(flagged);
  const ok = holdsAt(set, hits.length);
  if (!ok) broken++;
  console.log(`${ok ? '  ' : '!!'} ${set.name}: ${hits.length}/${set.texts.length} (bound ${set.max !== undefined ? `<= ${set.max}` : `>= ${set.min}`})`);
  if (process.argv.includes('--show') && set.max !== undefined) for (const t of hits) console.log(`     ${rules(t) ? 'rules' : 'clf'} ${classifierScore(t, m).toFixed(3)} ${t.slice(0, 140).replace(/\n/g, ' ')}`);
}
console.log(`${broken} bounds broken`);
