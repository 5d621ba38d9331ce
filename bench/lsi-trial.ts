// Trial: latent semantic indexing (truncated SVD of the section × term tf-idf matrix, from the
// repository itself) fused with the shipped ranking. npx vite-node bench/lsi-trial.ts -- --k=128 --w=0.5
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, searchIndex } from '../lib/search/index';
import { collect } from '../lib/search/index-collect';
import { FIELDS } from '../lib/search/scoring';
import { queryTerms } from '../lib/search/query-words';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { readCorpus } from '../test/search/quality-eval';
import { splitSections, type Section } from '../lib/search/sections';
import { hitRank, questionGroups, readBenchQuestions, sectionLocator } from './support/search-quality';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const K = Number(arg('k') ?? 128);
const W = Number(arg('w') ?? 0.5);
const POOL = Number(arg('pool') ?? 100);
const FUSE = arg('fuse') ?? 'rrf';
const NAME = arg('name') ?? 'lsi';
const FROZEN = process.argv.includes('--frozen');
const ONLY = arg('only');
const HANDBOOKS = [['18f-handbook', 'questions-18f.jsonl'], ['cwe-playbook', 'questions-cwe-playbook.jsonl'], ['mattermost-handbook', 'questions-mattermost-handbook.jsonl'], ['ja-react-dev', 'questions-ja-react-dev.jsonl']].filter(([h]) => !ONLY || ONLY.split(',').includes(h!));
const FW = [Number(arg('fh') ?? 2), Number(arg('fp') ?? 1), 1, Number(arg('ff') ?? 1)];

let seed = 12345;
const rnd = (): number => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff - 0.5; };

interface Csr { rows: number; cols: number; ptr: Int32Array; idx: Int32Array; val: Float32Array }

function orthonormalize(Y: Float64Array, m: number, l: number): void {
  // column-major m × l, modified Gram-Schmidt
  for (let j = 0; j < l; j++) {
    const cj = j * m;
    for (let i = 0; i < j; i++) {
      const ci = i * m;
      let dot = 0;
      for (let r = 0; r < m; r++) dot += Y[ci + r]! * Y[cj + r]!;
      for (let r = 0; r < m; r++) Y[cj + r]! -= dot * Y[ci + r]!;
    }
    let norm = 0;
    for (let r = 0; r < m; r++) norm += Y[cj + r]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let r = 0; r < m; r++) Y[cj + r]! /= norm;
  }
}
// Y (m×l) = A X (X n×l), column-major
function mulA(A: Csr, X: Float64Array, l: number): Float64Array {
  const Y = new Float64Array(A.rows * l);
  for (let r = 0; r < A.rows; r++) for (let p = A.ptr[r]!; p < A.ptr[r + 1]!; p++) {
    const c = A.idx[p]!; const v = A.val[p]!;
    for (let j = 0; j < l; j++) Y[j * A.rows + r]! += v * X[j * A.cols + c]!;
  }
  return Y;
}
function mulAt(A: Csr, Y: Float64Array, l: number): Float64Array {
  const X = new Float64Array(A.cols * l);
  for (let r = 0; r < A.rows; r++) for (let p = A.ptr[r]!; p < A.ptr[r + 1]!; p++) {
    const c = A.idx[p]!; const v = A.val[p]!;
    for (let j = 0; j < l; j++) X[j * A.cols + c]! += v * Y[j * A.rows + r]!;
  }
  return X;
}
function jacobiEigen(S: Float64Array, n: number): { vals: Float64Array; vecs: Float64Array } {
  const a = S.slice(); const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 30; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) {
      const apq = a[p * n + q]!;
      if (Math.abs(apq) < 1e-15) continue;
      const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(t * t + 1); const s = t * c;
      for (let k = 0; k < n; k++) {
        const akp = a[k * n + p]!, akq = a[k * n + q]!;
        a[k * n + p] = c * akp - s * akq; a[k * n + q] = s * akp + c * akq;
      }
      for (let k = 0; k < n; k++) {
        const apk = a[p * n + k]!, aqk = a[q * n + k]!;
        a[p * n + k] = c * apk - s * aqk; a[q * n + k] = s * apk + c * aqk;
      }
      for (let k = 0; k < n; k++) {
        const vkp = v[k * n + p]!, vkq = v[k * n + q]!;
        v[k * n + p] = c * vkp - s * vkq; v[k * n + q] = s * vkp + c * vkq;
      }
    }
  }
  const vals = new Float64Array(n);
  for (let i = 0; i < n; i++) vals[i] = a[i * n + i]!;
  return { vals, vecs: v };
}

