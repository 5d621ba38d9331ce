// Where a section's text holds the CJK terms a query matched, found by substring search: the
// snippet needs positions, and analysing each hit's text at query time would cost a dictionary
// pass per hit (issue 14, item 5). A base form's stem (使う → 使, 申請 → 申請) is what inflected
// forms in the text share with it.
import { CJK } from './scripts';

const MAX_PER_TERM = 64;
const TRAILING_KANA = /[\p{Script=Hiragana}]+$/u;
const HAN = /\p{Script=Han}/u;

/** The part of a base form every inflection of it starts with. */
export function surfaceStem(term: string): string {
  return HAN.test(term) ? term.replace(TRAILING_KANA, '') || term : term;
}

/** Each occurrence (up to a bound per term) of the CJK terms of `wanted` in `text`. */
export function cjkHits(text: string, wanted: Iterable<string>): Array<{ term: string; start: number }> {
  const out: Array<{ term: string; start: number }> = [];
  for (const term of wanted) {
    if (!CJK.test(term)) continue;
    const needle = surfaceStem(term);
    for (let at = text.indexOf(needle), n = 0; at >= 0 && n < MAX_PER_TERM; at = text.indexOf(needle, at + needle.length), n++) out.push({ term, start: at });
  }
  return out;
}
