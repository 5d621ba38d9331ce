// Query expansion by word vectors (round 6, issue 14 item 4): each query word reaches the index
// terms of THIS index nearest to it in the vector space (cosine ≥ τ, at most k), at weight λ,
// beside its own exact/prefix/fuzzy expansions. An index term's vector is that of its most
// frequent surface word in the capped vocabulary (the index holds stems: "relocat").
import { lowerBound } from '../../lib/search/index-data';
import { expand, type Expansion } from '../../lib/search/query';
import { processTerm } from '../../lib/search/tokenize';
import { DIMS, type WordVectors } from './word-vectors';
import type { Handbook, Question } from './vector-context';

export interface Neighbour { term: number; sim: number }
export interface ExpConfig { n: number; k: number; tau: number; lambda: number }
const KEEP = 5;

/** The nearest index terms of each query surface word, for one handbook and vocabulary cap. */
export interface NeighbourTable { near: (surface: string, own: string) => Neighbour[] }

export function neighbourTable(h: Handbook, wv: WordVectors, vocab: ReadonlyMap<string, number>, n: number, memoise = true): NeighbourTable {
  const terms = h.index.data.postings.terms;
  const termOf: number[] = [];
  const rowOf: number[] = [];
  const seen = new Set<number>();
  for (let r = 0; r < Math.min(n, wv.words.length); r++) {
    const t = processTerm(wv.words[r]!);
    if (!t) continue;
    const at = lowerBound(terms, t);
    if (terms[at] !== t || seen.has(at)) continue;
    seen.add(at);
    termOf.push(at);
    rowOf.push(r);
  }
  const memo = new Map<string, Neighbour[]>();
  return {
    near(surface, own) {
      const row = vocab.get(surface);
      if (row === undefined || row >= n) return [];
      const key = `${surface}\u0000${own}`;
      let out = memo.get(key);
      if (out) return out;
      const best: Neighbour[] = [];
      const base = row * DIMS;
      for (let j = 0; j < termOf.length; j++) {
        if (terms[termOf[j]!] === own) continue;
        const rb = rowOf[j]! * DIMS;
        let s = 0;
        for (let i = 0; i < DIMS; i++) s += wv.q[base + i]! * wv.q[rb + i]!;
        const sim = s * wv.scale[row]! * wv.scale[rowOf[j]!]!;
        if (best.length < KEEP || sim > best[best.length - 1]!.sim) {
          best.push({ term: termOf[j]!, sim });
          best.sort((a, b) => b.sim - a.sim);
          if (best.length > KEEP) best.pop();
        }
      }
      out = best;
      if (memoise) memo.set(key, out);
      return out;
    },
  };
}

/** Each query term's expansions with its vector neighbours added (undefined when none is added). */
export function expandedFor(h: Handbook, q: Question, table: NeighbourTable, c: ExpConfig): Map<string, Expansion[]> | undefined {
  const terms = h.index.data.postings.terms;
  const out = new Map<string, Expansion[]>();
  let added = 0;
  for (const { term, surface } of q.terms) {
    if (out.has(term)) continue;
    const es = expand(terms, term);
    const have = new Set(es.map((e) => e.term));
    for (const nb of table.near(surface, term).slice(0, c.k)) {
      if (nb.sim < c.tau || have.has(nb.term)) continue;
      es.push({ term: nb.term, weight: c.lambda });
      have.add(nb.term);
      added++;
    }
    out.set(term, es);
  }
  return added ? out : undefined;
}
