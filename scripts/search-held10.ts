/**
 * Issue 14, tenth round: the held-out questions of bench/questions/<handbook>.held-10.jsonl,
 * written by a helper who wrote no ranking code and never ran a search, read once by the
 * integrator after the merge. Ranks every question with `searchIndex(index, question, 6)` (what
 * `stone_search` runs) and MiniSearch defaults on the same sections; `--out=F` writes the ranks,
 * `--pair=F` pairs them against ranks an older checkout wrote (questions won / lost, sign test).
 * Counts only: no question or miss is printed. `--frozen` reads the frozen questions instead (the
 * integrator's one read of a candidate named before it). Run from the tree to measure:
 * `npx vite-node scripts/search-held10.ts [--frozen | --round=12 | --round=13 | --round=14 | --round=15 | --round=16] [--questions=DIR] [--out=F] [--pair=F]`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, searchIndex } from '../lib/search/index';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { corpusSections, defaultSearcher, readCorpus } from '../test/search/quality-eval';
import { HANDBOOKS, hitRank, readBenchQuestions, sectionLocator } from '../bench/support/search-quality';
import { signTest } from '../bench/support/sign-test';
import { HELD_ROUNDS } from '../bench/support/held10-questions';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const QDIR = arg('questions') ?? path.join(ROOT, 'bench/questions');
/** `--frozen`: the frozen questions instead (ours marked frozen and the shared ones), for the integrator's one read of a named candidate. */
const FROZEN = process.argv.includes('--frozen');
/** `--round=12` … `--round=16` (any key of HELD_ROUNDS): that round's held-out questions (`<handbook>.held-12.jsonl` … `.held-16.jsonl`) instead of round 10's. */
const ROUND = arg('round') ?? '10';
const HELD = HELD_ROUNDS[ROUND] ?? (() => {
  throw new Error(`--round must be one of ${Object.keys(HELD_ROUNDS).join(', ')}, not ${ROUND}`);
})();

type Ranks = Record<string, number[]>;

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) return console.log(`Skipped: ${CORPORA} is absent.`);
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const ours: Ranks = {};
  const mini: Ranks = {};
  for (const h of HANDBOOKS) {
    const qs = FROZEN
      ? [...readBenchQuestions(path.join(QDIR, `${h.name}.jsonl`)).filter((q) => q.split === 'frozen'), ...readBenchQuestions(path.join(CORPORA, h.shared), 'frozen', 'shared')]
      : HELD.read(QDIR, h.name);
    if (qs.length === 0) continue;
    const sections = corpusSections(readCorpus(path.join(CORPORA, h.name)));
    const index = buildIndex(sections);
    const locate = sectionLocator(sections);
    const ms = defaultSearcher(sections);
    const o: number[] = [];
    const m: number[] = [];
    for (const q of qs) {
      o.push(hitRank((await searchIndex(index, q.question, 6)).slice(0, 6), q, locate));
      m.push(hitRank((await ms(q.question)).slice(0, 6), q, locate));
    }
    ours[h.name] = o;
    mini[h.name] = m;
  }
  const out = arg('out');
  if (out !== undefined) writeFileSync(out, JSON.stringify(ours));
  const before: Ranks | null = arg('pair') === undefined ? null : (JSON.parse(readFileSync(arg('pair')!, 'utf8')) as Ranks);
  const rate = (rs: readonly number[], k: number): string => (rs.filter((r) => r >= 0 && r < k).length / Math.max(1, rs.length)).toFixed(2);
  const paired = (a: readonly number[], b: readonly number[], k: number): string => {
    const won = a.filter((r, i) => r >= 0 && r < k && !((b[i] ?? -1) >= 0 && (b[i] ?? -1) < k)).length;
    const lost = b.filter((r, i) => r >= 0 && r < k && !((a[i] ?? -1) >= 0 && (a[i] ?? -1) < k)).length;
    return `+${won} / −${lost} (p ${signTest(won, lost).toFixed(2)})`;
  };
  const rows = [...Object.keys(ours), 'all', 'English'];
  const pick = (r: Ranks, name: string): number[] =>
    name === 'all' ? Object.values(r).flat() : name === 'English' ? Object.entries(r).filter(([k]) => k !== 'ja-react-dev').flatMap(([, v]) => v) : r[name] ?? [];
  console.log(`| handbook | n | hit@1 / hit@6 ours | MiniSearch defaults |${before ? ' before | hit@1 won / lost | hit@6 won / lost |' : ''}`);
  console.log(`|---|---|---|---|${before ? '---|---|---|' : ''}`);
  for (const name of rows) {
    const a = pick(ours, name);
    const m = pick(mini, name);
    const cols = [name, String(a.length), `${rate(a, 1)} / ${rate(a, 6)}`, `${rate(m, 1)} / ${rate(m, 6)}`];
    if (before) {
      const b = pick(before, name);
      cols.push(`${rate(b, 1)} / ${rate(b, 6)}`, paired(a, b, 1), paired(a, b, 6));
    }
    console.log(`| ${cols.join(' | ')} |`);
  }
}

await main();
