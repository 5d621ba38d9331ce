/**
 * The `k` best of `count` candidates, best first: higher score wins, a tie goes to the lower
 * id. A min-heap of size k, so a query costs O(n log k) however many sections match.
 */
export function topK(ids: ArrayLike<number>, scores: ArrayLike<number>, count: number, k: number): Array<{ id: number; score: number }> {
  if (k <= 0) return [];
  const heap: Array<{ id: number; score: number }> = [];
  // `a` ranks below `b`: the heap keeps the lowest-ranked of the best k at its root.
  const below = (a: { id: number; score: number }, b: { id: number; score: number }): boolean => a.score < b.score || (a.score === b.score && a.id > b.id);
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && below(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && below(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let n = 0; n < count; n++) {
    const root = heap[0];
    // Most candidates lose to the root: test before allocating anything.
    if (root && heap.length === k && !(root.score < scores[n]! || (root.score === scores[n]! && root.id > ids[n]!))) continue;
    const item = { id: ids[n]!, score: scores[n]! };
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!below(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (below(heap[0]!, item)) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort((a, b) => (below(a, b) ? 1 : below(b, a) ? -1 : 0));
}
