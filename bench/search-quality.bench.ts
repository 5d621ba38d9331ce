// Search quality on four real handbooks, dev and frozen apart: our index (built by the code the
// extension runs: splitSections → buildIndex, ranked by searchIndex with stone_search's limit 6)
// against MiniSearch with default options over the same sections. Run:
// npx vite-node bench/search-quality.bench.ts. Writes bench/results/search-quality.md.
// Only dev misses are printed: frozen misses are not looked at, so nothing is fitted to them.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, searchIndex } from '../lib/search/index';
import { corpusSections, defaultSearcher, readCorpus } from '../test/search/quality-eval';
import { questionGroups, readBenchQuestions, score, sectionLocator, type Score, type Searcher } from './support/search-quality';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
export const HANDBOOKS: Array<{ name: string; shared: string }> = [
  { name: '18f-handbook', shared: 'questions-18f.jsonl' },
  { name: 'cwe-playbook', shared: 'questions-cwe-playbook.jsonl' },
  { name: 'mattermost-handbook', shared: 'questions-mattermost-handbook.jsonl' },
  { name: 'ja-react-dev', shared: 'questions-ja-react-dev.jsonl' },
];
const LABEL = process.argv.find((a) => a.startsWith('--label='))?.slice(8) ?? 'current';

interface Row { handbook: string; split: string; ours: Score; mini: Score }

async function measureHandbook(name: string, shared: string): Promise<Row[]> {
  const sections = corpusSections(readCorpus(path.join(CORPORA, name)));
  const index = buildIndex(sections);
  const ours: Searcher = (q) => searchIndex(index, q, 6);
  const mini = defaultSearcher(sections);
  const locate = sectionLocator(sections);
  const own = readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.jsonl`));
  const theirs = readBenchQuestions(path.join(CORPORA, shared), 'frozen', 'shared corpora');
  const rows: Row[] = [];
  for (const [split, qs] of questionGroups(own, theirs)) {
    rows.push({ handbook: name, split, ours: await score(qs, ours, locate), mini: await score(qs, mini, locate) });
  }
  return rows;
}

const add = (a: Score, b: Score): Score => ({ n: a.n + b.n, hit1: a.hit1 + b.hit1, hit6: a.hit6 + b.hit6, misses: [] });
const rate = (s: Score, k: 'hit1' | 'hit6'): string => (s.n ? (s[k] / s.n).toFixed(2) : '–');
const line = (label: string, split: string, o: Score, m: Score): string =>
  `| ${label} | ${split} | ${o.n} | ${rate(o, 'hit1')} | ${rate(o, 'hit6')} | ${rate(m, 'hit1')} | ${rate(m, 'hit6')} |`;

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) {
    console.log(`Skipped: ${CORPORA} is absent.`);
    return;
  }
  const rows: Row[] = [];
  for (const h of HANDBOOKS) if (existsSync(path.join(CORPORA, h.name))) rows.push(...(await measureHandbook(h.name, h.shared)));
  const total = (pick: (r: Row) => boolean): [Score, Score] => {
    const z: Score = { n: 0, hit1: 0, hit6: 0, misses: [] };
    return rows.filter(pick).reduce<[Score, Score]>(([o, m], r) => [add(o, r.ours), add(m, r.mini)], [z, z]);
  };
  const frozen = (r: Row): boolean => r.split.startsWith('frozen');
  const table = [
    '| handbook | split | n | hit@1 ours | hit@6 ours | hit@1 MiniSearch defaults | hit@6 MiniSearch defaults |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => line(r.handbook, r.split, r.ours, r.mini)),
    line('**all**', '**dev**', ...total((r) => !frozen(r))),
    line('**all**', '**frozen**', ...total(frozen)),
    line('English', 'frozen', ...total((r) => frozen(r) && r.handbook !== 'ja-react-dev')),
    ...HANDBOOKS.map((h) => line(h.name, 'frozen, both', ...total((r) => frozen(r) && r.handbook === h.name))),
  ];
  for (const r of rows.filter((x) => !frozen(x))) for (const m of r.ours.misses) console.log(`dev miss [${r.handbook}] ${m}`);
  const out = [
    '## Search quality: dev and frozen questions on four handbooks',
    '',
    `Run \`npx vite-node bench/search-quality.bench.ts\` (label: ${LABEL}). Sections from \`../shared/corpora/<handbook>\` split by \`splitSections\`, indexed by \`buildIndex\` and ranked by \`searchIndex(index, question, 6)\`, what \`stone_search\` runs; the reference is MiniSearch with default options over the same sections (fields heading and text).`,
    '**Questions:** `bench/questions/<handbook>.jsonl` (ours, written before any ranking change; alternate lines dev / frozen, see `bench/questions/README.md`) and `../shared/corpora/questions-*.jsonl` (another author\'s, always frozen). Constants are chosen on dev only; frozen is read at the end of each step.',
    '**Hit:** a result in the top 1 / top 6 that is the section of the question\'s file holding the question\'s line (the greatest section line ≤ it; for our questions always the heading line itself). Headings are not compared.',
    '',
    ...table,
    '',
  ].join('\n');
  writeFileSync(path.join(ROOT, 'bench/results/search-quality.md'), `${out}\n${NOTES}`);
  console.log(table.join('\n'));
}

const NOTES = `### Steps (each measured on dev; frozen read once at the end of the step)

(see the report)
`;

await main();
