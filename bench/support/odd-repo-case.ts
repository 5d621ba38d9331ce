/**
 * One case of the odd-repository benchmark, run in its own process: build the repository on a
 * loopback git server (with `git fast-import`, so 100,000 files take seconds), add it through
 * the whole background in Node, then search it and sync it, and measure time and memory.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGitServer, type GitServer } from '../../test/support/git-server';
import { startTestBackground, type TestBackground } from '../../test/support/background';
import { nativeClone } from './native-clone';

export type CaseName = 'many-files' | 'large-file';
export interface CaseResult {
  name: CaseName;
  label: string;
  answer: { ok: true } | { ok: false; code: string; message: string };
  addMs: number;
  nativeMs: number;
  files: number;
  sections: number;
  skipped: number;
  peakRss: number;
  peakHeap: number;
  search: string;
  sync: string;
  notes: string[];
}

const WORDS = 'team handbook leave policy travel expense laptop security onboarding manager review budget contract hiring interview benefits payroll remote office meeting project planning design research'.split(' ');
/** A word that occurs in one place only: letters from the number, fenced so no stemmer rule applies. */
const uniqueWord = (n: number) => `qx${n.toString(26).replace(/./g, (c) => String.fromCharCode(97 + parseInt(c, 26)))}zq`;
const SPACE = 'odd';

/** Run `name` at the given scale and return its figures. */
export async function runCase(name: CaseName, scale: { files: number; mb: number }): Promise<CaseResult> {
  const server = await startGitServer();
  try {
    const repo = name === 'many-files' ? await manyFiles(server, scale.files) : await largeFile(server, scale.mb);
    const native = await nativeClone(repo.url);
    const bg = await startTestBackground();
    const rssBefore = process.memoryUsage().rss;
    const peak = sampleHeap();
    const watch = watchProgress(bg);
    const t0 = performance.now();
    const added = await bg.call({ type: 'repos/add', space: SPACE, id: name, url: repo.url });
    const addMs = performance.now() - t0;
    watch.stop();
    const notes = [...repo.notes, `RSS before the add ${(rssBefore / 1024 / 1024).toFixed(0)} MiB (background started, repository generated)`, `native clone: ${(native.gitBytes / 1024 / 1024).toFixed(1)} MiB .git; the background stored ${((await bg.worker.repos.sizeOf(SPACE, name).catch(() => 0)) / 1024 / 1024).toFixed(1)} MiB (objects + index)`];
    let search = '—';
    let sync = '—';
    if (added.ok) {
      search = await searchFor(bg, name, repo.probe);
      const t1 = performance.now();
      await server.commit(name, { write: { 'docs/added-later.md': `# Added later\n\nThe word ${uniqueWord(7_777_777)} arrived by sync.\n` } });
      const commitMs = performance.now() - t1;
      const t2 = performance.now();
      const synced = await bg.call({ type: 'repos/sync', space: SPACE, id: name });
      const syncMs = performance.now() - t2;
      const found = synced.ok ? await searchFor(bg, name, { word: uniqueWord(7_777_777), file: 'docs/added-later.md' }) : '';
      sync = synced.ok ? `ok in ${Math.round(syncMs)} ms, +${synced.changed.added.length} file; ${found}` : `${synced.error.code}: ${synced.error.message}`;
      notes.push(`upstream commit for the sync (native git, full checkout): ${Math.round(commitMs)} ms`);
    }
    const r = added.ok ? added.repo : { files: 0, sections: 0, skipped: 0 };
    return {
      name,
      label: repo.label,
      answer: added.ok ? { ok: true } : { ok: false, ...added.error },
      addMs,
      nativeMs: native.ms,
      files: r.files,
      sections: r.sections,
      skipped: r.skipped ?? 0,
      peakRss: process.resourceUsage().maxRSS * 1024,
      peakHeap: peak.stop(),
      search,
      sync,
      notes: [...notes, ...watch.phases()],
    };
  } finally {
    await server.close();
  }
}

async function searchFor(bg: TestBackground, id: string, probe: { word: string; file: string }): Promise<string> {
  const t = performance.now();
  const answer = await bg.call({ type: 'tools/execute', space: SPACE, body: { name: 'stone_search', arguments: { query: probe.word }, repoId: id } });
  const files: string[] = (answer.display?.sections ?? []).map((s: { file: string }) => s.file);
  const took = Math.round(performance.now() - t);
  return files[0] === probe.file ? `found \`${probe.file}\` first (${took} ms)` : `not found (hits: ${files.slice(0, 3).join(', ') || 'none'}; ${took} ms)`;
}

