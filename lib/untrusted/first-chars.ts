/**
 * What a match of a pattern source can start with, read from the source (follow.ts checks it
 * after an anchor literal): its first characters, and its first two. Null wherever the source is
 * not read exactly (classes other than \s, \d and listed characters or ranges, escapes such as
 * \S, quantifiers this does not read), so a check built on them may let through what the regex
 * refuses, never the reverse. The first characters read a lookahead's content; pairs do not.
 */
import { classChars, groupBranches, leadingLookahead, literalChar, skipZeroWidth } from './regex-source';

const ASCII_SPACES = [' ', '\t', '\n', '\v', '\f', '\r'];
const DIGITS = [...'0123456789'];
// A quantifier that lets the atom before it match nothing; one that needs it at least once.
export const OPTIONAL = /^(?:\?|\*|\{0(?:,\d*)?\})\??/;
const REQUIRED = /^(?:\+|\{[1-9]\d*(?:,\d*)?\})\??/;

/** The characters a match of `src` can start with, or null when they are not read exactly (or it can match nothing). */
export function firstChars(source: string): Set<string> | null {
  const src = skipZeroWidth(source);
  // A lookahead must match where it stands: what its content starts with is a check on the next
  // character ("bots?\b(?=\s+reading…)" then tells "bot reading" from "both"). A negative one
  // says nothing; what comes after it starts there too.
  const ahead = leadingLookahead(src);
  if (ahead === null) return null;
  if (ahead !== undefined) return (ahead.positive ? firstChars(ahead.content) : null) ?? firstChars(ahead.after);
  let set: Set<string>;
  let after: string;
  if (src.startsWith('(?:') || (src[0] === '(' && src[1] !== '?')) {
    const { branches, close } = groupBranches(src, src[1] === '?' ? 2 : 0);
    if (close < 0) return null;
    set = new Set();
    for (const branch of branches) {
      const s = firstChars(branch);
      if (s === null) return null;
      for (const ch of s) set.add(ch);
    }
    after = src.slice(close + 1);
  } else if (src.startsWith('\\s') || src.startsWith('\\d')) {
    // A class read exactly in ASCII (a non-ASCII space in the text passes anyway).
    set = new Set(src[1] === 's' ? ASCII_SPACES : DIGITS);
    after = src.slice(2);
  } else if (src[0] === '[') {
    const k = classChars(src);
    if (k === null) return null;
    set = new Set(k.chars);
    after = src.slice(k.width);
  } else {
    const c = literalChar(src);
    if (c === null) return null;
    set = new Set([c.ch]);
    after = src.slice(c.width);
  }
  // Most atoms have no quantifier (a cheap test first: the index is built when a woken worker first scans).
  if (after.length === 0 || !'?*{+'.includes(after.charAt(0))) return set;
  const optional = OPTIONAL.exec(after);
  if (optional !== null) {
    const next = firstChars(after.slice(optional[0].length));
    if (next === null) return null;
    for (const ch of next) set.add(ch);
    return set;
  }
  if (/^[*?{+]/.test(after) && REQUIRED.exec(after) === null) return null;
  return set;
}

/** Key of two ASCII characters, letters lower-cased (patterns are case-insensitive). */
export const pairKey = (c: number, d: number): number => ((c >= 65 && c <= 90 ? c + 32 : c) << 7) | (d >= 65 && d <= 90 ? d + 32 : d);

// Reading pairs branches into every branch of every group: a budget keeps a pathological source
// cheap (the index is built when a woken worker first scans); spent, the pairs are not read.
const PAIR_BUDGET = 400;

/**
 * The first two characters of every match of `src` (pairKey), or null when a match may be
 * shorter than two characters or they are not read exactly.
 */
export function firstPairs(src: string): Set<number> | null {
  const out = new Set<number>();
  const budget = { left: PAIR_BUDGET };
  return pairsInto(src, out, budget) ? out : null;
}

/** Add the pairs of `source` to `out`; false when they cannot be read. */
function pairsInto(source: string, out: Set<number>, budget: { left: number }): boolean {
  if (--budget.left < 0) return false;
  const src = skipZeroWidth(source);
  if (src.startsWith('(?:') || (src[0] === '(' && src[1] !== '?')) {
    const { branches, close } = groupBranches(src, src[1] === '?' ? 2 : 0);
    if (close < 0) return false;
    const after = src.slice(close + 1);
    // A group read once, or once or not at all; a repeated one is not read.
    const optional = /^\?\??/.exec(after)?.[0] ?? '';
    if (after.length > optional.length && '*+{'.includes(after.charAt(optional.length))) return false;
    const rest = after.slice(optional.length);
    if (optional !== '' && !pairsInto(rest, out, budget)) return false;
    return branches.every((branch) => pairsInto(branch + rest, out, budget));
  }
  const c = literalChar(src);
  if (c === null) return false;
  let after = src.slice(c.width);
  const quantifier = /^(?:[?+*]|\{[^}]*\})\??/.exec(after)?.[0] ?? '';
  after = after.slice(quantifier.length);
  if (quantifier.startsWith('?')) {
    // The character, or straight on to what follows it.
    if (!pairsInto(after, out, budget)) return false;
  } else if (quantifier !== '' && !quantifier.startsWith('+')) return false;
  const second = firstChars(after);
  if (second === null) return false;
  if (quantifier.startsWith('+')) second.add(c.ch);
  // A non-ASCII character of the pattern never matches an ASCII one (follow.ts), and non-ASCII
  // text is let through unread: such pairs are never looked up.
  const first = c.ch.charCodeAt(0);
  if (first >= 128) return true;
  for (const ch of second) if (ch.charCodeAt(0) < 128) out.add(pairKey(first, ch.charCodeAt(0)));
  return true;
}
