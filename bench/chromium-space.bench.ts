/**
 * Whole-space search in real Chromium: `stone_search` with `scope: "space"` over five
 * repositories holding 10,000 generated files in all, against `stone_search` on one
 * 5,000-file repository, both measured in the same run from the side panel page (100 queries,
 * after a warm-up pass of the same queries; p50 and p95). Target (performance.md): whole-space
 * p95 ≤ 1.5 × the single repository's p95.
 *
 * Run: npx vite-node bench/chromium-space.bench.ts [--quick]   → writes bench/results/chromium-space.md
 * `--quick`: a tenth of the files.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startGitServer } from '../test/support/git-server';
import { projectRoot } from '../test/support/repo-fixtures';
import { launchSnapshot, snapshotBuild } from '../test/support/build-snapshot';
import { generateHandbook } from './support/generate-handbook';
import { median, ms, percentile, ratio } from './support/stats';

const QUICK = process.argv.includes('--quick') || process.env.PRIMACHAT_BENCH_QUICK === '1';
const SCALE = QUICK ? 0.1 : 1;
const SPACE_REPOS = 5;
const SPACE_FILES = Math.round(10_000 * SCALE);
const SINGLE_FILES = Math.round(5_000 * SCALE);
const BYTES_PER_FILE = 12_000;
/** Interleaved measured rounds: tails on a shared 2-core machine move between rounds, so five. */
const ROUNDS = 5;

const TOPICS = ['leave', 'laptop', 'travel', 'security', 'benefits', 'training', 'hiring', 'budget', 'expense', 'onboarding', 'password', 'slack',
  'incident', 'review', 'holiday', 'payroll', 'remote', 'meeting', 'release', 'contract'];

function queries(): string[] {
  let a = 777;
  const next = () => (a = (a * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: 100 }, () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => TOPICS[Math.floor(next() * TOPICS.length)]).join(' '));
}

async function main() {
  const server = await startGitServer();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-space-'));
  const extensionDir = await snapshotBuild();
  const session = await launchSnapshot(extensionDir);
  try {
    const add = async (space: string, id: string, files: number, seed: number) => {
      const dir = path.join(work, `${space}-${id}`);
      await mkdir(dir, { recursive: true });
      await generateHandbook(dir, { files, totalBytes: files * BYTES_PER_FILE, seed });
      await writeFile(path.join(dir, 'README.md'), `# ${id}\n\nStart here.\n`);
      const url = await server.importFolder(`${space}-${id}`, dir);
      const r = await session.call({ type: 'repos/add', space, id, url });
      if (!r.ok) throw new Error(`repos/add ${space}/${id}: ${JSON.stringify(r.error)}`);
      return r.repo.sections as number;
    };
    const singleSections = await add('single', 'big', SINGLE_FILES, 1);
    let spaceSections = 0;
    for (let i = 0; i < SPACE_REPOS; i++) spaceSections += await add('space', `repo${i}`, SPACE_FILES / SPACE_REPOS, 10 + i);

    const qs = queries();
    const run = (space: string, body: Record<string, unknown>) =>
      session.page.evaluate(
        async ({ space, body, qs }) => {
          const out: number[] = [];
          let empty = 0;
          for (const query of qs) {
            const t = performance.now();
            const a = await (globalThis as any).chrome.runtime.sendMessage({ type: 'tools/execute', space, body: { ...body, name: 'stone_search', arguments: { query } } });
            out.push(performance.now() - t);
            if (!a?.display?.sections?.length) empty++;
          }
          return { out, empty };
        },
        { space, body, qs },
      );
    const rounds: Array<{ single: number[]; space: number[] }> = [];
    // Warm both (indexes loaded, caches filled), then measure them interleaved, ROUNDS rounds.
    await run('single', { repoId: 'big' });
    await run('space', { scope: 'space' });
    let emptySpace = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const single = (await run('single', { repoId: 'big' })).out;
      const whole = await run('space', { scope: 'space' });
      emptySpace = whole.empty;
      rounds.push({ single, space: whole.out });
    }
    const p = (key: 'single' | 'space', q: number) => median(rounds.map((x) => percentile(x[key], q / 100)));
    const lines = [
      '## Whole-space search in Chromium (`bench/chromium-space.bench.ts`)',
      '',
      `The built extension in Debian's Chromium (headless), ${cpus().length} CPUs. One space of ${SPACE_REPOS} generated repositories with ${SPACE_FILES} files in all (${spaceSections} sections), and one generated repository of ${SINGLE_FILES} files (${singleSections} sections) in another space. 100 keyword queries, each run as \`stone_search\` with \`scope: "space"\` and as \`stone_search\` on the single repository, from the side panel page; after a warm-up pass, ${ROUNDS} interleaved rounds; medians of the rounds' percentiles.${QUICK ? ' (--quick: a tenth of the files.)' : ''}`,
      '',
      '| search | p50 | p95 | p95 ÷ single repository\'s p95 (target ≤ 1.5) |',
      '|---|---|---|---|',
      `| one repository, ${SINGLE_FILES} files | ${ms(p('single', 50))} | ${ms(p('single', 95))} | 1.00 |`,
      `| whole space, ${SPACE_REPOS} repositories, ${SPACE_FILES} files | ${ms(p('space', 50))} | ${ms(p('space', 95))} | **${ratio(p('space', 95) / p('single', 95))}** |`,
      '',
      `Queries with no hit in the whole space: ${emptySpace} of 100. Each round's p95 ratio: ${rounds.map((x) => ratio(percentile(x.space, 0.95) / percentile(x.single, 0.95))).join(', ')}.`,
      '',
    ];
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(path.join(projectRoot, 'bench/results'), { recursive: true });
    writeFileSync(path.join(projectRoot, 'bench/results/chromium-space.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await session.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
    await rm(extensionDir, { recursive: true, force: true });
  }
}

await main();
