// Search benchmark: index build per MB, load of a persisted index against a build, query
// latency, stored size, a one-file sync, and search quality (ours against MiniSearch defaults),
// on the 18F handbook and a generated 5,000-file, 60 MB repository. Run: npx vite-node bench/search.bench.ts [--quick]. Writes bench/results/search.md.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { buildIndex, searchIndex, updateIndex } from '../lib/search/index';
import { serializedBytes, serializeIndex } from '../lib/search/index-serialize';
import { runQuery } from '../lib/search/query';
import { createIndexStore } from '../lib/search/index-store';
import { type Section } from '../lib/search/sections';
import { compareOnCorpus, corpusSections, readCorpus, readQuestions } from '../test/search/quality-eval';
import { generateHandbook } from './support/generate-handbook';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED = path.resolve(ROOT, '../shared');
const QUICK = process.argv.includes('--quick');

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const time = async <T>(fn: () => T | Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const r = await fn();
  return [r, performance.now() - t];
};
const f1 = (x: number): string => x.toFixed(1);

interface Row {
  name: string;
  files: number;
  mb: number;
  sections: number;
  terms: number;
  postings: number;
  splitMs: number;
  buildMs: number;
  saveMs: number;
  loadMs: number;
  firstSearchMs: number;
  storedMb: number;
  indexMb: number;
  p50: number;
  p95: number;
  updateMs: number;
  resaveMs: number;
  rankP50: number;
  rankP95: number;
  runs: number;
}

async function measureRepo(name: string, files: Array<[string, string]>, queries: string[], runs: number): Promise<Row> {
  const mb = files.reduce((n, [, t]) => n + Buffer.byteLength(t), 0) / 1e6;
  const splits: number[] = [];
  const builds: number[] = [];
  let sections: Section[] = [];
  // Splitting is the markdown parser's work, not the index's: on the big repository it is timed once.
  for (let i = 0; i < runs; i++) {
    if (i === 0 || files.length < 1000) {
      let ms: number;
      [sections, ms] = await time(() => corpusSections(files));
      splits.push(ms);
    }
    builds.push((await time(() => buildIndex(sections)))[1]);
  }
  const index = buildIndex(sections);
  const idb = new IDBFactory();
  const dbName = `bench-${name}`;
  const store = await createIndexStore(idb, dbName);
  const saveMs = (await time(() => store.save(name, index, 'head')))[1];
  const storedMb = (await store.sizeBytes(name)) / 1e6;
  const indexMb = serializedBytes(serializeIndex(index)) / 1e6;
  store.close();
  // A restarted service worker: a new connection, load, then one search (text read for its hits).
  const loads: number[] = [];
  const firsts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const fresh = await createIndexStore(idb, dbName);
    const [loaded, loadMs] = await time(() => fresh.load(name, 'head'));
    const searchMs = (await time(() => searchIndex(loaded!, queries[i % queries.length]!, 6)))[1];
    loads.push(loadMs);
    firsts.push(loadMs + searchMs);
    fresh.close();
  }
  const warm = await createIndexStore(idb, dbName);
  const loaded = (await warm.load(name, 'head'))!;
  for (const q of queries.slice(0, 10)) await searchIndex(loaded, q, 6); // warm up
  const latencies: number[] = [];
  const ranking: number[] = [];
  for (const q of queries) {
    latencies.push((await time(() => searchIndex(loaded, q, 6)))[1]);
    ranking.push((await time(() => runQuery(loaded.data.postings, loaded.scratch, q, 6)))[1]);
  }
  // A sync that changes one file: update in memory, then save (index record + that file's text).
  const [path0, text0] = files[Math.floor(files.length / 2)]!;
  const updateMs = (await time(() => updateIndex(loaded, { removedFiles: [], changed: [{ file: path0, text: `${text0}\n\n## Added by a sync\n\nA new paragraph.\n` }] })))[1];
  const resaveMs = (await time(() => warm.save(name, loaded, 'next')))[1];
  warm.close();
  return {
    updateMs, resaveMs,
    name, files: files.length, mb, sections: sections.length, terms: index.data.postings.terms.length, postings: index.data.postings.levels.length,
    splitMs: median(splits), buildMs: median(builds), saveMs, loadMs: median(loads), firstSearchMs: median(firsts), storedMb, indexMb,
    p50: pct(latencies, 0.5), p95: pct(latencies, 0.95), rankP50: pct(ranking, 0.5), rankP95: pct(ranking, 0.95), runs,
  };
}

function wordQueries(seedWords: string[], n: number): string[] {
  let a = 12345;
  const next = (): number => ((a = (a * 1103515245 + 12345) % 2147483648) / 2147483648);
  return Array.from({ length: n }, () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => seedWords[Math.floor(next() * seedWords.length)]).join(' '));
}

