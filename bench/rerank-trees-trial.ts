// The rerank of round 12 (issue 14) measured leaving one handbook out (LOHO) on the dev questions
// (dev, dev-more, dev-9, held-10 spent; never frozen, never held-12): linear v2 (the round-10
// features, retrained), linear v3 (with the neighbour features of bench/support/rerank-context.ts)
// and boosted trees (bench/support/boosted-trees.ts) on v3's and on v2's features, each fitted on three
// handbooks and scored on the fourth; per handbook and all, against today and against linear v2
// question by question, with sign tests. The linear λ is chosen inside the fold as
// scripts/train-rerank.ts does; the trees' size is fixed (`--trees=`, `--depth=`, `--rate=`).
// Run: npx vite-node bench/rerank-trees-trial.ts -- [--trees=100] [--depth=3] [--rate=0.1] [--lambdarank]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rerankItems, type Item } from './support/rerank-items';
import { fitPairwise } from './support/pairwise-logistic';
import { fitTrees, forestScore, TREE_DEFAULTS } from './support/boosted-trees';
import { fmt, tally, type Tally } from './support/hit-tally';
import { byModel, chooseLambda, newRank, type Rescore } from './support/rerank-lambda';
import { signTest } from './support/sign-test';
import { CONTEXT_FEATURES } from './support/rerank-context';
import { FEATURES } from './support/rerank-features';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const PARAMS = { ...TREE_DEFAULTS, trees: Number(arg('trees') ?? TREE_DEFAULTS.trees), depth: Number(arg('depth') ?? TREE_DEFAULTS.depth), rate: Number(arg('rate') ?? TREE_DEFAULTS.rate), lambdaRank: process.argv.includes('--lambdarank') };
const JA = 'ja-react-dev';
const N = 30;

/** The items with only the round-10 (v2) features. */
const v2Of = (items: readonly Item[]): Item[] => {
  const kept = FEATURES.filter((f) => !['prox_head', 'prox_text', 'pairs_text'].includes(f));
  const keep = kept.map((f, j) => (CONTEXT_FEATURES.includes(f as never) ? -1 : j)).filter((j) => j >= 0);
  return items.map((it) => ({ ...it, cands: it.cands.map((c) => ({ ...c, x: keep.map((j) => c.x[j]!) })) }));
};

type Fit = (train: readonly Item[]) => Rescore;
const linear: Fit = (train) => byModel(fitPairwise(train, chooseLambda(train)));
const trees: Fit = (train) => { const f = fitTrees(train, PARAMS); return (c) => forestScore(f, c.x); };

/** New ranks (hit rule: 0-based, -1 when not a candidate) of each question, its handbook left out of the fit. */
function loho(items: readonly Item[], fit: Fit): number[] {
  const ranks = new Array<number>(items.length);
  for (const h of new Set(items.map((i) => i.handbook))) {
    const f = fit(items.filter((i) => i.handbook !== h));
    items.forEach((it, k) => { if (it.handbook === h) ranks[k] = newRank(it, f); });
  }
  return ranks;
}

const pOf = (t: Tally): string => `p ${signTest(t.won1, t.lost1).toFixed(3)} / ${signTest(t.won6, t.lost6).toFixed(3)}`;

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) return console.log(`Skipped: ${CORPORA} is absent.`);
  const v3 = await rerankItems(ROOT, CORPORA, N, new Set(['prox_head', 'prox_text', 'pairs_text']));
  const v2 = v2Of(v3);
  const today = v3.map((i) => i.gold);
  const runs: Array<[string, number[]]> = [
    ['linear v2 (round-10 features, retrained)', loho(v2, linear)],
    ['linear v3 (neighbour features)', loho(v3, linear)],
    [`trees v3 (${PARAMS.trees} trees, depth ${PARAMS.depth}, rate ${PARAMS.rate}${PARAMS.lambdaRank ? ', LambdaRank' : ''})`, loho(v3, trees)],
    [`trees v2 (round-10 features; ${PARAMS.trees} trees, depth ${PARAMS.depth}, rate ${PARAMS.rate}${PARAMS.lambdaRank ? ', LambdaRank' : ''})`, loho(v2, trees)],
  ];
  console.log(`LOHO, dev (${v3.length} questions), top ${N}; won / lost against today, and against linear v2\n`);
  console.log('| method | handbook | n | hit@1 / hit@6 | vs today hit@1 / hit@6 won−lost | sign test | vs linear v2 hit@1 / hit@6 won−lost | sign test |\n|---|---|---|---|---|---|---|---|');
  const groups: Array<[string, (i: Item) => boolean]> = [
    ...[...new Set(v3.map((i) => i.handbook))].map((h): [string, (i: Item) => boolean] => [h, (i) => i.handbook === h]),
    ['English', (i) => i.handbook !== JA],
    ['all', () => true],
  ];
  const base = runs[0]![1];
  const pick = (xs: readonly number[], keep: (i: Item) => boolean): number[] => xs.filter((_, k) => keep(v3[k]!));
  for (const [name, ranks] of runs) {
    for (const [g, keep] of groups) {
      const t = tally(pick(ranks, keep), pick(today, keep));
      const b = tally(pick(ranks, keep), pick(base, keep));
      console.log(`| ${name} | ${g} | ${t.n} | ${fmt(t).replace(/ \| /g, ' | ')} | ${pOf(t)} | +${b.won1} / −${b.lost1}, +${b.won6} / −${b.lost6} | ${pOf(b)} |`);
    }
  }
  const t0 = tally(today, today);
  console.log(`| today | all | ${t0.n} | ${(t0.hit1 / t0.n).toFixed(3)} / ${(t0.hit6 / t0.n).toFixed(3)} | | | | |`);
}

await main();
