// Features of the top N candidates of today's ranking, for the round-5 rerank trials (issue 14):
// term proximity and a learned linear model over them. Harness only: nothing here ships unless
// a method wins on dev leave-one-handbook-out (bench/rerank-trial.ts).
import { asIndexed } from '../../lib/search/cjk/analyser';
import { decodeList, postingCount } from '../../lib/search/postings-codec';
import { columnAt, lowerBound, type Postings } from '../../lib/search/index-data';
import { expand, runQuery } from '../../lib/search/query';
import { queryTerms } from '../../lib/search/query-words';
import { FIELDS } from '../../lib/search/scoring';
import { processTerm, wordsWithOffsets } from '../../lib/search/tokenize';
import type { RepoIndex } from '../../lib/search/index';
import type { Section } from '../../lib/search/sections';

/** Feature names, in the order of `Candidate.x`. */
export const FEATURES = [
  'score_rel', 'log_score', 'inv_rank', 'log_rank', 'coord', 'coord_idf',
  'cov_heading', 'cov_path', 'cov_text', 'cov_file', 'heading_ratio', 'log_len', 'level', 'first_of_file',
  'file_share', 'file_best_rel', 'prox_text', 'pairs_text', 'prox_head',
] as const;

export interface Candidate {
  doc: number;
  rank: number;
  score: number;
  x: number[];
}

interface Ctx {
  index: RepoIndex;
  /** Section by doc number. */
  sectionOf: (doc: number) => Section;
  /** Per index term: its postings as doc → field flags (decoded once per handbook). */
  flagsCache: Map<number, Map<number, number>>;
}

export function contextFor(index: RepoIndex, sections: readonly Section[]): Ctx {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const { docs } = index.data;
  const sectionOf = (d: number): Section => byId.get(`${docs.files[docs.fileOf[d]!]}#${docs.line[d]}`)!;
  return { index, sectionOf, flagsCache: new Map() };
}

function flagsOf(ctx: Ctx, p: Postings, t: number): Map<number, number> {
  let m = ctx.flagsCache.get(t);
  if (!m) {
    const n = postingCount(p, t);
    const docs = new Uint32Array(n);
    const flags = new Uint8Array(n);
    decodeList(p, t, docs, flags);
    m = new Map();
    for (let i = 0; i < n; i++) m.set(docs[i]!, flags[i]!);
    ctx.flagsCache.set(t, m);
  }
  return m;
}

// Positions of query terms in a text: each word's index term, mapped to the query term it is an
// expansion of (exact, prefix or fuzzy, as the query reaches it).
function positions(text: string, reach: Map<string, number>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let pos = 0;
  for (const w of wordsWithOffsets(text)) {
    const t = processTerm(w.term);
    if (!t) continue;
    const q = reach.get(t);
    if (q !== undefined) out.push([pos, q]);
    pos++;
  }
  return out;
}

/** Minimal window covering all distinct matched query terms: k / window length (0 with < 2 terms). */
function windowScore(hits: Array<[number, number]>, idf: number[]): number {
  const distinct = new Set(hits.map((h) => h[1]));
  if (distinct.size < 2) return 0;
  const need = distinct.size;
  const count = new Map<number, number>();
  let best = Infinity;
  let have = 0;
  for (let lo = 0, hi = 0; hi < hits.length; hi++) {
    const q = hits[hi]![1];
    count.set(q, (count.get(q) ?? 0) + 1);
    if (count.get(q) === 1) have++;
    while (have === need) {
      best = Math.min(best, hits[hi]![0] - hits[lo]![0] + 1);
      const ql = hits[lo]![1];
      count.set(ql, count.get(ql)! - 1);
      if (count.get(ql) === 0) have--;
      lo++;
    }
  }
  const w = [...distinct].reduce((s, q) => s + idf[q]!, 0) / idf.reduce((s, v) => s + v, 0);
  return (w * need) / best;
}

