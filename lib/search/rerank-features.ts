// Features of today's best candidates for the learned rerank (rerank.ts), from what a query
// already holds in memory: the postings' field flags and the section table. No section text is
// read and nothing is tokenized. One walk of each expanded term's list, up to the last candidate,
// gives both the field flags the features need and the matched terms the snippets need, so the
// rerank costs the decode that finding the shown hits' terms cost before (query.ts matchedTerms).
import { decodeList, postingCount } from './postings-codec';
import { FIELD_COUNT, type IndexData } from './index-data';
import type { Expansion } from './query';

/** Feature names, in the order `evidenceOf` gives them (the model asset names them too). */
export const RERANK_FEATURES = [
  'score_rel', 'log_score', 'inv_rank', 'log_rank', 'coord', 'coord_idf',
  'cov_heading', 'cov_path', 'cov_text', 'cov_file', 'heading_share', 'log_heading_len', 'log_len', 'level',
  'first_of_file', 'file_share', 'file_best_rel',
] as const;

/** One candidate: its index (data and the query's expansions there), section number and score. */
export interface RerankCandidate {
  data: IndexData;
  /** Expansions of each distinct query term in this candidate's index, in query order. */
  expansions: ReadonlyArray<readonly Expansion[]>;
  doc: number;
  score: number;
}

/** Per candidate (in the order given): its feature vector and the index terms it holds. */
export interface Evidence {
  x: number[][];
  terms: string[][];
}

/** Scratch space of one index for the walk (its section count long). */
export interface WalkBuffers {
  docs: Uint32Array;
  flags: Uint8Array;
}

// Field flags per (candidate, query term) and matched terms per candidate, for the candidates of
// one index: each expansion's list is decoded only up to the last candidate and walked beside
// them in ascending order (a few dozen candidates against lists of thousands: no set lookups).
function walk(group: ReadonlyArray<{ c: RerankCandidate; k: number }>, buf: WalkBuffers, flags: number[][], terms: string[][]): void {
  const { data, expansions } = group[0]!.c;
  const p = data.postings;
  const sorted = [...group].sort((a, b) => a.c.doc - b.c.doc);
  const last = sorted[sorted.length - 1]!.c.doc;
  const done = new Set<number>();
  expansions.forEach((es, qi) => {
    for (const e of es) {
      const n = decodeList(p, e.term, buf.docs, buf.flags, undefined, last);
      const first = !done.has(e.term);
      done.add(e.term);
      for (let i = 0, j = 0; i < n && j < sorted.length; i++) {
        const d = buf.docs[i]!;
        while (j < sorted.length && sorted[j]!.c.doc < d) j++;
        for (let s = j; s < sorted.length && sorted[s]!.c.doc === d; s++) {
          const k = sorted[s]!.k;
          flags[k]![qi]! |= buf.flags[i]!;
          if (first) terms[k]!.push(p.terms[e.term]!);
        }
      }
    }
  });
}

/**
 * Features and matched terms of a ranked candidate list (best first), features in
 * `RERANK_FEATURES` order: today's score (relative to the best) and rank, coordination (plain
 * and IDF-weighted), the IDF share of query terms matched in each field, the share of the
 * heading's distinct words that are query terms and the heading's length, the text's length,
 * depth, first section of its file, how much of the list its file holds and its best score.
 * `buffers` gives each index's walk scratch space.
 */
export function evidenceOf(cands: readonly RerankCandidate[], buffers: (data: IndexData) => WalkBuffers): Evidence {
  const flags = cands.map((c) => c.expansions.map(() => 0));
  const terms = cands.map((): string[] => []);
  const byData = new Map<IndexData, Array<{ c: RerankCandidate; k: number }>>();
  cands.forEach((c, k) => byData.set(c.data, [...(byData.get(c.data) ?? []), { c, k }]));
  for (const [data, group] of byData) walk(group, buffers(data), flags, terms);
  const top = cands[0]?.score || 1;
  const dataNo = new Map([...byData.keys()].map((d, i) => [d, i]));
  const fileKey = (c: RerankCandidate): number => dataNo.get(c.data)! * 2 ** 32 + c.data.docs.fileOf[c.doc]!;
  const fileCount = new Map<number, number>();
  const fileBest = new Map<number, number>();
  for (const c of cands) {
    const k = fileKey(c);
    fileCount.set(k, (fileCount.get(k) ?? 0) + 1);
    fileBest.set(k, Math.max(fileBest.get(k) ?? 0, c.score));
  }
  // IDF of a query term in an index: of its most frequent reach, so a word the index lacks weighs most.
  const idfOf = new Map<IndexData, number[]>();
  for (const [data, group] of byData) {
    idfOf.set(data, group[0]!.c.expansions.map((es) => Math.log(1 + data.docs.count / Math.max(1, ...es.map((e) => postingCount(data.postings, e.term))))));
  }
  const x = cands.map((c, rank) => {
    const { docs } = c.data;
    const idf = idfOf.get(c.data)!;
    const idfSum = idf.reduce((s, v) => s + v, 0) || 1;
    const field = [0, 0, 0, 0];
    let matched = 0;
    let matchedIdf = 0;
    let inHeading = 0;
    flags[rank]!.forEach((any, qi) => {
      if (!any) return;
      matched++;
      matchedIdf += idf[qi]!;
      if (any & 1) inHeading++;
      for (let fi = 0; fi < FIELD_COUNT; fi++) if (any & (1 << fi)) field[fi]! += idf[qi]!;
    });
    const headLen = docs.fieldLen[c.doc * FIELD_COUNT]!;
    const f = docs.fileOf[c.doc]!;
    const k = fileKey(c);
    return [
      c.score / top, Math.log(1 + Math.max(0, c.score)), 1 / (rank + 1), Math.log(rank + 1), matched / (c.expansions.length || 1), matchedIdf / idfSum,
      ...field.map((v) => v / idfSum), headLen ? Math.min(1, inHeading / headLen) : 0, Math.log(1 + headLen), Math.log(1 + docs.textChars[c.doc]!), docs.level[c.doc]!,
      c.doc === 0 || docs.fileOf[c.doc - 1] !== f ? 1 : 0, fileCount.get(k)! / cands.length, fileBest.get(k)! / top,
    ];
  });
  return { x, terms };
}
