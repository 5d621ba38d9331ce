// Dev misses to read by hand (issue 14, round 13, item C): a seeded sample of the dev questions
// whose answer the shipped search (searchIndex) does not show in its top 6, each with the
// answer's heading path and opening, the answer's rank in the first stage, and the top 3 shown.
// Dev only (devQuestionsOf); the shipped rerank was fitted on these questions, so the sample is of
// what it still misses, not a measurement. Prints text; writes nothing.
// Run: npx vite-node bench/rerank-misses.ts -- [--n=30] [--seed=13]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, searchIndex } from '../lib/search/index';
import { asIndexed, ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { runQuery, indexedQueryTerms } from '../lib/search/query';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { HANDBOOKS, hitRank, sectionLocator } from './support/search-quality';
import { devQuestionsOf } from './support/rerank-items';
import { prng } from './support/prng';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const N = Number(arg('n') ?? 30);
const SEED = Number(arg('seed') ?? 13);

if (!existsSync(CORPORA)) console.log(`Skipped: ${CORPORA} is absent.`);
else {
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const misses: string[] = [];
  for (const h of HANDBOOKS) {
    if (!existsSync(path.join(CORPORA, h.name))) continue;
    const sections = corpusSections(readCorpus(path.join(CORPORA, h.name)));
    const index = buildIndex(sections);
    const locate = sectionLocator(sections);
    const byKey = new Map(sections.map((s) => [`${s.file}#${s.line}`, s]));
    for (const q of devQuestionsOf(ROOT, h.name)) {
      const hits = await searchIndex(index, q.question, 6);
      if (hitRank(hits, q, locate) >= 0) continue;
      const first = asIndexed(index.data.analyser, () => runQuery(index.data.postings, index.scratch, q.question, 1000, undefined, undefined, { terms: false }));
      const target = `${q.file}#${locate(q.file, q.line)}`;
      const d = first.findIndex((r) => `${index.data.docs.files[index.data.docs.fileOf[r.doc]!]}#${index.data.docs.line[r.doc]}` === target);
      const a = byKey.get(target);
      const words = asIndexed(index.data.analyser, () => indexedQueryTerms(index.data.postings, q.question));
      misses.push([
        `## ${h.name}: ${q.question}`,
        `terms: ${words.join(' ')} · first-stage rank: ${d < 0 ? '>1000' : d + 1}`,
        `answer: ${[...(a?.path ?? []), a?.heading].join(' › ')} (${q.file}:${q.line})`,
        `  ${(a?.text ?? '').replace(/\s+/g, ' ').slice(0, 300)}`,
        ...hits.slice(0, 3).map((x, i) => `shown ${i + 1}: ${[...x.path, x.heading].join(' › ')} (${x.file})`),
      ].join('\n'));
    }
  }
  const rnd = prng(SEED);
  const picked = misses.map((m) => ({ m, r: rnd() })).sort((x, y) => x.r - y.r).slice(0, N).map((x) => x.m);
  console.log(`${misses.length} dev misses at hit@6 (shipped search); ${picked.length} drawn (seed ${SEED})\n`);
  console.log(picked.join('\n\n'));
}
