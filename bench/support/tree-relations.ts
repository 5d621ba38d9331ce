// Structural relatives of a section inside its file (issue 14, round 13): its parent, direct
// children, next sibling, previous and next section, from the section table alone (file, level).
// For the round-13 trials (bench/compose-trial.ts): filling the shown results with relatives of
// the top-ranked ones (A), and evidence that flows along the tree in the first stage (B).
import type { DocTable } from '../../lib/search/index-data';
import { neighboursOf } from './rerank-context';
import { treeLinks, type TreeLinks } from './tree-flow';

export type Tree = Pick<DocTable, 'count' | 'fileOf' | 'level'>;

export const RELATIONS = ['children', 'sibling', 'parent', 'next', 'prev', 'family', 'adjacent', 'file'] as const;
export type Relation = (typeof RELATIONS)[number];

const links = new WeakMap<Tree, TreeLinks>();

/** The table's heading tree as the product's first stage would have it (bench/support/tree-flow.ts); computed once per table. */
function linksOf(t: Tree): TreeLinks {
  let out = links.get(t);
  if (!out) {
    out = treeLinks(t.fileOf, t.level);
    links.set(t, out);
  }
  return out;
}

/** Direct children of `d`: later sections of its file whose parent it is. */
export function childrenOf(t: Tree, d: number): number[] {
  const { childStart, children } = linksOf(t);
  return Array.from(children.subarray(childStart[d]!, childStart[d + 1]!));
}

/** The other sections of `d`'s file (its sections are numbered together). */
export function sectionsOfFile(t: Tree, d: number): number[] {
  const f = t.fileOf[d]!;
  let lo = d;
  while (lo > 0 && t.fileOf[lo - 1] === f) lo--;
  const out: number[] = [];
  for (let e = lo; e < t.count && t.fileOf[e] === f; e++) if (e !== d) out.push(e);
  return out;
}

/** The next section of `d`'s file at its level under the same parent; -1 when none. */
export function nextSiblingOf(t: Tree, d: number): number {
  const f = t.fileOf[d]!;
  const lv = t.level[d]!;
  for (let e = d + 1; e < t.count && t.fileOf[e] === f; e++) if (t.level[e]! <= lv) return t.level[e] === lv ? e : -1;
  return -1;
}

/** The relatives of `d` under `rel`, its parent taken from the same heading tree as its children and the flow (not rerank-context's neighboursOf, which looks back only 64 sections) (family: children, next sibling, parent; adjacent: parent, children, previous, next; file: every other section of its file). */
export function relativesOf(t: Tree, d: number, rel: Relation): number[] {
  const nb = neighboursOf(t, d);
  const parent = linksOf(t).parent[d]!;
  const one = (x: number): number[] => (x >= 0 ? [x] : []);
  switch (rel) {
    case 'children': return childrenOf(t, d);
    case 'sibling': return one(nextSiblingOf(t, d));
    case 'parent': return one(parent);
    case 'next': return one(nb.next);
    case 'prev': return one(nb.prev);
    case 'family': return [...childrenOf(t, d), ...one(nextSiblingOf(t, d)), ...one(parent)];
    case 'adjacent': return [...one(parent), ...childrenOf(t, d), ...one(nb.prev), ...one(nb.next)];
    case 'file': return sectionsOfFile(t, d);
  }
}

/** Each section's parent in that tree, -1 when none. */
export const parentsOf = (t: Tree): Int32Array => linksOf(t).parent;

/** A composition of the shown list: the first `keep` results, then up to `fill` relatives (`rel`) of those, best first, then the rest. */
export interface Composition { keep: number; fill: number; rel: Relation }

/**
 * `order` (sections, best first) recomposed: its first `keep`, then up to `fill` of their
 * relatives under `rel` that are in `order` (in `order`'s order), then the others in order.
 */
export function compose(t: Tree, order: readonly number[], c: Composition): number[] {
  if (c.fill <= 0 || order.length <= c.keep) return [...order];
  const head = order.slice(0, c.keep);
  const rels = new Set(head.flatMap((d) => relativesOf(t, d, c.rel)));
  const used = new Set(head);
  const lifted = order.filter((d) => !used.has(d) && rels.has(d)).slice(0, c.fill);
  for (const d of lifted) used.add(d);
  return [...head, ...lifted, ...order.filter((d) => !used.has(d))];
}

/** How evidence flows along the tree in the first stage: up (a section gains α × its best child's, or descendant's, score) or down (β × its parent's). */
export interface Flow { up: number; scope: 'children' | 'subtree'; down: number }

/**
 * First-stage scores after the flow: `score` holds every section's score (0: not matched).
 * Parents precede children in section order, so one backward pass gives each section's best
 * child (or descendant) and one forward pass its parent's score.
 */
export function flowScores(t: Tree, score: Float64Array, flow: Flow): Float64Array {
  const out = Float64Array.from(score);
  const parent = parentsOf(t);
  if (flow.up > 0) {
    const best = new Float64Array(t.count);
    for (let d = t.count - 1; d >= 0; d--) {
      const p = parent[d]!;
      if (p < 0) continue;
      const v = flow.scope === 'subtree' ? Math.max(score[d]!, best[d]!) : score[d]!;
      if (v > best[p]!) best[p] = v;
    }
    for (let d = 0; d < t.count; d++) out[d]! += flow.up * best[d]!;
  }
  if (flow.down > 0) {
    for (let d = 0; d < t.count; d++) {
      const p = parent[d]!;
      if (p >= 0) out[d]! += flow.down * score[p]!;
    }
  }
  return out;
}
