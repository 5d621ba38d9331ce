/**
 * A small key-value store. The background keeps its registries, settings and conversations in
 * IndexedDB through this interface; tests use the same code over fake-indexeddb.
 */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Keys that start with `prefix`, in order. */
  keys(prefix?: string): Promise<string[]>;
}

/** Open (creating when needed) one object store in an IndexedDB database of `idb`. */
export async function openIdbKv(idb: IDBFactory, dbName: string, storeName = 'kv'): Promise<KeyValueStore> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = idb.open(dbName, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(storeName);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error(`IndexedDB database ${dbName} is blocked by another connection`));
  });
  const run = <T>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      const tx = db.transaction(storeName, mode);
      const req = op(tx.objectStore(storeName));
      let result: T;
      req.onsuccess = () => (result = req.result);
      // Resolve on commit, so a caller that awaited set() knows the write is durable.
      tx.oncomplete = () => resolve(result);
      tx.onerror = () => reject(tx.error ?? req.error);
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  return {
    get: (key) => run('readonly', (s) => s.get(key)),
    set: async (key, value) => {
      await run('readwrite', (s) => s.put(value, key));
    },
    remove: async (key) => {
      await run('readwrite', (s) => s.delete(key));
    },
    keys: async (prefix = '') => {
      const range = prefix ? IDBKeyRange.bound(prefix, `${prefix}\uffff`) : undefined;
      const keys = await run('readonly', (s) => s.getAllKeys(range));
      return keys.map(String);
    },
  };
}

/** An in-memory store with the same semantics (values are structured-cloned like IndexedDB's). */
export function memoryKv(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => (map.has(key) ? structuredClone(map.get(key)) : undefined),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    remove: async (key) => void map.delete(key),
    keys: async (prefix = '') => [...map.keys()].filter((k) => k.startsWith(prefix)).sort(),
  };
}
