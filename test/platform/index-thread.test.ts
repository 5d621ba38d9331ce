/**
 * Firefox's indexing thread: a dedicated worker started by the event page. The worker is played
 * by the real helper server (what entrypoints/offscreen/index-worker.ts runs) on the port the
 * connector sends it, over a real MessageChannel, as the background's helper: the index of a
 * repository large enough for the helper is the one a single thread builds.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHandbook } from '../../bench/support/generate-handbook';
import { createIndexHelper } from '../../lib/indexing/helper-client';
import { serveIndexJobs } from '../../lib/indexing/helper-server';
import { memoryGitFs } from '../../lib/indexing/memory-git-fs';
import { workerHelperConnector, type WorkerLike } from '../../lib/platform/index-thread';
import { createGitStore } from '../../lib/repos/git-store';
import { startTestBackground } from '../support/background';
import { startGitServer, type GitServer } from '../support/git-server';

let server: GitServer;
let work: string;
let url: string;
beforeAll(async () => {
  server = await startGitServer();
  work = await mkdtemp(path.join(tmpdir(), 'ff-thread-'));
  await generateHandbook(work, { files: 80, totalBytes: 400_000, seed: 3 });
  await writeFile(path.join(work, 'README.md'), '# Generated\n\nStart here.\n');
  url = await server.importFolder('gen', work);
});
afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('the Firefox indexing thread (a dedicated worker of the event page)', () => {
  it('starts the worker on demand, hands it a port, indexes half the files there, and ends it when closed', async () => {
    const started: string[] = [];
    let jobs = 0;
    const create = (): WorkerLike => {
      started.push('worker');
      let ended = false;
      return {
        postMessage(message, transfer) {
          // What index-worker.ts does with the first message: serve jobs on its port.
          expect(message).toEqual({ type: 'port' });
          serveIndexJobs(transfer[0] as never, (job) => {
            if (ended) throw new Error('terminated');
            jobs++;
            const store = createGitStore({ fs: memoryGitFs(job.objects) as never });
            return (dir, entry) => store.readListed(dir, entry);
          });
        },
        terminate: () => void (ended = true, started.push('terminated')),
      };
    };
    const thread = workerHelperConnector(create);
    const withThread = await startTestBackground({ indexHelper: () => createIndexHelper(thread.connect, { close: thread.close }), repoOptions: { parallel: { minFiles: 2, minBytes: 1 } } });
    const alone = await startTestBackground();
    expect(started).toEqual([]);
    const [a, b] = [await withThread.call({ type: 'repos/add', id: 'gen', url }), await alone.call({ type: 'repos/add', id: 'gen', url })];
    expect(a.ok && b.ok).toBe(true);
    expect(started).toEqual(['worker']);
    expect(jobs).toBe(1);
    expect(a.repo.sections).toBe(b.repo.sections);
    for (const query of ['leave policy', 'travel expense', 'onboarding mentor']) {
      const ids = async (bg: typeof alone) => (await bg.worker.repos.tools().search('default', 'gen', query, 8)).map((h) => h.id);
      expect(await ids(withThread), query).toEqual(await ids(alone));
    }
    await thread.close();
    expect(started).toEqual(['worker', 'terminated']);
  });
});
