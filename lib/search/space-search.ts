/**
 * One ranking over several repositories (a whole-space search). Each repository's index holds
 * BM25 impacts computed with its own document frequencies, so a term rare in a small handbook
 * weighs more there than the same term in a large one, and raw scores of two indexes do not
 * compare. Before ranking, every index term a query reaches is put on the space's statistics:
 * its impacts are scaled by idf(space) / idf(repository), with the space's frequency the sum of
 * the repositories' and its size the sum of their sections. Then each index gives its best
 * `limit` on that common scale, and the merged list keeps the best `limit` of all. The cost is
 * one expansion pass per index before the query's own.
 */
import { hitsOf, type RepoIndex, type SearchHit } from './index';
import { expand, runQuery, withTerms } from './query';
import { bm25Idf } from './scoring';
import { tokenize } from './tokenize';
import { asIndexed, ensureAnalyserFor } from './cjk/analyser';

/** Document frequency of index term `t`: the number of its postings. */
const dfOf = (index: RepoIndex, t: number) => index.data.postings.istarts[t + 1]! - index.data.postings.istarts[t]!;

/** The best `limit` sections of all `indexes` for `query`, each with the key of its index. */
export async function searchIndexes<K extends string>(indexes: ReadonlyArray<{ key: K; index: RepoIndex }>, query: string, limit: number): Promise<Array<SearchHit & { key: K }>> {
  if (indexes.some(({ index }) => index.data.analyser !== 'segments')) await ensureAnalyserFor([query]);
  // The query is cut as each index's CJK text was (cjk/analyser.ts): its words may differ per index.
  const words = indexes.map(({ index }) => asIndexed(index.data.analyser, () => [...new Set(tokenize(query))]));
  // Each index's expansions of the query terms, computed once: for the frequencies and the ranking.
  const expansions = indexes.map(({ index }, i) => new Map(words[i]!.map((q) => [q, expand(index.data.postings.terms, q)])));
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
  const ranked = indexes.flatMap(({ key, index }, i) => {
    const n = index.data.docs.count;
    const scale = (t: number) => {
      const local = bm25Idf(dfOf(index, t), n);
      return local > 0 ? bm25Idf(spaceDf.get(index.data.postings.terms[t]!) ?? dfOf(index, t), spaceN) / local : 1;
    };
    return asIndexed(index.data.analyser, () => runQuery(index.data.postings, index.scratch, query, limit, scale, expansions[i], { terms: false })).map((r) => ({ key, index, i, r }));
  });
  // Best first; ties by repository key, then by place in its own ranking, so the order is stable.
  ranked.sort((a, b) => b.r.score - a.r.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const top = ranked.slice(0, limit);
  // The hits' text is read once per repository (as a one-repository search reads it), then put
  // back in the merged order.
  const byIndex = new Map<RepoIndex, typeof top>();
  for (const t of top) byIndex.set(t.index, [...(byIndex.get(t.index) ?? []), t]);
  const hits = new Map<(typeof top)[number], SearchHit>();
  await Promise.all(
    [...byIndex].map(async ([index, group]) => {
      // The matched terms (for the snippets) of the winners only.
      const ranked = withTerms(index.data.postings, index.scratch, expansions[group[0]!.i]!, group.map((g) => g.r));
      const got = await hitsOf(index, ranked);
      group.forEach((g, k) => hits.set(g, got[k]!));
    }),
  );
  return top.map((t) => ({ ...hits.get(t)!, key: t.key }));
}
