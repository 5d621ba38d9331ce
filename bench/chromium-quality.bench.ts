/**
 * Search quality as the outside check measures it: every question of the four handbooks asked
 * through `stone_search {query}` (its default limit, 6) in the built extension in real Chromium (each handbook
 * served by `git http-backend` on 127.0.0.1 and added with `repos/add`), scored by the same hit
 * rule as bench/search-quality.bench.ts, and compared question by question with `searchIndex` in
 * Node over the same files. A difference would mean the product ranks otherwise than the
 * benchmark that the ranking is chosen on (the clone, the worker's analyser, the tool's path).
 *
 * Run: npx vite-node bench/chromium-quality.bench.ts   → writes bench/results/chromium-quality.md
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { startGitServer } from '../test/support/git-server';
import { projectRoot } from '../test/support/repo-fixtures';
import { launchSnapshot, snapshotBuild } from '../test/support/build-snapshot';
import { searchLatencies } from './support/extension-probe';
import { buildIndex, searchIndex } from '../lib/search/index';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { corpusSections, readCorpus } from '../test/search/quality-eval';
import { HANDBOOKS, hitRank, questionGroups, readBenchQuestions, readExtraDev, sectionLocator, type BenchQuestion } from './support/search-quality';

const CORPORA = path.resolve(projectRoot, '../shared/corpora');

interface Tally { n: number; hit1: number; hit6: number; same: number }
const zero = (): Tally => ({ n: 0, hit1: 0, hit6: 0, same: 0 });

async function main(): Promise<void> {
  if (!existsSync(CORPORA)) {
    console.log(`skipped: ${CORPORA} is absent.`);
    return;
  }
  setDictionaryReader(nodeDictionaryReader);
  await ensureAnalyserFor(['日本語']);
  const server = await startGitServer();
  const build = await snapshotBuild();
  const s = await launchSnapshot(build);
  const rows: Array<{ handbook: string; split: string; t: Tally }> = [];
  const diffs: string[] = [];
  try {
    for (const { name, shared } of HANDBOOKS) {
      const dir = path.join(CORPORA, name);
      if (!existsSync(dir)) continue;
      const url = await server.importFolder(name, dir);
      const added = await s.call<any>({ type: 'repos/add', id: name, url });
      if (!added.ok) throw new Error(`repos/add ${name}: ${JSON.stringify(added.error)}`);
      const sections = corpusSections(readCorpus(dir));
      const index = buildIndex(sections);
      const locate = sectionLocator(sections);
      const groups = questionGroups(
        readBenchQuestions(path.join(projectRoot, 'bench/questions', `${name}.jsonl`)),
        readBenchQuestions(path.join(CORPORA, shared), 'frozen', 'shared corpora'),
        readExtraDev(path.join(projectRoot, 'bench/questions'), name).more,
        readExtraDev(path.join(projectRoot, 'bench/questions'), name).ninth,
      );
      for (const [split, qs] of groups as Array<[string, BenchQuestion[]]>) {
        const got = await searchLatencies(s, name, qs.map((q) => q.question));
        const t = zero();
        for (const [i, q] of qs.entries()) {
          const answer = got[i]!;
          if (answer.error) throw new Error(`stone_search "${q.question}": ${answer.error}`);
          const node = (await searchIndex(index, q.question, 6)).map((h) => `${h.file}:${h.line}`);
          const rank = hitRank(answer.sections, q, locate);
          t.n++;
          if (rank === 0) t.hit1++;
          if (rank >= 0) t.hit6++;
          if (answer.sections.map((h) => `${h.file}:${h.line}`).join('|') === node.join('|')) t.same++;
          else if (!split.startsWith('frozen')) diffs.push(`[${name}] ${q.question}`);
        }
        rows.push({ handbook: name, split, t });
        console.log(`${name} ${split}: ${t.hit1}/${t.hit6}/${t.n}, same as Node ${t.same}`);
      }
      await s.call({ type: 'repos/remove', id: name });
    }
  } finally {
    await s.close();
    await server.close().catch(() => {});
  }
  const sum = (pick: (r: (typeof rows)[number]) => boolean): Tally =>
    rows.filter(pick).reduce((a, { t }) => ({ n: a.n + t.n, hit1: a.hit1 + t.hit1, hit6: a.hit6 + t.hit6, same: a.same + t.same }), zero());
  const rate = (x: number, n: number): string => (n ? (x / n).toFixed(2) : '–');
  const line = (h: string, split: string, t: Tally): string => `| ${h} | ${split} | ${t.n} | ${rate(t.hit1, t.n)} | ${rate(t.hit6, t.n)} | ${t.same} of ${t.n} |`;
  const frozen = (r: { split: string }): boolean => r.split.startsWith('frozen');
  const md = [
    '## Search quality through `stone_search` in Chromium',
    '',
    `Run \`npx vite-node bench/chromium-quality.bench.ts\`. The built extension in Debian's Chromium (headless), ${cpus().length} CPUs. Each handbook of \`../shared/corpora\` served by \`git http-backend\` on 127.0.0.1, added with \`repos/add\`, and every question of bench/search-quality.bench.ts asked as \`stone_search {query}\` (its default limit, 6) from the side panel page (what the outside check does); hit rule and questions as there. "Same as Node": the six sections, in order, equal those of \`searchIndex\` in Node over the same files.`,
    '',
    '| handbook | split | n | hit@1 | hit@6 | same six as Node, in order |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => line(r.handbook, r.split, r.t)),
    line('**all**', '**dev**', sum((r) => !frozen(r))),
    line('**all**', '**frozen**', sum(frozen)),
    '',
    diffs.length ? `Dev questions whose six differ from Node's (${diffs.length}):\n\n${diffs.map((d) => `- ${d}`).join('\n')}` : 'Every dev and frozen question got the same six sections, in the same order, as in Node.',
    '',
  ].join('\n');
  writeFileSync(path.join(projectRoot, 'bench/results/chromium-quality.md'), md);
  console.log(md);
}

await main();
