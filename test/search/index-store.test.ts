import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { buildIndex, INDEX_FORMAT_VERSION, searchIndex, updateIndex } from '../../lib/search/index';
import { createIndexStore } from '../../lib/search/index-store';
import { splitSections } from '../../lib/search/sections';
import { searchIndexes } from '../../lib/search/space-search';

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
    for (const q of ['garage', 'bike racks', '在宅勤務']) expect(await searchIndex(loaded!, q, 6)).toEqual(await searchIndex(built, q, 6));
    expect(await store.sizeBytes('default/handbook')).toBeGreaterThan(100);
    store.close();
  });

  it('keeps the index across a closed and reopened database (a restarted service worker)', async () => {
    const idb = new IDBFactory();
    const first = await createIndexStore(idb, 'db');
    await first.save('k', index(), 'abc');
    first.close();
    const second = await createIndexStore(idb, 'db');
    expect((await searchIndex((await second.load('k', 'abc'))!, 'garage', 1))[0]?.heading).toBe('Parking');
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
      const req = idb.open('db');
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
    expect((await searchIndex((await store.load('k', 'two'))!, 'lunch', 6))[0]?.file).toBe('c.md');
    store.close();
  });

  it('keeps section text out of memory after a save and reads only the hits\' files', async () => {
    const store = await createIndexStore(new IDBFactory());
    const built = index();
    expect(built.texts.pending.size).toBe(2);
    await store.save('k', built, 'abc');
    expect(built.texts.pending.size).toBe(0);
    const loaded = (await store.load('k', 'abc'))!;
    const asked: string[][] = [];
    const { read, key } = loaded.texts.source!;
    loaded.texts.source = { key, read: (requests) => (asked.push(...requests.map((r) => [...r.files])), read(requests)) };
    const [hit] = await searchIndex(loaded, 'bike racks', 1);
    expect(hit).toMatchObject({ file: 'a.md', heading: 'Bikes', text: 'Bike racks are by the door.' });
    expect(asked).toEqual([['a.md']]);
    store.close();
  });

  it('reads a whole-space search\'s hit texts of two saved indexes in one read of the store', async () => {
    const store = await createIndexStore(new IDBFactory());
    await store.save('s/one', buildIndex(splitSections('a.md', '# Parking\n\nThe garage closes at nine.\n')), 'c1');
    await store.save('s/two', buildIndex(splitSections('b.md', '# Garage\n\nThe garage has bike racks.\n')), 'c2');
    const one = (await store.load('s/one', 'c1'))!;
    const two = (await store.load('s/two', 'c2'))!;
    expect(one.texts.source!.read).toBe(two.texts.source!.read);
    const calls: Array<Array<{ key: string; files: string[] }>> = [];
    const { read } = one.texts.source!;
    const counting = (requests: Parameters<typeof read>[0]) => (calls.push(requests.map((r) => ({ key: r.key, files: [...r.files] }))), read(requests));
    one.texts.source = { key: 's/one', read: counting };
    two.texts.source = { key: 's/two', read: counting };
    const hits = await searchIndexes([{ key: 'one', index: one }, { key: 'two', index: two }], 'garage', 6);
    expect(hits.map((h) => [h.key, h.text]).sort()).toEqual([['one', 'The garage closes at nine.'], ['two', 'The garage has bike racks.']]);
    expect(calls).toHaveLength(1);
    expect([...calls[0]!].sort((a, b) => (a.key < b.key ? -1 : 1))).toEqual([{ key: 's/one', files: ['a.md'] }, { key: 's/two', files: ['b.md'] }]);
    store.close();
  });

  it('persists an incremental update: the loaded index has the new file and forgets the removed one', async () => {
    const idb = new IDBFactory();
    const store = await createIndexStore(idb, 'db');
    await store.save('k', index(), 'one');
    const loaded = (await store.load('k', 'one'))!;
    updateIndex(loaded, { removedFiles: ['b.md'], changed: [{ file: 'engraved/note.md', text: '# Canteen hours\n\nLunch is served at noon.\n' }] });
    // Searchable at once, before any save (an engrave answers from memory).
    expect((await searchIndex(loaded, 'lunch', 6))[0]).toMatchObject({ file: 'engraved/note.md', text: 'Lunch is served at noon.' });
    await store.save('k', loaded, 'two');
    store.close();
    const again = await createIndexStore(idb, 'db');
    const reloaded = (await again.load('k', 'two'))!;
    expect((await searchIndex(reloaded, 'lunch', 6))[0]).toMatchObject({ file: 'engraved/note.md', text: 'Lunch is served at noon.' });
    expect((await searchIndex(reloaded, 'garage', 6))[0]).toMatchObject({ file: 'a.md', text: 'The garage closes at nine.' });
    expect(await searchIndex(reloaded, '在宅勤務', 6)).toEqual([]);
    expect((await reloaded.texts.source!.read([{ key: 'k', files: ['b.md'] }])).get('k')).toEqual(new Map()); // its text record went too
    expect([...reloaded.byFile.keys()].sort()).toEqual(['a.md', 'engraved/note.md']);
    again.close();
  });

  it('does not serve another index\'s old text after a rebuild is saved under the same key', async () => {
    const store = await createIndexStore(new IDBFactory());
    await store.save('k', index(), 'one');
    // A rebuild from files whose a.md changed: its new text must win, b.md's old text must go.
    const rebuilt = buildIndex(splitSections('a.md', '# Parking\n\nThe garage now closes at ten.\n'));
    await store.save('k', rebuilt, 'two');
    const loaded = (await store.load('k', 'two'))!;
    expect((await searchIndex(loaded, 'garage', 6))[0]?.text).toBe('The garage now closes at ten.');
    expect((await loaded.texts.source!.read([{ key: 'k', files: ['b.md'] }])).get('k')).toEqual(new Map());
    store.close();
  });

  it('opens a database left by the previous release (version 1, no text store) and rebuilds its index', async () => {
    const idb = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const req = idb.open('old', 1);
      req.onupgradeneeded = () => {
        for (const name of ['indexes', 'meta']) req.result.createObjectStore(name, { keyPath: 'key' });
        req.result.createObjectStore('meta2', { keyPath: 'key' });
      };
      req.onsuccess = () => {
        const tx = req.result.transaction(['indexes', 'meta'], 'readwrite');
        const old = { key: 'k', formatVersion: 1, commit: 'abc', savedAt: 0, bytes: 10 };
        tx.objectStore('meta').put(old);
        tx.objectStore('indexes').put({ ...old, miniSearch: '{}', sections: '[]' });
        tx.oncomplete = () => (req.result.close(), resolve());
      };
      req.onerror = () => reject(req.error);
    });
    const store = await createIndexStore(idb, 'old');
    expect(await store.load('k', 'abc')).toBeNull();
    await store.save('k', index(), 'abc');
    expect((await searchIndex((await store.load('k', 'abc'))!, 'garage', 1))[0]?.file).toBe('a.md');
    store.close();
  });
});
