/**
 * Issue 8, item 6: a repository of 100,000 files, through the whole background in Node (router →
 * repo service → git store over LightningFS and fake-indexeddb) from a loopback `git
 * http-backend`. It must end ready, every file listed and indexed, without a crash, and stay
 * searchable and syncable. The longest test of the suite (about a minute and a half); its
 * figures, with native git as the reference, are in bench/results/odd-repos.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';
import { withTimeout } from './support/with-timeout';

const FILES = 100_000;
const BOUND_MS = 400_000;
const COMMIT = 'commit refs/heads/main\ncommitter Test <test@example.test> 1700000000 +0000\ndata 8\ninitial\n';
/** A word found in one file only: letters from the file's number. */
const onlyWord = (i: number): string => `zq${i.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}x`;
const pathOf = (i: number): string => `docs/d${String(Math.floor(i / 1000)).padStart(3, '0')}/note-${i}.md`;

describe('a repository of 100,000 files', () => {
  let server: GitServer;
  let bg: TestBackground;
  let url: string;

  beforeAll(async () => {
    server = await startGitServer();
    bg = await startTestBackground();
    url = await server.fastImport('huge', async (put) => {
      let batch: Buffer[] = [];
      for (let i = 0; i < FILES; i++) {
        const text = Buffer.from(`# Note ${i}\n\nAbout travel and leave: the word ${onlyWord(i)} is here only.\n`);
        batch.push(Buffer.from(`blob\nmark :${i + 1}\ndata ${text.length}\n`), text, Buffer.from('\n'));
        if (batch.length > 3000) await put(Buffer.concat(batch.splice(0)));
      }
      batch.push(Buffer.from(COMMIT), ...Array.from({ length: FILES }, (_, i) => Buffer.from(`M 100644 :${i + 1} ${pathOf(i)}\n`)));
      await put(Buffer.concat(batch));
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const search = async (query: string) =>
    ((await bg.call({ type: 'tools/execute', space: 'huge', body: { name: 'stone_search', arguments: { query }, repoId: 'huge' } })).display?.sections ?? []).map((s: { file: string }) => s.file);

  it('is added without a crash: ready, 100,000 files and sections, none skipped; a file in the middle found; a sync brings one more', async () => {
    const t0 = performance.now();
    const added = await withTimeout(bg.call({ type: 'repos/add', space: 'huge', id: 'huge', url }), BOUND_MS, () => 'repos/add of 100,000 files');
    console.info(`[odd-repositories-huge] repos/add of ${FILES} files: ${Math.round(performance.now() - t0)} ms`);
    expect(added).toMatchObject({ ok: true, repo: { status: 'ready', files: FILES, sections: FILES, skipped: 0 } });
    expect((await search(onlyWord(54_321)))[0]).toBe(pathOf(54_321));

    await server.commit('huge', { write: { 'docs/added-later.md': '# Added later\n\nThe wombatpier word arrives by sync.\n' } });
    const synced = await withTimeout(bg.call({ type: 'repos/sync', space: 'huge', id: 'huge' }), BOUND_MS, () => 'repos/sync of 100,000 files');
    expect(synced).toMatchObject({ ok: true, changed: { added: ['docs/added-later.md'], modified: [], removed: [] }, repo: { files: FILES + 1 } });
    expect(await search('wombatpier')).toEqual(['docs/added-later.md']);
  }, BOUND_MS * 2);
});
