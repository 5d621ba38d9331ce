import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHandbook } from '../../bench/support/generate-handbook';
import { PARALLEL_MIN_BYTES } from '../../lib/background/repo-service';
import { ensureAnalyserFor, setDictionaryReader } from '../../lib/search/cjk/analyser';
import { buildIndex, searchIndex } from '../../lib/search/index';
import { corpusSections, readCorpus } from '../search/quality-eval';
import { launchExtension, type ExtensionSession } from '../support/chromium';
import { startGitServer, type GitServer } from '../support/git-server';
import { nodeDictionaryReader } from '../support/kuromoji-dict';

// A generated handbook whose git objects weigh more than PARALLEL_MIN_BYTES, so the extension
// hands half of its files to the worker in its offscreen document.

describe('indexing on a second thread in Chromium', () => {
  let server: GitServer;
  let session: ExtensionSession;
  let work: string;
  let url: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'e2e-helper-'));
    await generateHandbook(work, { files: 600, totalBytes: 8_000_000, seed: 7 });
    await writeFile(path.join(work, 'README.md'), '# Generated handbook\n\nStart here.\n');
    server = await startGitServer();
    url = await server.importFolder('generated', work);
    session = await launchExtension();
    // The handbook holds Japanese: the extension's two threads analyse it with the dictionary, so the reference does too.
    setDictionaryReader(nodeDictionaryReader);
    await ensureAnalyserFor(['日本語']);
  });
  afterAll(async () => {
    await session?.close();
    await server?.close().catch(() => {});
    await rm(work, { recursive: true, force: true });
  });

  it('indexes a large repository with the offscreen helper and ranks exactly as one thread’s index does', async () => {
    // Its objects weigh enough for the helper (loose and packed in the served repository; the
    // clone's pack holds the same objects, compressed alike).
    await server.git('generated', ['gc', '--quiet']);
    const packKiB = Number(/size-pack: (\d+)/.exec(await server.git('generated', ['count-objects', '-v']))?.[1]);
    expect(packKiB * 1024).toBeGreaterThan(PARALLEL_MIN_BYTES);
    const console: string[] = [];
    session.context.on('console', (m) => console.push(m.text()));
    const added = await session.call<any>({ type: 'repos/add', id: 'generated', url });
    expect(added.ok, JSON.stringify(added.error)).toBe(true);
    // The helper ran in the extension's offscreen document (closed after a minute without work)
    // and did not fail (the service worker would have said so, and indexed its files itself).
    expect(console.filter((t) => t.includes('indexing helper'))).toEqual([]);
    const worker = await session.worker();
    const documents = await worker.evaluate(() => (globalThis as any).chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] }).then((cs: any[]) => cs.map((c) => c.documentUrl)));
    expect(documents).toEqual([`chrome-extension://${session.extensionId}/offscreen.html`]);

    const alone = buildIndex(corpusSections(readCorpus(work)));
    expect(added.repo.sections).toBe(alone.sections.size);
    for (const query of ['leave policy', 'travel expense', 'security incident report', 'laptop', '休暇', 'onboarding mentor']) {
      const expected = (await searchIndex(alone, query, 6)).map((h) => h.id);
      const got = await session.call<any>({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'generated', arguments: { query } } });
      expect(got.display.sections.map((x: { file: string; line: number }) => `${x.file}#${x.line}`), query).toEqual(expected);
    }
  });
});
