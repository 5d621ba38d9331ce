// kuromoji's map from a dictionary trie id to its token ids, read in place from tid_map.dat.
// kuromoji's own loader builds a JS object of 325,871 arrays from it, about half of the
// dictionary's load (90–130 ms in Node): on the first CJK search after a worker wake that is
// most of what the dictionary adds. Here one scan fills three typed arrays, and a lookup is a
// binary search returning a view.

/** A stand-in for `TokenInfoDictionary.target_map` (indexed by trie id) over the file's bytes. */
export function lazyTargetMap(buffer: ArrayBuffer): Record<number, Int32Array | undefined> {
  const ints = new Int32Array(buffer, 0, buffer.byteLength >> 2);
  const n = ints[0] ?? 0;
  const keys = new Int32Array(n);
  const starts = new Int32Array(n);
  const counts = new Int32Array(n);
  // Records are [key, count, ...count values], keys ascending, all on 4-byte boundaries.
  let at = 1;
  let c = 0;
  for (; c < n && at + 2 <= ints.length; c++) {
    keys[c] = ints[at]!;
    counts[c] = ints[at + 1]!;
    starts[c] = at + 2;
    at += 2 + counts[c]!;
  }
  const find = (key: number): Int32Array | undefined => {
    let lo = 0;
    let hi = c - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = keys[mid]!;
      if (k === key) return ints.subarray(starts[mid]!, starts[mid]! + counts[mid]!);
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  };
  return new Proxy({} as Record<number, Int32Array | undefined>, { get: (_, prop) => (typeof prop === 'string' ? find(Number(prop)) : undefined) });
}
