// Pseudo-relevance feedback (RM3 style) from the repository itself: the headings, ancestors'
// headings and file paths of the first pass's best sections lend their terms to a second pass,
// which bridges a question's words and a section's ("boss" finds the sections under
// "Supervisor …" when those rank among the first). Only short fields kept in the section table
// are read, never section text, so the cost per query is bounded: at most `docs` sections
// tokenized (a heading path each) and `terms` more postings lists.
import { columnAt, PATH_SEPARATOR, type IndexData } from './index-data';
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

/** The best `limit` sections for `query`, ranked again with feedback terms from a first pass. */
export function rankWithFeedback(data: IndexData, scratch: Scratch, query: string, limit: number): Ranked[] {
  const original = queryTerms(query);
  if (original.length === 0) return [];
  const first = runTerms(data.postings, scratch, original, Math.max(limit, FEEDBACK.docs));
  const extra = feedbackTerms(data, original, first);
  if (extra.length === 0) return first.slice(0, limit);
  return runTerms(data.postings, scratch, [...original, ...extra], limit);
}
