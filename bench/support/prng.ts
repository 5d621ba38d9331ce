/** mulberry32: a small, fast PRNG that gives the same sequence on every machine for a given seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A source of numbers in [0, 1), as `prng` returns. */
export type Rand = () => number;
/** One of `xs`, drawn by `rand`. */
export const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
/** `s` with probability `p`, else the empty string. */
export const maybe = (rand: Rand, p: number, s: string): string => (rand() < p ? s : '');