/** The largest `heapUsed` seen, sampled every 50 ms (long synchronous work may hide a peak between samples). */
function sampleHeap() {
  let max = process.memoryUsage().heapUsed;
  const timer = setInterval(() => (max = Math.max(max, process.memoryUsage().heapUsed)), 50);
  return { stop: () => (clearInterval(timer), Math.max(max, process.memoryUsage().heapUsed)) };
}

/** When each progress phase of the add first appeared, for the notes (and a live line on stdout). */
function watchProgress(bg: TestBackground) {
  const t0 = performance.now();
  const first = new Map<string, number>();
  let seen = 0;
  const timer = setInterval(() => {
    for (; seen < bg.progress.length; seen++) {
      const e = bg.progress[seen]!;
      if (!first.has(e.phase)) {
        first.set(e.phase, performance.now() - t0);
        console.log(`  ${(first.get(e.phase)! / 1000).toFixed(1)} s: ${e.phase} (rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB)`);
      }
    }
  }, 100);
  return {
    stop: () => clearInterval(timer),
    phases: () => [`phases began at: ${[...first].map(([p, t]) => `${p} ${(t / 1000).toFixed(1)} s`).join(', ')}`],
  };
}

const COMMIT_HEAD = 'commit refs/heads/main\ncommitter Bench <bench@example.test> 1700000000 +0000\ndata 8\ninitial\n';
const blob = (mark: number, content: Buffer) => [Buffer.from(`blob\nmark :${mark}\ndata ${content.length}\n`), content, Buffer.from('\n')];

async function manyFiles(server: GitServer, count: number) {
  const paths: string[] = [];
  const url = await server.fastImport('many-files', async (put) => {
    let batch: Buffer[] = [];
    for (let i = 0; i < count; i++) {
      const p = `docs/d${String(Math.floor(i / 1000)).padStart(3, '0')}/note-${i}.md`;
      paths.push(p);
      const text = `# Note ${i}\n\nAbout ${WORDS[i % WORDS.length]} and ${WORDS[(i * 7) % WORDS.length]}: the word ${uniqueWord(i)} is here only.\n`;
      batch.push(...blob(i + 1, Buffer.from(text)));
      if (batch.length > 3000) await put(Buffer.concat(batch.splice(0)));
    }
    await put(Buffer.concat(batch));
    batch = [Buffer.from(COMMIT_HEAD), ...paths.map((p, i) => Buffer.from(`M 100644 :${i + 1} ${p}\n`))];
    await put(Buffer.concat(batch));
  });
  const probe = Math.floor(count * 0.54321);
  return { url, label: `${count.toLocaleString('en')} markdown files (${Math.ceil(count / 1000)} folders)`, probe: { word: uniqueWord(probe), file: paths[probe]! }, notes: [] as string[] };
}

async function largeFile(server: GitServer, mb: number) {
  // Prose with a heading every ~4 KB, deterministic; the probe word sits in the last section.
  // Written to a temporary file piece by piece and streamed into fast-import, so the benchmark's
  // own generator does not take its place in the peak RSS of the add.
  const tmp = await mkdtemp(path.join(tmpdir(), 'bench-odd-'));
  const file = path.join(tmp, 'big.md');
  const out = createWriteStream(file);
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  const target = mb * 1024 * 1024;
  let size = 0;
  let headings = 1;
  let a = 42;
  const next = () => ((a = (Math.imul(a, 1103515245) + 12345) >>> 0) >>> 8) % WORDS.length;
  await write('# One large page\n');
  for (let s = 0; size < target; s++, headings++) {
    let section = `\n## Part ${s}\n\n`;
    while (section.length < 4096) section += `${WORDS[next()]} ${WORDS[next()]} ${WORDS[next()]} ${WORDS[next()]} ${WORDS[next()]} ${WORDS[next()]}.\n`;
    await write(section);
    size += section.length;
  }
  await write(`\n## The end\n\nThe word ${uniqueWord(424242)} closes the file.\n`);
  headings++;
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  const bigBytes = (await stat(file)).size;
  const readme = Buffer.from('# Large file\n\nThis repository holds one very large page, `big.md`.\n');
  try {
    const url = await server.fastImport('large-file', async (put) => {
      await put(`blob\nmark :1\ndata ${bigBytes}\n`);
      for await (const chunk of createReadStream(file)) await put(chunk as Buffer);
      await put('\n');
      for (const b of blob(2, readme)) await put(b);
      await put(`${COMMIT_HEAD}M 100644 :1 big.md\nM 100644 :2 README.md\n`);
    });
    return { url, label: `one ${(bigBytes / 1024 / 1024).toFixed(0)} MB markdown file + README`, probe: { word: uniqueWord(424242), file: 'big.md' }, notes: [`big.md: ${bigBytes.toLocaleString('en')} bytes, ${headings.toLocaleString('en')} headings`] };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