/** Term basis V (n × k, column-major) of the top k singular vectors. */
function lsi(A: Csr, k: number): Float64Array {
  const l = k + 10;
  let Om = new Float64Array(A.cols * l).map(() => rnd());
  let Y = mulA(A, Om, l);
  orthonormalize(Y, A.rows, l);
  for (let it = 0; it < 2; it++) {
    const Z = mulAt(A, Y, l); orthonormalize(Z, A.cols, l);
    Y = mulA(A, Z, l); orthonormalize(Y, A.rows, l);
  }
  const B = mulAt(A, Y, l); // n × l = Aᵀ Q  (so B^T = Qᵀ A)
  // Bᵀ B (l × l)
  const G = new Float64Array(l * l);
  for (let i = 0; i < l; i++) for (let j = i; j < l; j++) {
    let s = 0;
    for (let r = 0; r < A.cols; r++) s += B[i * A.cols + r]! * B[j * A.cols + r]!;
    G[i * l + j] = G[j * l + i] = s;
  }
  const { vals, vecs } = jacobiEigen(G, l);
  const order = [...vals.keys()].sort((a, b) => vals[b]! - vals[a]!).slice(0, k);
  const V = new Float64Array(A.cols * k);
  order.forEach((e, j) => {
    const sv = Math.sqrt(Math.max(vals[e]!, 1e-12));
    for (let r = 0; r < A.cols; r++) {
      let s = 0;
      for (let i = 0; i < l; i++) s += B[i * A.cols + r]! * vecs[i * l + e]!;
      V[j * A.cols + r] = s / sv;
    }
  });
  return V;
}

function model(sections: Section[]) {
  const titles = new Map<string, string | undefined>();
  for (const s of sections) if (!titles.has(s.file)) titles.set(s.file, s.title ?? (s.level === 0 ? s.heading : undefined));
  const c = collect(sections.map((s) => ({ section: s, title: titles.get(s.file) })));
  const m = c.sections.length; const n = c.terms.length;
  const df = new Int32Array(n);
  const rows: Array<Array<[number, number]>> = Array.from({ length: m }, () => []);
  for (let r = 0; r < c.rowTerm.length; r++) {
    let tf = 0;
    for (let f = 0; f < FIELDS.length; f++) tf += FW[f]! * c.rowTf.data[r * FIELDS.length + f]!;
    if (tf <= 0) continue;
    rows[c.rowDoc.data[r]!]!.push([c.rowTerm.data[r]!, tf]);
    df[c.rowTerm.data[r]!]!++;
  }
  const idf = Float64Array.from(df, (d) => Math.log(m / (d + 1)) + 1);
  const ptr = new Int32Array(m + 1);
  rows.forEach((r, i) => { ptr[i + 1] = ptr[i]! + r.length; });
  const idx = new Int32Array(ptr[m]!); const val = new Float32Array(ptr[m]!);
  rows.forEach((r, i) => {
    let norm = 0;
    const ws = r.map(([t, tf]) => { const w = (1 + Math.log(tf)) * idf[t]!; norm += w * w; return w; });
    norm = Math.sqrt(norm) || 1;
    r.forEach(([t], j) => { idx[ptr[i]! + j] = t; val[ptr[i]! + j] = ws[j]! / norm; });
  });
  const A: Csr = { rows: m, cols: n, ptr, idx, val };
  const t0 = performance.now();
  const V = lsi(A, K);
  const ms = performance.now() - t0;
  // doc vectors D = A V (m × k), row-normalised
  const D = new Float32Array(m * K);
  for (let r = 0; r < m; r++) {
    for (let p = ptr[r]!; p < ptr[r + 1]!; p++) for (let j = 0; j < K; j++) D[r * K + j]! += val[p]! * V[j * n + idx[p]!]!;
    let s = 0; for (let j = 0; j < K; j++) s += D[r * K + j]! ** 2;
    s = Math.sqrt(s) || 1; for (let j = 0; j < K; j++) D[r * K + j]! /= s;
  }
  const termId = new Map(c.terms.map((t, i) => [t, i]));
  const docOf = new Map(c.sections.map((s, i) => [`${s.file}#${s.line}`, i]));
  const query = (q: string): Float64Array => {
    const counts = new Map<number, number>();
    for (const t of queryTerms(q, (x) => termId.has(x))) { const id = termId.get(t); if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1); }
    const v = new Float64Array(K);
    for (const [t, tf] of counts) { const w = (1 + Math.log(tf)) * idf[t]!; for (let j = 0; j < K; j++) v[j]! += w * V[j * n + t]!; }
    let s = 0; for (let j = 0; j < K; j++) s += v[j]! ** 2;
    s = Math.sqrt(s) || 1; for (let j = 0; j < K; j++) v[j]! /= s;
    return v;
  };
  const cos = (v: Float64Array, d: number): number => { let s = 0; for (let j = 0; j < K; j++) s += v[j]! * D[d * K + j]!; return s; };
  return { sections: c.sections, query, cos, docOf, ms, m, n };
}

