import type { TestBackground } from '../../support/background';

/**
 * Everything the background stores, as one comparable value: the answers of repos/list,
 * conversations/list (with each conversation's messages) and settings/get, plus every record of
 * every IndexedDB database this test process opened (registry and settings kv, search indexes,
 * LightningFS blocks of the git store). Two equal snapshots mean nothing was written.
 */
export async function snapshotState(bg: TestBackground, spaces: string[] = ['default']): Promise<unknown> {
  const api: Record<string, unknown> = { settings: await bg.call({ type: 'settings/get' }), spaces: await bg.call({ type: 'spaces/list' }) };
  for (const space of spaces) {
    api[`repos/${space}`] = await bg.call({ type: 'repos/list', space });
    const list = await bg.call({ type: 'conversations/list', space });
    api[`conversations/${space}`] = list;
    for (const c of list.conversations ?? []) api[`conversation/${c.id}`] = await bg.call({ type: 'conversations/get', id: c.id });
  }
  return { api, databases: await dumpDatabases() };
}

async function dumpDatabases(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  // LightningFS's `<name>_lock` databases hold a mutex whose expiry it renews on a timer while
  // busy: not stored state, and they change with the clock alone.
  const infos = (await indexedDB.databases())
    .filter((d) => d.name && !d.name.endsWith('_lock'))
    .sort((a, b) => (a.name! < b.name! ? -1 : 1));
  for (const { name } of infos) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name!);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    try {
      for (const store of [...db.objectStoreNames].sort()) {
        const tx = db.transaction(store, 'readonly');
        const s = tx.objectStore(store);
        const [keys, values] = await Promise.all([request(s.getAllKeys()), request(s.getAll())]);
        out[`${name}/${store}`] = keys.map((k, i) => [k, values[i]]);
      }
    } finally {
      db.close();
    }
  }
  return out;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}
