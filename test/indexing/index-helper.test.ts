import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHandbook } from '../../bench/support/generate-handbook';
import { createIndexHelper, type ClientPort, type IndexHelper } from '../../lib/indexing/helper-client';
import { serveIndexJobs } from '../../lib/indexing/helper-server';
import { memoryGitFs } from '../../lib/indexing/memory-git-fs';
import { createGitStore } from '../../lib/repos/git-store';
import { startTestBackground, type TestBackground } from '../support/background';
import { startGitServer, type GitServer } from '../support/git-server';

// The helper thread of the extension (a worker in the offscreen document) is played here by the
// other end of a real MessageChannel, serving jobs from its own LightningFS over the same storage.

let server: GitServer;
let work: string;
let url: string;
const ports: MessagePort[] = [];

beforeAll(async () => {
  server = await startGitServer();
  work = await mkdtemp(path.join(tmpdir(), 'helper-repo-'));
  await generateHandbook(work, { files: 120, totalBytes: 600_000 });
  await writeFile(path.join(work, 'README.md'), '# Generated handbook\n\nThe zebra-crossing policy lives here.\n');
  url = await server.importFolder('generated', work);
});

afterAll(async () => {
  for (const p of ports) p.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
});

/** A helper on the other end of a MessageChannel; `jobs` counts the jobs it served, `warmed` the calls to start it early. */
function threadHelper(fsName: string, options: { failing?: boolean } = {}): IndexHelper & { jobs: number; warmed: number } {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const client = createIndexHelper(async () => port2 as unknown as ClientPort);
  const helper = {
    jobs: 0,
    warmed: 0,
    warm() {
      helper.warmed++;
      client.warm();
    },
    collect: client.collect,
  };
  void fsName;
  serveIndexJobs(port1 as never, (job) => {
    helper.jobs++;
    if (options.failing) throw new Error('storage unavailable in the helper');
    const store = createGitStore({ fs: memoryGitFs(job.objects) as never });
    return (dir, entry) => store.readListed(dir, entry);
  });
  return helper;
}

/** A helper whose port answers every job with `answer` (or never, when it returns undefined). */
function fakeHelper(answer: (id: number) => unknown, silenceMs?: number): IndexHelper {
  const listeners = new Set<(e: { data: unknown }) => void>();
  const port: ClientPort = {
    postMessage(m) {
      const msg = m as { type: string; id: number };
      if (msg.type !== 'collect') return;
      const reply = answer(msg.id);
      if (reply !== undefined) queueMicrotask(() => listeners.forEach((l) => l({ data: reply })));
    },
    addEventListener: (_t, fn) => void listeners.add(fn),
    removeEventListener: (_t, fn) => void listeners.delete(fn),
  };
  return createIndexHelper(async () => port, { silenceMs });
}

async function addAndDescribe(bg: TestBackground) {
  const added = await bg.call<any>({ type: 'repos/add', id: 'gen', url });
  expect(added.ok, JSON.stringify(added.error)).toBe(true);
  const tools = bg.worker.repos.tools();
  const hits = async (q: string) => (await tools.search('default', 'gen', q, 8)).map((h) => `${h.id} ${h.score.toFixed(6)}`);
  const indexing = bg.progress.filter((e) => e.phase === 'Indexing');
  return {
    repo: { files: added.repo.files, sections: added.repo.sections, skipped: added.repo.skipped },
    searches: [await hits('leave policy'), await hits('zebra crossing'), await hits('休暇'), await hits('travel expense laptop')],
    lastIndexing: indexing.at(-1),
  };
}

/** The helper for any repository of 40 files or more, whatever its objects weigh (this one's are ~0.3 MB). */
const ANY_SIZE = { parallel: { minBytes: 0 } };

