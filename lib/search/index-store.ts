import { z } from 'zod';
import { INDEX_FORMAT_VERSION, type RepoIndex } from './index';
import { loadIndex, serializeIndex } from './index-serialize';

// Two stores: `meta` is small, so a stale check or a size query never reads a large index.
const STORE = 'indexes';
const META = 'meta';

/** One persisted index: the serialized index plus what decides whether it is still valid. */
export const IndexRecordSchema = z.object({
  key: z.string(),
  formatVersion: z.number().int(),
  /** The commit the index was built from. */
  commit: z.string(),
  savedAt: z.number(),
  /** Characters of serialized index and sections: about the bytes IndexedDB holds. */
  bytes: z.number().int(),
  miniSearch: z.string(),
  sections: z.string(),
});
export type IndexRecord = z.infer<typeof IndexRecordSchema>;

export const IndexMetaSchema = IndexRecordSchema.omit({ miniSearch: true, sections: true });
export type IndexMeta = z.infer<typeof IndexMetaSchema>;

/** Persisted search indexes, one record per key (for example `space/repoId`). */
export interface IndexStore {
  save(key: string, index: RepoIndex, commit: string): Promise<void>;
  /** The index for `key` built from `commit`; null when absent, stale or of another format. */
  load(key: string, commit: string): Promise<RepoIndex | null>;
  delete(key: string): Promise<void>;
  /** Approximate bytes of the stored record; 0 when absent. */
  sizeBytes(key: string): Promise<number>;
  close(): void;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(idb: IDBFactory, name: string): Promise<IDBDatabase> {
  const req = idb.open(name, 1);
  req.onupgradeneeded = () => {
    for (const name of [STORE, META]) {
      if (!req.result.objectStoreNames.contains(name)) req.result.createObjectStore(name, { keyPath: 'key' });
    }
  };
  return request(req);
}

// Run requests in one transaction and resolve once it has committed, not merely succeeded.
async function inTx<T>(db: IDBDatabase, mode: IDBTransactionMode, fn: (index: IDBObjectStore, meta: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const tx = db.transaction([STORE, META], mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await request(fn(tx.objectStore(STORE), tx.objectStore(META)));
  await done;
  return result;
}

async function readMeta(db: IDBDatabase, key: string): Promise<IndexMeta | null> {
  const parsed = IndexMetaSchema.safeParse(await inTx(db, 'readonly', (_i, m) => m.get(key)));
  return parsed.success ? parsed.data : null;
}

/**
 * Open the index store in IndexedDB. `idb` is injected (the browser's `indexedDB`, or
 * fake-indexeddb in tests). `load` answers null rather than an old index when the record's
 * format version or commit differs, so the caller rebuilds; it never rebuilds by itself.
 */
export async function createIndexStore(idb: IDBFactory, dbName = 'primachat-search'): Promise<IndexStore> {
  const db = await openDb(idb, dbName);
  return {
    async save(key, index, commit) {
      const data = serializeIndex(index);
      const meta: IndexMeta = { key, commit, formatVersion: data.formatVersion, savedAt: Date.now(), bytes: data.miniSearch.length + data.sections.length };
      await inTx(db, 'readwrite', (i, m) => {
        i.put({ ...meta, ...data } satisfies IndexRecord);
        return m.put(meta);
      });
    },
    async load(key, commit) {
      const meta = await readMeta(db, key);
      if (!meta || meta.formatVersion !== INDEX_FORMAT_VERSION || meta.commit !== commit) return null;
      const parsed = IndexRecordSchema.safeParse(await inTx(db, 'readonly', (i) => i.get(key)));
      if (!parsed.success || parsed.data.formatVersion !== INDEX_FORMAT_VERSION || parsed.data.commit !== commit) return null;
      return loadIndex(parsed.data);
    },
    async delete(key) {
      await inTx(db, 'readwrite', (i, m) => {
        i.delete(key);
        return m.delete(key);
      });
    },
    async sizeBytes(key) {
      return (await readMeta(db, key))?.bytes ?? 0;
    },
    close() {
      db.close();
    },
  };
}
