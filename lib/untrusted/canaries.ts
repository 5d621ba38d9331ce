import { foldChar, foldedView, type TextView } from './view';

/** What a canary becomes in text sent to the model. */
export const REDACTED = '[redacted]';

// Markdown emphasis can be wrapped around any part of a word without changing how it reads.
const EMPHASIS = /[*_~`]/g;
// Between two characters of a canary: any run of emphasis characters, and line breaks with
// the indentation, hard-break marks, quote markers and hyphen around them — however many, since
// a reader skips them all. Matched in the folded view (which already dropped invisible
// characters), so one view serves the scan too. The pattern is built so that no stretch of text
// can be split between its parts in more than one way (after the first line break, one
// character class takes the rest of the run): a quantifier over overlapping alternatives would
// backtrack exponentially on text that almost holds a canary.
function gap(next: string): string {
  // Before a space of the canary (matched by `\s+`, which takes line breaks itself): emphasis only.
  if (next === ' ') return String.raw`[*_~\x60]*`;
  // The run must not swallow the canary's next character when that is a `-`, `\\` or `>`.
  const hyphen = next === '-' ? '' : '-?';
  const backslash = next === '\\' ? '' : String.raw`\\?`;
  const rest = String.raw`\s*_~\x60` + (next === '>' ? '' : '>') + (next === '\\' ? '' : String.raw`\\`) + (next === '-' ? '' : String.raw`\-`);
  return String.raw`[*_~\x60\r]*(?:${hyphen}[ \t]*${backslash}\r?\n[${rest}]*)?`;
}

/** Fold a canary the way the view folds text; whitespace runs become one space. */
export function canaryKey(canary: string): string {
  let out = '';
  for (const ch of canary) out += foldChar(ch);
  return out.replace(EMPHASIS, '').replace(/\s+/g, ' ').trim();
}

const COMBINING = /\p{M}/u;

const escapeChar = (ch: string): string => ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

const regexCache = new Map<string, RegExp | null>();

/** One global regex for all canaries, longest first; between two characters any run of gap characters may fall. */
function canaryRegex(canaries: readonly string[]): RegExp | null {
  const cacheKey = canaries.join('\u0000');
  const cached = regexCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const keys = [...new Set(canaries.map(canaryKey).filter((k) => k.length > 0))];
  keys.sort((a, b) => b.length - a.length);
  const alternatives = keys.map((key) =>
    Array.from(key, (ch, i) => (i === 0 ? '' : gap(ch)) + (ch === ' ' ? '\\s+' : escapeChar(ch))).join(''),
  );
  const re = alternatives.length === 0 ? null : new RegExp(alternatives.join('|'), 'gi');
  if (regexCache.size > 64) regexCache.clear();
  regexCache.set(cacheKey, re);
  return re;
}

/**
 * Replace every occurrence of each canary in `text` with `[redacted]`. A canary matches in any
 * letter case, in compatibility forms (fullwidth letters), with invisible format characters
 * (Unicode Cf, soft hyphen) or markdown emphasis characters (`* _ ~` and backtick) between its
 * characters, and split across a line break; matching runs on a folded view and the edits land
 * on the original text, so everything around a canary stays exactly as written. Empty and
 * whitespace-only canaries are ignored. Run it before any snippet or truncation. `view` is
 * `foldedView(text)` when the caller already has it.
 */
export function redactCanaries(text: string, canaries: readonly string[], view?: TextView): string {
  if (canaries.length === 0 || text.length === 0) return text;
  const re = canaryRegex(canaries);
  if (re === null) return text;
  view ??= foldedView(text);
  re.lastIndex = 0;
  let out = '';
  let last = 0;
  for (let m = re.exec(view.text); m !== null; m = re.exec(view.text)) {
    const [start, matchEnd] = view.span(m.index, m.index + m[0].length);
    if (start < last) continue;
    // Combining marks right after belong to the last letter: leave none dangling on "]".
    let end = matchEnd;
    while (end < text.length && COMBINING.test(text[end] as string)) end++;
    out += text.slice(last, start) + REDACTED;
    last = end;
  }
  return last === 0 && out === '' ? text : out + text.slice(last);
}
