import { asciiSum, asciiWeightedFeatures } from './ascii-features';
import { weightedFeatures } from './features';
import type { InjectionModel } from './model';

/** Probability from a window's summed weights and feature count. */
export function probability(model: InjectionModel, sum: number, count: number): number {
  const z = model.bias + (model.scale * sum) / Math.sqrt(Math.max(1, count));
  return 1 / (1 + Math.exp(-z));
}

/** Probability that folded text `s[from, to)` is an injection. */
export function scoreWindow(model: InjectionModel, s: string, from: number, to: number): number {
  const { count, sum } = weightedFeatures(s, from, to, model.bits, model.weights);
  return probability(model, sum, count);
}

const NON_ASCII = /[^\x00-\x7f]/g;

// A window holds at most 2·REACH characters; long paragraphs are read at a stride of REACH, so
// any stretch of REACH characters lies whole in some window.
const REACH = 400;
// Shorter paragraphs (headings, list stubs) say too little to score: scored, 18F headings such as
// "## Hacking bureaucracy" were flagged; the threshold is chosen on paragraphs this long.
const MIN_PARAGRAPH = 40;

/**
 * A paragraph's length toward MIN_PARAGRAPH: a Han, kana or Hangul character counts twice, as it
 * says about what two letters of a spaced script say (a Chinese order is often 20–30 characters).
 */
function weightedLength(s: string, from: number, end: number): number {
  let n = end - from;
  for (let i = from; i < end && n < MIN_PARAGRAPH; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff)) n++;
  }
  return n;
}

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
    if (end - from >= MIN_PARAGRAPH || (end - from >= MIN_PARAGRAPH / 2 && weightedLength(s, from, end) >= MIN_PARAGRAPH)) {
      for (let a = from; ; a += REACH) {
        out.push(a, Math.min(end, a + 2 * REACH));
        if (a + 2 * REACH >= end) break;
      }
    }
    from = end + 2;
  }
  return out;
}

/**
 * The probability of every window of folded text `s` (paragraphWindows), as [start, end, p]
 * triples. A paragraph of one window is read whole, as scoreWindow reads it. The windows of a
 * long paragraph overlap by REACH, so its features are summed once per block of REACH
 * characters and each window adds its two blocks (the 4-grams across a block's edge are read
 * as at a window's edge): reading each window whole read a tenth of the handbook twice.
 */
export function windowScores(model: InjectionModel, s: string): number[] {
  const w = paragraphWindows(s);
  const out: number[] = [];
  // Windows come in order: the next non-ASCII code unit is searched for once, then again only
  // past it. A window before it is summed by the ASCII loop (ascii-features.ts), the same sum.
  let wide = -1;
  const sumOf = (from: number, to: number): { count: number; sum: number } => {
    if (wide < from) {
      NON_ASCII.lastIndex = from;
      wide = NON_ASCII.test(s) ? NON_ASCII.lastIndex - 1 : s.length;
    }
    if (wide < to) return weightedFeatures(s, from, to, model.bits, model.weights);
    const count = asciiWeightedFeatures(s, from, to, model.bits, model.weights);
    return { count, sum: asciiSum };
  };
  // The second block of the window before: the first block of the next one in a long paragraph.
  let carriedAt = -1;
  let carriedSum = 0;
  let carriedCount = 0;
  for (let i = 0; i < w.length; i += 2) {
    const start = w[i] as number;
    const end = w[i + 1] as number;
    const chained = start === carriedAt || w[i + 2] === start + REACH;
    if (!chained) {
      const { count, sum } = sumOf(start, end);
      out.push(start, end, probability(model, sum, count));
      continue;
    }
    const mid = Math.min(end, start + REACH);
    let sum = carriedSum;
    let count = carriedCount;
    if (start !== carriedAt) ({ sum, count } = sumOf(start, mid));
    carriedAt = -1;
    if (mid < end) {
      const second = sumOf(mid, end);
      carriedAt = mid;
      carriedSum = second.sum;
      carriedCount = second.count;
      sum += second.sum;
      count += second.count;
    }
    out.push(start, end, probability(model, sum, count));
  }
  return out;
}
