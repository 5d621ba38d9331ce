// Fits the learned rerank's weights (lib/search/rerank-model.json) on all dev questions of the
// four handbooks in ../shared/corpora: the features the product computes (rerank-features.ts)
// over today's top 50, a pairwise logistic model with L2 penalty λ 0.01 (chosen on dev
// leave-one-handbook-out, bench/rerank-trial.ts). Never reads the frozen split.
// Run: npx vite-node scripts/train-rerank.ts
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rerankItems } from '../bench/support/rerank-items';
import { fitPairwise } from '../bench/support/pairwise-logistic';
import { RERANK_FEATURES } from '../lib/search/rerank-features';
import { RERANK_MODEL_VERSION, RerankModelSchema } from '../lib/search/rerank-model';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const CANDIDATES = 50;
const LAMBDA = 0.01;

if (!existsSync(CORPORA)) {
  console.log(`Skipped: ${CORPORA} is absent.`);
} else {
  const items = await rerankItems(ROOT, CORPORA, CANDIDATES, new Set(['prox_text', 'pairs_text']));
  const model = fitPairwise(items, LAMBDA);
  const out = RerankModelSchema.parse({
    version: RERANK_MODEL_VERSION, candidates: CANDIDATES, features: [...RERANK_FEATURES],
    // Rounded: six significant digits move no order measured here and keep the asset small.
    weights: model.w.map((w) => Number(w.toPrecision(6))),
    trainedOn: `scripts/train-rerank.ts: ${items.length} dev questions of ${new Set(items.map((i) => i.handbook)).size} handbooks, top ${CANDIDATES}, pairwise logistic, λ ${LAMBDA}`,
  });
  writeFileSync(path.join(ROOT, 'lib/search/rerank-model.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(RERANK_FEATURES.map((f, i) => `${f} ${out.weights[i]}`).join('\n'));
}
