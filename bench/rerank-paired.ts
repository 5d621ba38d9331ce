// Today's first stage against the shipped rerank, question by question, on dev and frozen per
// handbook (issue 14 round 5). Frozen was read once, after the model was fixed on dev.
// Run: npx vite-node bench/rerank-paired.ts
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, hitsOf, searchIndex } from '../lib/search/index';
import { asIndexed, ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { runQuery } from '../lib/search/query';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { HANDBOOKS, hitRank, questionGroups, readBenchQuestions, sectionLocator } from './support/search-quality';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
setDictionaryReader(nodeDictionaryReader);
await ensureAnalyserFor(['日本語']);

type T = { n: number; a1: number; a6: number; b1: number; b6: number; w1: number; l1: number; w6: number; l6: number };
const zero = (): T => ({ n: 0, a1: 0, a6: 0, b1: 0, b6: 0, w1: 0, l1: 0, w6: 0, l6: 0 });
const rows = new Map<string, T>();
const bump = (key: string, ra: number, rb: number): void => {
  const t = rows.get(key) ?? zero();
  const [a1, a6, b1, b6] = [ra === 0, ra >= 0, rb === 0, rb >= 0];
  t.n++; t.a1 += +a1; t.a6 += +a6; t.b1 += +b1; t.b6 += +b6;
  t.w1 += +(b1 && !a1); t.l1 += +(a1 && !b1); t.w6 += +(b6 && !a6); t.l6 += +(a6 && !b6);
  rows.set(key, t);
};

if (!existsSync(CORPORA)) console.log(`Skipped: ${CORPORA} is absent.`);
else {
  for (const h of HANDBOOKS) {
    if (!existsSync(path.join(CORPORA, h.name))) continue;
    const sections = corpusSections(readCorpus(path.join(CORPORA, h.name)));
    const index = buildIndex(sections);
    const locate = sectionLocator(sections);
    const own = readBenchQuestions(path.join(ROOT, 'bench/questions', `${h.name}.jsonl`));
    const more = readBenchQuestions(path.join(ROOT, 'bench/questions', `${h.name}.dev-more.jsonl`), 'dev');
    const theirs = readBenchQuestions(path.join(CORPORA, h.shared), 'frozen', 'shared corpora');
    for (const [group, qs] of questionGroups(own, theirs, more)) {
      const split = group.startsWith('frozen') ? 'frozen' : 'dev';
      for (const q of qs) {
        const today = await hitsOf(index, asIndexed(index.data.analyser, () => runQuery(index.data.postings, index.scratch, q.question, 6)));
        const now = await searchIndex(index, q.question, 6);
        const ra = hitRank(today, q, locate);
        const rb = hitRank(now, q, locate);
        for (const key of [`${split} all`, `${split} ${h.name === 'ja-react-dev' ? 'ja' : 'English'}`, `${split} ${h.name}`]) bump(key, ra, rb);
      }
    }
  }
  const f = (x: number, n: number): string => (x / n).toFixed(3);
  console.log('| split | n | today hit@1 / hit@6 | rerank hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|---|---|');
  for (const [k, t] of [...rows].sort()) console.log(`| ${k} | ${t.n} | ${f(t.a1, t.n)} / ${f(t.a6, t.n)} | ${f(t.b1, t.n)} / ${f(t.b6, t.n)} | +${t.w1} / −${t.l1} | +${t.w6} / −${t.l6} |`);
}
