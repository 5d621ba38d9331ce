// Query evaluation: each query term expands to index terms (exact, prefix, fuzzy), their
// postings are accumulated term at a time into typed arrays, and a heap keeps the top k.
import { fuzzyMatches } from './fuzzy';
import { lowerBound, type Postings } from './index-data';
import { decodeList } from './postings-codec';
import { fuzzyWeight, maxEdits, PREFIX_MIN_LENGTH, prefixWeight } from './scoring';
import { tokenize } from './tokenize';
import { topK } from './top-k';
import { EXPERIMENT } from './experiment';
import { synonymsOf } from './synonyms';

let SYN_CREDIT = 2;
let TERM_MAX: Map<number, number> | undefined;
const popcount = (x: number): number => { let c = 0; for (; x; x &= x - 1) c++; return c; };

// Experiment: a section's score mixed with its file's and its parent section's.
function evidence(scratch: Scratch, touched: Uint32Array, n: number, finals: Float64Array): void {
  const { fileOf, parent } = scratch.structure!;
  const { own, score, mask } = scratch;
  const fileW = Number(EXPERIMENT.fileW ?? 0);
  const parentW = Number(EXPERIMENT.parentW ?? 0);
  const coord = Number(EXPERIMENT.fileCoord ?? 0);
  const fileBest = new Map<number, number>();
  const fileSum = new Map<number, number>();
  const fileMask = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const d = touched[i]!;
    own[d] = finals[i]!;
    const f = fileOf[d]!;
    fileBest.set(f, Math.max(fileBest.get(f) ?? 0, finals[i]!));
    fileSum.set(f, (fileSum.get(f) ?? 0) + score[d]!);
    fileMask.set(f, (fileMask.get(f) ?? 0) | mask[d]!);
  }
  const mode = EXPERIMENT.fileMode ?? 'max';
  const fileTerm = new Map<number, number>();
  if (TERM_MAX) for (const [k, v] of TERM_MAX) { const f = Math.floor(k / 64); fileTerm.set(f, (fileTerm.get(f) ?? 0) + v); }
  for (let i = 0; i < n; i++) {
    const d = touched[i]!;
    const f = fileOf[d]!;
    let v = finals[i]!;
    if (coord) v = score[d]! * (popcount(mask[d]!) + coord * (popcount(fileMask.get(f)!) - popcount(mask[d]!)));
    if (fileW) v += fileW * (mode === 'termmax' ? fileTerm.get(f)! * popcount(fileMask.get(f)!) : mode === 'sum' ? fileSum.get(f)! * popcount(fileMask.get(f)!) : fileBest.get(f)!);
    const p = parent[d]!;
    if (parentW && p >= 0) v += parentW * own[p]!;
    finals[i] = v;
  }
  for (let i = 0; i < n; i++) own[touched[i]!] = 0;
}

/** An index term a query term reaches, and the weight of that route. */
export interface Expansion {
  term: number;
  weight: number;
  /** Reached through the synonym table: counts as less than a match of the query term itself. */
  synonym?: boolean;
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
    for (const [t, d] of fuzzyMatches(terms, q, edits)) if (d > 0 && !seen.has(t)) { out.push({ term: t, weight: fuzzyWeight(terms[t]!.length, d) }); seen.add(t); }
  }
  const synW = Number(EXPERIMENT.synW ?? 0);
  if (synW > 0) {
    let k = 0;
    for (const s of synonymsOf(q)) {
      if (k >= Number(EXPERIMENT.synK ?? 4)) break;
      const t = lowerBound(terms, s);
      if (terms[t] !== s) { if (!EXPERIMENT.synCountAbsent) continue; k++; continue; }
      k++;
      if (!seen.has(t)) { out.push({ term: t, weight: synW, synonym: true }); seen.add(t); }
      if (EXPERIMENT.synPrefix) for (let u = t + 1; u < terms.length && terms[u]!.startsWith(s); u++) if (!seen.has(u)) { out.push({ term: u, weight: synW * prefixWeight(terms[u]!.length, terms[u]!.length - s.length), synonym: true }); seen.add(u); }
    }
  }
  return out;
}

/** Reusable accumulators of one index (a query touches them, then clears what it touched). */
export interface Scratch {
  score: Float64Array;
  matched: Uint16Array;
  lastTerm: Int32Array;
  touched: Uint32Array;
  list: Uint32Array;
  mask: Uint32Array;
  own: Float64Array;
  structure?: { fileOf: Uint32Array; parent: Int32Array };
}

