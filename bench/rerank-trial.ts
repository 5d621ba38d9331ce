// The learned rerank of issue 14 (rounds 5 and 10): a pairwise logistic model over features of
// today's top N, measured on dev with one handbook left out (the model fitted on the other
// three, its λ chosen inside the fold by leaving one of those three out), paired against today
// question by question, with a sign test. Also the round-9 dev questions alone, fitted on the
// others, and each question author left out. Dev only: it fits models, so it never reads frozen.
// Run: npx vite-node bench/rerank-trial.ts -- [--ns=20,30,50] [--drop=feature,…]
// By default the features the product does not compute are dropped (NOT_SHIPPED: round 12's
// neighbour features and the three the query does not hold in memory), leaving the
// shipped set (lib/search/rerank-features.ts); `--drop=` (empty) keeps them. Round 5's proximity
// rescorings are in this file's history (commit bc2b292). Prints tables; writes nothing.
// Results: bench/results/search-quality.md, "Round 10".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rerankItemsAt, type Item } from './support/rerank-items';
import { fitPairwise } from './support/pairwise-logistic';
import { addTally, fmt, type Tally } from './support/hit-tally';
import { byModel, chooseLambda, tallyOf, today } from './support/rerank-lambda';
import { signTest } from './support/sign-test';
import { NOT_SHIPPED } from './support/rerank-features';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const NS = (arg('ns') ?? '20,30,50').split(',').map(Number);
const DROP = new Set(arg('drop')?.split(',').filter(Boolean) ?? NOT_SHIPPED);
const JA = 'ja-react-dev';

const p = (t: Tally): string => `p ${signTest(t.won1, t.lost1).toFixed(3)} / ${signTest(t.won6, t.lost6).toFixed(3)}`;
const row = (label: string, t: Tally): string => `| ${label} | ${t.n} | ${fmt(t)} | ${p(t)} |`;
const tally = tallyOf;

function leaveOneHandbookOut(items: readonly Item[], n: number): { all: Tally; en: Tally; gated: Tally } {
  const names = [...new Set(items.map((i) => i.handbook))];
  let all: Tally | undefined;
  let en: Tally | undefined;
  let gated: Tally | undefined;
  for (const h of names) {
    const train = items.filter((i) => i.handbook !== h);
    const lambda = chooseLambda(train);
    const test = items.filter((i) => i.handbook === h);
    const t = tally(test, byModel(fitPairwise(train, lambda)));
    console.log(`${row(`N ${n}, ${h} left out (λ ${lambda})`, t)}`);
    all = all ? addTally(all, t) : t;
    if (h !== JA) en = en ? addTally(en, t) : t;
    // As shipped when CJK queries keep today's order: the Japanese handbook's questions are CJK.
    const g = h === JA ? tally(test, today) : t;
    gated = gated ? addTally(gated, g) : g;
  }
  return { all: all!, en: en!, gated: gated! };
}

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) return console.log(`Skipped: ${CORPORA} is absent.`);
  const sets = await rerankItemsAt(ROOT, CORPORA, NS, DROP);
  console.log(`features dropped: ${[...DROP].join(', ') || 'none'}`);
  console.log('| rerank, dev | n | hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost | sign test hit@1 / hit@6 |\n|---|---|---|---|---|---|');
  const base = sets[0]!;
  console.log(row('today, all dev', tally(base, today)));
  console.log(row('today, English dev', tally(base.filter((i) => i.handbook !== JA), today)));
  NS.forEach((n, k) => {
    const items = sets[k]!;
    console.log(`| N ${n}: answer in today's top N | ${items.length} | ${items.filter((i) => i.gold >= 0).length} | | | |`);
    const r = leaveOneHandbookOut(items, n);
    console.log(row(`**N ${n}, LOHO, all dev**`, r.all));
    console.log(row(`**N ${n}, LOHO, English dev**`, r.en));
    console.log(row(`**N ${n}, LOHO, CJK queries keep today's order**`, r.gated));
    // The round-9 questions alone (another author's, drawn differently), fitted on all the others.
    const rest = items.filter((i) => i.source !== 'ninth');
    const lambda = chooseLambda(rest);
    const m = fitPairwise(rest, lambda);
    const ninth = items.filter((i) => i.source === 'ninth');
    console.log(row(`N ${n}, dev-9 alone, fitted on the other dev (λ ${lambda})`, tally(ninth, byModel(m))));
    console.log(row(`N ${n}, dev-9 English alone`, tally(ninth.filter((i) => i.handbook !== JA), byModel(m))));
    const ja9 = ninth.filter((i) => i.handbook === JA);
    console.log(row(`N ${n}, dev-9 Japanese alone`, tally(ja9, byModel(m))));
    // Leave one question author out: a model may learn an author's way of asking as well as a handbook's.
    for (const author of [...new Set(items.map((i) => i.author))]) {
      const train = items.filter((i) => i.author !== author);
      const test = items.filter((i) => i.author === author);
      const l = chooseLambda(train);
      console.log(row(`N ${n}, author left out: ${author} (λ ${l})`, tally(test, byModel(fitPairwise(train, l)))));
    }
  });
}

await main();
