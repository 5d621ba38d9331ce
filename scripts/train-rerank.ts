// Fits the learned rerank's model (lib/search/rerank-model.json) on every dev question of the
// four handbooks in ../shared/corpora (dev, dev-more, dev-9, and held-10, spent since round 11): the
// features the product computes (lib/search/rerank-features.ts) over today's top CANDIDATES. KIND
// says which model: 'linear', a pairwise logistic model (bench/support/pairwise-logistic.ts:
// full-batch gradient descent from zero weights, a fixed number of steps, its L2 penalty chosen
// leaving one handbook out, bench/support/rerank-lambda.ts), or 'trees', boosted regression trees
// (bench/support/boosted-trees.ts: TREES of fixed number and depth, LambdaRank pair weights, no
// sampling). Either way the same questions give the same asset. Shipped: linear. The trees
// (round 12) were ahead under LOHO but not significantly (dev 465: trees 0.305 / 0.604, linear
// 0.299 / 0.594; trees vs linear hit@1 +24 / −21, hit@6 +10 / −5, p 0.77 / 0.30) and lost the
// file-evidence case (test/search/file-evidence.test.ts); KIND = 'trees' writes them. CANDIDATES and the trees' size
// were chosen on dev with a handbook left out (bench/rerank-trial.ts, bench/rerank-trees-trial.ts).
// Never reads frozen or held-12.
// Run: npx vite-node scripts/train-rerank.ts [--check] (--check: fail when the asset differs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rerankItems } from '../bench/support/rerank-items';
import { fitPairwise } from '../bench/support/pairwise-logistic';
import { fitTrees, type TreeParams } from '../bench/support/boosted-trees';
import { chooseLambda } from '../bench/support/rerank-lambda';
import { NOT_SHIPPED } from '../bench/support/rerank-features';
import { RERANK_FEATURES } from '../lib/search/rerank-features';
import { RERANK_MODEL_VERSION, RerankModelSchema, parseRerankModel } from '../lib/search/rerank-model';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const ASSET = path.join(ROOT, 'lib/search/rerank-model.json');
const CANDIDATES = 30;
const KIND = 'linear' as 'linear' | 'trees';
const TREES: TreeParams = { trees: 100, depth: 3, rate: 0.1, reg: 1, minHess: 1e-3, lambdaRank: true };

if (!existsSync(CORPORA)) {
  console.log(`Skipped: ${CORPORA} is absent.`);
} else {
  const items = await rerankItems(ROOT, CORPORA, CANDIDATES, NOT_SHIPPED);
  const on = `scripts/train-rerank.ts: ${items.length} dev questions of ${new Set(items.map((i) => i.handbook)).size} handbooks, top ${CANDIDATES}`;
  const common = { version: RERANK_MODEL_VERSION, candidates: CANDIDATES, features: [...RERANK_FEATURES] };
  let text: string;
  if (KIND === 'linear') {
    const lambda = chooseLambda(items);
    const out = RerankModelSchema.parse({
      ...common, kind: 'linear',
      // Rounded: six significant digits move no order measured here and keep the asset small.
      weights: fitPairwise(items, lambda).w.map((w) => Number(w.toPrecision(6))),
      trainedOn: `${on}, pairwise logistic, λ ${lambda}`,
    });
    text = `${JSON.stringify(out, null, 2)}\n`;
  } else {
    const forest = fitTrees(items, TREES);
    const out = RerankModelSchema.parse({
      ...common, kind: 'trees', depth: TREES.depth, trees: forest.trees,
      trainedOn: `${on}, boosted trees: ${TREES.trees} of depth ${TREES.depth}, rate ${TREES.rate}, leaf L2 ${TREES.reg}, LambdaRank pairs`,
    });
    // One line per tree's array, so the asset stays small and its diffs readable.
    text = `${JSON.stringify(out, null, 2).replace(/\[\n\s+([^\]{}[]*?)\n\s+\]/g, (_, xs: string) => `[${xs.split(/,\s*/).join(', ')}]`)}\n`;
  }
  parseRerankModel(JSON.parse(text));
  if (process.argv.includes('--check')) {
    const same = readFileSync(ASSET, 'utf8') === text;
    console.log(same ? 'The asset is what training gives.' : 'The asset differs from what training gives.');
    if (!same) process.exitCode = 1;
  } else {
    writeFileSync(ASSET, text);
    console.log(`${KIND}: written ${ASSET} (${text.length} bytes)`);
  }
}
