// Fits the learned rerank's model (lib/search/rerank-model.json) on every dev question of the
// four handbooks in ../shared/corpora (dev, dev-more, dev-9, and held-10, spent since round 11): the
// features the product computes (lib/search/rerank-features.ts) over today's top CANDIDATES, a
// pairwise logistic model (bench/support/pairwise-logistic.ts: full-batch gradient descent from zero
// weights, a fixed number of steps, so the same questions give the same weights), its L2 penalty
// chosen leaving one handbook out (bench/support/rerank-lambda.ts). Round 12's boosted trees
// (bench/support/boosted-trees.ts, bench/rerank-trees-trial.ts) were ahead under LOHO but not
// significantly (dev 465: trees 0.305 / 0.604, linear 0.299 / 0.594; trees vs linear hit@1 +24 / −21,
// hit@6 +10 / −5, p 0.77 / 0.30), so the product evaluates linear weights only. CANDIDATES was
// chosen on dev with a handbook left out (bench/rerank-trial.ts). Never reads frozen or held-12.
// Run: npx vite-node scripts/train-rerank.ts [--check] (--check: fail when the asset differs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rerankItems } from '../bench/support/rerank-items';
import { fitPairwise } from '../bench/support/pairwise-logistic';
import { chooseLambda } from '../bench/support/rerank-lambda';
import { NOT_SHIPPED } from '../bench/support/rerank-features';
import { RERANK_FEATURES } from '../lib/search/rerank-features';
import { RERANK_MODEL_VERSION, RerankModelSchema, parseRerankModel } from '../lib/search/rerank-model';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const ASSET = path.join(ROOT, 'lib/search/rerank-model.json');
const CANDIDATES = 30;

if (!existsSync(CORPORA)) {
  console.log(`Skipped: ${CORPORA} is absent.`);
} else {
  const items = await rerankItems(ROOT, CORPORA, CANDIDATES, NOT_SHIPPED);
  const lambda = chooseLambda(items);
  const out = RerankModelSchema.parse({
    kind: 'linear', version: RERANK_MODEL_VERSION, candidates: CANDIDATES, features: [...RERANK_FEATURES],
    // Rounded: six significant digits move no order measured here and keep the asset small.
    weights: fitPairwise(items, lambda).w.map((w) => Number(w.toPrecision(6))),
    trainedOn: `scripts/train-rerank.ts: ${items.length} dev questions of ${new Set(items.map((i) => i.handbook)).size} handbooks, top ${CANDIDATES}, pairwise logistic, λ ${lambda}`,
  });
  const text = `${JSON.stringify(out, null, 2)}\n`;
  parseRerankModel(JSON.parse(text));
  if (process.argv.includes('--check')) {
    const same = readFileSync(ASSET, 'utf8') === text;
    console.log(same ? 'The asset is what training gives.' : 'The asset differs from what training gives.');
    if (!same) process.exitCode = 1;
  } else {
    writeFileSync(ASSET, text);
    console.log(`written ${ASSET} (${text.length} bytes)`);
  }
}
