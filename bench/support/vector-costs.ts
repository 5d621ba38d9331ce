// Costs of the round-6 word-vector methods: the derived asset's size per vocabulary cap (int8
// components, a float32 scale per word, the words), section vectors' build time and bytes, and
// the time a query adds (median over the English dev questions, five passes, no memo).
import { gzipSync } from 'node:zlib';
import { DIMS, capped, type WordVectors } from './word-vectors';
import { rankToday, type Handbook } from './vector-context';
import { cosines, queryVector, sectionVectors, type SectionVectors } from './vector-math';
import { expandedFor, neighbourTable } from './vector-expansion';
import { fusedRank } from './vector-fusion';

// Cosines of the listed sections only (a weighted fusion over today's top K needs no more), in a full-length array.
function cosinesOf(sv: SectionVectors, v: Float32Array, docs: readonly number[]): Float32Array {
  const out = new Float32Array(sv.rows);
  for (const d of docs) {
    let s = 0;
    for (let i = 0; i < DIMS; i++) s += sv.m[d * DIMS + i]! * v[i]!;
    out[d] = s;
  }
  return out;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function timed(f: () => void): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

export function measureCosts(hbs: readonly Handbook[], wv: WordVectors, vocab: ReadonlyMap<string, number>): void {
  console.log('\n### Costs\n| N | asset raw (int8 + f32 scale + words) | gzip -9 |\n|---|---|---|');
  for (const n of [30_000, 60_000, 100_000]) {
    const v = capped(wv, n);
    const words = Buffer.from(v.words.join('\n'));
    const raw = Buffer.concat([Buffer.from(v.q.buffer, v.q.byteOffset, v.q.byteLength), Buffer.from(v.scale.buffer, v.scale.byteOffset, v.scale.byteLength), words]);
    console.log(`| ${n / 1000}k | ${(raw.length / 1e6).toFixed(2)} MB (words ${(words.length / 1e6).toFixed(2)} MB) | ${(gzipSync(raw, { level: 9 }).length / 1e6).toFixed(2)} MB |`);
  }
  console.log('| handbook | sections | section vectors (int8 + f32 scale) | build (idf, N 60k) | (a) ms/query added, RRF over all sections | (a) ms/query added, weighted over top 20 | (b) term table (once per index) | (b) ms/query added (k 3) | today ms/query |\n|---|---|---|---|---|---|---|---|---|');
  for (const h of hbs) {
    const qs = h.questions.filter((q) => !q.cjk);
    if (qs.length === 0) continue;
    const vc = { n: 60_000, weighting: 'idf' as const, pc: false };
    let sv = sectionVectors(h, wv, vc);
    const build = timed(() => { sv = sectionVectors(h, wv, vc); });
    const pass = (f: (i: number) => void): number => median(Array.from({ length: 5 }, () => median(qs.map((_, i) => timed(() => f(i))))));
    const tToday = pass((i) => rankToday(h.index, qs[i]!.q.question));
    const tA = pass((i) => { const q = qs[i]!; const v = queryVector(sv, wv, q.words); if (v) fusedRank(q.today, cosines(sv, v), { kind: 'rrf', w: 0.5, k0: 60 }, q.gold); });
    const tW = pass((i) => { const q = qs[i]!; const v = queryVector(sv, wv, q.words); if (v) fusedRank(q.today, cosinesOf(sv, v, q.today.slice(0, 20).map((r) => r.doc)), { kind: 'weighted', beta: 2, top: 20 }, q.gold); });
    let table = neighbourTable(h, wv, vocab, 60_000, false);
    const tTable = timed(() => { table = neighbourTable(h, wv, vocab, 60_000, false); });
    const tB = pass((i) => {
      const q = qs[i]!;
      const ex = expandedFor(h, q, table, { n: 60_000, k: 3, tau: 0.6, lambda: 0.2 });
      rankToday(h.index, q.q.question, ex);
    }) - tToday;
    const rows = h.index.data.docs.count;
    console.log(`| ${h.name} | ${rows} | ${((rows * (DIMS + 4)) / 1e6).toFixed(2)} MB | ${build.toFixed(0)} ms | ${tA.toFixed(2)} | ${tW.toFixed(3)} | ${tTable.toFixed(0)} ms | ${tB.toFixed(2)} | ${tToday.toFixed(2)} |`);
  }
}
