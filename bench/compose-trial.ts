// Round 13 of issue 14: the answer next to the section that has the words. Two changes measured
// leaving one handbook out (LOHO) on the 465 dev questions (devQuestionsOf: dev, dev-more, dev-9,
// held-10 spent; never frozen, never held-12/13), against today (the first stage, the linear
// rerank of its top 30 fitted on the other three handbooks, Japanese queries not reranked):
//  (A) composition of the shown 6: the first k results, then up to m relatives (children, next
//      sibling, parent, …: bench/support/tree-relations.ts) of those that are candidates, then the
//      rest; (k, m, relation) chosen on the three training handbooks, scored on the fourth;
//  (B) evidence flowing along the tree in the first stage: a section gains α × its best child's
//      (or descendant's) score, or β × its parent's; the rerank refitted on the new candidates;
//      the flow chosen on the three training handbooks, scored on the fourth.
// Settings are chosen with the training handbooks' own rerank orders from models fitted without
// them (each of the three fitted on the other two, λ 0.001), so no question scores a model or a
// choice it trained. Prints tables; writes nothing.
// Run: nice -n 10 npx vite-node bench/compose-trial.ts -- [--only=A|B|AB] [--grid=wide]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asIndexed, ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { expand, indexedQueryTerms, runQuery } from '../lib/search/query';
import { evidenceOf } from '../lib/search/rerank-features';
import { buffersOf } from '../lib/search/rerank';
import { hasCjk } from '../lib/search/cjk/scripts';
import { topK } from '../lib/search/top-k';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { devHandbooks, devQuestionsOf, type Item } from './support/rerank-items';
import type { Candidate } from './support/rerank-features';
import { fitPairwise } from './support/pairwise-logistic';
import { byModel, chooseLambda, type Rescore } from './support/rerank-lambda';
import { fmt, objective, tally, type Tally } from './support/hit-tally';
import { signTest } from './support/sign-test';
import { compose, flowScores, RELATIONS, type Composition, type Flow, type Tree } from './support/tree-relations';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const N = 30;
const SHOWN = 6;
const INNER_LAMBDA = 0.001;
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? 'AB';

const NO_FLOW: Flow = { up: 0, scope: 'children', down: 0 };
const FLOWS: Flow[] = [
  NO_FLOW,
  ...[0.1, 0.2, 0.3, 0.5].flatMap((up): Flow[] => [{ up, scope: 'children', down: 0 }, { up, scope: 'subtree', down: 0 }]),
  ...[0.05, 0.1, 0.2].map((down): Flow => ({ up: 0, scope: 'children', down })),
];
const flowName = (f: Flow): string => (f.up ? `up ${f.up} (${f.scope})` : f.down ? `down ${f.down}` : 'none');

// The brief's grid (default): the first k kept, every other slot open to relatives (children,
// next sibling, parent, or those three together; round 13's item C adds the same file's other
// sections, from the hand-read misses). `--grid=wide`: also fewer open slots and the
// previous / next section (90 settings).
const WIDE = process.argv.includes('--grid=wide');
const COMPOSITIONS: Composition[] = [
  { keep: SHOWN, fill: 0, rel: 'children' },
  ...[1, 2, 3, 4, 5].flatMap((keep) => (WIDE ? Array.from({ length: SHOWN - keep }, (_, i) => i + 1) : [SHOWN - keep]).flatMap((fill) =>
    (WIDE ? RELATIONS : (['children', 'sibling', 'parent', 'family', 'file'] as const)).map((rel) => ({ keep, fill, rel })))),
];
const compName = (c: Composition): string => (c.fill ? `keep ${c.keep}, ${c.fill} × ${c.rel}` : 'none');

interface Q extends Item { tree: Tree; cjk: boolean }

/** Each dev question's top N under each flow, with the shipped features. */
async function itemsByFlow(): Promise<Q[][]> {
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const out: Q[][] = FLOWS.map(() => []);
  for (const h of devHandbooks(CORPORA)) {
    const { index, locate, docOf } = h;
    const { docs, postings: p } = index.data;
    const all = new Float64Array(docs.count);
    const ids = Uint32Array.from({ length: docs.count }, (_, i) => i);
    for (const q of devQuestionsOf(ROOT, h.name)) {
      const goldDoc = docOf.get(`${q.file}#${locate(q.file, q.line)}`) ?? -1;
      asIndexed(index.data.analyser, () => {
        const words = [...new Set(indexedQueryTerms(p, q.question))];
        const exps = words.map((w) => expand(p.terms, w));
        all.fill(0);
        for (const r of runQuery(p, index.scratch, q.question, docs.count, undefined, undefined, { terms: false })) all[r.doc] = r.score;
        FLOWS.forEach((flow, k) => {
          const s = flowScores(docs, all, flow);
          const ranked = topK(ids, s, docs.count, N).filter((r) => r.score > 0);
          const cs = ranked.map((r) => ({ data: index.data, expansions: exps, doc: r.id, score: r.score }));
          const x = cs.length ? evidenceOf(cs, () => buffersOf(index.scratch)).x : [];
          const cands: Candidate[] = ranked.map((r, rank) => ({ doc: r.id, rank, score: r.score, x: x[rank]! }));
          out[k]!.push({ handbook: h.name, author: q.author, question: q.question, cands, gold: cands.findIndex((c) => c.doc === goldDoc), source: q.source, tree: docs, cjk: hasCjk(q.question) });
        });
      });
    }
  }
  return out;
}

