// Experiment (issue 14, items 3–4): each ranking method measured on dev and frozen in one run,
// through the switches of this commit. Run: npx vite-node bench/search-variants.ts. The table
// it prints is kept in bench/search-quality.bench.ts's notes; the switches are removed after.
import path from 'node:path';
import { ANALYSIS } from '../lib/search/english';
import { COOC, FEEDBACK, setBodyReader } from '../lib/search/feedback';
import { buildIndex, searchIndex } from '../lib/search/index';
import { MERGE_EXPERIMENT } from '../lib/search/index-merge';
import { EXPERIMENT } from '../lib/search/query';
import { FIELD_BOOST } from '../lib/search/scoring';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { hitRank, questionGroups, readBenchQuestions, score, sectionLocator } from './support/search-quality';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const HANDBOOKS = [['18f-handbook', 'questions-18f.jsonl'], ['cwe-playbook', 'questions-cwe-playbook.jsonl'], ['mattermost-handbook', 'questions-mattermost-handbook.jsonl'], ['ja-react-dev', 'questions-ja-react-dev.jsonl']] as const;
const boosts = FIELD_BOOST as Record<string, number>;
const BASE = { ...boosts };
const EVEN = { heading: 2, path: 1, text: 2, file: 1 };
const HEAD_PRF = { terms: 5, lambda: 0.05, docs: 8, body: false };
const BODY_PRF = { terms: 5, lambda: 0.2, docs: 5, body: true };
interface Variant { name: string; stemmer?: typeof ANALYSIS.stemmer; stops?: typeof ANALYSIS.stops; boosts?: Record<string, number>; bm25f?: boolean; prf?: Partial<typeof FEEDBACK>; beta?: number; cooc?: boolean }
const VARIANTS: Variant[] = [
  { name: 'today (legacy stemmer and stop list, MiniSearch-style per-field BM25+, boosts 3/1.5/1/2)' },
  { name: 'Porter (`stemmer`) + legacy stop list', stemmer: 'porter' },
  { name: 'Porter2 (`snowball-stemmers`) + legacy stop list', stemmer: 'porter2' },
  { name: 'legacy stemmer + Snowball stop list', stops: 'snowball' },
  { name: 'Porter + Snowball stop list', stemmer: 'porter', stops: 'snowball' },
  { name: 'Porter + NLTK stop list (Snowball + can, will, just …)', stemmer: 'porter', stops: 'nltk' },
  { name: 'boosts heading 2, path 1, text 2, file 1 (fitted on dev)', boosts: EVEN },
  { name: 'BM25F (fields weighted before saturation)', bm25f: true },
  { name: 'section + 0.5 × best section of its file', beta: 0.5 },
  { name: 'RM3 feedback from heading paths (k 8, m 5, λ 0.05)', prf: HEAD_PRF },
  { name: 'RM3 feedback from section text (k 5, m 5, λ 0.2)', prf: BODY_PRF },
  { name: 'heading co-occurrence: each query term (df ≤ 300) adds the 2 heading terms most associated with it (λ 0.15)', cooc: true },
  { name: 'together: Porter + Snowball stop list + boosts 2/1/2/1', stemmer: 'porter', stops: 'snowball', boosts: EVEN },
  { name: 'together + text feedback', stemmer: 'porter', stops: 'snowball', boosts: EVEN, prf: BODY_PRF },
];

const rows: string[] = ['| method | dev hit@1 | dev hit@6 | frozen hit@1 | frozen hit@6 | frozen English hit@6 | frozen ja hit@6 | frozen hit@6 won / lost against today (sign test p) |', '|---|---|---|---|---|---|---|---|'];
// Frozen hit@6 per question of the first variant (today), for paired wins and losses.
let todayHits: boolean[] | undefined;
function signP(w: number, l: number): number {
  const n = w + l;
  if (n === 0) return 1;
  const k = Math.min(w, l);
  let c = 1;
  let sum = 0;
  for (let i = 0; i <= k; i++) { sum += c; c = (c * (n - i)) / (i + 1); }
  return Math.min(1, (2 * sum) / 2 ** n);
}
for (const v of VARIANTS) {
  ANALYSIS.stemmer = v.stemmer ?? 'legacy';
  ANALYSIS.stops = v.stops ?? 'legacy';
  Object.assign(boosts, v.boosts ?? BASE);
  MERGE_EXPERIMENT.bm25f = v.bm25f ?? false;
  EXPERIMENT.beta = v.beta ?? 0;
  Object.assign(COOC, { on: v.cooc ?? false, lambda: 0.15, perTerm: 2, maxDf: 300 });
  Object.assign(FEEDBACK, { terms: 0, body: false }, v.prf ?? {});
  const t = { dev: [0, 0, 0], frozen: [0, 0, 0], en: [0, 0], ja: [0, 0] };
  const hits: boolean[] = [];
  for (const [name, shared] of HANDBOOKS) {
    const sections = corpusSections(readCorpus(path.join(CORPORA, name)));
    const index = buildIndex(sections);
    EXPERIMENT.fileOf = index.data.docs.fileOf;
    const { docs } = index.data;
    setBodyReader((d) => index.texts.pending.get(docs.files[docs.fileOf[d]!]!)?.get(docs.line[d]!) ?? '');
    const locate = sectionLocator(sections);
    const groups = questionGroups(readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.jsonl`)), readBenchQuestions(path.join(CORPORA, shared), 'frozen', 'shared corpora'));
    for (const [split, qs] of groups) {
      const s = await score(qs, (q) => searchIndex(index, q, 6), locate);
      if (!split.startsWith('dev')) for (const q of qs) hits.push(hitRank(await searchIndex(index, q.question, 6), q, locate) >= 0);
      const into = split.startsWith('dev') ? t.dev : t.frozen;
      into[0]! += s.n; into[1]! += s.hit1; into[2]! += s.hit6;
      if (!split.startsWith('dev')) { const lang = name === 'ja-react-dev' ? t.ja : t.en; lang[0]! += s.n; lang[1]! += s.hit6; }
    }
  }
  const r = (a: number, n: number): string => (a / n).toFixed(2);
  todayHits ??= hits;
  const won = hits.filter((h, i) => h && !todayHits![i]).length;
  const lost = hits.filter((h, i) => !h && todayHits![i]).length;
  const paired = todayHits === hits ? '–' : `+${won} / −${lost} (p ${signP(won, lost).toFixed(2)})`;
  rows.push(`| ${v.name} | ${r(t.dev[1]!, t.dev[0]!)} | ${r(t.dev[2]!, t.dev[0]!)} | ${r(t.frozen[1]!, t.frozen[0]!)} | ${r(t.frozen[2]!, t.frozen[0]!)} | ${r(t.en[1]!, t.en[0]!)} | ${r(t.ja[1]!, t.ja[0]!)} | ${paired} |`);
  console.error(rows[rows.length - 1]);
}
console.log(rows.join('\n'));
