// Builds the shipped UTF-16 trie (utf16-trie.ts has its layout and reader) from kuromoji's UTF-8
// double array: at build time (scripts/kuromoji-dict.ts), or when a test loads kuromoji's own files.
import { SHIPPED_FORM_VERSION, TRIE_HEADER, TRIE_MAGIC } from './utf16-trie';

/** Every key of kuromoji's UTF-8 double array with its value, by walking each slot back to its parent. */
export function byteTrieKeys(baseBytes: Uint8Array, checkBytes: Uint8Array): Map<string, number> {
  const int32s = (b: Uint8Array) => new Int32Array(new Uint8Array(b).buffer, 0, b.byteLength >> 2); // aligned copies
  const base = int32s(baseBytes);
  const check = int32s(checkBytes);
  const n = Math.min(base.length, check.length);
  // Children of each node, by code, as linked lists (slots in ascending order are codes ascending).
  const firstChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  const lastChild = new Int32Array(n).fill(-1);
  for (let i = 1; i < n; i++) {
    const parent = check[i]!;
    if (parent < 0 || parent >= n) continue;
    const code = i - base[parent]!;
    if (code < 0 || code > 255) continue;
    if (lastChild[parent]! < 0) firstChild[parent] = i;
    else nextSibling[lastChild[parent]!] = i;
    lastChild[parent] = i;
  }
  const keys = new Map<string, number>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const bytes = new Uint8Array(256);
  const walk = (node: number, depth: number): void => {
    for (let c = firstChild[node]!; c >= 0; c = nextSibling[c]!) {
      const code = c - base[node]!;
      if (code === 0) {
        if (base[c]! <= 0) keys.set(decoder.decode(bytes.subarray(0, depth)), -base[c]! - 1);
        continue;
      }
      bytes[depth] = code;
      walk(c, depth + 1);
    }
  };
  walk(0, 0);
  return keys;
}

export interface Utf16Trie {
  /** Header, alphabet and base (Int32), as shipped. */
  base: Uint8Array;
  /** Header and check (Int32), as shipped. */
  check: Uint8Array;
}

function header(bytes: Uint8Array, alphabet: number, slots: number): void {
  const h = new Int32Array(bytes.buffer, bytes.byteOffset, 4);
  h.set([TRIE_MAGIC, SHIPPED_FORM_VERSION, alphabet, slots]);
}

/** The double array of `keys` (word → value, 0 to 2^31 - 1) over renumbered UTF-16 code units. */
export function buildUtf16Trie(keys: Map<string, number>): Utf16Trie {
  for (const v of keys.values()) if (!(Number.isInteger(v) && v >= 0 && v <= 0x7fffffff)) throw new Error(`trie value ${v} is not a non-negative Int32`);
  const words = [...keys.keys()].sort(); // by code units, as JS compares strings
  // A unit's weight: the trie nodes it labels (each key adds the units after its common prefix with the one before).
  const weight = new Int32Array(0x10000);
  for (let k = 0, prev = ''; k < words.length; prev = words[k]!, k++) {
    const w = words[k]!;
    let lcp = 0;
    while (lcp < w.length && lcp < prev.length && w.charCodeAt(lcp) === prev.charCodeAt(lcp)) lcp++;
    for (let i = lcp; i < w.length; i++) weight[w.charCodeAt(i)]!++;
  }
  const units = [...Array(0x10000).keys()].filter((u) => weight[u]! > 0).sort((a, b) => weight[b]! - weight[a]! || a - b);
  const code = new Int32Array(0x10000);
  units.forEach((u, i) => (code[u] = i + 1));

  let size = 1 << 20;
  let base = new Int32Array(size);
  let check = new Int32Array(size).fill(-1);
  // Per slot: 0 free, 1 taken, 2 free but no longer tried for a node's lowest code (`place`).
  let used = new Uint8Array(size);
  let tries = new Uint8Array(size);
  used[0] = 1;
  check[0] = 0;
  let top = 0; // the highest slot used
  let firstFree = 1;
  const grow = (min: number) => {
    if (min < size) return;
    while (size <= min) size *= 2;
    const b = new Int32Array(size), c = new Int32Array(size).fill(-1), u = new Uint8Array(size), t = new Uint8Array(size);
    b.set(base); c.set(check); u.set(used); t.set(tries);
    [base, check, used, tries] = [b, c, u, t];
  };
  const codes: number[] = [];
  const starts: number[] = [];
  // Place the children of `node` (the words in [from, to) share their first `depth` units).
  const place = (node: number, depth: number, from: number, to: number): void => {
    const mark = codes.length;
    for (let k = from; k < to; ) {
      const w = words[k]!;
      const c = depth < w.length ? code[w.charCodeAt(depth)]! : 0;
      codes.push(c);
      starts.push(k);
      k++;
      while (k < to && (depth < words[k]!.length ? code[words[k]!.charCodeAt(depth)]! : 0) === c) k++;
    }
    starts.push(to);
    const mine = codes.slice(mark);
    const ranges = starts.slice(mark);
    codes.length = mark;
    starts.length = mark;
    const order = mine.map((_, i) => i).sort((a, b) => mine[a]! - mine[b]!);
    const low = mine[order[0]!]!;
    // First fit from the first free slot: each candidate puts the lowest code on a free slot.
    // A free slot that failed as a candidate 64 times is not tried again: words no longer
    // word extends take no slot of their own children (form 3), so nothing small comes to fill
    // such holes, and scanning them at every placement made the build quadratic (minutes; 64 tries: 1 s, 7% more slots than no limit).
    while (used[firstFree]) firstFree++;
    let b = 0;
    for (let s = firstFree; ; s++) {
      if (used[s]) continue;
      b = s - low;
      if (b < 1) continue;
      grow(b + mine[order[order.length - 1]!]!);
      if (order.every((i) => used[b + mine[i]!] !== 1)) break;
      if (++tries[s]! >= 64) used[s] = 2;
    }
    // The low bit says a word ends here; its value is then in the terminal slot (code 0).
    base[node] = (b << 1) | (mine[order[0]!] === 0 ? 1 : 0);
    for (const c of mine) {
      used[b + c] = 1;
      check[b + c] = node;
      if (b + c > top) top = b + c;
    }
    for (const i of order) {
      const child = b + mine[i]!;
      const at = ranges[i]!;
      if (mine[i] === 0) base[child] = ~keys.get(words[at]!)!;
      // A word no other word extends: its value in its own slot, no terminal slot.
      else if (ranges[i + 1] === at + 1 && words[at]!.length === depth + 1) base[child] = ~keys.get(words[at]!)!;
      else place(child, depth + 1, at, ranges[i + 1]!);
    }
  };
  place(0, 0, 0, words.length);

  const slots = top + 1;
  const alphaBytes = Math.ceil((units.length * 2) / 4) * 4;
  const baseOut = new Uint8Array(TRIE_HEADER + alphaBytes + slots * 4);
  header(baseOut, units.length, slots);
  new Uint16Array(baseOut.buffer, TRIE_HEADER, units.length).set(units);
  new Int32Array(baseOut.buffer, TRIE_HEADER + alphaBytes, slots).set(base.subarray(0, slots));
  const checkOut = new Uint8Array(TRIE_HEADER + slots * 4);
  header(checkOut, units.length, slots);
  new Int32Array(checkOut.buffer, TRIE_HEADER, slots).set(check.subarray(0, slots));
  return { base: baseOut, check: checkOut };
}
