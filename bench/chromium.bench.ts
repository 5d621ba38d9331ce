/**
 * Repositories in real Chromium (the built extension, a loopback git server): `repos/add` of the
 * 18F handbook and of a generated 5,000-file / 60 MB repository against native
 * `git clone --depth 1` from the same server; `repos/sync` of one changed file against the add;
 * `stone_search` round trips from the side panel page; the first search after the browser
 * stops the worker against the same search warm; storage per repository; the panel's JS.
 *
 * Run: npx vite-node bench/chromium.bench.ts [--quick]   → writes bench/results/chromium.md
 * `--quick` (or PRIMACHAT_BENCH_QUICK=1): a 1,000-file / 12 MB generated repository, fewer runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type { ExtensionSession } from '../test/support/chromium';
import { startGitServer, type GitServer } from '../test/support/git-server';
import { handbookDir, projectRoot } from '../test/support/repo-fixtures';
import { generateHandbook } from './support/generate-handbook';
import { nativeClone, nativeCopy, type NativeClone } from './support/native-clone';
import { addPhases, originUsage, recordProgress, searchLatencies, timedCall } from './support/extension-probe';
import { launchSnapshot, snapshotBuild } from '../test/support/build-snapshot';
import { panelJsSize } from './support/panel-size';
import { bytes, median, ms, percentile, ratio } from './support/stats';

const QUICK = process.argv.includes('--quick') || process.env.PRIMACHAT_BENCH_QUICK === '1';
const GENERATED = QUICK ? { files: 1000, totalBytes: 12_000_000 } : { files: 5000, totalBytes: 60_000_000 };

interface Target {
  name: string;
  id: string;
  url: string;
  /** A file to change upstream for the sync runs. */
  syncFile: string;
  addRuns: number;
  coldRuns: number;
}

interface Result {
  name: string;
  files: number;
  sections: number;
  native: NativeClone[];
  adds: number[];
  syncs: number[];
  /** Native `git fetch --depth 1` + checkout of the same upstream commits, in a native clone. */
  nativePulls: number[];
  syncChanged: string;
  usage: number[];
  phases: Array<{ clone: number; split: number; build: number; save: number }>;
  appBytes: number;
  search: { p50: number; p95: number; errors: number; empty: number };
  /** The same queries right after the five syncs. */
  afterSyncs: { p50: number; p95: number };
  cold: number[];
  warm: number[];
  /** `tools/manifest` right after the worker stopped: waking it and opening its stores, no index. */
  coldManifest: number[];
}

const TOPICS = ['leave', 'laptop', 'travel', 'security', 'benefits', 'training', 'hiring', 'budget', 'expense', 'onboarding', 'password', 'slack',
  'incident', 'review', 'holiday', 'payroll', 'remote', 'meeting', 'release', 'contract', '休暇', '経費', 'セキュリティ'];

