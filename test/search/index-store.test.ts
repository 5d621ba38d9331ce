import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { buildIndex, INDEX_FORMAT_VERSION, searchIndex } from '../../lib/search/index';
import { createIndexStore } from '../../lib/search/index-store';
import { splitSections } from '../../lib/search/sections';

const index = () => buildIndex([
  ...splitSections('a.md', '# Parking\n\nThe garage closes at nine.\n\n## Bikes\n\nBike racks are by the door.\n'),
  ...splitSections('b.md', '## 在宅勤務\n\n週に3日まで。\n'),
]);

describe('createIndexStore', () => {
  it('saves and loads an index that answers the same queries', async () => {
    const store = await createIndexStore(new IDBFactory());
    const built = index();
    await store.save('default/handbook', built, 'c0ffee');
    const loaded = await store.load('default/handbook', 'c0ffee');
    expect(loaded).not.toBeNull();
    for (const q of ['garage', 'bike racks', '在宅勤務']) expect(searchIndex(loaded!, q, 6)).toEqual(searchIndex(built, q, 6));
    expect(await store.sizeBytes('default/handbook')).toBeGreaterThan(100);
    store.close();
  });

  it('keeps the index across a closed and reopened database (a restarted service worker)', async () => {
    const idb = new IDBFactory();
    const first = await createIndexStore(idb, 'db');
    await first.save('k', index(), 'abc');
    first.close();
    const second = await createIndexStore(idb, 'db');
    expect(searchIndex((await second.load('k', 'abc'))!, 'garage', 1)[0]?.heading).toBe('Parking');
    second.close();
  });

  it('answers null for an index built from another commit, so the caller rebuilds', async () => {
    const store = await createIndexStore(new IDBFactory());
    await store.save('k', index(), 'old-commit');
    expect(await store.load('k', 'new-commit')).toBeNull();
    store.close();
  });

  it('answers null for an index saved in an older format version', async () => {
    const idb = new IDBFactory();
    const store = await createIndexStore(idb, 'db');
    await store.save('k', index(), 'abc');
    store.close();
    // Rewrite the stored records as an older release would have left them.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.open('db', 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction(['indexes', 'meta'], 'readwrite');
    for (const name of ['indexes', 'meta']) {
      const os = tx.objectStore(name);
      const get = os.get('k');
      get.onsuccess = () => os.put({ ...get.result, formatVersion: INDEX_FORMAT_VERSION - 1 });
    }
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
    const reopened = await createIndexStore(idb, 'db');
    expect(await reopened.load('k', 'abc')).toBeNull();
    reopened.close();
  });

  it('answers null and size 0 for a missing key, and forgets a deleted index', async () => {
    const store = await createIndexStore(new IDBFactory());
    expect(await store.load('nope', 'abc')).toBeNull();
    expect(await store.sizeBytes('nope')).toBe(0);
    await store.save('k', index(), 'abc');
    await store.delete('k');
    expect(await store.load('k', 'abc')).toBeNull();
    expect(await store.sizeBytes('k')).toBe(0);
    store.close();
  });

  it('replaces the record when saved again for a new commit', async () => {
    const store = await createIndexStore(new IDBFactory());
    await store.save('k', index(), 'one');
    await store.save('k', buildIndex(splitSections('c.md', '# Canteen\n\nLunch at noon.')), 'two');
    expect(await store.load('k', 'one')).toBeNull();
    expect(searchIndex((await store.load('k', 'two'))!, 'lunch', 6)[0]?.file).toBe('c.md');
    store.close();
  });
});
