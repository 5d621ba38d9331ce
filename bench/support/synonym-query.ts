// Round 9 trial: today's runQuery (lib/search/query.ts) with WordNet synonyms as extra expansions
// that weigh `weight` and count `credit` (0.5: half) of a match in the coordination factor, as
// round 4's best variant did (f596fe2). A copy for measuring only; the product's query is untouched.
import { asIndexed } from '../../lib/search/cjk/analyser';
import { clearFiles, noteFileImpact, scoreFiles } from '../../lib/search/file-evidence';
import { lowerBound } from '../../lib/search/index-data';
import type { RepoIndex } from '../../lib/search/index';
import { expand } from '../../lib/search/query';
import { queryTerms } from '../../lib/search/query-words';
import { topK } from '../../lib/search/top-k';
import { keyOf } from './passage-context';

export interface SynonymOptions { table: ReadonlyMap<string, readonly string[]>; weight: number; credit: number; perTerm: number }

/** The top `limit` keys and scores of `q` on `index`, synonyms added as `o` says. */
export function rankedWithSynonyms(index: RepoIndex, q: string, limit: number, o: SynonymOptions): Array<{ key: string; score: number }> {
  const p = index.data.postings;
  const { score, matched, lastTerm, touched, files, finals } = index.scratch;
  const { fileOf } = files;
  const run = (): Array<{ id: number; score: number }> => {
    const occurrences = new Map<string, number>();
    for (const t of queryTerms(q, (t) => p.terms[lowerBound(p.terms, t)] === t)) occurrences.set(t, (occurrences.get(t) ?? 0) + 1);
    let nTouched = 0;
    let qi = 0;
    for (const [term, times] of occurrences) {
      // The product's own synonyms (lib/search/synonyms.ts) are left out: this copy adds the table it is given.
      const exps = expand(p.terms, term).filter((e) => !e.synonym).map((e) => ({ ...e, credit: 2 }));
      const seen = new Set(exps.map((e) => e.term));
      let k = 0;
      for (const s of o.table.get(term) ?? []) {
        if (k >= o.perTerm) break;
        const t = lowerBound(p.terms, s);
        if (p.terms[t] !== s) continue;
        k++;
        if (!seen.has(t)) (seen.add(t), exps.push({ term: t, weight: o.weight, credit: Math.round(2 * o.credit) }));
      }
      for (const e of exps) {
        const w = e.weight * times;
        const lo = w * p.lo[e.term]!;
        const step = w * p.step[e.term]!;
        let kk = p.istarts[e.term]!;
        let d = 0;
        let runFile = -1;
        let runEnd = 0;
        let runBest = 0;
        for (let pos = p.offsets[e.term]!, end = p.offsets[e.term + 1]!; pos < end; kk++) {
          let b = p.stream[pos++]!;
          let v = b & 127;
          for (let mul = 128; b & 128; mul *= 128) {
            b = p.stream[pos++]!;
            v += (b & 127) * mul;
          }
          d += Math.floor(v / 16);
          if (lastTerm[d] !== qi) {
            if (lastTerm[d] === -1) touched[nTouched++] = d;
            lastTerm[d] = qi;
            matched[d]! += e.credit;
          }
          const impact = lo + p.levels[kk]! * step;
          score[d]! += impact;
          if (d >= runEnd) {
            if (runFile >= 0) noteFileImpact(files, runFile, qi, runBest);
            runFile = fileOf[d]!;
            runEnd = files.runEnd[d]!;
            runBest = impact;
          } else runBest = Math.max(runBest, impact);
        }
        if (runFile >= 0) noteFileImpact(files, runFile, qi, runBest);
      }
      qi++;
    }
    scoreFiles(files);
    for (let n = 0; n < nTouched; n++) {
      const d = touched[n]!;
      finals[n] = (score[d]! * matched[d]!) / 2 + files.score[fileOf[d]!]!;
      score[d] = 0;
      matched[d] = 0;
      lastTerm[d] = -1;
    }
    clearFiles(files);
    return topK(touched, finals, nTouched, limit);
  };
  return asIndexed(index.data.analyser, run).map((r) => ({ key: keyOf(index, r.id), score: r.score }));
}
