/**
 * Storage quota exhausted during `repos/add`.
 *
 * In Chromium: `Storage.overrideQuotaForOrigin` (CDP) on `chrome-extension://ID` is reported as
 * active but not enforced for PrimaChat, which holds `unlimitedStorage` — the first test
 * records that, so the quota path is driven in Node instead: the whole background over
 * fake-indexeddb with a quota model on its object stores (usage per key; a put that would take
 * a database past its limit aborts its transaction with `QuotaExceededError`, as Chromium's
 * IndexedDB does at commit). The add must answer `quota` in plain words, keep nothing of the
 * new repository, and leave the other repositories as they were.
 */
import { serialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackground, type TestBackground } from '../support/background';
import { startGitServer, type GitServer } from '../support/git-server';
import { rmSync } from 'node:fs';
import { launchSnapshot, snapshotBuild } from '../support/build-snapshot';
import { SMALL_REPO } from '../support/repo-fixtures';

describe('Chromium and a CDP quota override on the extension', () => {
  it('reports the override as active but lets PrimaChat (unlimitedStorage) write past it', async () => {
    // A private copy of the build: another run may rebuild .output meanwhile.
    const build = await snapshotBuild();
    const s = await launchSnapshot(build);
    try {
      const origin = `chrome-extension://${s.extensionId}`;
      const cdp = await s.context.newCDPSession(s.page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 100_000 });
      // 3 MB of incompressible bytes, 1 MB per transaction.
      const outcomes = await s.page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve) => {
          const open = indexedDB.open('quota-probe', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('blobs');
          open.onsuccess = () => resolve(open.result);
        });
        const out: string[] = [];
        for (let i = 0; i < 3; i++) {
          const bytes = new Uint8Array(65_536 * 16);
          for (let at = 0; at < bytes.length; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536));
          out.push(await new Promise<string>((resolve) => {
            const tx = db.transaction('blobs', 'readwrite');
            tx.objectStore('blobs').put(bytes, i);
            tx.oncomplete = () => resolve('ok');
            tx.onabort = () => resolve(tx.error?.name ?? 'aborted');
          }));
        }
        return out;
      });
      const usage = await cdp.send('Storage.getUsageAndQuota', { origin });
      expect(usage).toMatchObject({ quota: 100_000, overrideActive: true });
      expect(usage.usage).toBeGreaterThan(3_000_000);
      expect(outcomes).toEqual(['ok', 'ok', 'ok']);
    } finally {
      await s.close();
      rmSync(build, { recursive: true, force: true });
    }
  });
});

/**
 * Quota model over fake-indexeddb: bytes per stored key, per database, counted when a
 * transaction commits (an aborted one changes nothing); limits are set per database name.
 */
function installQuota() {
  const proto = (globalThis as any).IDBObjectStore.prototype;
  const original = { put: proto.put, add: proto.add, delete: proto.delete, clear: proto.clear };
  const sizes = new Map<string, Map<string, number>>();
  const limits = new Map<string, { max: number; when?: (value: unknown) => boolean }>();
  const refused: string[] = [];
  // Changes of each open transaction: [database, key, bytes] (null bytes: deleted).
  const pending = new Map<object, Array<[string, string, number | null]>>();
  const perDb = (db: string) => sizes.get(db) ?? sizes.set(db, new Map()).get(db)!;
  const usage = (db: string) => [...(sizes.get(db)?.values() ?? [])].reduce((a, b) => a + b, 0);
  const log = (tx: any) => {
    let changes = pending.get(tx);
    if (!changes) {
      pending.set(tx, (changes = []));
      tx.addEventListener('complete', () => {
        for (const [db, k, bytes] of changes!) bytes === null ? perDb(db).delete(k) : perDb(db).set(k, bytes);
        pending.delete(tx);
      });
      tx.addEventListener('abort', () => pending.delete(tx));
    }
    return changes;
  };
  const keyOf = (store: any, value: any, key: unknown) => {
    if (key !== undefined) return `${store.name}\u0000${JSON.stringify(key)}`;
    const path = store.keyPath;
    return `${store.name}\u0000${JSON.stringify(Array.isArray(path) ? path.map((p: string) => value?.[p]) : value?.[path])}`;
  };
  function write(this: any, op: 'put' | 'add', value: unknown, key?: unknown) {
    const tx = this.transaction;
    const db: string = tx.db.name;
    const k = keyOf(this, value, key);
    const bytes = serialize(value).byteLength;
    const request = original[op].call(this, value, key);
    const changes = log(tx);
    const limit = limits.get(db);
    const after = usage(db) + changes.filter(([d]) => d === db).reduce((n, [, ck, b]) => n + (b ?? -(perDb(db).get(ck) ?? 0)), 0) - (perDb(db).get(k) ?? 0) + bytes;
    if (limit && (limit.when ? limit.when(value) : after > limit.max)) {
      refused.push(`${db}/${this.name}`);
      // Chromium aborts the whole transaction with QuotaExceededError when it commits, after the
      // caller queued all its requests: abort once the current task's requests are placed.
      queueMicrotask(() => tx._abort('QuotaExceededError'));
      return request;
    }
    changes.push([db, k, bytes]);
    return request;
  }
  proto.put = function (value: unknown, key?: unknown) {
    return write.call(this, 'put', value, key);
  };
  proto.add = function (value: unknown, key?: unknown) {
    return write.call(this, 'add', value, key);
  };
  proto.delete = function (key: unknown) {
    if (!(key instanceof (globalThis as any).IDBKeyRange)) log(this.transaction).push([this.transaction.db.name, keyOf(this, undefined, key), null]);
    return original.delete.call(this, key);
  };
  proto.clear = function () {
    const db = this.transaction.db.name;
    for (const k of perDb(db).keys()) if (k.startsWith(`${this.name}\u0000`)) log(this.transaction).push([db, k, null]);
    return original.clear.call(this);
  };
  return {
    usage,
    refused,
    /**
     * Allow `headroom` more bytes in every database whose name starts with `prefix` (LightningFS's
     * lock database aside), and none beyond; with `when`, refuse exactly the puts it picks.
     */
    limit(prefix: string, headroom: number, when?: (value: unknown) => boolean) {
      for (const db of sizes.keys()) if (db.startsWith(prefix) && !db.endsWith('_lock')) limits.set(db, { max: usage(db) + headroom, when });
    },
    databases: () => [...sizes.keys()],
    lift: () => limits.clear(),
    uninstall: () => Object.assign(proto, original),
  };
}

