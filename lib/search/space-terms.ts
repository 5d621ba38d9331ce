/**
 * One term dictionary for a whole space: the sorted union of its indexes' term lists, with each
 * index's term number for every union term (-1 where the index lacks it). A whole-space query
 * then expands each query word (exact, prefix, fuzzy) once over the union instead of once per
 * index: the dictionary walk was most of what five repositories cost beyond one.
 *
 * Built on first use and kept while the indexes' term lists are the same arrays: a sync or an
 * engrave replaces an index's data, and the next search builds the union again.
 */
import type { Expansion } from './query';
import { expand } from './query';

export interface SpaceTerms {
  /** Sorted by `<` (UTF-16 code units), as every index's own list. */
  terms: string[];
  /** `local[i][u]`: index i's number for union term u, or -1. */
  local: Int32Array[];
}

/** The sorted union of sorted, duplicate-free `lists`, and each list's number for every union term. */
export function unionOfTerms(lists: ReadonlyArray<readonly string[]>): SpaceTerms {
  const terms: string[] = [];
  const owners: number[][] = lists.map(() => []);
  const at = lists.map(() => 0);
  for (;;) {
    let min: string | undefined;
    for (let i = 0; i < lists.length; i++) {
      const t = lists[i]![at[i]!];
      if (t !== undefined && (min === undefined || t < min)) min = t;
    }
    if (min === undefined) break;
    const u = terms.length;
    terms.push(min);
    for (let i = 0; i < lists.length; i++) {
      if (lists[i]![at[i]!] === min) owners[i]!.push(u, at[i]!++);
    }
  }
  const local = owners.map((pairs) => {
    const map = new Int32Array(terms.length).fill(-1);
    for (let k = 0; k < pairs.length; k += 2) map[pairs[k]!] = pairs[k + 1]!;
    return map;
  });
  return { terms, local };
}

/** Expansions of `word` over the union, as each index's own expansions (its term numbers). */
export function expandAcross(space: SpaceTerms, word: string): Expansion[][] {
  const found = expand(space.terms, word);
  return space.local.map((map) => {
    const out: Expansion[] = [];
    for (const e of found) {
      const t = map[e.term]!;
      if (t >= 0) out.push({ ...e, term: t });
    }
    return out;
  });
}

/**
 * A cache of the last union per caller (a space): rebuilt when the set of term lists differs
 * by identity from the one it was built for.
 */
export function createSpaceTermsCache(): (lists: ReadonlyArray<readonly string[]>) => SpaceTerms {
  let built: { lists: ReadonlyArray<readonly string[]>; space: SpaceTerms } | undefined;
  return (lists) => {
    if (!built || built.lists.length !== lists.length || built.lists.some((l, i) => l !== lists[i])) built = { lists: [...lists], space: unionOfTerms(lists) };
    return built.space;
  };
}
