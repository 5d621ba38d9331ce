// kuromoji 0.1.2's Viterbi search, over typed arrays: the same lattice (known words by common
// prefix search of the trie, rebuilt over UTF-16 code units: utf16-trie.ts, unknown words by character class, grouped), the same costs and
// the same tie-breaking (the first cheapest previous node, in kuromoji's order), so the best path
// is kuromoji's. kuromoji builds an object per lattice node, re-encodes the rest of the sentence to
// UTF-8 at every position and decodes every result's feature line; that made a first Japanese
// pass half as fast per MB as English (issue 14). test/search/cjk-lattice.test.ts compares the two.
// The path is flat (token, span); morphemes.ts reads the tokens' features.
import type { Ipadic } from './ipadic';

/**
 * The best path of the last `bestPath` call, flat (no object per morpheme: a first pass over a
 * handbook met 100,000 of them, each garbage to collect): per morpheme its token (the record's
 * byte offset in `tid`, or `~offset` in `unk` for an unknown word) and its UTF-16 span in the
 * text. Reused by the next call (the analyser is synchronous).
 */
export interface LatticePath {
  length: number;
  token: Int32Array;
  start: Int32Array;
  end: Int32Array;
}

// Growable scratch for one sentence's lattice, reused across calls (the analyser is synchronous).
let cap = 0;
let nStart = new Int32Array(0), nLen = new Int32Array(0), nLeft = new Int32Array(0), nRow = new Int32Array(0);
let nCost = new Int32Array(0), nId = new Int32Array(0), nPrev = new Int32Array(0), nNextSameEnd = new Int32Array(0);
let nBest = new Float64Array(0);
function grow(min: number): void {
  if (min <= cap) return;
  cap = Math.max(min, cap * 2, 256);
  // Mid-sentence: the nodes added so far are kept.
  const i32 = (old: Int32Array) => {
    const a = new Int32Array(cap);
    a.set(old);
    return a;
  };
  [nStart, nLen, nLeft, nRow, nCost, nId, nPrev, nNextSameEnd] = [i32(nStart), i32(nLen), i32(nLeft), i32(nRow), i32(nCost), i32(nId), i32(nPrev), i32(nNextSameEnd)];
  const best = new Float64Array(cap);
  best.set(nBest);
  nBest = best;
}

const PUNCTUATION = /[、。]/;

const out: LatticePath = { length: 0, token: new Int32Array(64), start: new Int32Array(64), end: new Int32Array(64) };

/** kuromoji's best path (its `tokenize`): sentences cut after 、 and 。, each searched on its own. */
export function bestPath(d: Ipadic, text: string): LatticePath {
  out.length = 0;
  if (!PUNCTUATION.test(text)) {
    sentence(d, text, 0);
    return out;
  }
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '、' && c !== '。') continue;
    sentence(d, text.slice(from, i + 1), from);
    from = i + 1;
  }
  if (from < text.length) sentence(d, text.slice(from), from);
  return out;
}

function fitPath(n: number): void {
  if (n <= out.token.length) return;
  const more = (a: Int32Array) => {
    const b = new Int32Array(Math.max(n, a.length * 2));
    b.set(a);
    return b;
  };
  [out.token, out.start, out.end] = [more(out.token), more(out.start), more(out.end)];
}

// Per sentence: code points' UTF-16 offsets and classes, each code unit's trie code
// (utf16-trie.ts), and where each code point's run of one character class ends (unknown words
// are grouped to it).
let size = 0;
let u16 = new Int32Array(0), classAt = new Int32Array(0), runEnd = new Int32Array(0), codeAt = new Int32Array(0);
let firstAtEnd = new Int32Array(0), lastAtEnd = new Int32Array(0), path = new Int32Array(0);
let count = 0;

function fit(n: number): void {
  if (n + 1 <= size) return;
  size = Math.max(64, (n + 1) * 2);
  const i32 = () => new Int32Array(size);
  [u16, classAt, runEnd, codeAt, firstAtEnd, lastAtEnd, path] = [i32(), i32(), i32(), i32(), i32(), i32(), i32()];
}

// The cost matrix's row width, for `add` (set per sentence).
let width = 0;
/** A node for the token record at byte `id` of `dict`; its right id is kept as its row's offset in the cost matrix. */
function add(start: number, len: number, id: number, dict: Int16Array, unknown: boolean): void {
  if (count >= cap) grow(count + 1);
  const h = id >> 1;
  nStart[count] = start; nLen[count] = len; nId[count] = unknown ? ~id : id;
  nLeft[count] = dict[h]! + 2; nRow[count] = dict[h + 1]! * width; nCost[count] = dict[h + 2]!;
  // Linked into the nodes ending where it ends, in the order added (kuromoji's nodes_end_at lists).
  const e = start + len;
  nNextSameEnd[count] = -1;
  if (lastAtEnd[e]! < 0) firstAtEnd[e] = count;
  else nNextSameEnd[lastAtEnd[e]!] = count;
  lastAtEnd[e] = count;
  count++;
}

