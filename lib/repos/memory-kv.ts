/**
 * An in-memory key-value store that copies values through JSON, for registry tests that want
 * to look at what was persisted (`dump`). The interface is lib/storage/kv.ts's.
 */
import type { KeyValueStore } from '../storage/kv';

/**
 * An in-memory `KeyValueStore`. Values are copied through JSON on the way in and out, as
 * `chrome.storage` does, so a test cannot pass by sharing an object with the store.
 */
export function createMemoryKv(initial: Record<string, unknown> = {}): KeyValueStore & { dump(): Record<string, unknown> } {
  const data = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    async get(key) {
      const v = data.get(key);
      return v === undefined ? undefined : JSON.parse(v);
    },
    async set(key, value) {
      data.set(key, JSON.stringify(value));
    },
    async remove(key) {
      data.delete(key);
    },
    async keys(prefix = '') {
      return [...data.keys()].filter((k) => k.startsWith(prefix)).sort();
    },
    dump: () => Object.fromEntries([...data].map(([k, v]) => [k, JSON.parse(v)])),
  };
}
