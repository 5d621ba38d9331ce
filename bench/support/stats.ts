/** Small statistics and formatting helpers for benchmarks. */

/** The median of `xs` (the upper one of the two middle values for an even count). */
export function median(xs: readonly number[]): number {
  return percentile(xs, 0.5);
}

/** The `p` quantile (0..1) of `xs` by the nearest-rank method; NaN for no values. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** Milliseconds for a table: no decimals from 100 ms up, one decimal below. */
export const ms = (x: number) => (Number.isNaN(x) ? '—' : x >= 100 ? `${x.toFixed(0)} ms` : `${x.toFixed(1)} ms`);

/** Bytes as MiB or KiB with one decimal. */
export const bytes = (b: number) => (b >= 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(1)} MiB` : `${(b / 1024).toFixed(1)} KiB`);

/** A ratio with two significant decimals. */
export const ratio = (x: number) => (Number.isNaN(x) ? '—' : x.toFixed(2));
