/**
 * The first stage's weight sum (features.ts's sumPass) over a window of ASCII code units only: the
 * same 4-grams, read through one table indexed by the character and whether the last one read was
 * a space (whitespace runs read as one space). sumPass tests each character for a space and for
 * ASCII; on the 18F handbook, whose windows are almost all ASCII, this loop sums them in 3.3–3.4
 * CPU ms/MB against sumPass's 4.2 (one process, alternated), with the same count and sum
 * (test/untrusted/classifier.test.ts checks it against training's reading). The same table in
 * sumPass itself, for windows with other scripts, made Japanese windows 28% slower, so score.ts
 * calls this loop only on windows without a non-ASCII code unit.
 */
import { FOLDED_ASCII } from './features';

// READ[(lastSpace << 7) | c]: the byte the 4-gram reads for ASCII `c` (features.ts's table), or
// SKIP when `c` is whitespace after whitespace.
const SKIP = 0x100;
const READ = Uint16Array.from({ length: 256 }, (_, k) => {
  const f = FOLDED_ASCII[k & 127] as number;
  return k >= 128 && f === 32 ? SKIP : f;
});

/** The sum of `weights` over the features of ASCII-only `s[from, to)`; the count is returned, the sum left in `asciiSum`. */
export function asciiWeightedFeatures(s: string, from: number, to: number, bits: number, weights: Int8Array): number {
  const shift = 32 - bits;
  let n = 0;
  let sum = 0;
  let gram = 32;
  let seen = 1;
  // 128 after a space (the text starts with one), else 0.
  let lastSpace = 128;
  for (let i = from; i < to; i++) {
    const c = READ[lastSpace | s.charCodeAt(i)] as number;
    if (c === SKIP) continue;
    // Without a branch: 128 when c is a space.
    lastSpace = (((c ^ 32) - 1) >>> 31) << 7;
    gram = (gram << 8) | c;
    if (++seen >= 4) {
      sum += weights[Math.imul(gram, 0x9e3779b1) >>> shift] as number;
      n++;
    }
  }
  if (lastSpace === 0) {
    gram = (gram << 8) | 32;
    if (++seen >= 4) {
      sum += weights[Math.imul(gram, 0x9e3779b1) >>> shift] as number;
      n++;
    }
  }
  asciiSum = sum;
  return n;
}

/** The weight sum of the last `asciiWeightedFeatures` call. */
export let asciiSum = 0;