const NOTES = `### Notes

- **What changed, and why.** The previous index was MiniSearch, persisted as its JSON. On the
  generated 60 MB repository (same generator, same seed) it measured query p50/p95 151/368 ms,
  load 8.2 s (about 85% of it \`MiniSearch.loadJSON\` rebuilding its radix tree) and 133 MB stored.
  Two ways were considered: sharding MiniSearch and loading shards lazily (every query still
  touches every shard, so neither the load of all shards nor the per-match object work goes
  away), and our own compact inverted index. The second is what \`lib/search\` now is:
  a sorted term dictionary; per term a varint stream of (section gap × 16 + field flags) and one
  byte of impact per posting (Σ field boost × BM25+, quantized between the term's lowest and
  highest impact); a columnar section table (headings and heading paths packed into one string
  each with an offsets array: as 63,000 separate strings they took ~50 ms of a ~130 ms load);
  section text stored apart, one IndexedDB record per file, read only for the hits. Loading is a
  structured clone of a few typed arrays and strings: nothing is parsed or rebuilt.
- **Same ranking as before.** Scores follow MiniSearch 7's formulas with the tuned options
  (BM25+ per field, boosts heading 3 / path 1.5 / file 2 / text 1, prefix from 3 letters with
  weight 0.375·len/(len+0.3·extra), fuzzy for terms of 6+ letters with weight 0.45, OR with the
  "number of query terms matched" factor), so the quality table matches the MiniSearch-based
  index's figures (0.739 / 0.978 before and after). Fuzzy is now capped at 2 edits (MiniSearch
  allowed up to 6 for very long terms); 8-bit impacts did not move any answer on the 46 questions.
  \`test/search/ranking.test.ts\` checks top-k against a brute-force scorer within the quantization
  bound.
- **File evidence (issue 14, round 3).** A section's score now adds 0.2 × its file's score (per
  query term the best impact of any of its sections, summed, times the terms the file matches;
  \`lib/search/file-evidence.ts\`), and the front matter's \`description\`/\`keywords\` join the
  heading path (index format 5). Chosen on the dev questions of \`bench/search-quality.bench.ts\`.
  The quality table here moved with it (18F 0.667 / 0.972 → 0.778 / 0.944 on these 36 questions,
  which are not the split it was chosen on). Rank time, measured apart with the old and the new code
  run in turn (\`runQuery\` alone, top 6): on the real questions (138 English questions × 10 on the
  Mattermost and 18F indexes, two pairs) p50 1.31 / 1.33 → 1.21 / 1.18 ms and 1.12 / 1.08 →
  1.02 / 1.01 ms, no slower; on the generated repository's keyword queries (common words, many
  postings each; three pairs) p50 1.15–1.32 → 1.57–1.65 ms: about +0.4 ms, the per-posting
  work of the file evidence (a compare and a max), with the whole query far under the 20 ms target.
- **Query.** Term-at-a-time accumulation into typed arrays reused across queries, then a heap
  for the top k. Fuzzy expansion walks the sorted dictionary like a trie (rows shared by a
  prefix, blocks skipped by binary search). Max-score pruning was not added: the rank column
  shows scoring every posting of a query's terms already costs a few milliseconds at this scale,
  far under the 20 ms target; most of the query column is reading the hits' text from IndexedDB.
- **Updates.** \`updateIndex\` merges: surviving postings are copied (renumbered) and the changed
  files' sections appended, scored with the merged document counts; other postings keep their
  impacts (idf drifts slightly until the next full build — invisible in the tests above).
  Only the changed files are split and tokenized, but the merge re-encodes all postings, so a
  one-file sync or an engrave costs O(index): about 1.2–1.7 s in memory on the 60 MB
  repository (under 5% of its add). \`save\` writes the index record plus only the changed
  files' text records. A delta segment (appended postings, tombstones, merged when large) would
  make this O(change) if engraves on huge repositories need to be faster.
- **Timing caveats.** Load is measured on fake-indexeddb in Node (structured clone as in
  Chromium; no disk). The machine was shared with other jobs (load average 3–10 on 2 CPUs), so
  split and build MB/s are low in absolute terms; ratios within one run are what to compare.
  An earlier run of the same code on the generated repository gave load 47 ms, first search
  54 ms, query p50/p95 4.96/9.96 ms, rank 2.93/4.60 ms: the spread between runs is the machine's.
`;