/** The candidates' sections in shown order under `f` (ties keep today's order); CJK queries keep today's. */
function orderOf(it: Q, f: Rescore): number[] {
  if (it.cjk) return it.cands.map((c) => c.doc);
  return it.cands.map((c) => ({ c, s: f(c) })).sort((a, b) => b.s - a.s || a.c.rank - b.c.rank).map(({ c }) => c.doc);
}

/** Rank (0-based) of the answer in `order` after composition `c`; -1 when not a candidate. */
function rankOf(it: Q, order: readonly number[], c: Composition): number {
  if (it.gold < 0) return -1;
  return compose(it.tree, order, c).indexOf(it.cands[it.gold]!.doc);
}

const handbooksOf = (items: readonly Q[]): string[] => [...new Set(items.map((i) => i.handbook))];

/** Per question, its shown order under a model that never saw its handbook nor `held` (the training handbooks' inner orders). */
function innerOrders(items: readonly Q[], held: string): Map<Q, number[]> {
  const out = new Map<Q, number[]>();
  const train = items.filter((i) => i.handbook !== held);
  for (const g of handbooksOf(train)) {
    const m = byModel(fitPairwise(train.filter((i) => i.handbook !== g), INNER_LAMBDA));
    for (const it of train) if (it.handbook === g) out.set(it, orderOf(it, m));
  }
  return out;
}

/** Per question, its shown order under the model fitted on the other three handbooks (λ chosen inside, as shipped). */
function outerOrders(items: readonly Q[]): Map<Q, number[]> {
  const out = new Map<Q, number[]>();
  for (const h of handbooksOf(items)) {
    const train = items.filter((i) => i.handbook !== h);
    const m = byModel(fitPairwise(train, chooseLambda(train)));
    for (const it of items) if (it.handbook === h) out.set(it, orderOf(it, m));
  }
  return out;
}

const ranksTally = (ranks: readonly number[], base: readonly number[]): Tally => tally(ranks, base);
const scoreOf = (items: readonly Q[], orders: Map<Q, number[]>, c: Composition): number =>
  objective(tally(items.map((it) => rankOf(it, orders.get(it)!, c)), items.map(() => -1)));

/** The best composition on `items` (their inner orders), the first in COMPOSITIONS on ties (none first). */
function bestComposition(items: readonly Q[], orders: Map<Q, number[]>): Composition {
  let best = COMPOSITIONS[0]!;
  let top = scoreOf(items, orders, best);
  for (const c of COMPOSITIONS.slice(1)) {
    const v = scoreOf(items, orders, c);
    if (v > top) { top = v; best = c; }
  }
  return best;
}

