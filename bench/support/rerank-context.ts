// Neighbour features for the learned rerank's trials (issue 14, round 12): an answer often sits
// under a general heading while its parent or a sibling has the query's words (56% of today's dev
// misses have a same-file section matching more of them: bench/rerank-diagnose.ts). From the
// section table alone (file, level): a candidate's parent, previous and next sections of its file,
// and their field flags per query word. Measured leaving a handbook out (bench/rerank-trees-trial.ts),
// linear and with boosted trees, they did not beat the round-10 features, so the product does not
// compute them (its walk would read the neighbours' flags beside the candidates': commit history).
import { decodeList } from '../../lib/search/postings-codec';
import type { DocTable } from '../../lib/search/index-data';
import type { RerankCandidate } from '../../lib/search/rerank-features';

/** Feature names, in the order `contextFeatures` gives them (after rerank-features.ts's own). */
export const CONTEXT_FEATURES = ['nb_parent', 'nb_prev', 'nb_next', 'nb_best', 'nb_gain', 'file_max_cov', 'cov_rel_file', 'nb_union', 'nb_text_best', 'nb_score_best'] as const;

/** How far back a parent is looked for (sections of one file); beyond it, none. */
export const PARENT_REACH = 64;

/** A section's parent (the nearest earlier section of its file with a lower level), previous and next section of its file; -1 when none. */
export function neighboursOf(docs: Pick<DocTable, 'count' | 'fileOf' | 'level'>, doc: number): { parent: number; prev: number; next: number } {
  const f = docs.fileOf[doc]!;
  const prev = doc > 0 && docs.fileOf[doc - 1] === f ? doc - 1 : -1;
  const next = doc + 1 < docs.count && docs.fileOf[doc + 1] === f ? doc + 1 : -1;
  let parent = -1;
  const lv = docs.level[doc]!;
  for (let d = doc - 1; d >= 0 && d >= doc - PARENT_REACH && docs.fileOf[d] === f; d--) {
    if (docs.level[d]! < lv) { parent = d; break; }
  }
  return { parent, prev, next };
}

/** Field bit of the text in a posting's flags (scoring.ts FIELDS: heading, path, text, file). */
const TEXT = 1 << 2;

/** IDF share of the query's words a section matches, from its flags per query word (`mask`: the fields counted). */
export function coverageOf(idf: readonly number[], flags: readonly number[], mask = 15): number {
  let v = 0;
  let sum = 0;
  for (let q = 0; q < idf.length; q++) { sum += idf[q]!; if (flags[q]! & mask) v += idf[q]!; }
  return sum ? v / sum : 0;
}

/**
 * A candidate's neighbour features, in `CONTEXT_FEATURES` order, from the field flags per query
 * word of the candidate and of its parent, previous and next section (undefined: none): the
 * coverage (coverageOf, any field) of each neighbour, their best, how much that best exceeds its
 * own, the best coverage of its file among the sections walked (`fileMax`), its own relative to
 * it, the coverage of the words it and its neighbours match together, the neighbours' best
 * coverage in their text alone, and `nbScore` (the best first-stage score, relative to the list's
 * best, of a neighbour that is a candidate too; 0 when none is).
 */
export function contextFeatures(idf: readonly number[], own: readonly number[], nb: ReadonlyArray<readonly number[] | undefined>, fileMax: number, nbScore: number): number[] {
  const cov = nb.map((f) => (f ? coverageOf(idf, f) : 0));
  const mine = coverageOf(idf, own);
  const best = Math.max(...cov);
  const union = own.map((v, q) => nb.reduce((u, f) => u | (f ? f[q]! : 0), v));
  const text = Math.max(...nb.map((f) => (f ? coverageOf(idf, f, TEXT) : 0)));
  return [...cov, best, Math.max(0, best - mine), fileMax, fileMax > 0 ? mine / fileMax : 0, coverageOf(idf, union), text, nbScore];
}

/**
 * The neighbour features (`CONTEXT_FEATURES` order) of each candidate of one ranked list (best
 * first; every candidate of one index, as the trials rank one handbook at a time). Harness only:
 * each expansion's list is decoded whole.
 */
export function contextOf(cands: readonly RerankCandidate[]): number[][] {
  if (cands.length === 0) return [];
  const { data, expansions } = cands[0]!;
  const { docs, postings: p } = data;
  const nbOf = cands.map((c) => neighboursOf(docs, c.doc));
  const flagsOf = new Map<number, number[]>();
  for (const c of cands) flagsOf.set(c.doc, expansions.map(() => 0));
  for (const nb of nbOf) for (const d of [nb.parent, nb.prev, nb.next]) if (d >= 0 && !flagsOf.has(d)) flagsOf.set(d, expansions.map(() => 0));
  const buf = new Uint32Array(docs.count);
  const fl = new Uint8Array(docs.count);
  const idf = expansions.map((es) => Math.log(1 + docs.count / Math.max(1, ...es.map((e) => p.istarts[e.term + 1]! - p.istarts[e.term]!))));
  expansions.forEach((es, qi) => {
    for (const e of es) {
      const n = decodeList(p, e.term, buf, fl);
      for (let i = 0; i < n; i++) { const f = flagsOf.get(buf[i]!); if (f) f[qi]! |= fl[i]!; }
    }
  });
  const fileMax = new Map<number, number>();
  for (const [d, f] of flagsOf) fileMax.set(docs.fileOf[d]!, Math.max(fileMax.get(docs.fileOf[d]!) ?? 0, coverageOf(idf, f)));
  const top = cands[0]!.score || 1;
  const scoreOf = new Map(cands.map((c) => [c.doc, c.score]));
  return cands.map((c, k) => {
    const nb = [nbOf[k]!.parent, nbOf[k]!.prev, nbOf[k]!.next];
    const nbScore = Math.max(0, ...nb.map((d) => scoreOf.get(d) ?? 0)) / top;
    return contextFeatures(idf, flagsOf.get(c.doc)!, nb.map((d) => (d < 0 ? undefined : flagsOf.get(d)!)), fileMax.get(docs.fileOf[c.doc]!)!, nbScore);
  });
}
