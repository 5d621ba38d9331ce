/**
 * One ranking over several repositories (a whole-space search). Each repository's index holds
 * BM25 impacts computed with its own document frequencies, so a term rare in a small handbook
 * weighs more there than the same term in a large one, and raw scores of two indexes do not
 * compare. Before ranking, every index term a query reaches is put on the space's statistics:
 * its impacts are scaled by idf(space) / idf(repository), with the space's frequency the sum of
 * the repositories' and its size the sum of their sections. Then each index gives its best
 * `limit` on that common scale, and the merged list keeps the best `limit` of all. Query words
 * are expanded once, over the space's union of term lists (space-terms.ts), not once per index.
 */
import { hitsOfMany, type RepoIndex, type SearchHit } from './index';
import { runQuery, withTerms, type Expansion } from './query';
import { buffersOf, candidateCount, rerank, reranks } from './rerank';
import { bm25Idf } from './scoring';
import { lowerBound } from './index-data';
import { queryTerms } from './query-words';
import { expandAcross, unionOfTerms, type SpaceTerms } from './space-terms';
import { asIndexed, ensureAnalyserFor } from './cjk/analyser';

/** Document frequency of index term `t`: the number of its postings. */
const dfOf = (index: RepoIndex, t: number) => index.data.postings.istarts[t + 1]! - index.data.postings.istarts[t]!;

/**
 * The best `limit` sections of all `indexes` for `query`, each with the key of its index.
 * `union` gives the space's term dictionary for these indexes' term lists (a cache, see
 * createSpaceTermsCache); without it the union is built for this query alone.
 */
export async function searchIndexes<K extends string>(
  indexes: ReadonlyArray<{ key: K; index: RepoIndex }>, query: string, limit: number,
  union: (lists: ReadonlyArray<readonly string[]>) => SpaceTerms = unionOfTerms,
): Promise<Array<SearchHit & { key: K }>> {
  if (indexes.some(({ index }) => index.data.analyser !== 'segments')) await ensureAnalyserFor([query]);
  // The query's terms are the space's (query-words.ts), cut as each index's CJK text was
  // (cjk/analyser.ts): an index built without the dictionary gets Segmenter words.
  const space = union(indexes.map(({ index }) => index.data.postings.terms));
  const has = (t: string) => space.terms[lowerBound(space.terms, t)] === t;
  // Only an index built without the dictionary (`segments`) cuts CJK text another way.
  const usual = queryTerms(query, has);
  let segmented: string[] | undefined;
  const termsOf = indexes.map(({ index }) => (index.data.analyser === 'segments' ? (segmented ??= asIndexed('segments', () => queryTerms(query, has))) : usual));
  // Each index's expansions of its query terms, computed once over the union: for the
  // frequencies and the ranking.
  const expansions = indexes.map(() => new Map<string, Expansion[]>());
  for (const q of new Set(termsOf.flat())) {
    expandAcross(space, q).forEach((list, i) => {
      if (termsOf[i]!.includes(q)) expansions[i]!.set(q, list);
    });
  }
  // The space's frequencies of every index term the query reaches, across all indexes.
  const reached = expansions.map((byWord) => new Set([...byWord.values()].flatMap((list) => list.map((e) => e.term))));
  const spaceDf = new Map<string, number>();
  indexes.forEach(({ index }, i) => {
    for (const t of reached[i]!) {
      const term = index.data.postings.terms[t]!;
      spaceDf.set(term, (spaceDf.get(term) ?? 0) + dfOf(index, t));
    }
  });
  const spaceN = indexes.reduce((n, { index }) => n + index.data.docs.count, 0);
  const reranking = reranks(query);
  const wanted = reranking ? candidateCount(limit) : limit;
  const ranked = indexes.flatMap(({ key, index }, i) => {
    const n = index.data.docs.count;
    const scale = (t: number) => {
      const local = bm25Idf(dfOf(index, t), n);
      return local > 0 ? bm25Idf(spaceDf.get(index.data.postings.terms[t]!) ?? dfOf(index, t), spaceN) / local : 1;
    };
    return runQuery(index.data.postings, index.scratch, termsOf[i]!, wanted, scale, expansions[i], { terms: false }).map((r) => ({ key, index, i, r }));
  });
  // Best first; ties by repository key, then by place in its own ranking, so the order is stable.
  ranked.sort((a, b) => b.r.score - a.r.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // The merged best candidates are reordered as one list, on the space's scores (rerank.ts); the
  // rerank's walk of the postings gives the winners' matched terms (for the snippets) too.
  let top = ranked.slice(0, wanted);
  if (reranking) {
    const distinct = termsOf.map((words, i) => [...new Set(words)].map((q) => expansions[i]!.get(q) ?? []));
    const scratchOf = new Map(indexes.map(({ index }) => [index.data, index.scratch]));
    const cands = top.map((t) => ({ ...t, data: t.index.data, expansions: distinct[t.i]!, doc: t.r.doc, score: t.r.score }));
    top = rerank(cands, (data) => buffersOf(scratchOf.get(data)!)).map(({ item: { key, index, i, doc }, score, terms }) => ({ key, index, i, r: { doc, score, terms } }));
  }
  top = top.slice(0, limit);
  // The winners' text is read in one go for all repositories (one IndexedDB transaction), and
  // the matched terms (for the snippets) are worked out for the winners only.
  const byIndex = new Map<RepoIndex, typeof top>();
  for (const t of top) byIndex.set(t.index, [...(byIndex.get(t.index) ?? []), t]);
  const groups = [...byIndex].map(([index, group]) => {
    const rs = group.map((g) => g.r);
    return { index, group, ranked: reranking ? rs : withTerms(index.data.postings, index.scratch, expansions[group[0]!.i]!, rs) };
  });
  const got = await hitsOfMany(groups);
  const hits = new Map<(typeof top)[number], SearchHit>();
  groups.forEach(({ group }, g) => group.forEach((t, k) => hits.set(t, got[g]![k]!)));
  return top.map((t) => ({ ...hits.get(t)!, key: t.key }));
}