export function scratchFor(docCount: number, structure?: { fileOf: Uint32Array; parent: Int32Array }): Scratch {
  return {
    score: new Float64Array(docCount), matched: new Uint16Array(docCount), lastTerm: new Int32Array(docCount).fill(-1),
    touched: new Uint32Array(docCount), list: new Uint32Array(docCount), mask: new Uint32Array(docCount), own: new Float64Array(docCount),
    ...(structure ? { structure } : {}),
  };
}

/**
 * A factor on one index term's impacts: a whole-space search puts each repository's terms on the
 * space's document frequencies this way (see space-search.ts).
 */
export type TermScale = (term: number) => number;

/** A ranked section and the index terms that matched it (for the snippet). */
export interface Ranked {
  doc: number;
  score: number;
  terms: string[];
}

/**
 * The best `limit` sections for `query` (`expanded`: each query term's expansions when the caller
 * already has them). A section's score is the sum, over query term
 * occurrences and their expansions, of weight × posting impact, times the number of distinct
 * query terms it matches (MiniSearch's OR with its "quality" factor). Postings are decoded
 * straight into the accumulators, term at a time.
 */
export function runQuery(
  p: Postings, scratch: Scratch, query: string, limit: number, scale?: TermScale, expanded?: ReadonlyMap<string, Expansion[]>,
  options: { terms?: boolean } = {},
): Ranked[] {
  SYN_CREDIT = Math.round(2 * Number(EXPERIMENT.synMatch ?? 1));
  const occurrences = new Map<string, number>();
  for (const q of tokenize(query)) occurrences.set(q, (occurrences.get(q) ?? 0) + 1);
  const { score, matched, lastTerm, touched } = scratch;
  const { stream, levels } = p;
  let nTouched = 0;
  const used: Expansion[] = [];
  let qi = 0;
  const termMax = EXPERIMENT.fileMode === 'termmax' && scratch.structure ? new Map<number, number>() : undefined;
  const fileOfD = scratch.structure?.fileOf;
  TERM_MAX = termMax;
  for (const [q, times] of occurrences) {
    for (const e of expanded?.get(q) ?? expand(p.terms, q)) {
      used.push(e);
      const w = e.weight * times * (scale ? scale(e.term) : 1);
      const lo = w * p.lo[e.term]!;
      const step = w * p.step[e.term]!;
      let k = p.istarts[e.term]!;
      let d = 0;
      const credit = e.synonym ? SYN_CREDIT : 2;
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
          matched[d]! += credit;
          scratch.mask[d]! |= 1 << (qi & 31);
        }
        score[d]! += lo + levels[k]! * step;
        if (termMax) {
          const key = fileOfD![d]! * 64 + (qi & 63);
          const v = lo + levels[k]! * step;
          if ((termMax.get(key) ?? 0) < v) termMax.set(key, v);
        }
      }
    }
    qi++;
  }
  const finals = new Float64Array(nTouched);
  for (let n = 0; n < nTouched; n++) {
    const d = touched[n]!;
    finals[n] = (score[d]! * matched[d]!) / 2;
  }
  if (scratch.structure && (EXPERIMENT.fileW || EXPERIMENT.parentW || EXPERIMENT.fileCoord)) evidence(scratch, touched, nTouched, finals);
  for (let n = 0; n < nTouched; n++) {
    const d = touched[n]!;
    score[d] = 0;
    matched[d] = 0;
    lastTerm[d] = -1;
    scratch.mask[d] = 0;
  }
  const top = topK(touched, finals, nTouched, limit);
  // Which terms matched is only needed for the hits that are shown (their snippets): a caller
  // merging several rankings asks for them afterwards (`withTerms`), for the winners alone.
  if (options.terms === false) return top.map(({ id, score: s }) => ({ doc: id, score: s, terms: [] }));
  const terms = matchedTerms(p, scratch.list, used, top.map((r) => r.id));
  return top.map(({ id, score: s }) => ({ doc: id, score: s, terms: terms.get(id) ?? [] }));
}

/** The index terms of `expanded` that each of `ranked` holds (for snippets), filled in place. */
export function withTerms(p: Postings, scratch: Scratch, expanded: ReadonlyMap<string, Expansion[]>, ranked: Ranked[]): Ranked[] {
  const terms = matchedTerms(p, scratch.list, [...expanded.values()].flat(), ranked.map((r) => r.doc));
  return ranked.map((r) => ({ ...r, terms: terms.get(r.doc) ?? [] }));
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
