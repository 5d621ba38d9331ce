// The round-9 candidate (WordNet synonyms in the query), paired against the query without them
// on every split: questions won / lost at hit@1 and hit@6 and a two-sided sign test, per handbook.
// Counts only: no frozen question, answer or miss is printed. Then the cost: the same query code
// (bench/support/synonym-query.ts) with and without the table, interleaved on each handbook's dev
// questions, so a loaded machine weighs on both alike. Run: npx vite-node bench/synonym-paired.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { addTally, fmt, tally, type Tally } from './support/hit-tally';
import { rankOf, ranked } from './support/passage-context';
import { HANDBOOKS, questionGroups, readBenchQuestions, readExtraDev, sectionLocator } from './support/search-quality';
import { signTest } from './support/sign-test';
import { percentile } from './support/stats';
import { parseSynonyms } from '../lib/search/synonyms';
import { readFileSync } from 'node:fs';
import { rankedWithSynonyms } from './support/synonym-query';
import { buildIndex } from '../lib/search/index';
import { corpusSections, readCorpus } from '../test/search/quality-eval';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const NONE = { table: new Map<string, string[]>(), weight: 0, credit: 0, perTerm: 0 };

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) return console.log(`Skipped: ${CORPORA} is absent.`);
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const totals = new Map<string, Tally>();
  const costs: string[] = [];
  console.log('| handbook | split | n | without → with synonyms: hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost | sign test hit@6 |\n|---|---|---|---|---|---|---|');
  for (const h of HANDBOOKS) {
    const sections = corpusSections(readCorpus(path.join(CORPORA, h.name)));
    const index = buildIndex(sections);
    const locate = sectionLocator(sections);
    const { more, ninth } = readExtraDev(path.join(ROOT, 'bench/questions'), h.name);
    const groups = questionGroups(readBenchQuestions(path.join(ROOT, 'bench/questions', `${h.name}.jsonl`)), readBenchQuestions(path.join(CORPORA, h.shared), 'frozen', 'shared'), more, ninth);
    costs.push(costOf(h.name, index, groups.filter(([label]) => label.startsWith('dev')).flatMap(([, q]) => q).map((q) => q.question)));
    for (const split of ['dev', 'frozen']) {
      const qs = groups.filter(([label]) => label.startsWith(split)).flatMap(([, q]) => q);
      const gold = qs.map((q) => { const l = locate(q.file, q.line); return l === undefined ? '' : `${q.file}#${l}`; });
      const before = qs.map((q, i) => rankOf(rankedWithSynonyms(index, q.question, 6, NONE).map((r) => r.key), gold[i]!));
      const after = qs.map((q, i) => rankOf(ranked(index, q.question, 6).map((r) => r.key), gold[i]!));
      const t = tally(after, before);
      const t0 = tally(before, before);
      totals.set(split, totals.has(split) ? addTally(totals.get(split)!, t) : t);
      totals.set(`${split}0`, totals.has(`${split}0`) ? addTally(totals.get(`${split}0`)!, t0) : t0);
      console.log(`| ${h.name} | ${split} | ${t.n} | ${(t0.hit1 / t0.n).toFixed(3)} / ${(t0.hit6 / t0.n).toFixed(3)} → ${fmt(t)} | ${signTest(t.won6, t.lost6).toFixed(2)} |`);
    }
  }
  for (const split of ['dev', 'frozen']) {
    const t = totals.get(split)!;
    const t0 = totals.get(`${split}0`)!;
    console.log(`| **all** | ${split} | ${t.n} | ${(t0.hit1 / t0.n).toFixed(3)} / ${(t0.hit6 / t0.n).toFixed(3)} → ${fmt(t)} | ${signTest(t.won6, t.lost6).toFixed(2)} |`);
  }
  console.log('\n| handbook | rank ms without synonyms p50 / p95 | with p50 / p95 |\n|---|---|---|');
  for (const c of costs) console.log(c);
}

const TABLE = parseSynonyms(readFileSync(path.join(ROOT, 'lib/search/synonyms-v1.txt'), 'utf8'));
const WITH = { table: TABLE, weight: 0.5, credit: 0.5, perTerm: 2 };

/** Rank time (top 6) of each question without and with the table, 15 interleaved rounds after one warm-up. */
function costOf(name: string, index: ReturnType<typeof buildIndex>, qs: readonly string[]): string {
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < 16; round++) {
    for (const q of qs) {
      let t = performance.now();
      rankedWithSynonyms(index, q, 6, NONE);
      const ta = performance.now() - t;
      t = performance.now();
      rankedWithSynonyms(index, q, 6, WITH);
      const tb = performance.now() - t;
      if (round > 0) (a.push(ta), b.push(tb));
    }
  }
  const f = (xs: number[]): string => `${percentile(xs, 0.5).toFixed(2)} / ${percentile(xs, 0.95).toFixed(2)}`;
  return `| ${name} | ${f(a)} | ${f(b)} |`;
}

await main();
