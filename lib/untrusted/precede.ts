/**
 * What must come right before an anchor literal for its pattern to match there: a positive
 * lookbehind just before the literal ("(?<=\b(?:ai|bot|assistant|…)):") needs the character
 * before it to end one of its branches. The walk tried role-tag's ":" at every colon of 18F,
 * nine in ten after the "s" of "https:", and its regex (1.5 K characters) refused each. So an entry
 * carries the ASCII characters its lookbehind can end with, read from the source; the walk tries
 * the regex only after one of them (a non-ASCII character before it is let through unread). As
 * with follow.ts, the check may let through what the regex refuses, never the reverse: wherever
 * the content is not read exactly (an optional last atom, a wide class, an escape such as \w), the
 * lookbehind gives no check.
 */
import { classChars, groupBranches, literalChar } from './regex-source';

/** 1 for each ASCII code a lookbehind before the literal can end with (both cases of letters). */
export type Precede = Uint8Array;

const DIGITS = '0123456789';
const SPACES = ' \t\n\v\f\r';
const REQUIRED = /^(?:\+|\{[1-9]\d*(?:,\d*)?\})\??/;
const ANY_QUANTIFIER = /^(?:[?*+]|\{\d*(?:,\d*)?\})\??/;

/** Where the escape at `i` ends: \xHH, \uHHHH, \cX, a backreference's digits, \k<name> and \p{…} whole. */
function escapeEnd(src: string, i: number): number {
  const e = src[i + 1] ?? '';
  if (e === 'x') return i + 4;
  if (e === 'u') return src[i + 2] === '{' ? src.indexOf('}', i) + 1 || src.length : i + 6;
  if (e === 'c') return i + 3;
  if (e === 'k') return src.indexOf('>', i) + 1 || src.length;
  if (e === 'p' || e === 'P') return src[i + 2] === '{' ? src.indexOf('}', i) + 1 || src.length : i + 2;
  let end = i + 2;
  if (e >= '1' && e <= '9') while (end < src.length && (src[end] as string) >= '0' && (src[end] as string) <= '9') end++;
  return end;
}

/** The top-level atoms of `src`, each with its quantifier ('' for none); null when not read. */
function atoms(src: string): { atom: string; quantifier: string }[] | null {
  const out: { atom: string; quantifier: string }[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i] as string;
    let end: number;
    if (ch === '\\') end = escapeEnd(src, i);
    else if (ch === '[') {
      const k = classChars(src.slice(i));
      if (k === null) return null;
      end = i + k.width;
    } else if (ch === '(') {
      const close = groupBranches(src.slice(i), src[i + 1] === '?' ? 2 : 0).close;
      if (close < 0) return null;
      end = i + close + 1;
    } else if (ch === '|' || ch === ')') return null;
    else end = i + 1;
    const q = ANY_QUANTIFIER.exec(src.slice(end))?.[0] ?? '';
    out.push({ atom: src.slice(i, end), quantifier: q });
    i = end + q.length;
  }
  return out;
}

/** The characters a match of `src` can end with, or null when not read exactly (or it may be empty). */
function lastChars(src: string, depth = 0): Set<string> | null {
  if (depth > 8) return null;
  const list = atoms(src);
  if (list === null) return null;
  // \b at the end consumes nothing: the atom before it ends the match.
  while (list.length > 0 && (list[list.length - 1] as { atom: string }).atom === '\\b') list.pop();
  const last = list[list.length - 1];
  if (last === undefined) return null;
  // A last atom that may be left out lets the one before end the match: not read.
  if (last.quantifier !== '' && !REQUIRED.test(last.quantifier)) return null;
  const { atom } = last;
  if (atom === '\\d') return new Set(DIGITS);
  if (atom === '\\s') return new Set(SPACES);
  if (atom[0] === '[') return new Set((classChars(atom) as { chars: string[] }).chars);
  if (atom[0] === '(') {
    // A lookaround or a named or other special group is not read; a plain group is its branches.
    const plain = atom.startsWith('(?:') || atom[1] !== '?';
    if (!plain) return null;
    const out = new Set<string>();
    for (const branch of groupBranches(atom, atom[1] === '?' ? 2 : 0).branches) {
      const s = lastChars(branch, depth + 1);
      if (s === null) return null;
      for (const c of s) out.add(c);
    }
    return out;
  }
  const c = literalChar(atom);
  return c === null ? null : new Set([c.ch]);
}

/** The check of a positive lookbehind's content `(?<=content)`, or null when it is not read. */
export function precedeOf(content: string): Precede | null {
  const chars = lastChars(content);
  if (chars === null) return null;
  const out = new Uint8Array(128);
  for (const ch of chars) {
    const c = ch.charCodeAt(0);
    // A non-ASCII character of the pattern matches no ASCII one (no u flag); the text's pass unread.
    if (c >= 128) continue;
    out[c] = 1;
    if ((c | 32) >= 97 && (c | 32) <= 122) out[c ^ 32] = 1;
  }
  return out;
}

/**
 * The check of the first readable positive lookbehind among the zero-width assertions `src`
 * starts with (\b and lookbehinds, what anchors.ts steps over before a literal); null: none.
 */
export function leadingPrecede(src: string): Precede | null {
  for (;;) {
    if (src.startsWith('\\b')) src = src.slice(2);
    else if (src.startsWith('(?<!') || src.startsWith('(?<=')) {
      const { branches, close } = groupBranches(src, 3);
      if (close < 0) return null;
      if (src[3] === '=') {
        const p = precedeOf(`(?:${branches.join('|')})`);
        if (p !== null) return p;
      }
      src = src.slice(close + 1);
    } else return null;
  }
}

/** A check that lets through what either lets through (null: no check). */
export const eitherPrecede = (a: Precede | null, b: Precede | null): Precede | null => (a === null || b === null ? null : a.map((x, i) => x | (b[i] as number)));

/** Whether folded text `s` may have a match starting at `at` as far as `precede` can tell. */
export function mayPrecede(s: string, at: number, precede: Precede | null): boolean {
  if (precede === null) return true;
  if (at === 0) return false;
  const c = s.charCodeAt(at - 1);
  return c >= 128 || precede[c] === 1;
}
