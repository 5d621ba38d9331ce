// Round 9 trial: the product's runQuery (lib/search/query.ts) with the synonyms of a table it is
// given, at `weight`, counting `credit` (0.5: half) of a match in the coordination factor, in place
// of the product's own (lib/search/synonyms.ts): the query's expansions are handed to runQuery, so
// the trial ranks by the shipped code and only the synonyms differ.
import { asIndexed } from '../../lib/search/cjk/analyser';
import { lowerBound } from '../../lib/search/index-data';
import type { RepoIndex } from '../../lib/search/index';
import { expand, indexedQueryTerms, runQuery, type Expansion } from '../../lib/search/query';
import { keyOf } from './passage-context';

export interface SynonymOptions { table: ReadonlyMap<string, readonly string[]>; weight: number; credit: number; perTerm: number }

/** Each query term's expansions: the shipped ones without its synonyms, then the table's as `o` says. */
function expansionsWith(terms: readonly string[], words: readonly string[], o: SynonymOptions): Map<string, Expansion[]> {
  const out = new Map<string, Expansion[]>();
  for (const term of words) {
    if (out.has(term)) continue;
    const exps = expand(terms, term).filter((e) => !e.synonym);
    const seen = new Set(exps.map((e) => e.term));
    let k = 0;
    for (const s of o.table.get(term) ?? []) {
      if (k >= o.perTerm) break;
      const t = lowerBound(terms, s);
      if (terms[t] !== s) continue;
      k++;
      if (!seen.has(t)) (seen.add(t), exps.push({ term: t, weight: o.weight, synonym: true, credit: Math.round(2 * o.credit) }));
    }
    out.set(term, exps);
  }
  return out;
}

/** The top `limit` keys and scores of `q` on `index`, synonyms added as `o` says. */
export function rankedWithSynonyms(index: RepoIndex, q: string, limit: number, o: SynonymOptions): Array<{ key: string; score: number }> {
  const p = index.data.postings;
  const run = () => {
    const words = indexedQueryTerms(p, q);
    return runQuery(p, index.scratch, words, limit, undefined, expansionsWith(p.terms, words, o));
  };
  return asIndexed(index.data.analyser, run).map((r) => ({ key: keyOf(index, r.doc), score: r.score }));
}