async function main(): Promise<void> {
  const rows: Row[] = [];
  const lines: string[] = ['## Search', ''];
  const handbook = path.join(SHARED, 'corpora/18f-handbook');
  let quality = '';
  if (existsSync(handbook)) {
    const files = readCorpus(handbook);
    const questions = readQuestions(path.join(SHARED, 'corpora/questions-18f.jsonl'));
    const own = readQuestions(path.join(ROOT, 'test/search/fixtures/questions-own.jsonl'));
    const all = [...questions, ...own].map((q) => q.question);
    const queries = [...all, ...wordQueries(['leave', 'laptop', 'travel', 'slack', 'security', 'benefits', 'training', 'hiring', 'budget', 'badge'], 100 - all.length)];
    rows.push(await measureRepo('18F handbook', files, queries, QUICK ? 1 : 5));
    const en = await compareOnCorpus(files, [...questions, ...own.filter((q) => q.repo === '18f-handbook')]);
    const ja = await compareOnCorpus(readCorpus(path.join(ROOT, 'test/search/fixtures'), 'ja'), own.filter((q) => q.repo === 'ja'));
    const count = (r: typeof en.ours, k: 'hit1' | 'hit6'): number => Math.round(r[k] * r.questions);
    const n = en.ours.questions + ja.ours.questions;
    quality = [
      '| questions | n | hit@1 ours | hit@6 ours | hit@1 MiniSearch defaults | hit@6 MiniSearch defaults |',
      '|---|---|---|---|---|---|',
      `| 18F (questions-18f + own English) | ${en.ours.questions} | ${en.ours.hit1.toFixed(3)} | ${en.ours.hit6.toFixed(3)} | ${en.reference.hit1.toFixed(3)} | ${en.reference.hit6.toFixed(3)} |`,
      `| own Japanese (fixtures/ja) | ${ja.ours.questions} | ${ja.ours.hit1.toFixed(3)} | ${ja.ours.hit6.toFixed(3)} | ${ja.reference.hit1.toFixed(3)} | ${ja.reference.hit6.toFixed(3)} |`,
      `| all | ${n} | ${((count(en.ours, 'hit1') + count(ja.ours, 'hit1')) / n).toFixed(3)} | ${((count(en.ours, 'hit6') + count(ja.ours, 'hit6')) / n).toFixed(3)} | ${((count(en.reference, 'hit1') + count(ja.reference, 'hit1')) / n).toFixed(3)} | ${((count(en.reference, 'hit6') + count(ja.reference, 'hit6')) / n).toFixed(3)} |`,
      '',
      `Misses (ours): ${[...en.ours.misses, ...ja.ours.misses].map((m) => `"${m.question}"`).join('; ') || 'none'}.`,
    ].join('\n');
  } else {
    lines.push(`(18F handbook absent at ${handbook}: skipped.)`, '');
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'primachat-bench-'));
  try {
    const opts = QUICK ? { files: 500, totalBytes: 6_000_000, seed: 42 } : { seed: 42 };
    const gen = await generateHandbook(dir, opts);
    const files = readCorpus(dir);
    const queries = [...wordQueries(['team', 'leave', 'policy', 'laptop', 'security', 'incident', 'travel', 'expense', 'review', 'onboarding', 'pipeline'], 90), '在宅勤務', '休暇の申請', 'パスワード', '経費の精算', '概要', 'parental leave', 'how to request', 'FAQ', 'contacts', 'merge request'];
    rows.push(await measureRepo(`generated (${gen.files} files)`, files, queries, QUICK ? 1 : 3));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  lines.push(
    `Node ${process.version}, ${os.cpus().length} CPUs (shared machine: absolute times drift; compare the ratios). Median of the runs shown.`,
    'Split = markdown → sections (markdown-it, block rules only; micromark for MDX). Build = our index over the sections (tokenize, postings, impacts). Save = one IndexedDB transaction (fake-indexeddb): index record, meta, one text record per file. Load = `createIndexStore(...).load` on a new connection (structured clone of typed arrays + section table; no text, no re-tokenizing). First search = load + one search including reading its hits\' text. Query = `searchIndex` on the loaded index (ranking + text of the 6 hits from IndexedDB + snippets); rank = `runQuery` alone (ranking, top 6).',
    '',
    '| repository | files | MB | sections | terms | postings | runs | split ms (MB/s) | build ms (MB/s) | save ms | load ms | load / build | first search ms | stored MB (index + text) | query p50 / p95 ms | rank p50 / p95 ms | sync of 1 file: update + save ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.files} | ${f1(r.mb)} | ${r.sections} | ${r.terms} | ${r.postings} | ${r.runs} | ${r.splitMs.toFixed(0)} (${f1(r.mb / (r.splitMs / 1000))}) | ${r.buildMs.toFixed(0)} (${f1(r.mb / (r.buildMs / 1000))}) | ${r.saveMs.toFixed(0)} | ${r.loadMs.toFixed(0)} | ${(r.loadMs / r.buildMs).toFixed(3)} | ${r.firstSearchMs.toFixed(0)} | ${f1(r.storedMb)} (${f1(r.indexMb)} + ${f1(r.storedMb - r.indexMb)}) | ${r.p50.toFixed(2)} / ${r.p95.toFixed(2)} | ${r.rankP50.toFixed(2)} / ${r.rankP95.toFixed(2)} | ${r.updateMs.toFixed(0)} + ${r.resaveMs.toFixed(0)} |`),
    '',
    'Queries: the 46 real questions plus keyword queries (18F); keyword and Japanese queries (generated). Limit 6, with snippets.',
    '',
    '### Quality',
    '',
    quality || '(skipped: ../shared absent)',
    '',
    NOTES,
  );
  const text = lines.join('\n');
  console.log(text);
  writeFileSync(path.join(ROOT, 'bench/results/search.md'), text);
}

await main();
