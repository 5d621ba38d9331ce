import { cjkHits } from './cjk/snippet-hits';
import { processTerm, wordsWithOffsets } from './tokenize';

const WIDTH = 300;
const LEAD = 60;

/**
 * About 300 characters of `text` around the densest cluster of `terms` (index terms, as the
 * query reports them for each hit): the window holding the most distinct matched
 * terms wins. Whitespace is collapsed; `…` marks a cut. No match: the start of the text.
 */
export function makeSnippet(text: string, terms: readonly string[]): string {
  const wanted = new Set(terms);
  const hits: Array<{ term: string; start: number }> = [];
  if (wanted.size > 0) {
    for (const w of wordsWithOffsets(text, true)) {
      const t = processTerm(w.term);
      if (t && wanted.has(t)) hits.push({ term: t, start: w.start });
    }
    hits.push(...cjkHits(text, wanted));
    hits.sort((a, b) => a.start - b.start);
  }
  let best = 0;
  let bestScore = -1;
  const counts = new Map<string, number>();
  for (let lo = 0, hi = 0; hi < hits.length; hi++) {
    const h = hits[hi]!;
    counts.set(h.term, (counts.get(h.term) ?? 0) + 1);
    while (h.start - hits[lo]!.start > WIDTH - LEAD) {
      const t = hits[lo]!.term;
      const n = (counts.get(t) ?? 1) - 1;
      if (n === 0) counts.delete(t);
      else counts.set(t, n);
      lo++;
    }
    const score = counts.size * 1000 + (hi - lo + 1);
    if (score > bestScore) {
      bestScore = score;
      best = hits[lo]!.start;
    }
  }
  let start = Math.max(0, best - LEAD);
  // Start on a word boundary so the snippet does not open mid-word.
  if (start > 0) {
    const space = text.slice(start, best).search(/\s/);
    if (space >= 0) start += space + 1;
  }
  const end = Math.min(text.length, start + WIDTH);
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
