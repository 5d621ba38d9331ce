/**
 * The key-value interface the registry persists through (the background backs it with
 * `chrome.storage.local`), and an in-memory implementation for tests and for Node tools.
 */

/** Minimal persistent key-value store: values must survive a JSON round trip. */
export type KeyValueStore = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
};

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
    dump: () => Object.fromEntries([...data].map(([k, v]) => [k, JSON.parse(v)])),
  };
}
