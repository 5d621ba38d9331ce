/**
 * Diagnosis of Japanese misses on the DEV questions only (issue 14, item 2): for each question
 * whose answer is not first, the query's analysed terms against the answer section's fields
 * (heading, heading path, body), the answer's rank, and what outranks it; then counts by kind.
 * Reads bench/questions/ja-react-dev.jsonl (split dev), ja-react-dev.dev-9.jsonl and
 * ja-react-dev.held-10.jsonl (spent: dev now). Never the frozen rows.
 *
 * Run: npx vite-node bench/ja-misses.ts [--verbose] [--ranks out.json]   (--ranks: each question's
 * 0-based rank of its answer, -1 past 100, to compare two trees question by question)
 */
import { writeFileSync } from 'node:fs';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { buildIndex, searchIndex } from '../lib/search/index';
import { indexedQueryTerms } from '../lib/search/query';
import { tokenize } from '../lib/search/tokenize';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { CORPUS, jaDevQuestions } from './support/ja-quality';
import { hitRank, sectionLocator } from './support/search-quality';

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const sections = corpusSections(readCorpus(CORPUS));
  const index = buildIndex(sections);
  const qs = jaDevQuestions();
  const locate = sectionLocator(sections);
  const kinds = new Map<string, number>();
  const count = (k: string) => kinds.set(k, (kinds.get(k) ?? 0) + 1);
  let h1 = 0;
  let h6 = 0;
  const ranks: number[] = [];
  for (const q of qs) {
    const hits = await searchIndex(index, q.question, 100);
    // The benchmark's hit rule (search-quality.ts): the section holding the question's line, headings not compared.
    const rank = hitRank(hits, q, locate);
    ranks.push(rank);
    if (rank === 0) h1++;
    if (rank >= 0 && rank < 6) h6++;
    if (rank === 0) continue;
    const at = locate(q.file, q.line);
    const answer = sections.find((s) => s.file === q.file && s.line === at);
    const terms = indexedQueryTerms(index.data.postings, q.question);
    const raw = tokenize(q.question);
    const set = (t: string) => new Set(tokenize(t));
    const head = set(answer?.heading ?? '');
    const pathT = set([answer?.title ?? '', ...(answer?.path ?? []), answer?.file ?? ''].join(' '));
    const body = set(answer?.text ?? '');
    const where = raw.map((t) => `${t}:${head.has(t) ? 'H' : ''}${pathT.has(t) ? 'P' : ''}${body.has(t) ? 'B' : ''}${index.data.postings.terms.includes(t) ? '' : '∅'}`);
    const inHead = raw.filter((t) => head.has(t)).length;
    const inAny = raw.filter((t) => head.has(t) || pathT.has(t) || body.has(t)).length;
    const kind = !answer ? 'answer not found in sections'
      : inAny === 0 ? 'no query term anywhere in the answer'
      : inHead === 0 && raw.filter((t) => pathT.has(t)).length === 0 ? 'query terms only in the answer body'
      : rank < 0 ? 'some terms in heading/path, rank > 100'
      : 'terms in heading/path, outranked';
    count(kind);
    const sameFile = hits.slice(0, Math.max(rank, 1)).some((h) => h.file === q.file);
    if (rank > 0 && sameFile) count('  (of which outranked by the same file)');
    if (verbose) {
      console.log(`\n[${rank < 0 ? '>100' : rank + 1}] ${kind}\n  Q ${q.question}\n  A ${q.heading} (${q.file})\n  terms ${where.join(' ')}\n  kept ${terms.join(' ')}`);
      for (const h of hits.slice(0, 3)) console.log(`  > ${h.heading} | ${h.file} | ${[...new Set(raw.filter((t) => set(h.heading + ' ' + h.path.join(' ')).has(t)))].join(',')}`);
    }
  }
  if (process.argv.includes('--ranks')) writeFileSync(process.argv[process.argv.indexOf('--ranks') + 1]!, JSON.stringify(ranks));
  console.log(`\nJapanese dev questions: ${qs.length}; hit@1 ${(h1 / qs.length).toFixed(2)}, hit@6 ${(h6 / qs.length).toFixed(2)}`);
  for (const [k, n] of kinds) console.log(`${k}: ${n}`);
}

if (!process.env.NO_MAIN) await main();
