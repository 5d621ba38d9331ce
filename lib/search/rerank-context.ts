// Neighbour features of the learned rerank (issue 14, round 12): a section's answer often sits
// under a general heading while its parent or a sibling has the query's words (half of today's
// dev misses have a same-file section matching more of them: bench/rerank-diagnose.ts). From the
// section table alone (file, level): a candidate's parent, previous and next sections of the same
// file, whose field flags the rerank's one walk of the postings reads beside the candidates'.
import type { DocTable } from './index-data';

/** Feature names, in the order `contextFeatures` gives them (after rerank-features.ts's own). */
export const CONTEXT_FEATURES = ['nb_parent', 'nb_prev', 'nb_next', 'nb_best', 'nb_gain', 'file_max_cov', 'cov_rel_file'] as const;

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

/**
 * A candidate's neighbour features, in `CONTEXT_FEATURES` order, from query-word coverages (IDF
 * share of the query's words a section matches in any field; -1 for a neighbour that does not
 * exist, counted as 0): its parent's, previous and next section's, their best, how much that best
 * exceeds its own, the best coverage of its file among the sections walked, and its own relative
 * to that best.
 */
export function contextFeatures(own: number, parent: number, prev: number, next: number, fileMax: number): number[] {
  const z = (v: number): number => Math.max(0, v);
  const best = Math.max(z(parent), z(prev), z(next));
  return [z(parent), z(prev), z(next), best, Math.max(0, best - own), fileMax, fileMax > 0 ? own / fileMax : 0];
}