/** 40 files of incompressible text (about 80 KB packed): a clone that needs real room. */
const BIG_REPO = Object.fromEntries(
  Array.from({ length: 40 }, (_, i) => [`notes/n${i}.md`, `# Note ${i}\n\n${Array.from({ length: 60 }, () => Math.random().toString(36).slice(2)).join(' ')}\n`]),
);

describe('quota exhausted during repos/add (Node, the whole background)', () => {
  let server: GitServer;
  let bg: TestBackground;
  let quota: ReturnType<typeof installQuota>;
  let bigUrl: string;

  beforeAll(async () => {
    quota = installQuota();
    server = await startGitServer();
    bg = await startTestBackground();
    const url = await server.createRepo('keep', SMALL_REPO);
    expect((await bg.call({ type: 'repos/add', id: 'keep', url })).ok).toBe(true);
    bigUrl = await server.createRepo('big', BIG_REPO);
  });
  afterAll(async () => {
    quota?.uninstall();
    await server?.close();
  });

  /** What must hold after a refused add of `big`: nothing of it, `keep` exactly as it was. */
  async function expectNothingOfBigAndKeepIntact(keepBefore: unknown) {
    const listed = (await bg.call({ type: 'repos/list' })).repos;
    const big = listed.find((r: { id: string }) => r.id === 'big');
    // The failed add stays listed so the panel can offer Retry (its record carries the code).
    expect(big).toMatchObject({ status: 'failed', head: '', files: 0, sections: 0, sizeBytes: 0, error: { code: 'quota' } });
    expect((await bg.call({ type: 'repos/files', id: 'big' })).error.code).toBe('not_found');
    expect((await bg.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'big', arguments: { query: 'note' } } })).error.code).toBe('no_repository');
    expect(await bg.worker.repos.sizeOf('default', 'big')).toBe(0);
    expect(listed.find((r: { id: string }) => r.id === 'keep')).toEqual(keepBefore);
    expect((await bg.call({ type: 'repos/read', id: 'keep', path: 'docs/leave.md' })).markdown).toContain('Carry over up to 5 days.');
    const hit = await bg.call({ type: 'tools/execute', body: { name: 'stone_search', repoId: 'keep', arguments: { query: 'carry over days' } } });
    expect(hit.display.sections[0].file).toBe('docs/leave.md');
  }

  const cases: Array<{ name: string; db: string; headroom: number; when?: (value: unknown) => boolean }> = [
    { name: 'the git objects being written (mid-clone)', db: 'bg-fs-', headroom: 20_000 },
    { name: 'the search index being saved', db: 'bg-idx-', headroom: 2_000 },
    // The registry's write of the finished record: the add's last step.
    { name: 'the registry recording the repository ready', db: 'bg-kv-', headroom: 0, when: (v) => /"big":\{[^}]*"status":"ready"/.test(JSON.stringify(v) ?? '') },
  ];
  for (const c of cases) {
    it(`quota reached by ${c.name}: answers quota in plain words, keeps nothing of the new repository, the other intact; Retry works once room is made`, async () => {
      const keepBefore = (await bg.call({ type: 'repos/list' })).repos.find((r: { id: string }) => r.id === 'keep');
      const refusedBefore = quota.refused.length;
      const stored = () => Object.fromEntries(quota.databases().filter((d) => /^bg-(fs|idx)-/.test(d) && !d.endsWith('_lock')).map((d) => [d, quota.usage(d)]));
      const before = stored();
      quota.limit(c.db, c.headroom, c.when);
      const answer = await bg.call({ type: 'repos/add', id: 'big', url: bigUrl });
      quota.lift();
      expect(quota.refused.slice(refusedBefore).length).toBeGreaterThan(0);
      expect(quota.refused.slice(refusedBefore).every((r) => r.startsWith(c.db))).toBe(true);
      expect(answer).toEqual({ ok: false, error: { code: 'quota', message: 'The browser ran out of storage. Remove a repository to free space, then try again.' } });
      await expectNothingOfBigAndKeepIntact(keepBefore);
      // Byte for byte as before, but for LightningFS's superblock (a few hundred bytes of folder entries).
      for (const [db, bytes] of Object.entries(stored())) expect(Math.abs(bytes - (before[db] ?? 0))).toBeLessThan(1_000);
      await bg.restart();
      await expectNothingOfBigAndKeepIntact(keepBefore);

      expect(await bg.call({ type: 'repos/add', id: 'big', url: bigUrl })).toMatchObject({ ok: true, repo: { status: 'ready', files: 40 } });
      expect(await bg.call({ type: 'repos/remove', id: 'big' })).toEqual({ ok: true });
    });
  }
});