describe('indexing on two threads', () => {
  let alone: Awaited<ReturnType<typeof addAndDescribe>>;
  beforeAll(async () => {
    alone = await addAndDescribe(await startTestBackground());
  });

  it('builds the index one thread builds, with half the files read and collected by the helper', async () => {
    let helper: ReturnType<typeof threadHelper> | undefined;
    const bg = await startTestBackground({ indexHelper: (fsName) => (helper = threadHelper(fsName)), repoOptions: ANY_SIZE });
    const both = await addAndDescribe(bg);
    expect(helper?.jobs).toBe(1);
    expect(both).toEqual(alone);
    expect(both.repo.sections).toBeGreaterThan(500);
    expect(both.searches[1]?.[0]).toMatch(/^README\.md#1 /);
    expect(both.lastIndexing).toMatchObject({ loaded: both.lastIndexing?.total });
  });

  it('indexes the helper’s files itself when the helper fails', async () => {
    let helper: ReturnType<typeof threadHelper> | undefined;
    const bg = await startTestBackground({ indexHelper: (fsName) => (helper = threadHelper(fsName, { failing: true })), repoOptions: ANY_SIZE });
    expect(await addAndDescribe(bg)).toEqual(alone);
    expect(helper?.jobs).toBe(1);
  });

  it('does not trust a helper that answers with malformed rows', async () => {
    const bad = (id: number) => ({ type: 'done', id, result: { tooLarge: 0, collected: { terms: ['x'], rowTerm: { data: new Uint32Array([7]), length: 1 }, rowDoc: { data: new Uint32Array([0]), length: 1 }, rowTf: { data: new Uint16Array(4), length: 4 }, sections: [], fieldLen: new Uint16Array(0) } } });
    const bg = await startTestBackground({ indexHelper: () => fakeHelper(bad), repoOptions: ANY_SIZE });
    expect(await addAndDescribe(bg)).toEqual(alone);
  });

  it('gives up on a silent helper after its silence limit and indexes the files itself', async () => {
    const bg = await startTestBackground({ indexHelper: () => fakeHelper(() => undefined, 300), repoOptions: ANY_SIZE });
    expect(await addAndDescribe(bg)).toEqual(alone);
  });

  it('indexes a repository whose objects weigh less than the threshold on one thread, and starts no helper early', async () => {
    let helper: ReturnType<typeof threadHelper> | undefined;
    const bg = await startTestBackground({ indexHelper: (fsName) => (helper = threadHelper(fsName)) });
    expect(await addAndDescribe(bg)).toEqual(alone);
    expect(helper?.jobs).toBe(0);
    expect(helper?.warmed).toBe(0);
  });

  it('starts the helper while a clone with many objects downloads', async () => {
    let helper: ReturnType<typeof threadHelper> | undefined;
    const bg = await startTestBackground({ indexHelper: (fsName) => (helper = threadHelper(fsName)), repoOptions: { parallel: { minBytes: 0, warmObjects: 50 } } });
    expect(await addAndDescribe(bg)).toEqual(alone);
    expect(helper?.warmed).toBeGreaterThan(0);
    expect(helper?.jobs).toBe(1);
  });

  it('indexes a repository with few files on one thread', async () => {
    const small = await mkdtemp(path.join(tmpdir(), 'helper-small-'));
    try {
      await generateHandbook(small, { files: 10, totalBytes: 20_000 });
      const smallUrl = await server.importFolder('small', small);
      let helper: ReturnType<typeof threadHelper> | undefined;
      const bg = await startTestBackground({ indexHelper: (fsName) => (helper = threadHelper(fsName)), repoOptions: ANY_SIZE });
      expect((await bg.call<any>({ type: 'repos/add', id: 'small', url: smallUrl })).ok).toBe(true);
      expect(helper?.jobs).toBe(0);
    } finally {
      await rm(small, { recursive: true, force: true });
    }
  });
});

describe('the helper client', () => {
  it('cancels the helper’s job when the add is cancelled', async () => {
    const sent: Array<{ type: string; id: number }> = [];
    const port: ClientPort = { postMessage: (m) => void sent.push(m as never), addEventListener: () => {}, removeEventListener: () => {} };
    const helper = createIndexHelper(async () => port);
    const controller = new AbortController();
    const job = helper.collect({ dir: '/x', entries: [], maxChars: 10, objects: [] }, () => {}, controller.signal);
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(job).rejects.toThrow();
    expect(sent.map((m) => m.type)).toEqual(['collect', 'cancel']);
    expect(sent[1]?.id).toBe(sent[0]?.id);
  });
});