function report(label: string, items: readonly Q[], ranks: readonly number[], base: readonly number[]): void {
  const groups: Array<[string, (i: Q) => boolean]> = [
    ...handbooksOf(items).map((h): [string, (i: Q) => boolean] => [h, (i) => i.handbook === h]),
    ['English', (i) => !i.cjk && i.handbook !== 'ja-react-dev'],
    ['all', () => true],
  ];
  for (const [g, keep] of groups) {
    const k = items.map((it, j) => (keep(it) ? j : -1)).filter((j) => j >= 0);
    const t = ranksTally(k.map((j) => ranks[j]!), k.map((j) => base[j]!));
    console.log(`| ${label} | ${g} | ${t.n} | ${fmt(t)} | p ${signTest(t.won1, t.lost1).toFixed(3)} / ${signTest(t.won6, t.lost6).toFixed(3)} |`);
  }
}

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) return console.log(`Skipped: ${CORPORA} is absent.`);
  const t0 = Date.now();
  const byFlow = await itemsByFlow();
  console.log(`items: ${byFlow[0]!.length} questions × ${FLOWS.length} flows, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const NONE = COMPOSITIONS[0]!;
  const items0 = byFlow[0]!;
  const outer0 = outerOrders(items0);
  const base = items0.map((it) => rankOf(it, outer0.get(it)!, NONE));
  const first = items0.map((it) => it.gold);
  console.log('| method | handbook | n | hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost | sign test hit@1 / hit@6 |\n|---|---|---|---|---|---|---|');
  report('today (LOHO rerank) vs first stage', items0, base, first);
  const inner0 = new Map(handbooksOf(items0).map((h) => [h, innerOrders(items0, h)]));
  if (ONLY.includes('A')) {
    // (A) on today's candidates: the composition chosen on three handbooks, scored on the fourth.
    const ranks = items0.map(() => -1);
    for (const h of handbooksOf(items0)) {
      const train = items0.filter((i) => i.handbook !== h);
      const c = bestComposition(train, inner0.get(h)!);
      console.log(`A, ${h} left out: ${compName(c)}`);
      items0.forEach((it, j) => { if (it.handbook === h) ranks[j] = rankOf(it, outer0.get(it)!, c); });
    }
    report('(A) composition, LOHO', items0, ranks, base);
    // What it costs where it loses, and what it gains where it wins: each changed question's rank (1-based; 0: not shown among the candidates).
    items0.forEach((it, j) => {
      const was = base[j]!, is = ranks[j]!;
      const in6 = (r: number): boolean => r >= 0 && r < SHOWN;
      if (in6(was) !== in6(is)) console.log(`  ${in6(is) ? 'won' : 'lost'}: ${it.handbook}: rank ${was + 1} → ${is + 1}: ${it.question}`);
    });
    // Every composition on all four handbooks (outer orders): what each setting does, not evidence of choice.
    const table = COMPOSITIONS.slice(1).map((c) => ({ c, t: tally(items0.map((it) => rankOf(it, outer0.get(it)!, c)), base) })).sort((a, b) => b.t.hit6 - a.t.hit6).slice(0, 12);
    for (const { c, t } of table) console.log(`| A fixed: ${compName(c)} | all | ${t.n} | ${fmt(t)} | p ${signTest(t.won6, t.lost6).toFixed(3)} |`);
  }
  if (ONLY.includes('B')) {
    // (B): each flow's candidates, the rerank refitted; the flow chosen on three handbooks by their inner orders.
    const inner = byFlow.map((items, k) => (k === 0 ? inner0 : new Map(handbooksOf(items).map((h) => [h, innerOrders(items, h)]))));
    const outer = byFlow.map((items, k) => (k === 0 ? outer0 : outerOrders(items)));
    byFlow.forEach((items, k) => {
      if (k === 0) return;
      const t = tally(items.map((it) => rankOf(it, outer[k]!.get(it)!, NONE)), base);
      console.log(`| B fixed: ${flowName(FLOWS[k]!)} | all | ${t.n} | ${fmt(t)} | p ${signTest(t.won1, t.lost1).toFixed(3)} / ${signTest(t.won6, t.lost6).toFixed(3)} |`);
    });
    const ranks = items0.map(() => -1);
    const ranksAB = items0.map(() => -1);
    for (const h of handbooksOf(items0)) {
      const scores = byFlow.map((items, k) => scoreOf(items.filter((i) => i.handbook !== h), inner[k]!.get(h)!, NONE));
      const k = scores.indexOf(Math.max(...scores));
      console.log(`B, ${h} left out: ${flowName(FLOWS[k]!)}`);
      const items = byFlow[k]!;
      items.forEach((it, j) => { if (it.handbook === h) ranks[j] = rankOf(it, outer[k]!.get(it)!, NONE); });
      const c = bestComposition(items.filter((i) => i.handbook !== h), inner[k]!.get(h)!);
      console.log(`AB, ${h} left out: ${flowName(FLOWS[k]!)}, ${compName(c)}`);
      items.forEach((it, j) => { if (it.handbook === h) ranksAB[j] = rankOf(it, outer[k]!.get(it)!, c); });
    }
    report('(B) flow, LOHO', items0, ranks, base);
    report('(A+B), LOHO', items0, ranksAB, base);
    // By question file (authors and draws differ): whether the gain rests on one of them.
    for (const src of [...new Set(items0.map((i) => i.source))]) {
      const k = items0.map((it, j) => (it.source === src ? j : -1)).filter((j) => j >= 0);
      const t = tally(k.map((j) => ranksAB[j]!), k.map((j) => base[j]!));
      console.log(`| (A+B), LOHO | questions: ${src} | ${t.n} | ${fmt(t)} | p ${signTest(t.won1, t.lost1).toFixed(3)} / ${signTest(t.won6, t.lost6).toFixed(3)} |`);
    }
    items0.forEach((it, j) => {
      const was = base[j]!, is = ranksAB[j]!;
      const in6 = (r: number): boolean => r >= 0 && r < SHOWN;
      if (in6(was) !== in6(is)) console.log(`  A+B ${in6(is) ? 'won' : 'lost'}: ${it.handbook}: rank ${was + 1} → ${is + 1}: ${it.question}`);
    });
    // What ships: the same choice made on all four handbooks (each scored by the model fitted on the other three).
    const all = byFlow.map((items, k) => scoreOf(items, outer[k]!, NONE));
    const k = all.indexOf(Math.max(...all));
    const shipped = bestComposition(byFlow[k]!, outer[k]!);
    console.log(`A+B chosen on all four handbooks: ${flowName(FLOWS[k]!)}, ${compName(shipped)}`);
    // That setting in every fold (its choice saw every handbook: not evidence, the LOHO rows above are).
    report(`A+B fixed as shipped (${flowName(FLOWS[k]!)}, ${compName(shipped)})`, items0, byFlow[k]!.map((it) => rankOf(it, outer[k]!.get(it)!, shipped)), base);
  }
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

await main();
