// An index saved by an older release (an older format version) is rebuilt once, on the first
// search after the upgrade, and loaded as it is from then on: through the real background, a
// loopback git server and fake-indexeddb, across worker restarts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_FORMAT_VERSION } from '../../lib/search/index';
import { startGitServer, type GitServer } from '../support/git-server';
import { startTestBackground, type TestBackground } from '../support/background';

const FILES = {
  'pages/leave.md': '---\ntitle: Parental leave policy\n---\n## Who qualifies\n\nTwelve weeks paid after a birth or an adoption.\n',
  'README.md': '# Handbook\n\nWelcome.\n',
};

let server: GitServer;
let bg: TestBackground;

function openDb(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The stored meta record of the only index, or rewrite both records with `patch`. */
async function records(patch?: Record<string, unknown>): Promise<{ formatVersion: number; savedAt: number }> {
  const db = await openDb(bg.indexDbName);
  const tx = db.transaction(['indexes', 'meta'], 'readwrite');
  const meta = await new Promise<{ key: string; formatVersion: number; savedAt: number }>((resolve) => {
    const all = tx.objectStore('meta').getAll();
    all.onsuccess = () => resolve(all.result[0]);
  });
  if (patch) {
    for (const name of ['indexes', 'meta']) {
      const os = tx.objectStore(name);
      const get = os.get(meta.key);
      get.onsuccess = () => os.put({ ...get.result, ...patch });
    }
  }
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
  return meta;
}

const search = async (query: string) => {
  const r = await bg.call({ type: 'tools/execute', space: 'work', body: { repoId: 'handbook', name: 'stone_search', arguments: { query } } });
  return r.display.sections.map((s: { file: string; heading: string }) => `${s.file} § ${s.heading}`);
};

beforeAll(async () => {
  server = await startGitServer();
  const url = await server.createRepo('handbook', FILES);
  bg = await startTestBackground();
  expect(await bg.call({ type: 'repos/add', space: 'work', id: 'handbook', url })).toMatchObject({ ok: true });
});
afterAll(async () => server?.close());

describe('an index of an older format version', () => {
  it('is rebuilt on the first search after a restart, then loaded without a rebuild', async () => {
    const saved = await records();
    expect(saved.formatVersion).toBe(INDEX_FORMAT_VERSION);
    // As the previous release left it: same records, the previous format version.
    await records({ formatVersion: INDEX_FORMAT_VERSION - 1, savedAt: 1 });
    await bg.restart();
    expect(await search('parental')).toEqual(['pages/leave.md § Who qualifies']);
    const rebuilt = await records();
    expect(rebuilt.formatVersion).toBe(INDEX_FORMAT_VERSION);
    expect(rebuilt.savedAt).toBeGreaterThan(1);
    // The next worker loads what the rebuild saved: no second save.
    await bg.restart();
    expect(await search('parental')).toEqual(['pages/leave.md § Who qualifies']);
    expect(await records()).toEqual(rebuilt);
  });
});
