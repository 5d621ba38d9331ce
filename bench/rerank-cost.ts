// Query cost of the learned rerank (issue 14, round 10), in one process on CPU time: today's
// ranking (runQuery, top 6 with the shown hits' matched terms) against the shipped step
// (rerank.ts rankedFor: top N, the walk that gives features and matched terms, the model),
// alternated question by question on the same index, every dev question of each handbook, the
// order of A and B swapped each pass. Per question the median of the passes; p50 / p95 over
// questions. Also each side's whole search (searchIndex with the hits' texts and snippets).
// Run: npx vite-node bench/rerank-cost.ts -- [--passes=7] [--only=18f-handbook]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, hitsOf, searchIndex } from '../lib/search/index';
import { asIndexed, ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { runQuery } from '../lib/search/query';
import { rankedFor } from '../lib/search/rerank';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { HANDBOOKS } from './support/search-quality';
import { devQuestionsOf } from './support/rerank-items';
import { median, percentile } from './support/stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const PASSES = Number(arg('passes') ?? 7);
const ONLY = arg('only');

const cpuMs = (f: () => unknown): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};
const cpuMsAsync = async (f: () => Promise<unknown>): Promise<number> => {
  const t = process.cpuUsage();
  await f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};
const f2 = (x: number): string => x.toFixed(2);

if (!existsSync(CORPORA)) console.log(`Skipped: ${CORPORA} is absent.`);
else {
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  console.log(`CPU ms per query, ${PASSES} alternated passes, median per question\n`);
  console.log('| handbook | questions | rank p50 / p95 today | rank p50 / p95 rerank | search p50 / p95 today | search p50 / p95 rerank |\n|---|---|---|---|---|---|');
  for (const h of HANDBOOKS) {
    if (ONLY && h.name !== ONLY) continue;
    if (!existsSync(path.join(CORPORA, h.name))) continue;
    const index = buildIndex(corpusSections(readCorpus(path.join(CORPORA, h.name))));
    const qs = devQuestionsOf(ROOT, h.name).map((q) => q.question);
    const today = (q: string) => asIndexed(index.data.analyser, () => runQuery(index.data.postings, index.scratch, q, 6));
    const after = (q: string) => asIndexed(index.data.analyser, () => rankedFor(index.data, index.scratch, q, 6));
    // Today's whole search as shipped before this change (searchIndex before 9cd41c8), beside searchIndex as shipped now.
    const searchToday = async (q: string) => {
      if (index.data.analyser !== 'segments') await ensureAnalyserFor([q]);
      return hitsOf(index, today(q));
    };
    const samples = { a: qs.map((): number[] => []), b: qs.map((): number[] => []), sa: qs.map((): number[] => []), sb: qs.map((): number[] => []) };
    for (const q of qs) { today(q); after(q); await searchToday(q); await searchIndex(index, q, 6); } // warm up
    for (let pass = 0; pass < PASSES; pass++) {
      for (let i = 0; i < qs.length; i++) {
        const q = qs[i]!;
        if (pass % 2 === 0) { samples.a[i]!.push(cpuMs(() => today(q))); samples.b[i]!.push(cpuMs(() => after(q))); }
        else { samples.b[i]!.push(cpuMs(() => after(q))); samples.a[i]!.push(cpuMs(() => today(q))); }
        if (pass % 2 === 0) { samples.sa[i]!.push(await cpuMsAsync(() => searchToday(q))); samples.sb[i]!.push(await cpuMsAsync(() => searchIndex(index, q, 6))); }
        else { samples.sb[i]!.push(await cpuMsAsync(() => searchIndex(index, q, 6))); samples.sa[i]!.push(await cpuMsAsync(() => searchToday(q))); }
      }
    }
    const pq = (xs: number[][]): string => { const m = xs.map(median); return `${f2(percentile(m, 0.5))} / ${f2(percentile(m, 0.95))}`; };
    console.log(`| ${h.name} | ${qs.length} | ${pq(samples.a)} | ${pq(samples.b)} | ${pq(samples.sa)} | ${pq(samples.sb)} |`);
  }
}