/** BM25TP-style pair bonus: adjacent occurrences of different query terms, min idf / distance². */
function pairScore(hits: Array<[number, number]>, idf: number[]): number {
  let s = 0;
  for (let i = 1; i < hits.length; i++) {
    const [pa, qa] = hits[i - 1]!;
    const [pb, qb] = hits[i]!;
    if (qa === qb) continue;
    const d = pb - pa;
    if (d <= 5) s += Math.min(idf[qa]!, idf[qb]!) / (d * d);
  }
  return Math.log1p(s);
}

/** The top `n` candidates of today's ranking for `query`, each with its feature vector. */
export function candidates(ctx: Ctx, query: string, n: number): Candidate[] {
  const { index } = ctx;
  const p = index.data.postings;
  const { docs } = index.data;
  return asIndexed(index.data.analyser, () => {
    const words = [...new Set(queryTerms(query, (t) => p.terms[lowerBound(p.terms, t)] === t))];
    const ranked = runQuery(p, index.scratch, query, n, undefined, undefined, { terms: false });
    if (ranked.length === 0) return [];
    const exps = words.map((q) => expand(p.terms, q));
    const count = docs.count;
    // IDF of a query term: of its most frequent reach (at least one section), so unknown words weigh most.
    const idf = exps.map((es) => Math.log(1 + count / Math.max(1, ...es.map((e) => postingCount(p, e.term)))));
    const idfSum = idf.reduce((s, v) => s + v, 0) || 1;
    const reach = new Map<string, number>();
    exps.forEach((es, qi) => es.forEach((e) => { if (!reach.has(p.terms[e.term]!)) reach.set(p.terms[e.term]!, qi); }));
    const top = ranked[0]!.score || 1;
    const fileCount = new Map<number, number>();
    const fileBest = new Map<number, number>();
    for (const r of ranked) {
      const f = docs.fileOf[r.doc]!;
      fileCount.set(f, (fileCount.get(f) ?? 0) + 1);
      fileBest.set(f, Math.max(fileBest.get(f) ?? 0, r.score));
    }
    return ranked.map((r, rank) => {
      const d = r.doc;
      const field = FIELDS.map(() => 0);
      let matched = 0;
      let matchedIdf = 0;
      exps.forEach((es, qi) => {
        let any = 0;
        for (const e of es) any |= flagsOf(ctx, p, e.term).get(d) ?? 0;
        if (!any) return;
        matched++;
        matchedIdf += idf[qi]!;
        FIELDS.forEach((_, fi) => { if (any & (1 << fi)) field[fi]! += idf[qi]!; });
      });
      const s = ctx.sectionOf(d);
      const headTerms = new Set(wordsWithOffsets(s.heading).map((w) => processTerm(w.term)).filter((t): t is string => !!t));
      const headHit = [...headTerms].filter((t) => reach.has(t)).length;
      const f = docs.fileOf[d]!;
      const first = d === 0 || docs.fileOf[d - 1] !== f ? 1 : 0;
      const textHits = positions(s.text, reach);
      const headHits = positions([...s.path, s.heading].join(' '), reach);
      const x = [
        r.score / top, Math.log(1 + r.score), 1 / (rank + 1), Math.log(rank + 1), matched / (words.length || 1), matchedIdf / idfSum,
        ...field.map((v) => v / idfSum), headTerms.size ? headHit / headTerms.size : 0, Math.log(1 + s.text.length), docs.level[d]!, first,
        fileCount.get(f)! / ranked.length, fileBest.get(f)! / top, windowScore(textHits, idf), pairScore(textHits, idf), windowScore(headHits, idf),
      ];
      return { doc: d, rank, score: r.score, x };
    });
  });
}

/** Where a candidate sits (for the hit rule). */
export function locateDoc(index: RepoIndex, doc: number): { file: string; line: number; heading: string } {
  const { docs } = index.data;
  return { file: docs.files[docs.fileOf[doc]!]!, line: docs.line[doc]!, heading: columnAt(docs.heading, doc) };
}
