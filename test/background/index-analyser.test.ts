// An index says what cut its Japanese text (the dictionary, or Segmenter words when the
// dictionary did not load); a worker that cannot cut a query the same way rebuilds the index
// once, so query and index terms agree: through the real background, a loopback git server and
// fake-indexeddb, across worker restarts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setDictionaryReader, useMorphemes } from '../../lib/search/cjk/analyser';
import type { DictionaryReader } from '../../lib/search/cjk/dictionary';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';
import { nodeDictionaryReader } from '../support/kuromoji-dict';

const FILES = {
  'tools.md': '# ツール\n\n## プリンタを使う\n\n二階のプリンタは誰でも使えます。\n\n## 会議室を予約する\n\n前日までに予約する。\n',
  'README.md': '# Handbook\n\nWelcome.\n',
};
const broken: DictionaryReader = { gzipped: false, read: async () => { throw new Error('gone'); } };

let server: GitServer;
let bg: TestBackground;

async function stored(): Promise<{ analyser: string; savedAt: number }> {
  const db = await new Promise<IDBDatabase>((ok, no) => {
    const req = indexedDB.open(bg.indexDbName);
    req.onsuccess = () => ok(req.result);
    req.onerror = () => no(req.error);
  });
  const tx = db.transaction(['indexes', 'meta'], 'readonly');
  const [index, meta] = await Promise.all(['indexes', 'meta'].map((s) => new Promise<any>((ok) => {
    const all = tx.objectStore(s).getAll();
    all.onsuccess = () => ok(all.result[0]);
  })));
  db.close();
  return { analyser: index.analyser, savedAt: meta.savedAt };
}

const search = async (query: string) => {
  const r = await bg.call({ type: 'tools/execute', space: 'work', body: { repoId: 'handbook', name: 'stone_search', arguments: { query } } });
  return r.display.sections.map((s: { heading: string }) => s.heading)[0];
};

beforeAll(async () => {
  server = await startGitServer();
  bg = await startTestBackground();
});
afterEach(() => setDictionaryReader(undefined));
afterAll(async () => {
  useMorphemes(undefined);
  await server?.close();
});

describe('the analyser an index records', () => {
  it('an index cut without the dictionary is searched the same way, and rebuilt once when the dictionary is back', async () => {
    useMorphemes(undefined);
    setDictionaryReader(broken);
    const url = await server.createRepo('handbook', FILES);
    expect(await bg.call({ type: 'repos/add', space: 'work', id: 'handbook', url })).toMatchObject({ ok: true });
    const first = await stored();
    expect(first.analyser).toBe('segments');
    // The dictionary still fails: the query is cut into Segmenter words, as the index was.
    expect(await search('使えます')).toBe('プリンタを使う');
    expect((await stored()).savedAt).toBe(first.savedAt);

    setDictionaryReader(nodeDictionaryReader);
    await bg.restart();
    // Base forms now (使えますか → 使う): the index is rebuilt by the dictionary first.
    expect(await search('使えますか')).toBe('プリンタを使う');
    const rebuilt = await stored();
    expect(rebuilt.analyser).toBe('ipadic');
    expect(rebuilt.savedAt).toBeGreaterThan(first.savedAt);
    // Once: the next worker loads it as it is.
    await bg.restart();
    expect(await search('予約したい')).toBe('会議室を予約する');
    expect(await stored()).toEqual(rebuilt);
  });

  it('a worker whose dictionary does not load rebuilds a dictionary-built index into Segmenter words, not a mix', async () => {
    useMorphemes(undefined);
    setDictionaryReader(broken);
    await bg.restart();
    expect(await search('プリンタ')).toBe('プリンタを使う');
    expect((await stored()).analyser).toBe('segments');
    // A Latin query needs no dictionary and rebuilds nothing.
    const before = await stored();
    await bg.restart();
    await search('Welcome');
    expect(await stored()).toEqual(before);
  });
});
