// Round 5's rerank features (postings, the section table, and a tokenizer pass over the heading
// path), for bench/rerank-trial.ts's comparison with the shipped ones (lib/search/rerank-features.ts,
// round 10). Round 5 wired these into searchIndex in commit 75d6019 and did not keep them: see
// bench/results/search-quality.md, "Round 5".
import { decodeList, postingCount } from '../../lib/search/postings-codec';
import { columnAt, PATH_SEPARATOR, type IndexData } from '../../lib/search/index-data';
import type { RerankCandidate } from '../../lib/search/rerank-features';
import { FIELDS } from '../../lib/search/scoring';
import { processTerm, wordsWithOffsets } from '../../lib/search/tokenize';

/** Feature names, in the order `featuresOf` gives them. */
export const RERANK_FEATURES = [
  'score_rel', 'log_score', 'inv_rank', 'log_rank', 'coord', 'coord_idf',
  'cov_heading', 'cov_path', 'cov_text', 'cov_file', 'heading_ratio', 'log_len', 'level', 'first_of_file',
  'file_share', 'file_best_rel', 'prox_head',
] as const;

// Field flags per (query term, candidate) for the candidates of one index: each expansion's
// list is decoded only up to the last candidate and walked beside them in ascending order.
function fieldFlags(group: readonly RerankCandidate[]): Map<number, number[]> {
  const { data, expansions } = group[0]!;
  const p = data.postings;
  const sorted = [...new Set(group.map((c) => c.doc))].sort((a, b) => a - b);
  const out = new Map<number, number[]>(sorted.map((d) => [d, expansions.map(() => 0)]));
  const last = sorted[sorted.length - 1]!;
  expansions.forEach((es, qi) => {
    for (const e of es) {
      const docs = new Uint32Array(postingCount(p, e.term));
      const flags = new Uint8Array(docs.length);
      const n = decodeList(p, e.term, docs, flags, undefined, last);
      for (let i = 0, j = 0; i < n; i++) {
        while (sorted[j]! < docs[i]!) j++;
        if (sorted[j] === docs[i]) out.get(docs[i]!)![qi]! |= flags[i]!;
      }
    }
  });
  return out;
}

/**
 * Minimal window covering the distinct query words among `hits` ([position, query word], in
 * position order; 0 with fewer than 2): IDF share of those words × their count / window length.
 */
export function windowScore(hits: ReadonlyArray<readonly [number, number]>, idf: readonly number[], idfSum: number): number {
  const distinct = new Set(hits.map((h) => h[1]));
  if (distinct.size < 2) return 0;
  const count = new Map<number, number>();
  let best = Infinity;
  let have = 0;
  for (let lo = 0, hi = 0; hi < hits.length; hi++) {
    const q = hits[hi]![1];
    count.set(q, (count.get(q) ?? 0) + 1);
    if (count.get(q) === 1) have++;
    for (; have === distinct.size; lo++) {
      best = Math.min(best, hits[hi]![0] - hits[lo]![0] + 1);
      const ql = hits[lo]![1];
      count.set(ql, count.get(ql)! - 1);
      if (count.get(ql) === 0) have--;
    }
  }
  const share = [...distinct].reduce((s, q) => s + idf[q]!, 0) / idfSum;
  return (share * distinct.size) / best;
}

/** [position, query word] of each of `terms` a query word reaches. */
function hitsIn(terms: readonly string[], reach: ReadonlyMap<string, number>): Array<[number, number]> {
  const hits: Array<[number, number]> = [];
  terms.forEach((t, pos) => {
    const q = reach.get(t);
    if (q !== undefined) hits.push([pos, q]);
  });
  return hits;
}

const termsOf = (text: string): string[] => wordsWithOffsets(text).map((w) => processTerm(w.term)).filter((t): t is string => !!t);

/**
 * The feature vector of each candidate of a ranked list (best first), in `RERANK_FEATURES` order:
 * today's score and rank, coordination (plain and IDF-weighted), the IDF share of query terms
 * matched in each field, the heading's share of query words, length, depth, first section of
 * its file, how much of the list its file holds, and proximity in the heading path.
 */
export function featuresOf(cands: readonly RerankCandidate[]): number[][] {
  if (cands.length === 0) return [];
  const byData = new Map<IndexData, RerankCandidate[]>();
  for (const c of cands) byData.set(c.data, [...(byData.get(c.data) ?? []), c]);
  const flags = new Map<RerankCandidate, number[]>();
  for (const group of byData.values()) {
    const f = fieldFlags(group);
    for (const c of group) flags.set(c, f.get(c.doc)!);
  }
  const top = cands[0]!.score || 1;
  const fileKey = (c: RerankCandidate): string => `${byData.size > 1 ? [...byData.keys()].indexOf(c.data) : 0}/${c.data.docs.fileOf[c.doc]}`;
  const fileCount = new Map<string, number>();
  const fileBest = new Map<string, number>();
  for (const c of cands) {
    const k = fileKey(c);
    fileCount.set(k, (fileCount.get(k) ?? 0) + 1);
    fileBest.set(k, Math.max(fileBest.get(k) ?? 0, c.score));
  }
  return cands.map((c, rank) => {
    const { postings: p, docs } = c.data;
    // IDF of a query term: of its most frequent reach, so a word the index lacks weighs most.
    const idf = c.expansions.map((es) => Math.log(1 + docs.count / Math.max(1, ...es.map((e) => postingCount(p, e.term)))));
    const idfSum = idf.reduce((s, v) => s + v, 0) || 1;
    const reach = new Map<string, number>();
    c.expansions.forEach((es, qi) => es.forEach((e) => { if (!reach.has(p.terms[e.term]!)) reach.set(p.terms[e.term]!, qi); }));
    const field = FIELDS.map(() => 0);
    let matched = 0;
    let matchedIdf = 0;
    flags.get(c)!.forEach((any, qi) => {
      if (!any) return;
      matched++;
      matchedIdf += idf[qi]!;
      FIELDS.forEach((_, fi) => { if (any & (1 << fi)) field[fi]! += idf[qi]!; });
    });
    const heading = columnAt(docs.heading, c.doc);
    const headTerms = new Set(termsOf(heading));
    const headHit = [...headTerms].filter((t) => reach.has(t)).length;
    const f = docs.fileOf[c.doc]!;
    const path = columnAt(docs.path, c.doc).split(PATH_SEPARATOR).join(' ');
    const k = fileKey(c);
    return [
      c.score / top, Math.log(1 + c.score), 1 / (rank + 1), Math.log(rank + 1), matched / (c.expansions.length || 1), matchedIdf / idfSum,
      ...field.map((v) => v / idfSum), headTerms.size ? headHit / headTerms.size : 0, Math.log(1 + docs.textChars[c.doc]!), docs.level[c.doc]!,
      c.doc === 0 || docs.fileOf[c.doc - 1] !== f ? 1 : 0, fileCount.get(k)! / cands.length, fileBest.get(k)! / top,
      windowScore(hitsIn(termsOf(`${path} ${heading}`), reach), idf, idfSum),
    ];
  });
}