interface Rec { key: string; handbook: string; frozen: boolean; r: number }
setDictionaryReader(nodeDictionaryReader);
await ensureAnalyserFor(['日本語']);
const recs: Rec[] = [];
for (const [name, shared] of HANDBOOKS as Array<[string, string]>) {
  const files = readCorpus(path.join(CORPORA, name));
  const sections = files.flatMap(([f, t]) => splitSections(f, t));
  const index = buildIndex(sections);
  const mdl = model(sections);
  console.error(`${name}: ${mdl.m} sections × ${mdl.n} terms, SVD k=${K} ${mdl.ms.toFixed(0)} ms`);
  const locate = sectionLocator(sections);
  const groups = questionGroups(
    readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.jsonl`)),
    readBenchQuestions(path.join(CORPORA, shared), 'frozen', 'shared corpora'),
    readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.dev-more.jsonl`), 'dev'),
  );
  for (const [group, qs] of groups) {
    const frozen = group.startsWith('frozen');
    if (frozen && !FROZEN) continue;
    for (const q of qs) {
      const hits = await searchIndex(index, q.question, POOL);
      const qv = mdl.query(q.question);
      const all: Array<[number, number]> = [];
      for (let d = 0; d < mdl.m; d++) all.push([d, mdl.cos(qv, d)]);
      all.sort((a, b) => b[1] - a[1]);
      const score = new Map<number, number>();
      if (FUSE === 'rrf') {
        hits.forEach((h, i) => { const d = mdl.docOf.get(`${h.file}#${h.line}`)!; score.set(d, (score.get(d) ?? 0) + 1 / (60 + i)); });
        all.slice(0, POOL).forEach(([d], i) => score.set(d, (score.get(d) ?? 0) + W / (60 + i)));
      } else {
        // rerank the lexical pool: normalised lexical score + W × cosine
        const top = hits[0]?.score ?? 1;
        hits.forEach((h) => { const d = mdl.docOf.get(`${h.file}#${h.line}`)!; score.set(d, h.score / top + W * mdl.cos(qv, d)); });
      }
      const ranked = [...score].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([d]) => mdl.sections[d]!);
      recs.push({ key: `${name}|${group}|${q.question}`, handbook: name, frozen, r: hitRank(ranked, q, locate) });
    }
  }
}
const OUT = '/tmp/q/variants';
mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, `${NAME}.json`), JSON.stringify(recs));
const baseFile = path.join(OUT, 'base.json');
const base = existsSync(baseFile) ? new Map((JSON.parse(readFileSync(baseFile, 'utf8')) as Rec[]).map((r) => [r.key, r])) : undefined;
function line(label: string, rs: Rec[]): string {
  const h1 = rs.filter((r) => r.r === 0).length; const h6 = rs.filter((r) => r.r >= 0).length;
  let pair = '';
  if (base) {
    const w6 = rs.filter((r) => r.r >= 0 && (base.get(r.key)?.r ?? -1) < 0).length;
    const l6 = rs.filter((r) => r.r < 0 && (base.get(r.key)?.r ?? -1) >= 0).length;
    const w1 = rs.filter((r) => r.r === 0 && base.get(r.key)?.r !== 0).length;
    const l1 = rs.filter((r) => r.r !== 0 && base.get(r.key)?.r === 0).length;
    pair = ` | @1 +${w1}/−${l1} | @6 +${w6}/−${l6}`;
  }
  return `| ${label} | ${rs.length} | ${(h1 / rs.length).toFixed(3)} | ${(h6 / rs.length).toFixed(3)}${pair} |`;
}
const out = [`${NAME} k=${K} w=${W} pool=${POOL} fuse=${FUSE} fw=${FW}`];
for (const fz of FROZEN ? [false, true] : [false]) {
  const sel = recs.filter((r) => r.frozen === fz);
  const tag = fz ? 'frozen' : 'dev';
  out.push(line(`${tag} all`, sel));
  for (const [h] of HANDBOOKS) out.push(line(`${tag} ${h}`, sel.filter((r) => r.handbook === h)));
}
console.log(out.join('\n'));
