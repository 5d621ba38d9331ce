import { weightedFeatures } from './features';
import type { InjectionModel } from './model';

/** Probability that folded text `s[from, to)` is an injection. */
export function scoreWindow(model: InjectionModel, s: string, from: number, to: number): number {
  const { count, sum } = weightedFeatures(s, from, to, model.bits, model.weights);
  const z = model.bias + (model.scale * sum) / Math.sqrt(Math.max(1, count));
  return 1 / (1 + Math.exp(-z));
}

// A window holds at most 2·REACH characters; long paragraphs are read at a stride of REACH, so
// any stretch of REACH characters lies whole in some window.
const REACH = 400;
// Shorter paragraphs (headings, list stubs) say too little to score: scored, 18F headings such as
// "## Hacking bureaucracy" were flagged; the threshold is chosen on paragraphs this long.
const MIN_PARAGRAPH = 40;

/**
 * The windows the classifier scores in folded text `s`: every paragraph (blank-line separated),
 * long ones cut into overlapping windows. [start, end) pairs. No gate word is needed: the
 * features cost one pass over the text, and a gate of attack words kept out every attack
 * phrased without them (left out one source at a time, recall on dev sources 0.65 gated, 0.80
 * on every paragraph, at the same false positives).
 */
export function paragraphWindows(s: string): number[] {
  const out: number[] = [];
  let from = 0;
  while (from < s.length) {
    const next = s.indexOf('\n\n', from);
    const end = next < 0 ? s.length : next;
    if (end - from >= MIN_PARAGRAPH) {
      for (let a = from; ; a += REACH) {
        out.push(a, Math.min(end, a + 2 * REACH));
        if (a + 2 * REACH >= end) break;
      }
    }
    from = end + 2;
  }
  return out;
}
