// kuromoji's IPADIC files turned into the form the build ships and the lattice reads: a worker
// waking for one Japanese query reads all of it, so every byte is on that query's path (issue 14:
// 65 MB fetched took most of its 300 ms). From kuromoji's 100 MB (65 MB without its zero padding):
// - Feature lines: "surface,pos,pos1,pos2,pos3,ctype,cform,basic,reading,pronunciation" per entry
//   (392,126 of them, 36 MB) cut to "pos,pos1,ctype,basic", the basic form empty when it is the
//   surface: what the analyser reads. 16,660 distinct lines, 0.7 MB, shared.
// - Token records regrouped by the trie value that finds them (kept in kuromoji's order within
//   one word, so the lattice and its ties are the same), and the trie's value for a word is its
//   records' range, (first record << 8) | count: no count table to read between the trie and
//   the records (form 3; form 2 shipped the counts, 0.4 MB, and the lattice read them per word).
// - Records no best path can take dropped: of two records of one word with the same left and
//   right ids, the lattice prices both from the same previous nodes and hands the same
//   connection costs on, so the dearer (on a tie, the later) never wins, in kuromoji's search as
//   in ours. 13,211 of 392,126 records; 4% of the lattice's known-word nodes on a handbook.
// - The trie rebuilt over UTF-16 code units (utf16-trie.ts): the same words, a third of the
//   steps per Japanese char, 6.4 MB instead of kuromoji's 16.8 (10.8 once cut after its last node).
import { featureOffset } from './ipadic';
import { buildUtf16Trie, byteTrieKeys } from './utf16-trie-build';

const RECORD = 10; // left id, right id, cost (Int16 each), feature offset (Int32)

export interface KuromojiTables {
  base: Uint8Array; check: Uint8Array; tid: Uint8Array; tidPos: Uint8Array; tidMap: Uint8Array;
}
export interface ShippedTables {
  base: Uint8Array; check: Uint8Array; records: Uint8Array; features: Uint8Array;
}

const int32s = (b: Uint8Array) => new Int32Array(b.buffer, b.byteOffset, b.byteLength >> 2);

/** The shipped tables from kuromoji's (decompressed) ones. */
export function shippedForm(k: KuromojiTables): ShippedTables {
  const tid = new Uint8Array(k.tid); // aligned copies (Node's buffers may be views into a pool)
  const map = int32s(new Uint8Array(k.tidMap));
  const view = new Int16Array(tid.buffer, 0, tid.byteLength >> 1);
  const n = map[0] ?? 0;
  let maxKey = -1;
  let total = 0;
  for (let at = 1, c = 0; c < n && at + 2 <= map.length; c++, at += 2 + map[at + 1]!) {
    maxKey = Math.max(maxKey, map[at]!);
    total += map[at + 1]!;
  }
  const counts = new Uint8Array(maxKey + 1);
  const firstOf = new Int32Array(maxKey + 1);
  for (let at = 1, c = 0; c < n && at + 2 <= map.length; c++, at += 2 + map[at + 1]!) {
    if (map[at + 1]! > 255) throw new Error(`IPADIC: ${map[at + 1]} tokens for one trie value`);
    counts[map[at]!] = map[at + 1]!;
    firstOf[map[at]!] = at + 2;
  }
  const records = new Uint8Array(total * RECORD + 16);
  const out = new DataView(records.buffer);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const lines = new Map<string, number>();
  const byOld = new Map<number, number>();
  const parts: Uint8Array[] = [];
  const range = new Int32Array(maxKey + 1); // trie value → (first record << 8) | count
  let size = 0;
  let r = 0;
  for (let key = 0; key <= maxKey; key++) {
    const kept = undominated(view, map.subarray(firstOf[key]!, firstOf[key]! + counts[key]!));
    range[key] = (r << 8) | kept.length;
    for (const id of kept) {
      records.set(tid.subarray(id, id + 6), r * RECORD);
      const at = featureOffset(view, id);
      let offset = byOld.get(at);
      if (offset === undefined) {
        const f = decoder.decode(k.tidPos.subarray(at, k.tidPos.indexOf(0, at))).split(',');
        const line = [f[1], f[2], f[5], f[7] === f[0] ? '' : f[7]].join(',');
        offset = lines.get(line);
        if (offset === undefined) {
          offset = size;
          lines.set(line, offset);
          const bytes = encoder.encode(`${line}\0`);
          parts.push(bytes);
          size += bytes.byteLength;
        }
        byOld.set(at, offset);
      }
      out.setInt32(r * RECORD + 6, offset, true);
      r++;
    }
  }
  const features = new Uint8Array(size + 16);
  let at = 0;
  for (const p of parts) {
    features.set(p, at);
    at += p.byteLength;
  }
  const words = byteTrieKeys(k.base, k.check);
  for (const [w, v] of words) words.set(w, range[v]!);
  return { ...buildUtf16Trie(words), records: records.slice(0, r * RECORD + 16), features };
}

/**
 * The records (byte offsets in kuromoji's tid) of one word that a best path can take, in their
 * order: a record goes when another has its left and right ids and a lower cost, or the same
 * cost and comes first (see the top of this file).
 */
export function undominated(tid: Int16Array, ids: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let a = 0; a < ids.length; a++) {
    const h = ids[a]! >> 1;
    let beaten = false;
    for (let b = 0; b < ids.length && !beaten; b++) {
      const g = ids[b]! >> 1;
      if (b === a || tid[g] !== tid[h] || tid[g + 1] !== tid[h + 1]) continue;
      beaten = tid[g + 2]! < tid[h + 2]! || (tid[g + 2] === tid[h + 2] && b < a);
    }
    if (!beaten) out.push(ids[a]!);
  }
  return out;
}
