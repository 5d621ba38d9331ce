// Round 16 (issue 14), a sizing trial: would evidence of another kind than which query words a field
// holds move the Japanese questions the rerank misses? Kanji carry meaning one by one (保持 and 持つ share
// 持, 再実行 and 実行 share 実行), so a question in everyday words often shares characters with its answer
// when it shares no word. Features, per candidate of a question with CJK text (0 otherwise): the IDF-
// weighted share of the question's distinct kanji found in the section's heading path and heading, and
// in its body (IDF over the handbook's sections). Measured leaving one spent round out, as
// bench/rerank-spent-trial.ts does: the rerank refitted on dev and three spent rounds with the shipped
// features, against the same refit with the two kanji features, scored on the round left out.
// Reads section text, which the product's rerank does not hold: a yes here would need an index field.
// Never reads frozen or held-16. Run: npx vite-node bench/kanji-trial.ts [--ja-only]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hasCjk } from '../lib/search/cjk/scripts';
import { NOT_SHIPPED } from './support/rerank-features';
import { rerankItems, SPENT_HELD_ROUNDS, type ExtraFeatures, type Item } from './support/rerank-items';
import { fitPairwise } from './support/pairwise-logistic';
import { addTally, fmt, tally, type Tally } from './support/hit-tally';
import { byModel, chooseLambda, newRank } from './support/rerank-lambda';
import { signTest } from './support/sign-test';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const N = 30;
const KANJI = /[\u4e00-\u9fff\u3400-\u4dbf]/gu;
const kanjiOf = (t: string): Set<string> => new Set(t.match(KANJI) ?? []);

if (!existsSync(CORPORA)) {
  console.log(`Skipped: ${CORPORA} is absent.`);
} else {
  // The two kanji features of a handbook's candidates: IDF over its sections, the question's kanji
  // read once per question (its candidates come one after another).
  const kanjiFeatures: ExtraFeatures = ({ sections }, sectionOf) => {
    const df = new Map<string, number>();
    const headOf = (s: (typeof sections)[number]): string => [s.title ?? '', ...s.path, s.heading].join(' ');
    for (const s of sections) for (const k of kanjiOf(`${headOf(s)} ${s.text}`)) df.set(k, (df.get(k) ?? 0) + 1);
    const idf = (k: string): number => Math.log(1 + sections.length / Math.max(1, df.get(k) ?? 0));
    let asked: string | undefined;
    let qk: string[] = [];
    let total = 0;
    return (question, doc) => {
      if (question !== asked) {
        asked = question;
        qk = hasCjk(question) ? [...kanjiOf(question)] : [];
        total = qk.reduce((sum, k) => sum + idf(k), 0);
      }
      if (total === 0) return [0, 0];
      const s = sectionOf(doc);
      const share = (set: Set<string>): number => qk.reduce((sum, k) => sum + (set.has(k) ? idf(k) : 0), 0) / total;
      return [share(kanjiOf(headOf(s))), share(kanjiOf(s.text))];
    };
  };
  const items = await rerankItems(ROOT, CORPORA, N, NOT_SHIPPED, SPENT_HELD_ROUNDS, kanjiFeatures);
  const withoutKanji = (its: readonly Item[]): Item[] => its.map((i) => ({ ...i, cands: i.cands.map((c) => ({ ...c, x: c.x.slice(0, -2) })) }));
  const isSpent = (i: Item): boolean => i.source.startsWith('held') && i.source !== 'held10';
  const p = (t: Tally): string => `p ${signTest(t.won1, t.lost1).toFixed(2)} / ${signTest(t.won6, t.lost6).toFixed(2)}`;
  console.log('| left out | n | with kanji hit@1 / hit@6 | won / lost @1 | won / lost @6 | sign p |');
  console.log('|---|---|---|---|---|---|');
  let all: Tally | undefined; let ja: Tally | undefined;
  // --ja-only: the rerank fitted on Japanese questions alone (λ chosen leaving one source file out).
  const JA_ONLY = process.argv.includes('--ja-only');
  const pool = JA_ONLY ? items.filter((i) => i.handbook === 'ja-react-dev').map((i) => ({ ...i, handbook: i.source === 'own' || i.source === 'ninth' || i.source === 'more' ? 'dev' : i.source })) : items;
  for (const r of SPENT_HELD_ROUNDS) {
    const train = pool.filter((i) => !isSpent(i) || i.source !== `held${r}`);
    const test = pool.filter((i) => i.source === `held${r}`);
    const base = fitPairwise(withoutKanji(train), chooseLambda(withoutKanji(train)));
    const kan = fitPairwise(train, chooseLambda(train));
    const testBase = withoutKanji(test);
    const t = tally(test.map((it) => newRank(it, byModel(kan))), testBase.map((it) => newRank(it, byModel(base))));
    const jIdx = test.map((it, k) => (JA_ONLY || it.handbook === 'ja-react-dev' ? k : -1)).filter((k) => k >= 0);
    const tj = tally(jIdx.map((k) => newRank(test[k]!, byModel(kan))), jIdx.map((k) => newRank(testBase[k]!, byModel(base))));
    console.log(`| held-${r} | ${t.n} | ${fmt(t)} | ${p(t)} |`);
    console.log(`| held-${r} Japanese | ${tj.n} | ${fmt(tj)} | ${p(tj)} |`);
    all = all ? addTally(all, t) : t; ja = ja ? addTally(ja, tj) : tj;
  }
  if (all && ja) { console.log(`| **all four** | ${all.n} | ${fmt(all)} | ${p(all)} |`); console.log(`| Japanese | ${ja.n} | ${fmt(ja)} | ${p(ja)} |`); }
}
