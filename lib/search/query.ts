// Query evaluation: each query term expands to index terms (exact, prefix, fuzzy), their
// postings are accumulated term at a time into typed arrays, and a heap keeps the top k.
import { clearFiles, fileEvidenceFor, noteFileImpact, scoreFiles, type FileEvidence } from './file-evidence';
import { fuzzyMatches } from './fuzzy';
import { decodeList } from './postings-codec';
import { queryTerms } from './query-words';
import { lowerBound, type Postings } from './index-data';
import { fuzzyWeight, maxEdits, PREFIX_MIN_LENGTH, prefixWeight } from './scoring';
import { SYNONYM_WEIGHT, SYNONYMS_PER_TERM, synonymsOf } from './synonyms';
import { topK } from './top-k';

/** An index term a query term reaches, and the weight of that route. */
export interface Expansion {
  term: number;
  weight: number;
  /** Reached through the synonym table: a section it alone matches counts half a match. */
  synonym?: boolean;
  /** Halves of a match a section gets from this route alone, when not the default (2; a synonym's 1): measuring harnesses set it. */
  credit?: number;
}

/**
 * The index terms `q` reaches: itself (weight 1), longer terms it starts (from three letters),
 * terms a few edits away (long terms only), and its first SYNONYMS_PER_TERM synonyms the index
 * holds (synonyms.ts). Weights as MiniSearch 7 gives them; a term reached one way is not counted
 * again another way.
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
    for (const [t, d] of fuzzyMatches(terms, q, edits)) {
      if (d > 0 && !seen.has(t)) {
        out.push({ term: t, weight: fuzzyWeight(terms[t]!.length, d) });
        seen.add(t);
      }
    }
  }
  let synonyms = 0;
  for (const s of synonymsOf(q)) {
    if (synonyms >= SYNONYMS_PER_TERM) break;
    const t = lowerBound(terms, s);
    if (terms[t] !== s) continue;
    synonyms++;
    if (!seen.has(t)) {
      out.push({ term: t, weight: SYNONYM_WEIGHT, synonym: true });
      seen.add(t);
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
  /** Final scores of the touched sections, in touched order (kept, so a query allocates none). */
  finals: Float64Array;
  /** One decoded postings list (for the shown hits' matched terms) and its field flags (for the rerank's features). */
  list: Uint32Array;
  flags: Uint8Array;
  files: FileEvidence;
}

/** Accumulators for an index of `fileOf.length` sections in `fileCount` files. */
export function scratchFor(fileOf: Uint32Array, fileCount: number): Scratch {
  const docCount = fileOf.length;
  return {
    score: new Float64Array(docCount), matched: new Uint16Array(docCount), lastTerm: new Int32Array(docCount).fill(-1),
    touched: new Uint32Array(docCount), finals: new Float64Array(docCount), list: new Uint32Array(docCount), flags: new Uint8Array(docCount), files: fileEvidenceFor(fileOf, fileCount),
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

/** The query's words as `p` indexes them (query-words.ts: stopwords, stems, compounds the index holds). */
export const indexedQueryTerms = (p: Postings, query: string): string[] => queryTerms(query, (t) => p.terms[lowerBound(p.terms, t)] === t);

/**
 * The best `limit` sections for `query` (its text, or its terms when the caller analysed it;
 * `expanded`: each query term's expansions when the caller already has them). A section's score is the sum, over query term
 * occurrences and their expansions, of weight × posting impact, times the number of distinct
 * query terms it matches (MiniSearch's OR with its "quality" factor; a term matched only through
 * a synonym counts half: `matched` holds halves), plus a share of its file's
 * score (file-evidence.ts). Postings are decoded straight into the accumulators, term at a time.
 */
export function runQuery(
  p: Postings, scratch: Scratch, query: string | readonly string[], limit: number, scale?: TermScale, expanded?: ReadonlyMap<string, Expansion[]>,
  options: { terms?: boolean } = {},
): Ranked[] {
  const occurrences = new Map<string, number>();
  const words = typeof query === 'string' ? indexedQueryTerms(p, query) : query;
  for (const q of words) occurrences.set(q, (occurrences.get(q) ?? 0) + 1);
  const { score, matched, lastTerm, touched, files } = scratch;
  const { fileOf } = files;
  const { stream, levels } = p;
  let nTouched = 0;
  const used: Expansion[] = [];
  let qi = 0;
  for (const [q, times] of occurrences) {
    for (const e of expanded?.get(q) ?? expand(p.terms, q)) {
      used.push(e);
      const w = e.weight * times * (scale ? scale(e.term) : 1);
      const lo = w * p.lo[e.term]!;
      const step = w * p.step[e.term]!;
      let k = p.istarts[e.term]!;
      let d = 0;
      const credit = e.credit ?? (e.synonym ? 1 : 2);
      // The best impact in the current run of one file's postings, handed to the file evidence when the file changes.
      let runFile = -1;
      let runEnd = 0;
      let runBest = 0;
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
        }
        const impact = lo + levels[k]! * step;
        score[d]! += impact;
        if (d >= runEnd) {
          if (runFile >= 0) noteFileImpact(files, runFile, qi, runBest);
          runFile = fileOf[d]!;
          runEnd = files.runEnd[d]!;
          runBest = impact;
        } else runBest = Math.max(runBest, impact);
      }
      if (runFile >= 0) noteFileImpact(files, runFile, qi, runBest);
    }
    qi++;
  }
  scoreFiles(files);
  const { finals } = scratch;
  const fileScore = files.score;
  for (let n = 0; n < nTouched; n++) {
    const d = touched[n]!;
    finals[n] = (score[d]! * matched[d]!) / 2 + fileScore[fileOf[d]!]!;
    score[d] = 0;
    matched[d] = 0;
    lastTerm[d] = -1;
  }
  clearFiles(files);
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

// Which expanded terms each hit holds. Each used list is decoded only up to the last hit and
// walked beside the hits in ascending order: a handful of hits against lists of thousands of
// postings, so no set lookups.
function matchedTerms(p: Postings, list: Uint32Array, used: readonly Expansion[], hits: readonly number[]): Map<number, string[]> {
  const out = new Map<number, string[]>(hits.map((h) => [h, []]));
  if (hits.length === 0) return out;
  const sorted = [...new Set(hits)].sort((a, b) => a - b);
  const last = sorted[sorted.length - 1]!;
  for (const t of new Set(used.map((e) => e.term))) {
    const n = decodeList(p, t, list, undefined, undefined, last);
    for (let i = 0, j = 0; i < n; i++) {
      const d = list[i]!;
      while (sorted[j]! < d) j++;
      if (sorted[j] === d) out.get(d)!.push(p.terms[t]!);
    }
  }
  return out;
}
