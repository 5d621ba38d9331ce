/**
 * Run async work one at a time per key: a sync, an engrave or a remove of one repository never
 * interleaves with another of the same repository. Different keys run in parallel.
 */
export function createKeyedSerial() {
  const tails = new Map<string, Promise<unknown>>();
  return function serial<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).catch(() => {}).then(fn);
    tails.set(key, run);
    void run.catch(() => {}).finally(() => {
      if (tails.get(key) === run) tails.delete(key);
    });
    return run;
  };
}
