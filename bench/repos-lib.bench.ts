/**
 * Repository library benchmark (Node, fake-indexeddb + LightningFS, loopback git server):
 * isomorphic-git clone vs native `git clone --depth 1` of the 18F handbook from the same server,
 * object store only vs with a working tree (time and bytes), and reading files both ways.
 * Run: npx vite-node bench/repos-lib.bench.ts   → prints markdown, writes bench/results/repos-lib.md
 */
import { mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import git from 'isomorphic-git';
import { newLightningFs, handbookDir, projectRoot } from '../test/support/repo-fixtures';
import { startGitServer, runGit } from '../test/support/git-server';
import { createGitStore } from '../lib/repos/git-store';
import { createGitHttp } from '../lib/repos/http-client';
import { treeBytes } from '../lib/repos/fs-tools';

const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};
const kb = (b: number) => `${(b / 1024).toFixed(0)} KiB`;
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function main() {
  const src = handbookDir();
  if (!src) {
    console.log('Skipped: ../shared/corpora/18f-handbook is absent.');
    return;
  }
  const server = await startGitServer();
  const url = await server.importFolder('handbook', src);
  const fetchImpl = (i: string, init?: RequestInit) => fetch(i, init);
  const t = { native: [] as number[], objects: [] as number[], worktree: [] as number[], readObjects: [] as number[], readWorktree: [] as number[], coldOne: [] as number[], coldOneWt: [] as number[] };
  let bytes = { nativeGit: 0, nativeFiles: 0, objects: 0, worktree: 0, files: 0 };

  for (let i = 0; i < RUNS; i++) {
    const tmp = await mkdtemp(path.join(tmpdir(), 'bench-native-'));
    t.native.push(await time(() => runGit(['clone', '-q', '--depth', '1', url, 'c'], tmp)));
    const du = (p: string) => Number(execFileSync('du', ['-sb', p]).toString().split('\t')[0]);
    bytes.nativeGit = du(path.join(tmp, 'c/.git'));
    bytes.nativeFiles = du(path.join(tmp, 'c')) - bytes.nativeGit;
    await rm(tmp, { recursive: true, force: true });

    // Object store only (what the git store does).
    const a = newLightningFs('bench-objects');
    const store = createGitStore({ fs: a.fs });
    const dir = '/primachat/spaces/default/repos/handbook';
    t.objects.push(await time(() => store.clone({ dir, url })));
    bytes.objects = await store.sizeBytes(dir);
    const files = await store.listFiles(dir);
    bytes.files = files.length;
    t.readObjects.push(await time(async () => { for (const f of files) await store.readFile(dir, f.path); }));
    const cold = createGitStore({ fs: a.fs }); // a fresh worker: no pack cached yet
    t.coldOne.push(await time(() => cold.readFile(dir, files[Math.floor(files.length / 2)]!.path)));

    // With a working tree (isomorphic-git's default checkout).
    const b = newLightningFs('bench-worktree');
    const wdir = '/wt';
    t.worktree.push(await time(() => git.clone({ fs: b.fs, http: createGitHttp(fetchImpl, url), dir: wdir, url, singleBranch: true, depth: 1, noTags: true })));
    bytes.worktree = await treeBytes(b.fs, wdir);
    t.readWorktree.push(await time(async () => { for (const f of files) await b.fs.promises.readFile(`${wdir}/${f.path}`, 'utf8'); }));
    t.coldOneWt.push(await time(() => b.fs.promises.readFile(`${wdir}/${files[Math.floor(files.length / 2)]!.path}`, 'utf8')));
  }
  await server.close();

  const nat = median(t.native);
  const lines = [
    '## Repository library (Node): clone and storage of the 18F handbook',
    '',
    `isomorphic-git 1.44 over LightningFS on fake-indexeddb, in Node ${process.version}, from a loopback \`git http-backend\`; ${bytes.files} files; median of ${RUNS} runs; ratios against native \`git clone --depth 1\` from the same server in the same run.`,
    '',
    '| what | time | × native | bytes stored |',
    '|---|---|---|---|',
    `| native \`git clone --depth 1\` | ${ms(nat)} | 1.0 | .git ${kb(bytes.nativeGit)} + files ${kb(bytes.nativeFiles)} = ${kb(bytes.nativeGit + bytes.nativeFiles)} |`,
    `| git store clone, object store only (\`noCheckout\`) | ${ms(median(t.objects))} | ${(median(t.objects) / nat).toFixed(1)} | ${kb(bytes.objects)} |`,
    `| isomorphic-git clone with working tree | ${ms(median(t.worktree))} | ${(median(t.worktree) / nat).toFixed(1)} | ${kb(bytes.worktree)} |`,
    '',
    '| reading | object store | working tree |',
    '|---|---|---|',
    `| all ${bytes.files} files, warm | ${ms(median(t.readObjects))} | ${ms(median(t.readWorktree))} |`,
    `| one file, fresh store (no pack cached) | ${ms(median(t.coldOne))} | ${ms(median(t.coldOneWt))} |`,
    '',
    'Choice: object store only. It stores about ' +
      `${(bytes.worktree / bytes.objects).toFixed(1)}× fewer bytes, clones faster (no checkout writes), and the git tree stays the one authority for paths, modes and symlinks (no working-tree copy that a symlink could point out of). ` +
      'Its cost is reading: a fresh worker loads the pack before the first read, and every read walks trees; the search index is built once at add/sync time, so reads are occasional (stone_read, the Reader).',
    '',
  ];
  const text = lines.join('\n');
  console.log(text);
  await mkdir(path.join(projectRoot, 'bench/results'), { recursive: true });
  await writeFile(path.join(projectRoot, 'bench/results/repos-lib.md'), text);
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
