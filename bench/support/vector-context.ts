// One handbook for the round-6 word-vector trials (issue 14 item 4): its index, its dev questions
// with the answer's section number and today's ranking, and each section's words as vocabulary
// rows of the word vectors (heading path and body apart), read once so every variant reuses them.
// Dev only: the trials choose constants on these questions, so frozen is never read here.
import path from 'node:path';
import { buildIndex, type RepoIndex } from '../../lib/search/index';
import { asIndexed } from '../../lib/search/cjk/analyser';
import { lowerBound } from '../../lib/search/index-data';
import { postingCount } from '../../lib/search/postings-codec';
import { runQuery, type Expansion } from '../../lib/search/query';
import { processTerm, wordsWithOffsets } from '../../lib/search/tokenize';
import { corpusSections, readCorpus } from '../../test/search/quality-eval';
import { readBenchQuestions, sectionLocator, type BenchQuestion } from './search-quality';

/** How deep today's ranking is kept (fusions reorder within it and the cosine's own top). */
export const DEPTH = 200;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A word of a text that can carry a vector: its vocabulary row, and its index term (-1: none). */
export interface VWord { row: number; term: number }

export interface Question {
  q: BenchQuestion;
  /** The answer's section number (-1 if the locator finds none). */
  gold: number;
  /** Queries with CJK text get no vectors: their ranking must stay today's. */
  cjk: boolean;
  today: Array<{ doc: number; score: number }>;
  words: VWord[];
  /** The query's index terms, with the surface word each came from (for expansion). */
  terms: Array<{ term: string; surface: string }>;
}

export interface Handbook {
  name: string;
  index: RepoIndex;
  /** Per section: words of its title, heading path, front-matter words and heading; of its body. */
  head: VWord[][];
  body: VWord[][];
  /** Document frequency by index term number; corpus count by vocabulary row. */
  df: (term: number) => number;
  count: Float64Array;
  total: number;
  questions: Question[];
}

export function wordsOf(text: string, vocab: ReadonlyMap<string, number>, terms: readonly string[]): VWord[] {
  const out: VWord[] = [];
  for (const w of wordsWithOffsets(text, true)) {
    const t = processTerm(w.term);
    if (!t) continue;
    const row = vocab.get(w.term) ?? (w.term.endsWith("'s") ? vocab.get(w.term.slice(0, -2)) : undefined);
    if (row === undefined) continue;
    const at = lowerBound(terms, t);
    out.push({ row, term: terms[at] === t ? at : -1 });
  }
  return out;
}

/** Today's ranking of `query` (to `DEPTH`), with each query term's expansions when given. */
export function rankToday(index: RepoIndex, query: string, expanded?: ReadonlyMap<string, Expansion[]>): Array<{ doc: number; score: number }> {
  return asIndexed(index.data.analyser, () => runQuery(index.data.postings, index.scratch, query, DEPTH, undefined, expanded, { terms: false }));
}

export function loadHandbook(root: string, corpora: string, name: string, vocab: ReadonlyMap<string, number>, rows: number): Handbook {
  const sections = corpusSections(readCorpus(path.join(corpora, name)));
  const index = buildIndex(sections);
  const { docs, postings: p } = index.data;
  const byId = new Map(sections.map((s) => [s.id, s]));
  const docOf = new Map<string, number>();
  const head: VWord[][] = [];
  const body: VWord[][] = [];
  for (let d = 0; d < docs.count; d++) {
    const id = `${docs.files[docs.fileOf[d]!]}#${docs.line[d]}`;
    docOf.set(id, d);
    const s = byId.get(id)!;
    head.push(wordsOf([s.title ?? '', ...s.path, s.about ?? '', s.heading].join(' \n '), vocab, p.terms));
    body.push(wordsOf(s.text, vocab, p.terms));
  }
  const count = new Float64Array(rows);
  let total = 0;
  for (const ws of [...head, ...body]) for (const w of ws) { count[w.row]!++; total++; }
  const locate = sectionLocator(sections);
  const own = readBenchQuestions(path.join(root, 'bench/questions', `${name}.jsonl`)).filter((q) => q.split === 'dev');
  const more = readBenchQuestions(path.join(root, 'bench/questions', `${name}.dev-more.jsonl`), 'dev');
  const questions = [...own, ...more].map((q): Question => {
    const line = locate(q.file, q.line);
    const surfaces = wordsWithOffsets(q.question, true).map((w) => ({ term: processTerm(w.term) ?? '', surface: w.term })).filter((t) => t.term);
    return {
      q, gold: line === undefined ? -1 : (docOf.get(`${q.file}#${line}`) ?? -1), cjk: CJK.test(q.question),
      today: rankToday(index, q.question), words: wordsOf(q.question, vocab, p.terms), terms: surfaces,
    };
  });
  return { name, index, head, body, df: (t) => postingCount(p, t), count, total, questions };
}
