// Where today's ranking leaves the answers of the dev questions (issue 14, round 12): the answer's
// rank in buckets (1–6, 7–30, 31–100, >100, not retrieved), and for each miss (rank > 6) whether
// a section of the same file matches more of the query's words (IDF-weighted, any field) than
// the answer does, and whether that section is the answer's parent, previous or next section.
// This is what the neighbour features of the rerank trials (bench/support/rerank-context.ts) are for.
// Dev only (dev, dev-more, dev-9, held-10 spent); never frozen. Prints a table; writes nothing.
// Run: npx vite-node bench/rerank-diagnose.ts
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asIndexed, ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { decodeList, postingCount } from '../lib/search/postings-codec';
import { expand, indexedQueryTerms, runQuery } from '../lib/search/query';
import { neighboursOf } from './support/rerank-context';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { devHandbooks, devQuestionsOf } from './support/rerank-items';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const BUCKETS = ['1–6', '7–30', '31–100', '>100', 'not retrieved'] as const;
const bucketOf = (r: number): number => (r < 0 ? 4 : r < 6 ? 0 : r < 30 ? 1 : r < 100 ? 2 : 3);
const pct = (k: number, n: number): string => `${k} (${((100 * k) / (n || 1)).toFixed(0)}%)`;

if (!existsSync(CORPORA)) console.log(`Skipped: ${CORPORA} is absent.`);
else {
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  console.log(`| handbook (dev) | n | ${BUCKETS.join(' | ')} | misses | same file has more words | of which a neighbour |\n|---|---|---|---|---|---|---|---|---|---|`);
  const sum = { n: 0, b: [0, 0, 0, 0, 0], miss: 0, more: 0, nb: 0 };
  for (const h of devHandbooks(CORPORA)) {
    const { index, locate, docOf } = h;
    const { docs, postings: p } = index.data;
    const row = { n: 0, b: [0, 0, 0, 0, 0], miss: 0, more: 0, nb: 0 };
    const buf = new Uint32Array(docs.count);
    for (const q of devQuestionsOf(ROOT, h.name)) {
      const gold = docOf.get(`${q.file}#${locate(q.file, q.line)}`);
      const { rank, cov } = asIndexed(index.data.analyser, () => {
        const ranked = runQuery(p, index.scratch, q.question, 100000, undefined, undefined, { terms: false });
        const words = [...new Set(indexedQueryTerms(p, q.question))];
        // IDF-weighted share of the query's words each section matches (any field).
        const c = new Float64Array(docs.count);
        const idf = words.map((w) => { const es = expand(p.terms, w); return { es, v: Math.log(1 + docs.count / Math.max(1, ...es.map((e) => postingCount(p, e.term)))) }; });
        const total = idf.reduce((s, x) => s + x.v, 0) || 1;
        for (const { es, v } of idf) {
          const seen = new Set<number>();
          for (const e of es) { const n = decodeList(p, e.term, buf); for (let i = 0; i < n; i++) seen.add(buf[i]!); }
          for (const d of seen) c[d]! += v / total;
        }
        return { rank: ranked.findIndex((r) => r.doc === gold), cov: c };
      });
      row.n++;
      row.b[bucketOf(rank)]!++;
      if (rank >= 0 && rank < 6) continue;
      row.miss++;
      if (gold === undefined) continue;
      const f = docs.fileOf[gold]!;
      let more = false;
      for (let d = gold; d >= 0 && docs.fileOf[d] === f && !more; d--) more = cov[d]! > cov[gold]! + 1e-9;
      for (let d = gold + 1; d < docs.count && docs.fileOf[d] === f && !more; d++) more = cov[d]! > cov[gold]! + 1e-9;
      if (!more) continue;
      row.more++;
      const nb = neighboursOf(docs, gold);
      if ([nb.parent, nb.prev, nb.next].some((d) => d >= 0 && cov[d]! > cov[gold]! + 1e-9)) row.nb++;
    }
    console.log(`| ${h.name} | ${row.n} | ${row.b.map((k) => pct(k, row.n)).join(' | ')} | ${row.miss} | ${pct(row.more, row.miss)} | ${pct(row.nb, row.more)} |`);
    sum.n += row.n; sum.miss += row.miss; sum.more += row.more; sum.nb += row.nb;
    row.b.forEach((k, i) => { sum.b[i]! += k; });
  }
  console.log(`| all | ${sum.n} | ${sum.b.map((k) => pct(k, sum.n)).join(' | ')} | ${sum.miss} | ${pct(sum.more, sum.miss)} | ${pct(sum.nb, sum.more)} |`);
}
