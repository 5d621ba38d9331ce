/**
 * Reading the sources of the marker patterns (as the scan compiles them: flags `iy`, no `u`):
 * groups, top-level alternatives and literal prefixes. anchors.ts derives where a pattern can
 * start from them, follow.ts what must come right after that start.
 */

/** Index of the parenthesis closing the group opening at `open`, honouring escapes and classes. */
export function closeParen(src: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Top-level alternatives of a pattern source. */
export function splitAlternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(src.slice(from, i));
      from = i + 1;
    }
  }
  out.push(src.slice(from));
  return out;
}

/**
 * The top-level alternatives inside the group opening at 0 (after `(` and `skip` more characters,
 * e.g. 3 for `(?:`) and the index of its closing parenthesis (-1 when unclosed): one pass, where
 * closeParen and splitAlternatives would read the group twice.
 */
export function groupBranches(src: string, skip: number): { branches: string[]; close: number } {
  const branches: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 1 + skip;
  for (let i = from; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && depth-- === 0) {
      branches.push(src.slice(from, i));
      return { branches, close: i };
    } else if (ch === '|' && depth === 0) {
      branches.push(src.slice(from, i));
      from = i + 1;
    }
  }
  return { branches, close: -1 };
}

const LITERAL_ESCAPES = new Set(['[', ']', '/', '|', '.', '$', '(', ')', '{', '}', '*', '+', '?', '\\', '-', '^']);
const SYNTAX = '()[]{}*+?|.^$';
/** A quantifier that may make the atom before it optional (`?`, `*`, `{0,…}`, or any `{…}`). */
export const QUANTIFIER = /^[?*{]/;

/** The literal character at the start of `src` and its width in the source, or null (not a literal). */
export function literalChar(src: string): { ch: string; width: number } | null {
  const ch = src[0];
  if (ch === undefined || SYNTAX.includes(ch)) return null;
  if (ch !== '\\') return { ch, width: 1 };
  const next = src[1] ?? '';
  return LITERAL_ESCAPES.has(next) ? { ch: next, width: 2 } : null;
}

/**
 * The literal text a source must start with ('' when it starts with anything else) and how much
 * of the source it took. A character under a quantifier is not required, so the literal stops
 * before it.
 */
export function literalPrefix(src: string): { text: string; width: number } {
  let text = '';
  let i = 0;
  for (let c = literalChar(src); c !== null; c = literalChar(src.slice(i))) {
    if (QUANTIFIER.test(src.slice(i + c.width))) break; // optional: not a required start
    text += c.ch;
    i += c.width;
  }
  return { text, width: i };
}
