/**
 * The follows (follow.ts) of the anchor entries packed for the walk (walk.ts). The walk checks a
 * follow at each of the ~100 literals it finds per KB of English. As objects, each with its own
 * 128-byte set and a pair list, the check added ~2.0 ms/MB to the bare walk on 18F (one process,
 * alternated); packed, ~1.1–1.4: every follow is 16 bytes of bits in one array, the pairs sit
 * together in another. The walk reads them inline (walk.ts: the same answer as follow.ts's
 * mayFollow, but where an empty pair list lets through), the next characters read once for all
 * the entries ending at a place.
 */
import type { Follow } from './follow';

export interface PackedFollows {
  /** 1 where follow f skips ASCII whitespace first. */
  readonly space: Uint8Array;
  /** Follow f's ASCII codes, 128 bits at bits[4f .. 4f+3]. */
  readonly bits: Uint32Array;
  /** Follow f's pairs are keys[pairsFrom[f] .. pairsFrom[f+1]); none: the second character is not checked. */
  readonly pairsFrom: Uint32Array;
  readonly keys: Uint16Array;
  /** Follow f's triples (sorted) are tripleKeys[triplesFrom[f] .. triplesFrom[f+1]); none: the third character is not checked. */
  readonly triplesFrom: Uint32Array;
  readonly tripleKeys: Uint32Array;
  /** 1 where follow f reads CASELESS characters (follow.ts): they are nonAsciiKeys[nonAsciiFrom[f] .. nonAsciiFrom[f+1]), sorted. */
  readonly nonAsciiRead: Uint8Array;
  readonly nonAsciiFrom: Uint32Array;
  readonly nonAsciiKeys: Uint16Array;
}

/** Pack `follows`; follow i of the list gets id i. */
export function packFollows(follows: readonly Follow[]): PackedFollows {
  const space = new Uint8Array(follows.length);
  const bits = new Uint32Array(follows.length * 4);
  const pairsFrom = new Uint32Array(follows.length + 1);
  const keys: number[] = [];
  const triplesFrom = new Uint32Array(follows.length + 1);
  const tripleKeys: number[] = [];
  const nonAsciiRead = new Uint8Array(follows.length);
  const nonAsciiFrom = new Uint32Array(follows.length + 1);
  const nonAsciiKeys: number[] = [];
  follows.forEach((f, id) => {
    space[id] = f.space ? 1 : 0;
    for (let c = 0; c < 128; c++) if (f.ascii[c] === 1) bits[(id << 2) | (c >> 5)] = ((bits[(id << 2) | (c >> 5)] as number) | (1 << (c & 31))) >>> 0;
    // An empty pair list (a pattern going on with a non-ASCII second character only) is not
    // checked: that lets more through, never less.
    if (f.pairs !== null) keys.push(...f.pairs);
    pairsFrom[id + 1] = keys.length;
    if (f.triples !== null) tripleKeys.push(...f.triples);
    triplesFrom[id + 1] = tripleKeys.length;
    if (f.nonAscii !== null) {
      nonAsciiRead[id] = 1;
      nonAsciiKeys.push(...f.nonAscii);
    }
    nonAsciiFrom[id + 1] = nonAsciiKeys.length;
  });
  return { space, bits, pairsFrom, keys: Uint16Array.from(keys), triplesFrom, tripleKeys: Uint32Array.from(tripleKeys), nonAsciiRead, nonAsciiFrom, nonAsciiKeys: Uint16Array.from(nonAsciiKeys) };
}
