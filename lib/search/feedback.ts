// Pseudo-relevance feedback (RM3 style) from the repository itself: the headings, ancestors'
// headings and file paths of the first pass's best sections lend their terms to a second pass,
// which bridges a question's words and a section's ("boss" finds the sections under
// "Supervisor …" when those rank among the first). Only short fields kept in the section table
// are read, never section text, so the cost per query is bounded: at most `docs` sections
// tokenized (a heading path each) and `terms` more postings lists.
import { columnAt, lowerBound, PATH_SEPARATOR, type IndexData } from './index-data';
import { decodeList } from './postings-codec';
import { queryTerms, runTerms, type QueryTerm, type Ranked, type Scratch } from './query';
import { tokenize } from './tokenize';

export const FEEDBACK = {
  /** Sections of the first pass whose fields are read. */
  docs: 8,
  /** Feedback terms added at most. */
  terms: 0,
  /** Share of the second query's weight given to feedback terms (RM3's λ). */
  lambda: 0.3,
  /** Whether a candidate's relevance-model weight is multiplied by its idf. */
  idf: true,
  /** Experiment: read the body too. */
  body: false,
};
let bodyOf: ((doc: number) => string) | undefined;
export function setBodyReader(f: ((doc: number) => string) | undefined): void { bodyOf = f; }

/** The words of a section's short fields: heading, ancestors' headings, file path without extension. */
function fieldsOf(data: IndexData, doc: number): string[] {
  const { docs } = data;
  const file = docs.files[docs.fileOf[doc]!]!.replace(/\.[a-z]+$/i, '');
  const body = FEEDBACK.body && bodyOf ? bodyOf(doc) : '';
  return tokenize(`${body} ${columnAt(docs.heading, doc)} ${columnAt(docs.path, doc).split(PATH_SEPARATOR).join(' ')} ${file}`);
}

/** Feedback terms for `original` from the first-pass ranking `first` (best first). */
export function feedbackTerms(data: IndexData, original: readonly QueryTerm[], first: readonly Ranked[]): QueryTerm[] {
  const top = first.slice(0, FEEDBACK.docs);
  const total = top.reduce((n, r) => n + r.score, 0);
  if (total <= 0) return [];
  const typed = original.map((q) => q.term);
  // A term the query already reaches (itself or a longer form by prefix) is not fed back.
  const reached = (t: string): boolean => typed.some((q) => t === q || (q.length >= 3 && t.startsWith(q)));
  const rel = new Map<string, number>();
  for (const r of top) {
    const words = fieldsOf(data, r.doc);
    for (const t of words) if (!reached(t)) rel.set(t, (rel.get(t) ?? 0) + r.score / total / words.length);
  }
  const { postings: p, docs } = data;
  const weighted: Array<[string, number]> = [];
  for (const [t, w] of rel) {
    if (!FEEDBACK.idf) { weighted.push([t, w]); continue; }
    let lo = 0;
    let hi = p.terms.length;
    while (lo < hi) { const mid = (lo + hi) >>> 1; if (p.terms[mid]! < t) lo = mid + 1; else hi = mid; }
    if (p.terms[lo] !== t) continue;
    const df = p.istarts[lo + 1]! - p.istarts[lo]!;
    weighted.push([t, w * Math.log(1 + docs.count / df)]);
  }
  weighted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const chosen = weighted.slice(0, FEEDBACK.terms);
  const sum = chosen.reduce((n, [, w]) => n + w, 0);
  if (sum <= 0) return [];
  const mass = original.reduce((n, q) => n + q.weight, 0);
  const scale = (FEEDBACK.lambda / (1 - FEEDBACK.lambda)) * mass;
  return chosen.map(([term, w]) => ({ term, weight: (scale * w) / sum, exact: true }));
}

/** Experiment: heading co-occurrence expansion (terms that head the sections holding a query term). */
export const COOC = { on: false, maxDf: 300, perTerm: 2, lambda: 0.3, minCount: 2, minShare: 0.05 };

export function cooccurrenceTerms(data: IndexData, scratch: Scratch, original: readonly QueryTerm[]): QueryTerm[] {
  const { postings: p, docs } = data;
  const typed = original.map((q) => q.term);
  const reached = (t: string): boolean => typed.some((q) => t === q || (q.length >= 3 && t.startsWith(q)));
  const headings = new Map<number, string[]>();
  const out = new Map<string, number>();
  for (const q of original) {
    const t = lowerBound(p.terms, q.term);
    if (p.terms[t] !== q.term) continue;
    const n = p.istarts[t + 1]! - p.istarts[t]!;
    if (n > COOC.maxDf || n < COOC.minCount) continue;
    const m = decodeList(p, t, scratch.list);
    const count = new Map<string, number>();
    for (let i = 0; i < m; i++) {
      const d = scratch.list[i]!;
      let hs = headings.get(d);
      if (!hs) headings.set(d, (hs = [...new Set(tokenize(columnAt(docs.heading, d)))]));
      for (const h of hs) count.set(h, (count.get(h) ?? 0) + 1);
    }
    const cands: Array<[string, number]> = [];
    for (const [h, c] of count) {
      if (c < COOC.minCount || reached(h) || c / m < COOC.minShare) continue;
      const th = lowerBound(p.terms, h);
      const dfh = p.istarts[th + 1]! - p.istarts[th]!;
      cands.push([h, (c / m) * Math.log(1 + docs.count / dfh)]);
    }
    cands.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const [h] of cands.slice(0, COOC.perTerm)) out.set(h, Math.max(out.get(h) ?? 0, COOC.lambda * q.weight));
  }
  return [...out].map(([term, weight]) => ({ term, weight, exact: true }));
}

/** The best `limit` sections for `query`, ranked again with feedback terms from a first pass. */
export function rankWithFeedback(data: IndexData, scratch: Scratch, query: string, limit: number): Ranked[] {
  const original = queryTerms(query);
  if (original.length === 0) return [];
  if (COOC.on) {
    const extra = cooccurrenceTerms(data, scratch, original);
    return runTerms(data.postings, scratch, [...original, ...extra], limit);
  }
  const first = runTerms(data.postings, scratch, original, Math.max(limit, FEEDBACK.docs));
  const extra = feedbackTerms(data, original, first);
  if (extra.length === 0) return first.slice(0, limit);
  return runTerms(data.postings, scratch, [...original, ...extra], limit);
}
