/**
 * Japanese search quality and analyser speed on ja-react-dev (issue 14, item 2): our index with
 * each analyser choice against MiniSearch defaults and MiniSearch over kuromoji base forms, on
 * our dev and frozen questions and the shared (frozen) ones; build MB/s of each choice.
 *
 * Run: npx vite-node bench/ja-quality.bench.ts   → writes bench/results/ja-quality.md
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { ensureAnalyserFor, setAnalyserMode, setDictionaryReader, useMorphemes } from '../lib/search/cjk/analyser';
import { buildIndex } from '../lib/search/index';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { CORPUS, jaQuality, jaQualityTable, ROOT, type Variant } from './support/ja-quality';

const none = async () => {
  setDictionaryReader(undefined);
  useMorphemes(undefined);
};
const withMode = (m: 'chunks' | 'sentences') => async () => {
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  setAnalyserMode(m);
};
const VARIANTS: Variant[] = [
  { name: 'ours before (Intl.Segmenter words)', prepare: none },
  { name: 'ours, IPADIC per chunk (shipped)', prepare: withMode('chunks') },
  { name: 'ours, IPADIC per sentence', prepare: withMode('sentences') },
];

async function speed(): Promise<string[]> {
  const files = readCorpus(CORPUS);
  const mb = files.reduce((n, [, t]) => n + Buffer.byteLength(t), 0) / 1e6;
  const sections = corpusSections(files);
  const en = readCorpus(path.resolve(CORPUS, '../18f-handbook'));
  const enSections = corpusSections(en);
  const enMb = en.reduce((n, [, t]) => n + Buffer.byteLength(t), 0) / 1e6;
  const time = (fn: () => void) => {
    const t = performance.now();
    fn();
    return performance.now() - t;
  };
  buildIndex(enSections); // warm up
  const rows = [`| English 18F handbook (reference) | ${enMb.toFixed(1)} | ${(enMb / (time(() => buildIndex(enSections)) / 1000)).toFixed(1)} | — |`];
  for (const v of VARIANTS) {
    await v.prepare();
    const cold = time(() => buildIndex(sections));
    const warm = time(() => buildIndex(sections));
    rows.push(`| ja-react-dev, ${v.name} | ${mb.toFixed(1)} | ${(mb / (cold / 1000)).toFixed(1)} | ${(mb / (warm / 1000)).toFixed(1)} |`);
  }
  return rows;
}

async function main(): Promise<void> {
  if (!existsSync(CORPUS)) return void console.log(`skipped: ${CORPUS} is absent.`);
  const t = performance.now();
  await withMode('chunks')();
  const loadMs = performance.now() - t;
  const speedRows = await speed();
  const rows = await jaQuality(VARIANTS);
  const md = [
    '## Japanese search (ja-react-dev)',
    '',
    `Node ${process.version}, ${cpus().length} CPUs (shared). Sections of ja-react-dev (244 files); questions: bench/questions/ja-react-dev.jsonl (32, written before any change, alternate lines dev / frozen) and ../shared/corpora/questions-ja-react-dev.jsonl (10, another author's, always frozen). Hit = the expected file with the same line or heading in the top 1 / top 6 of \`searchIndex\` (limit 6, what stone_search returns).`,
    '',
    jaQualityTable(rows),
    '',
    `Build speed (tokenize + postings; Node, markdown split not included). Cold = the analyser's chunk memo empty, as on a repository's first add; warm = the same sections again. Dictionary load (12 gzipped files, DecompressionStream, kuromoji's structures): ${loadMs.toFixed(0)} ms.`,
    '',
    '| text | MB | build MB/s cold | warm |',
    '|---|---|---|---|',
    ...speedRows,
    '',
  ].join('\n');
  console.log(md);
  await writeFile(path.join(ROOT, 'bench/results/ja-quality.md'), md);
}

await main();