/** 100 deterministic queries: the 18F questions when present, then two- to four-word keyword queries. */
function queries(): string[] {
  const file = path.resolve(projectRoot, '../shared/corpora/questions-18f.jsonl');
  const real = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').map((l) => String(JSON.parse(l).question)) : [];
  let a = 12345;
  const next = () => (a = (a * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = Array.from({ length: 100 - real.length }, () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => TOPICS[Math.floor(next() * TOPICS.length)]).join(' '));
  return [...real, ...words];
}

async function measure(s: ExtensionSession, server: GitServer, t: Target, qs: string[]): Promise<Result> {
  const native: NativeClone[] = [];
  const adds: number[] = [];
  const usage: number[] = [];
  const phases: Result['phases'] = [];
  let last: any;
  for (let i = 0; i < t.addRuns; i++) {
    native.push(await nativeClone(t.url));
    const id = i === t.addRuns - 1 ? t.id : `${t.id}-run${i}`;
    const before = await originUsage(s);
    await recordProgress(s);
    const { ms: took, start, answer } = await timedCall(s, { type: 'repos/add', id, url: t.url });
    if (!answer.ok) throw new Error(`repos/add ${t.name} failed: ${JSON.stringify(answer.error)}`);
    adds.push(took);
    const p = await addPhases(s, id, start);
    if (p) phases.push(p);
    usage.push((await originUsage(s)).total - before.total);
    last = answer.repo;
    console.log(`  ${t.name} run ${i + 1}: native ${ms(native[i]!.ms)}, repos/add ${ms(took)}`);
    if (id !== t.id) await timedCall(s, { type: 'repos/remove', id });
  }
  const appBytes = (await timedCall(s, { type: 'repos/list' })).answer.repos.find((r: any) => r.id === t.id)?.sizeBytes ?? 0;

  await searchLatencies(s, t.id, qs.slice(0, 10)); // warm up
  const lat = await searchLatencies(s, t.id, qs);
  const probe = qs[0]!;
  const cold: number[] = [];
  const warm: number[] = [];
  const coldManifest: number[] = [];
  for (let i = 0; i < t.coldRuns; i++) {
    await s.stopWorker();
    coldManifest.push((await timedCall(s, { type: 'tools/manifest' })).ms);
    await s.stopWorker();
    cold.push((await searchLatencies(s, t.id, [probe]))[0]!.ms);
    for (let j = 0; j < 3; j++) warm.push((await searchLatencies(s, t.id, [probe]))[0]!.ms);
  }
  const syncs: number[] = [];
  const nativePulls: number[] = [];
  const copy = await nativeCopy(t.url);
  let syncChanged = '';
  for (let i = 0; i < 5; i++) {
    await server.commit(t.id, { write: { [t.syncFile]: `# Changed upstream\n\nRevision ${i} of this page, with the word zephyrquokka${i}.\n` } }, `bench sync ${i}`);
    nativePulls.push(await copy.pull());
    const { ms: took, answer } = await timedCall(s, { type: 'repos/sync', id: t.id });
    if (!answer.ok) throw new Error(`repos/sync ${t.name} failed: ${JSON.stringify(answer.error)}`);
    syncs.push(took);
    const c = answer.changed;
    syncChanged = `${c.added.length} added, ${c.modified.length} modified, ${c.removed.length} removed`;
  }
  await copy.close();

  // The same queries after the syncs: each sync rewrites the stored index, and IndexedDB's
  // compaction of the old copies may still be running.
  const latAfter = await searchLatencies(s, t.id, qs);

  return {
    name: t.name, files: last.files, sections: last.sections, native, adds, syncs, nativePulls, syncChanged, usage, phases, appBytes, cold, warm, coldManifest,
    search: { p50: percentile(lat.map((l) => l.ms), 0.5), p95: percentile(lat.map((l) => l.ms), 0.95), errors: lat.filter((l) => l.error).length, empty: lat.filter((l) => l.hits === 0).length },
    afterSyncs: { p50: percentile(latAfter.map((l) => l.ms), 0.5), p95: percentile(latAfter.map((l) => l.ms), 0.95) },
  };
}

function report(results: Result[], panel: ReturnType<typeof panelJsSize>, generatedMb: number): string {
  const rows = results.map((r) => ({ r, nat: median(r.native.map((n) => n.ms)), add: median(r.adds), sync: median(r.syncs), cold: median(r.cold), warm: median(r.warm) }));
  const n0 = (r: Result) => r.native[0]!;
  return [
    '## Repositories in Chromium',
    '',
    `The built extension in Debian's Chromium (headless), ${cpus().length} CPUs, from a loopback \`git http-backend\`; every figure is measured from the side panel page (\`chrome.runtime.sendMessage\`). Repositories: the 18F handbook and a generated one (\`generateHandbook\`, ${GENERATED.files} files, ${generatedMb.toFixed(1)} MB of markdown${QUICK ? '; **--quick run**' : ''}). Medians of the runs shown; ratios are against references measured in the same run.`,
    '',
    '| repository | files | sections | runs | native `git clone --depth 1` | `repos/add` (clone + index) | add ÷ native (target ≤ 3) | `repos/sync`, one file changed | sync ÷ add (target < 5%) | native `git fetch --depth 1` + checkout | sync ÷ native |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ r, nat, add, sync }) => `| ${r.name} | ${r.files} | ${r.sections} | ${r.adds.length} | ${ms(nat)} | ${ms(add)} | ${ratio(add / nat)} | ${ms(sync)} (${r.syncChanged}; ${r.syncs.length} runs) | ${(100 * sync / add).toFixed(1)}% | ${ms(median(r.nativePulls))} | ${ratio(sync / median(r.nativePulls))} |`),
    '',
    'Where the add\'s time goes (medians, from the `progress` events the panel receives): clone = until isomorphic-git\'s last progress event; read + split = reading every markdown file from a copy of the object store in memory, splitting it into sections and tokenizing them into index rows (half of the files in the offscreen helper\'s worker when the repository has 2 MiB of objects or more); build = joining the rows and building the postings (until "Saving index"); save = storing index and section text in IndexedDB and registering the repository.',
    '',
    '| repository | clone | ÷ native | read + split | build | save |',
    '|---|---|---|---|---|---|',
    ...rows.map(({ r, nat }) => {
      const m = (k: 'clone' | 'split' | 'build' | 'save') => median(r.phases.map((p) => p[k]));
      return `| ${r.name} | ${ms(m('clone'))} | ${ratio(m('clone') / nat)} | ${ms(m('split'))} | ${ms(m('build'))} | ${ms(m('save'))} |`;
    }),
    '',
    'Search is measured after the adds, before the syncs; the last column repeats the 100 queries right after the five syncs.',
    '',
    '| repository | `stone_search` p50 | p95 (target ≤ 20 ms on 5,000 files) | queries with no hit | first search after the worker stopped (target ≤ 300 ms) | same search warm | cold ÷ warm | of which waking the worker (`tools/manifest` cold) | p50 / p95 right after the syncs |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ r, cold, warm }) => `| ${r.name} | ${ms(r.search.p50)} | ${ms(r.search.p95)} | ${r.search.empty} of 100${r.search.errors ? `, ${r.search.errors} errors` : ''} | ${ms(cold)} (${r.cold.length} runs) | ${ms(warm)} | ${ratio(cold / warm)} | ${ms(median(r.coldManifest))} | ${ms(r.afterSyncs.p50)} / ${ms(r.afterSyncs.p95)} |`),
    '',
    '| repository | browser storage (`Storage.getUsageAndQuota`, after − before add) | PrimaChat\'s own count (git objects + index) | native clone: `.git` + files | browser ÷ native |',
    '|---|---|---|---|---|',
    ...rows.map(({ r }) => `| ${r.name} | ${bytes(median(r.usage))} | ${bytes(r.appBytes)} | ${bytes(n0(r).gitBytes)} + ${bytes(n0(r).fileBytes)} = ${bytes(n0(r).gitBytes + n0(r).fileBytes)} | ${ratio(median(r.usage) / (n0(r).gitBytes + n0(r).fileBytes))} |`),
    '',
    `Side panel JavaScript (\`${panel.files.join('`, `')}\`): ${bytes(panel.raw)} raw, **${bytes(panel.gzip)} gzip**.`,
    '',
    'Notes: the search figures depend on the search index, which is being reworked at the same time; they are what this build measured. "First search after the worker stopped" includes waking the worker, opening its stores and loading the persisted index (never rebuilt: see test/e2e/repos-worker.test.ts). Storage usage is what Chromium accounts for the extension origin; IndexedDB compacts lazily, so single runs vary.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const server = await startGitServer();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-generated-'));
  const build = await snapshotBuild();
  let s: ExtensionSession | undefined;
  try {
    const targets: Target[] = [];
    const hb = handbookDir();
    if (hb) targets.push({ name: '18F handbook', id: 'handbook', url: await server.importFolder('handbook', hb), syncFile: 'pages/getting-started/equipment.md', addRuns: QUICK ? 2 : 3, coldRuns: QUICK ? 2 : 5 });
    else console.log('18F handbook absent (../shared/corpora/18f-handbook): measuring the generated repository only.');
    const gen = await generateHandbook(work, GENERATED);
    await writeFile(path.join(work, 'README.md'), '# Generated handbook\n');
    targets.push({ name: `generated (${gen.files} files)`, id: 'generated', url: await server.importFolder('generated', work), syncFile: 'README.md', addRuns: QUICK ? 1 : 3, coldRuns: QUICK ? 2 : 3 });
    console.log(`generated ${gen.files} files, ${(gen.bytes / 1e6).toFixed(1)} MB in ${ms(performance.now() - started)}`);

    const panel = panelJsSize(build);
    s = await launchSnapshot(build);
    const qs = queries();
    const results: Result[] = [];
    for (const t of targets) results.push(await measure(s, server, t, qs));
    const md = report(results, panel, gen.bytes / 1e6);
    console.log(`\n${md}\n(total ${ms(performance.now() - started)})`);
    await writeFile(path.join(projectRoot, 'bench/results/chromium.md'), md);
  } finally {
    await s?.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
    await rm(build, { recursive: true, force: true });
  }
}

await main();
