/** Two-sided exact sign test: the chance of a split at least as uneven as `won` / `lost` under p = 0.5. */
export function signTest(won: number, lost: number): number {
  const n = won + lost;
  if (n === 0) return 1;
  const k = Math.min(won, lost);
  let tail = 0;
  let c = 1;
  for (let i = 0; i <= k; i++) {
    tail += c;
    c = (c * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}
