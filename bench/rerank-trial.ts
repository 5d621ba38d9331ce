// Round 5 of issue 14: rescoring today's top N by term proximity, and a learned linear
// (pairwise logistic) model over features of the top N, measured on dev leave-one-handbook-out.
// Run: npx vite-node bench/rerank-trial.ts -- [--n=50] [--drop=feature,…]. Dev only: it fits
// models, so it never reads frozen (the candidate's one frozen read was a paired comparison of
// the wired code, commit 75d6019). Prints tables; writes nothing. Results: search-quality.md, Round 5.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FEATURES, type Candidate } from './support/rerank-features';
import { rerankItems, type Item } from './support/rerank-items';
import { fitPairwise, scoreWith, type Model } from './support/pairwise-logistic';
import { addTally, fmt, objective, tally as tallyRanks, type Tally } from './support/hit-tally';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const N = Number(arg('n') ?? 50);
// Features left out (comma-separated names), e.g. the text-proximity ones a query cannot have without reading texts.
const DROP = new Set((arg('drop') ?? '').split(',').filter(Boolean));

type Rescore = (c: Candidate) => number;

// New rank of the answer under `f` (ties keep today's order); -1 when not a candidate.
function newRank(it: Item, f: Rescore): number {
  if (it.gold < 0) return -1;
  const g = f(it.cands[it.gold]!);
  let r = 0;
  for (const c of it.cands) if (c !== it.cands[it.gold] && (f(c) > g || (f(c) === g && c.rank < it.gold))) r++;
  return r;
}

const tally = (items: readonly Item[], f: Rescore): Tally => tallyRanks(items.map((it) => newRank(it, f)), items.map((it) => it.gold));
const add = addTally;

const at = (name: (typeof FEATURES)[number]): number => FEATURES.indexOf(name);
const today: Rescore = (c) => -c.rank;
const proximity = (feature: (typeof FEATURES)[number], alpha: number): Rescore => (c) => c.score * (1 + alpha * c.x[at(feature)]!);
const LAMBDAS = [0.001, 0.01, 0.1];
const ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2];

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) return console.log(`Skipped: ${CORPORA} is absent.`);
  const items = await rerankItems(ROOT, CORPORA, N, DROP);
  const names = [...new Set(items.map((i) => i.handbook))];
  const inTop = items.filter((i) => i.gold >= 0).length;
  console.log(`dev: ${items.length} questions, answer in today's top ${N}: ${inTop}`);
  console.log('| method | hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|');
  console.log(`| today | ${fmt(tally(items, today))} |`);
  // Method 1: proximity, each fixed alpha on all of dev, then alpha chosen leave-one-handbook-out.
  for (const feat of ['prox_text', 'pairs_text', 'prox_head'] as const) {
    for (const a of ALPHAS) console.log(`| ${feat} α ${a} (all dev) | ${fmt(tally(items, proximity(feat, a)))} |`);
    let sum: Tally | undefined;
    const chosen: string[] = [];
    for (const h of names) {
      const train = items.filter((i) => i.handbook !== h);
      const best = ALPHAS.reduce((b, a) => (objective(tally(train, proximity(feat, a))) > objective(tally(train, proximity(feat, b))) ? a : b));
      const t = tally(items.filter((i) => i.handbook === h), proximity(feat, best));
      chosen.push(`${h} α ${best}: ${fmt(t)}`);
      sum = sum ? add(sum, t) : t;
    }
    console.log(`| ${feat}, α chosen LOHO | ${fmt(sum!)} |`);
    for (const c of chosen) console.log(`|   ${c} |`);
  }
  // Method 2: pairwise logistic, leave one handbook out, then one model on all dev. First with
  // λ chosen inside each fold (leave one of the three training handbooks out), so no figure of
  // the held-out handbook picks it; then each λ on its own.
  let nested: Tally | undefined;
  let gated: Tally | undefined;
  for (const h of names) {
    const train = items.filter((i) => i.handbook !== h);
    const inner = (lambda: number): number => names.filter((g) => g !== h).reduce((s, g) => s + objective(tally(train.filter((i) => i.handbook === g), ((m) => (c: Candidate) => scoreWith(m, c.x))(fitPairwise(train.filter((i) => i.handbook !== g), lambda)))), 0);
    const best = LAMBDAS.reduce((b, l) => (inner(l) > inner(b) ? l : b));
    const model = fitPairwise(train, best);
    const test = items.filter((i) => i.handbook === h);
    const t = tally(test, (c) => scoreWith(model, c.x));
    console.log(`|   nested ${h}: λ ${best}, today ${fmt(tally(test, today))} → ${fmt(t)} |`);
    nested = nested ? add(nested, t) : t;
    // As shipped: a query with CJK text (the Japanese handbook's) keeps today's order.
    const g = h === 'ja-react-dev' ? tally(test, today) : t;
    gated = gated ? add(gated, g) : g;
  }
  console.log(`| LTR, λ chosen inside each fold, LOHO | ${fmt(nested!)} |`);
  console.log(`| … CJK queries keep today's order (as shipped) | ${fmt(gated!)} |`);
  // Leave one question author out (dev): the handbooks' dev questions come from two English
  // authors (and two Japanese), and a model may learn an author's way of asking as well as a handbook's.
  for (const author of [...new Set(items.map((i) => i.author))]) {
    const test = items.filter((i) => i.author === author);
    const model = fitPairwise(items.filter((i) => i.author !== author), 0.01);
    console.log(`| LTR λ 0.01, leave author out: ${author} (${test.length}) | today ${fmt(tally(test, today))} → ${fmt(tally(test, (c) => scoreWith(model, c.x)))} |`);
  }
  for (const lambda of LAMBDAS) {
    let sum: Tally | undefined;
    const folds: string[] = [];
    for (const h of names) {
      const model = fitPairwise(items.filter((i) => i.handbook !== h), lambda);
      const test = items.filter((i) => i.handbook === h);
      const t = tally(test, (c) => scoreWith(model, c.x));
      folds.push(`${h}: today ${fmt(tally(test, today))} → ${fmt(t)}`);
      sum = sum ? add(sum, t) : t;
    }
    console.log(`| LTR λ ${lambda}, LOHO | ${fmt(sum!)} |`);
    for (const f of folds) console.log(`|   ${f} |`);
    const all: Model = fitPairwise(items, lambda);
    console.log(`| LTR λ ${lambda}, trained on all dev (fitted, not evidence) | ${fmt(tally(items, (c) => scoreWith(all, c.x)))} |`);
    console.log(`weights: ${FEATURES.filter((f) => !DROP.has(f)).map((f, i) => `${f} ${all.w[i]!.toFixed(3)}`).join(', ')}`);
  }
}

await main();
