import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { memoryKv, openIdbKv } from '../../lib/storage/kv';

describe.each([
  ['IndexedDB', () => openIdbKv(indexedDB, `kv-test-${Math.random()}`)],
  ['memory', async () => memoryKv()],
])('%s key-value store', (_name, open) => {
  it('saves, loads, lists by prefix and removes', async () => {
    const kv = await open();
    await kv.set('a:1', { n: 1, nested: [1, 2] });
    await kv.set('a:2', 'two');
    await kv.set('b:1', true);
    expect(await kv.get('a:1')).toEqual({ n: 1, nested: [1, 2] });
    expect(await kv.keys('a:')).toEqual(['a:1', 'a:2']);
    await kv.remove('a:1');
    expect(await kv.get('a:1')).toBeUndefined();
    expect(await kv.keys()).toEqual(['a:2', 'b:1']);
  });

  it('stores a copy, not a reference', async () => {
    const kv = await open();
    const value = { list: [1] };
    await kv.set('k', value);
    value.list.push(2);
    expect(await kv.get('k')).toEqual({ list: [1] });
  });
});

it('keeps data across reopening the same IndexedDB database', async () => {
  const name = `kv-reopen-${Math.random()}`;
  await (await openIdbKv(indexedDB, name)).set('x', 42);
  expect(await (await openIdbKv(indexedDB, name)).get('x')).toBe(42);
});
