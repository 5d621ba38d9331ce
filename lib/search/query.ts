// Query evaluation: each query term expands to index terms (exact, prefix, fuzzy), their
// postings are accumulated term at a time into typed arrays, and a heap keeps the top k.
import { fuzzyMatches } from './fuzzy';
import { lowerBound, type Postings } from './index-data';
import { decodeList } from './postings-codec';
import { fuzzyWeight, maxEdits, PREFIX_MIN_LENGTH, prefixWeight } from './scoring';
import { tokenize } from './tokenize';
import { topK } from './top-k';

/** An index term a query term reaches, and the weight of that route. */
export interface Expansion {
  term: number;
  weight: number;
}

/**
 * The index terms `q` reaches: itself (weight 1), longer terms it starts (from three letters),
 * and terms a few edits away (long terms only). Weights as MiniSearch 7 gives them; a term
 * reached by prefix is not counted again as fuzzy.
 */
export function expand(terms: readonly string[], q: string): Expansion[] {
  const out: Expansion[] = [];
  const at = lowerBound(terms, q);
  const seen = new Set<number>();
  if (terms[at] === q) {
    out.push({ term: at, weight: 1 });
    seen.add(at);
  }
  if (q.length >= PREFIX_MIN_LENGTH) {
    for (let t = terms[at] === q ? at + 1 : at; t < terms.length && terms[t]!.startsWith(q); t++) {
      out.push({ term: t, weight: prefixWeight(terms[t]!.length, terms[t]!.length - q.length) });
      seen.add(t);
    }
  }
  const edits = maxEdits(q);
  if (edits > 0) {
    for (const [t, d] of fuzzyMatches(terms, q, edits)) if (d > 0 && !seen.has(t)) out.push({ term: t, weight: fuzzyWeight(terms[t]!.length, d) });
  }
  return out;
}

/** Reusable accumulators of one index (a query touches them, then clears what it touched). */
export interface Scratch {
  score: Float64Array;
  matched: Float64Array;
  lastTerm: Int32Array;
  touched: Uint32Array;
  list: Uint32Array;
}

export function scratchFor(docCount: number): Scratch {
  return {
    score: new Float64Array(docCount), matched: new Float64Array(docCount), lastTerm: new Int32Array(docCount).fill(-1),
    touched: new Uint32Array(docCount), list: new Uint32Array(docCount),
  };
}

/** A ranked section and the index terms that matched it (for the snippet). */
export interface Ranked {
  doc: number;
  score: number;
  terms: string[];
}

export const EXPERIMENT: { fileOf?: Uint32Array; beta: number } = { beta: 0 };

/** A query term and its weight; `exact` terms (feedback terms, already index terms) are not expanded. */
export interface QueryTerm {
  term: string;
  weight: number;
  exact?: boolean;
}

/** The terms of a query string: each distinct term, weighted by how often it occurs. */
export function queryTerms(query: string): QueryTerm[] {
  const occurrences = new Map<string, number>();
  for (const q of tokenize(query)) occurrences.set(q, (occurrences.get(q) ?? 0) + 1);
  return [...occurrences].map(([term, weight]) => ({ term, weight }));
}

/**
 * The best `limit` sections for `query`. A section's score is the sum, over query term
 * occurrences and their expansions, of weight × posting impact, times the number of distinct
 * query terms it matches (MiniSearch's OR with its "quality" factor). Postings are decoded
 * straight into the accumulators, term at a time.
 */
export function runQuery(p: Postings, scratch: Scratch, query: string, limit: number): Ranked[] {
  return runTerms(p, scratch, queryTerms(query), limit);
}

/**
 * `runQuery` on weighted terms. A term of weight w adds w × impact and counts min(1, w) towards
 * the number of matched terms, so a light feedback term cannot outvote a term the person typed.
 */
export function runTerms(p: Postings, scratch: Scratch, query: readonly QueryTerm[], limit: number): Ranked[] {
  const { score, matched, lastTerm, touched } = scratch;
  const { stream, levels } = p;
  let nTouched = 0;
  const used: Expansion[] = [];
  let qi = 0;
  for (const { term: q, weight: times, exact } of query) {
    const count = Math.min(1, times);
    const expansions = exact ? exactTerm(p.terms, q) : expand(p.terms, q);
    for (const e of expansions) {
      used.push(e);
      const lo = e.weight * times * p.lo[e.term]!;
      const step = e.weight * times * p.step[e.term]!;
      let k = p.istarts[e.term]!;
      let d = 0;
      for (let pos = p.offsets[e.term]!, end = p.offsets[e.term + 1]!; pos < end; k++) {
        let b = stream[pos++]!;
        let v = b & 127;
        for (let mul = 128; b & 128; mul *= 128) {
          b = stream[pos++]!;
          v += (b & 127) * mul;
        }
        d += Math.floor(v / 16);
        if (lastTerm[d] !== qi) {
          if (lastTerm[d] === -1) touched[nTouched++] = d;
          lastTerm[d] = qi;
          matched[d]! += count;
        }
        score[d]! += lo + levels[k]! * step;
      }
    }
    qi++;
  }
  const finals = new Float64Array(nTouched);
  for (let n = 0; n < nTouched; n++) {
    const d = touched[n]!;
    finals[n] = score[d]! * matched[d]!;
  }
  if (EXPERIMENT.fileOf && EXPERIMENT.beta > 0) {
    const best = new Map<number, number>();
    for (let n = 0; n < nTouched; n++) { const f = EXPERIMENT.fileOf[touched[n]!]!; best.set(f, Math.max(best.get(f) ?? 0, finals[n]!)); }
    for (let n = 0; n < nTouched; n++) finals[n] = finals[n]! + EXPERIMENT.beta * best.get(EXPERIMENT.fileOf[touched[n]!]!)!;
  }
  for (let n = 0; n < nTouched; n++) {
    const d = touched[n]!;
    score[d] = 0;
    matched[d] = 0;
    lastTerm[d] = -1;
  }
  const top = topK(touched, finals, nTouched, limit);
  const terms = matchedTerms(p, scratch.list, used, top.map((r) => r.id));
  return top.map(({ id, score: s }) => ({ doc: id, score: s, terms: terms.get(id) ?? [] }));
}

function exactTerm(terms: readonly string[], q: string): Expansion[] {
  const at = lowerBound(terms, q);
  return terms[at] === q ? [{ term: at, weight: 1 }] : [];
}

// Which expanded terms each hit holds: every used list decoded once.
function matchedTerms(p: Postings, list: Uint32Array, used: readonly Expansion[], hits: readonly number[]): Map<number, string[]> {
  const out = new Map<number, string[]>(hits.map((h) => [h, []]));
  if (hits.length === 0) return out;
  for (const e of used) {
    const n = decodeList(p, e.term, list);
    const set = new Set(hits);
    for (let i = 0; i < n && set.size; i++) {
      if (!set.has(list[i]!)) continue;
      set.delete(list[i]!);
      const terms = out.get(list[i]!)!;
      if (!terms.includes(p.terms[e.term]!)) terms.push(p.terms[e.term]!);
    }
  }
  return out;
}