function sentence(d: Ipadic, s: string, at: number): void {
  fit(s.length);
  const { unitCode, base, check, unkTargets, charClass, classes, defaultClass } = d;
  const len = s.length;
  let n = 0;
  for (let i = 0; i < len; n++) {
    const cp = s.codePointAt(i)!;
    u16[n] = i;
    classAt[n] = cp > 0xffff ? defaultClass : charClass[cp]!;
    codeAt[i] = unitCode[s.charCodeAt(i)]!;
    if (cp > 0xffff) codeAt[i + 1] = unitCode[s.charCodeAt(i + 1)]!;
    i += cp > 0xffff ? 2 : 1;
  }
  u16[n] = len;
  if (n === 0) return;
  for (let p = n - 1; p >= 0; p--) runEnd[p] = p + 1 < n && classAt[p + 1] === classAt[p] ? runEnd[p + 1]! : p + 1;
  count = 0;
  width = d.costWidth;
  firstAtEnd.fill(-1, 0, n + 1);
  lastAtEnd.fill(-1, 0, n + 1);
  const checkLen = check.length;
  for (let p = 0; p < n; p++) {
    // Common prefix search from p over the code units (utf16-trie.ts has the layout): a word
    // ends at a code point boundary whose node is childless (`~value`) or has its low bit set
    // (the value in its terminal slot). Code 0 is a unit in no word.
    let known = 0;
    let node = 0;
    let q = p; // the code point whose units are being walked
    for (let ui = u16[p]!; ui < len; ) {
      const c = codeAt[ui]!;
      const b = base[node]!;
      if (c === 0 || b < 0) break;
      const child = (b >> 1) + c;
      if (child >= checkLen || check[child] !== node) break;
      node = child;
      if (++ui !== u16[q + 1]) continue; // the high half of a surrogate pair
      q++;
      const here = base[node]!;
      const w = here < 0 ? ~here : here & 1 ? ~base[here >> 1]! : -1;
      if (w < 0) continue;
      // The word's records: (first << 8) | count, 10 bytes each.
      for (let t = w >> 8, e = t + (w & 255); t < e; t++) add(p, q - p, t * 10, d.tid, false);
      known++;
    }
    const head = classAt[p]!;
    const cls = classes[head]!;
    if (known === 0 || cls.always) {
      const len = cls.grouping ? runEnd[p]! - p : 1;
      for (let t = unkTargets.start[head]!, e = t + unkTargets.count[head]!; t < e; t++) add(p, len, unkTargets.ids[t]!, d.unk, true);
    }
  }
  // Forward: nodes in start order, so every node ending where one starts is already priced.
  // BOS is -1 (cost 0, right id 0); -2 is "no previous node". Costs stay doubles, as kuromoji's.
  const { costs } = d;
  for (let i = 0; i < count; i++) {
    const start = nStart[i]!;
    const left = nLeft[i]!;
    if (start === 0) {
      nPrev[i] = -1;
      nBest[i] = costs[left]! + nCost[i]!;
      continue;
    }
    let cost = Number.MAX_VALUE;
    let prev = -2;
    for (let j = firstAtEnd[start]!; j >= 0; j = nNextSameEnd[j]!) {
      const c = nBest[j]! + costs[nRow[j]! + left]!;
      if (c < cost) { cost = c; prev = j; }
    }
    nPrev[i] = prev;
    nBest[i] = prev === -2 ? Number.MAX_VALUE : cost + nCost[i]!;
  }
  let last = -2;
  let cost = Number.MAX_VALUE;
  for (let j = firstAtEnd[n]!; j >= 0; j = nNextSameEnd[j]!) {
    const c = nBest[j]! + costs[nRow[j]! + 2]!;
    if (c < cost) { cost = c; last = j; }
  }
  let steps = 0;
  for (let j = last; j !== -1; j = nPrev[j]!) {
    if (j === -2) return; // no path (kuromoji answers no tokens)
    path[steps++] = j; // at most n nodes: each is one char long or more
  }
  fitPath(out.length + steps);
  const { token, start: pathStart, end: pathEnd } = out;
  let m = out.length;
  for (let k = steps - 1; k >= 0; k--, m++) {
    const j = path[k]!;
    const start = nStart[j]!;
    token[m] = nId[j]!;
    pathStart[m] = at + u16[start]!;
    pathEnd[m] = at + u16[start + nLen[j]!]!;
  }
  out.length = m;
}
