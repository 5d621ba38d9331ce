// Ranking constants, shared by the index builder (which precomputes each posting's impact) and
// the query (which weighs prefix and fuzzy expansions). Tuned on questions-18f.jsonl and
// test/search/fixtures/questions-own.jsonl (bench/results/search.md); the formulas are
// MiniSearch 7's, so its defaults stay a fair reference and the tuning carried over.

/** The fields of a section, in the order of `FIELD_BOOST`. */
export const FIELDS = ['heading', 'path', 'text', 'file'] as const;
export type FieldName = (typeof FIELDS)[number];

/** Heading boosted most; the file path helps because file names name topics. */
export const FIELD_BOOST: Readonly<Record<FieldName, number>> = { heading: 3, path: 1.5, text: 1, file: 2 };

/** BM25+ parameters (MiniSearch's defaults). */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;

/**
 * The share of its file's score a section gets (file-evidence.ts). Chosen on the dev questions
 * (0.05–0.4 tried; 0.15–0.2 best, 0.4 worse); frozen read after (bench/results/search-quality.md).
 */
export const FILE_EVIDENCE_WEIGHT = 0.2;

/** Prefix matching from three letters lets stems ("relocat") reach their other forms. */
export const PREFIX_MIN_LENGTH = 3;
export const PREFIX_WEIGHT = 0.375;
/** Fuzzy matching only for long terms, at most two edits: it only catches typos. */
export const FUZZY_MIN_LENGTH = 6;
export const FUZZY_RATIO = 0.2;
export const FUZZY_MAX_EDITS = 2;
export const FUZZY_WEIGHT = 0.45;

/** BM25+'s inverse document frequency of a term that `df` sections of `n` have in a field. */
export function bm25Idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** BM25+'s length normalisation of a field `len` distinct words long against `avgLen` on average. */
export function bm25Norm(len: number, avgLen: number): number {
  const { k, b } = BM25;
  return k * (1 - b + (b * len) / (avgLen || 1));
}

/** One field's BM25+ score from its parts: the same number as `bm25`, bit for bit. */
export function bm25Of(tf: number, idf: number, norm: number): number {
  const { k, d } = BM25;
  return idf * (d + (tf * (k + 1)) / (tf + norm));
}

/**
 * One field's BM25+ score of a term: `df` sections of `n` have it in this field, `tf` times in
 * this section, whose field is `len` distinct words long against `avgLen` on average. The index
 * builder computes the parts once per term and per section (`bm25Idf`, `bm25Norm`).
 */
export function bm25(tf: number, df: number, n: number, len: number, avgLen: number): number {
  return bm25Of(tf, bm25Idf(df, n), bm25Norm(len, avgLen));
}

/** The weight of an index term reached from a query term by prefix (`extra` more letters). */
export function prefixWeight(termLength: number, extra: number): number {
  return (PREFIX_WEIGHT * termLength) / (termLength + 0.3 * extra);
}

/** The weight of an index term `edits` edits away from the query term. */
export function fuzzyWeight(termLength: number, edits: number): number {
  return (FUZZY_WEIGHT * termLength) / (termLength + edits);
}

/** How many edits a query term may be away from an index term; 0 for short terms. */
export function maxEdits(queryTerm: string): number {
  if (queryTerm.length < FUZZY_MIN_LENGTH) return 0;
  return Math.min(FUZZY_MAX_EDITS, Math.round(queryTerm.length * FUZZY_RATIO));
}
