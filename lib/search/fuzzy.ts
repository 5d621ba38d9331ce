// Fuzzy lookup over the sorted term dictionary, walked like a trie: the edit-distance rows of
// a prefix are shared by every term that starts with it, and a prefix whose best row value
// already exceeds the bound skips its whole block of terms (one binary search).

/** First index ≥ `from` whose term does not start with `prefix` (terms sorted, block contiguous). */
function endOfBlock(terms: readonly string[], from: number, prefix: string): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]!.startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Every term of the sorted `terms` within `max` edits (Levenshtein) of `q`, as
 * `[term index, edits]`, in dictionary order; the exact term too (0 edits).
 */
export function fuzzyMatches(terms: readonly string[], q: string, max: number): Array<[number, number]> {
  const m = q.length;
  const depth = m + max + 1;
  const rows = Array.from({ length: depth + 1 }, () => new Uint16Array(m + 1));
  for (let j = 0; j <= m; j++) rows[0]![j] = j;
  const out: Array<[number, number]> = [];
  let valid = 0; // rows[1..valid] belong to the prefix of `previous`
  let previous = '';
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    let lcp = 0;
    while (lcp < valid && term.charCodeAt(lcp) === previous.charCodeAt(lcp)) lcp++;
    valid = lcp;
    previous = term;
    let pruned = false;
    for (let i = valid + 1; i <= term.length; i++) {
      if (i > depth) {
        pruned = true; // longer than q by more than max: none of this block can match
      } else {
        const above = rows[i - 1]!;
        const row = rows[i]!;
        const c = term.charCodeAt(i - 1);
        row[0] = i;
        let best = i;
        for (let j = 1; j <= m; j++) {
          const v = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (q.charCodeAt(j - 1) === c ? 0 : 1));
          row[j] = v;
          if (v < best) best = v;
        }
        valid = i;
        if (best > max) pruned = true;
      }
      if (pruned) {
        valid = i - 1;
        t = endOfBlock(terms, t, term.slice(0, i)) - 1;
        break;
      }
    }
    if (!pruned && term.length <= depth && rows[term.length]![m]! <= max) out.push([t, rows[term.length]![m]!]);
  }
  return out;
}
