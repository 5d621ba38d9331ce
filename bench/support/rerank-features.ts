// Features of the top N candidates of today's ranking, for the rerank trials (issue 14): the
// shipped in-memory features (lib/search/rerank-features.ts), then three that need more than the
// query holds: round 5's heading-path proximity (a tokenizer pass over the heading path) and
// proximity in the section's text (needs the text). Harness only (bench/rerank-trial.ts).
import { asIndexed } from '../../lib/search/cjk/analyser';
import { postingCount } from '../../lib/search/postings-codec';
import { columnAt } from '../../lib/search/index-data';
import { expand, indexedQueryTerms, runQuery } from '../../lib/search/query';
import { featuresOf, RERANK_FEATURES as ROUND5_FEATURES, windowScore } from './rerank-in-memory';
import { CONTEXT_FEATURES, contextOf } from './rerank-context';
import { evidenceOf, RERANK_FEATURES } from '../../lib/search/rerank-features';
import { buffersOf } from '../../lib/search/rerank';
import { processTerm, wordsWithOffsets } from '../../lib/search/tokenize';
import type { RepoIndex } from '../../lib/search/index';
import type { Section } from '../../lib/search/sections';

/** Feature names, in the order of `Candidate.x`: the shipped ones, round 12's neighbour features (rerank-context.ts), then proximity in the heading path and in the section's text. */
export const FEATURES = [...RERANK_FEATURES, ...CONTEXT_FEATURES, 'prox_head', 'prox_text', 'pairs_text'] as const;

/** The features the product does not compute (dropped to get the shipped set). */
export const NOT_SHIPPED: ReadonlySet<string> = new Set(FEATURES.filter((f) => !(RERANK_FEATURES as readonly string[]).includes(f)));

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
}

export function contextFor(index: RepoIndex, sections: readonly Section[]): Ctx {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const { docs } = index.data;
  const sectionOf = (d: number): Section => byId.get(`${docs.files[docs.fileOf[d]!]}#${docs.line[d]}`)!;
  return { index, sectionOf };
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

/** The top `n` candidates of today's ranking for `query`, each with its feature vector (`featuresOf`, then text proximity). */
export function candidates(ctx: Ctx, query: string, n: number): Candidate[] {
  const { index } = ctx;
  const p = index.data.postings;
  return asIndexed(index.data.analyser, () => {
    const words = [...new Set(indexedQueryTerms(p, query))];
    const ranked = runQuery(p, index.scratch, query, n, undefined, undefined, { terms: false });
    if (ranked.length === 0) return [];
    const exps = words.map((q) => expand(p.terms, q));
    const cands = ranked.map((r) => ({ data: index.data, expansions: exps, doc: r.doc, score: r.score }));
    const shipped = evidenceOf(cands, () => buffersOf(index.scratch)).x;
    const round5 = featuresOf(cands);
    const context = contextOf(cands);
    const idf = exps.map((es) => Math.log(1 + index.data.docs.count / Math.max(1, ...es.map((e) => postingCount(p, e.term)))));
    const reach = new Map<string, number>();
    exps.forEach((es, qi) => es.forEach((e) => { if (!reach.has(p.terms[e.term]!)) reach.set(p.terms[e.term]!, qi); }));
    return ranked.map((r, rank) => {
      const textHits = positions(ctx.sectionOf(r.doc).text, reach);
      return { doc: r.doc, rank, score: r.score, x: [...shipped[rank]!, ...context[rank]!, round5[rank]![ROUND5_FEATURES.indexOf('prox_head')]!, windowScore(textHits, idf, idf.reduce((sum, v) => sum + v, 0)), pairScore(textHits, idf)] };
    });
  });
}

/** Where a candidate sits (for the hit rule). */
export function locateDoc(index: RepoIndex, doc: number): { file: string; line: number; heading: string } {
  const { docs } = index.data;
  return { file: docs.files[docs.fileOf[doc]!]!, line: docs.line[doc]!, heading: columnAt(docs.heading, doc) };
}
