import { z } from 'zod';
import { INDEX_FORMAT_VERSION, type RepoIndex } from './index';
import { loadIndex, serializedBytes, serializeIndex } from './index-serialize';
import type { FileTexts, ReadTexts } from './section-texts';

// Three stores: `meta` is small, so a stale check or a size query never reads a large index;
// `texts` holds one record per file of section text, read only for the hits of a search.
const STORE = 'indexes';
const META = 'meta';
const TEXTS = 'texts';
const STORES = [STORE, META, TEXTS];
const DB_VERSION = 2;

/** What decides whether a persisted index is still valid, and how big it is. */
export const IndexMetaSchema = z.object({
  key: z.string(),
  formatVersion: z.number().int(),
  /** The commit the index was built from. */
  commit: z.string(),
  savedAt: z.number(),
  /** Bytes of postings and section table plus characters of section text: about what IndexedDB holds. */
  bytes: z.number().int(),
});
export type IndexMeta = z.infer<typeof IndexMetaSchema>;

const TextRecordSchema = z.object({ lines: z.array(z.number().int()), texts: z.array(z.string()) });

/** Persisted search indexes, one record per key (for example `space/repoId`). */
export interface IndexStore {
  /** Save the index; afterwards its section text is read from here, not kept in memory. */
  save(key: string, index: RepoIndex, commit: string): Promise<void>;
  /** The index for `key` built from `commit`; null when absent, stale or of another format. */
  load(key: string, commit: string): Promise<RepoIndex | null>;
  delete(key: string): Promise<void>;
  /** Approximate bytes of the stored records; 0 when absent. */
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
  const req = idb.open(name, DB_VERSION);
  req.onupgradeneeded = () => {
    for (const name of STORES) {
      if (req.result.objectStoreNames.contains(name)) continue;
      if (name !== TEXTS) req.result.createObjectStore(name, { keyPath: 'key' });
      // Text records are found by index key through `owner`, so no key range (a global that
      // an injected IDBFactory does not bring) is needed to drop them all.
      else req.result.createObjectStore(name, { keyPath: ['owner', 'file'] }).createIndex('owner', 'owner');
    }
  };
  return request(req);
}

// Run requests in one transaction and resolve once it has committed, not merely succeeded.
async function inTx<T>(db: IDBDatabase, mode: IDBTransactionMode, fn: (tx: IDBTransaction) => Promise<T> | T): Promise<T> {
  const tx = db.transaction(STORES, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await fn(tx);
  await done;
  return result;
}

const textKey = (key: string, file: string): [string, string] => [key, file];

async function deleteAllTexts(tx: IDBTransaction, key: string): Promise<void> {
  const store = tx.objectStore(TEXTS);
  for (const k of await request(store.index('owner').getAllKeys(key))) store.delete(k);
}

async function readMeta(db: IDBDatabase, key: string): Promise<IndexMeta | null> {
  const parsed = IndexMetaSchema.safeParse(await inTx(db, 'readonly', (tx) => request(tx.objectStore(META).get(key))));
  return parsed.success ? parsed.data : null;
}

// One reader per open store: requests of several keys (a whole-space search) share a
// read-only transaction over the text store alone, and answer as soon as its reads have
// succeeded: a read-only transaction has nothing to commit, so waiting for its completion only
// added a round trip to every search.
function textReader(db: IDBDatabase): ReadTexts {
  return async (requests) => {
    const store = db.transaction([TEXTS], 'readonly').objectStore(TEXTS);
    const out = new Map<string, Map<string, FileTexts>>();
    await Promise.all(
      requests.map(async ({ key, files }) => {
        const byFile = out.get(key) ?? out.set(key, new Map()).get(key)!;
        const records = await Promise.all(files.map((f) => request(store.get(textKey(key, f)))));
        records.forEach((r, i) => {
          const parsed = TextRecordSchema.safeParse(r);
          if (parsed.success) byFile.set(files[i]!, new Map(parsed.data.lines.map((l, j) => [l, parsed.data.texts[j] ?? ''])));
        });
      }),
    );
    return out;
  };
}

/**
 * Open the index store in IndexedDB. `idb` is injected (the browser's `indexedDB`, or
 * fake-indexeddb in tests). `load` answers null rather than an old index when the record's
 * format version or commit differs, so the caller rebuilds; it never rebuilds by itself.
 */
export async function createIndexStore(idb: IDBFactory, dbName = 'primachat-search'): Promise<IndexStore> {
  const db = await openDb(idb, dbName);
  const origin = (key: string) => `${dbName}\u0000${key}`;
  const read = textReader(db);
  return {
    async save(key, index, commit) {
      const data = serializeIndex(index);
      const textChars = index.data.docs.textChars.reduce((n, x) => n + x, 0);
      const meta: IndexMeta = { key, commit, formatVersion: INDEX_FORMAT_VERSION, savedAt: Date.now(), bytes: serializedBytes(data) + textChars };
      const { texts } = index;
      await inTx(db, 'readwrite', async (tx) => {
        const store = tx.objectStore(TEXTS);
        // An index that did not come from this key owns none of its saved texts: start clean.
        if (texts.origin !== origin(key)) await deleteAllTexts(tx, key);
        else for (const f of texts.stale) store.delete(textKey(key, f));
        for (const [f, t] of texts.pending) store.put({ owner: key, file: f, lines: [...t.keys()], texts: [...t.values()] });
        tx.objectStore(STORE).put({ ...meta, ...data });
        tx.objectStore(META).put(meta);
      });
      texts.pending.clear();
      texts.stale.clear();
      texts.source = { read, key };
      texts.origin = origin(key);
    },
    async load(key, commit) {
      const meta = await readMeta(db, key);
      if (!meta || meta.formatVersion !== INDEX_FORMAT_VERSION || meta.commit !== commit) return null;
      const record = await inTx(db, 'readonly', (tx) => request(tx.objectStore(STORE).get(key)));
      if (record?.formatVersion !== INDEX_FORMAT_VERSION || record.commit !== commit) return null;
      try {
        return loadIndex(record, { pending: new Map(), stale: new Set(), source: { read, key }, origin: origin(key) });
      } catch {
        return null; // damaged: the caller rebuilds
      }
    },
    async delete(key) {
      await inTx(db, 'readwrite', async (tx) => {
        tx.objectStore(STORE).delete(key);
        tx.objectStore(META).delete(key);
        await deleteAllTexts(tx, key);
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
