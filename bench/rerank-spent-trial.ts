// Round 16 (issue 14): does the learned rerank gain from being fitted on more questions? The shipped
// model is fitted on 465 dev questions (scripts/train-rerank.ts); four held-out rounds have been read
// once and are spent since (held-12, 13, 14, 15: 510 more). Measured leaving one spent round out: for
// each round R, the refit takes the dev questions and the other three spent rounds (λ chosen leaving
// one handbook out, as the product's training does) and is scored on R, paired question by question
// against the shipped fit (dev questions only, which never held R). Both reorder the same top N of
// today's first pass. Reads no frozen question and no round that is not spent. Prints; writes nothing.
// Run: npx vite-node bench/rerank-spent-trial.ts [--drop=feature,…] [--trees [--ntrees=100] [--depth=3]]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rerankItems, SPENT_HELD_ROUNDS, type Item } from './support/rerank-items';
import { fitPairwise, type Model } from './support/pairwise-logistic';
import { fitTrees, forestScore, TREE_DEFAULTS } from './support/boosted-trees';
import { addTally, fmt, tally, type Tally } from './support/hit-tally';
import { byModel, chooseLambda, newRank, type Rescore } from './support/rerank-lambda';
import { signTest } from './support/sign-test';
import { NOT_SHIPPED } from './support/rerank-features';
import { hasCjk } from '../lib/search/cjk/scripts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const CANDIDATES = 30;
const JA = 'ja-react-dev';
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const DROP = new Set(arg('drop')?.split(',').filter(Boolean) ?? NOT_SHIPPED);

const isSpent = (i: Item): boolean => i.source.startsWith('held') && i.source !== 'held10';
const fitOn = (train: readonly Item[]): { model: Model; lambda: number } => { const lambda = chooseLambda(train); return { model: fitPairwise(train, lambda), lambda }; };
const TREES = process.argv.includes('--trees');
const PARAMS = { ...TREE_DEFAULTS, trees: Number(arg('ntrees') ?? TREE_DEFAULTS.trees), depth: Number(arg('depth') ?? TREE_DEFAULTS.depth) };
/** New ranks paired against the reference model's ranks on the same items. */
const paired = (items: readonly Item[], f: Rescore, ref: Model): Tally => tally(items.map((it) => newRank(it, f)), items.map((it) => newRank(it, byModel(ref))));
const BY_SCRIPT = process.argv.includes('--by-script');
/**
 * --by-script: one linear model for queries with CJK text and one for the rest, each with its own λ
 * (for CJK, chosen leaving one source file out: there is one such handbook); a test item's
 * candidates are scored by the model of its own question's script.
 */
const byScript = (train: readonly Item[], test: readonly Item[]): { f: Rescore; label: string } => {
  const ja = fitOn(train.filter((i) => hasCjk(i.question)).map((i) => ({ ...i, handbook: i.source })));
  const latin = fitOn(train.filter((i) => !hasCjk(i.question)));
  const fj = byModel(ja.model);
  const fl = byModel(latin.model);
  const testCjk = new Set(test.filter((i) => hasCjk(i.question)).flatMap((i) => i.cands));
  return { f: (c) => (testCjk.has(c) ? fj(c) : fl(c)), label: `λ ${latin.lambda} / cjk ${ja.lambda}` };
};
/** The refit's order: linear weights (λ chosen leaving one handbook out), one per script with --by-script, or with --trees boosted trees of fixed size. */
const refitOn = (train: readonly Item[], test: readonly Item[]): { f: Rescore; label: string } => {
  if (BY_SCRIPT) return byScript(train, test);
  if (!TREES) { const r = fitOn(train); return { f: byModel(r.model), label: `λ ${r.lambda}` }; }
  const forest = fitTrees(train, PARAMS);
  return { f: (c) => forestScore(forest, c.x), label: `trees ${PARAMS.trees}×${PARAMS.depth}` };
};
const p = (t: Tally): string => `p ${signTest(t.won1, t.lost1).toFixed(2)} / ${signTest(t.won6, t.lost6).toFixed(2)}`;

if (!existsSync(CORPORA)) {
  console.log(`Skipped: ${CORPORA} is absent.`);
} else {
  const items = await rerankItems(ROOT, CORPORA, CANDIDATES, DROP, SPENT_HELD_ROUNDS);
  const dev = items.filter((i) => !isSpent(i));
  const shipped = fitOn(dev);
  console.log(`${dev.length} dev questions (shipped fit, λ ${shipped.lambda}); ${items.length - dev.length} spent (${SPENT_HELD_ROUNDS.join(', ')}); answer in top ${CANDIDATES}: ${items.filter((i) => i.gold >= 0).length} of ${items.length}`);
  console.log('\n| left out | n | refit hit@1 / hit@6 | won / lost @1 | won / lost @6 | sign p @1 / @6 | shipped hit@1 / hit@6 | refit λ |');
  console.log('|---|---|---|---|---|---|---|---|');
  let all: Tally | undefined; let ja: Tally | undefined; let en: Tally | undefined;
  for (const r of SPENT_HELD_ROUNDS) {
    const test = items.filter((i) => i.source === `held${r}`);
    const refit = refitOn(items.filter((i) => !isSpent(i) || (i.source !== `held${r}`)), test);
    const t = paired(test, refit.f, shipped.model);
    const ref = tally(test.map((it) => newRank(it, byModel(shipped.model))), test.map((it) => newRank(it, byModel(shipped.model))));
    console.log(`| held-${r} | ${t.n} | ${fmt(t)} | ${p(t)} | ${(ref.hit1 / ref.n).toFixed(3)} / ${(ref.hit6 / ref.n).toFixed(3)} | ${refit.label} |`);
    const tj = paired(test.filter((i) => i.handbook === JA), refit.f, shipped.model);
    const te = paired(test.filter((i) => i.handbook !== JA), refit.f, shipped.model);
    all = all ? addTally(all, t) : t; ja = ja ? addTally(ja, tj) : tj; en = en ? addTally(en, te) : te;
  }
  for (const [label, t] of [['**all four**', all], ['English', en], ['Japanese', ja]] as const) if (t) console.log(`| ${label} | ${t.n} | ${fmt(t)} | ${p(t)} | | |`);
  const full = fitOn(items);
  console.log(`\nFitted on all ${items.length} (what would ship): λ ${full.lambda}`);
}
