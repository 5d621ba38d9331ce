/**
 * Reading the sources of the marker patterns (as the scan compiles them: flags `iy`, no `u`):
 * groups, top-level alternatives and literal prefixes. anchors.ts derives where a pattern can
 * start from them, follow.ts what must come right after that start.
 */

/**
 * The alternatives at depth 0 of `src` read from `from`, honouring escapes and classes. In a
 * group (`inGroup`: `from` is just inside its opening parenthesis) the reading stops at the
 * parenthesis that closes it, whose index is `close` (-1 when unclosed, its last branch then
 * left out); otherwise it reads to the end and the last branch is the rest.
 */
function readBranches(src: string, from: number, inGroup: boolean): { branches: string[]; close: number } {
  const branches: string[] = [];
  let depth = 0;
  let inClass = false;
  for (let i = from; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (depth === 0 && inGroup) {
        branches.push(src.slice(from, i));
        return { branches, close: i };
      }
      depth--;
    } else if (ch === '|' && depth === 0) {
      branches.push(src.slice(from, i));
      from = i + 1;
    }
  }
  if (!inGroup) branches.push(src.slice(from));
  return { branches, close: -1 };
}

/** Top-level alternatives of a pattern source. */
export function splitAlternatives(src: string): string[] {
  return readBranches(src, 0, false).branches;
}

/**
 * The top-level alternatives inside the group opening at 0 (after `(` and `skip` more characters,
 * e.g. 3 for `(?:`) and the index of its closing parenthesis (-1 when unclosed), in one pass.
 */
export function groupBranches(src: string, skip: number): { branches: string[]; close: number } {
  return readBranches(src, 1 + skip, true);
}

/**
 * `src` without the zero-width \b and lookbehinds it starts with: they consume no text, so what
 * a match starts with comes after them (an unclosed lookbehind is left as it is).
 */
export function skipZeroWidth(src: string): string {
  for (;;) {
    if (src.startsWith('\\b')) src = src.slice(2);
    else if (src.startsWith('(?<!') || src.startsWith('(?<=')) {
      const close = groupBranches(src, 3).close;
      if (close < 0) return src;
      src = src.slice(close + 1);
    } else return src;
  }
}

/** A lookahead at the start of a source: whether it is positive, its content as one group, and the source after it. */
export interface Lookahead { positive: boolean; content: string; after: string }

/**
 * The lookahead `src` starts with (`(?=…)` or `(?!…)`); undefined when it starts with none, null
 * when it cannot be read (unclosed, or under a quantifier, when it need not match at all).
 */
export function leadingLookahead(src: string): Lookahead | null | undefined {
  if (!src.startsWith('(?=') && !src.startsWith('(?!')) return undefined;
  const { branches, close } = groupBranches(src, 2);
  if (close < 0 || /^[?*+{]/.test(src.slice(close + 1))) return null;
  return { positive: src[2] === '=', content: `(?:${branches.join('|')})`, after: src.slice(close + 1) };
}

const LITERAL_ESCAPES = new Set(['[', ']', '/', '|', '.', '$', '(', ')', '{', '}', '*', '+', '?', '\\', '-', '^']);
const SYNTAX = '()[]{}*+?|.^$';
/** A quantifier that may make the atom before it optional (`?`, `*`, `{0,…}`, or any `{…}`). */
export const QUANTIFIER = /^[?*{]/;

/** `text` as source that matches it literally (the inverse of literalPrefix). */
export const escapeLiteral = (text: string): string => Array.from(text, (ch) => (LITERAL_ESCAPES.has(ch) ? `\\${ch}` : ch)).join('');

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

const CLASS_ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', v: '\v', f: '\f' };
const CLASS_SETS: Record<string, string> = { s: ' \t\n\v\f\r', d: '0123456789' };
// A range wider than this is not worth listing (a follow with every letter filters nothing).
const MAX_CLASS = 64;

/**
 * The characters of the character class at the start of `src` (`[…]`, not negated) and its width
 * in the source, or null when it is not read exactly: negated, or with an escape other than a
 * literal one, \s, \d, \t, \n, \r, \v, \f, or too wide. \s and \d read as their ASCII characters
 * (a non-ASCII space in the text is let through by the checks anyway).
 */
export function classChars(src: string): { chars: string[]; width: number } | null {
  if (src[0] !== '[' || src[1] === '^') return null;
  const chars: string[] = [];
  let i = 1;
  const one = (): string | null => {
    const ch = src[i];
    if (ch === undefined) return null;
    if (ch !== '\\') {
      i++;
      return ch;
    }
    const next = src[i + 1] ?? '';
    i += 2;
    if (LITERAL_ESCAPES.has(next)) return next;
    return CLASS_ESCAPES[next] ?? null;
  };
  while (i < src.length && src[i] !== ']') {
    if (src[i] === '\\' && CLASS_SETS[src[i + 1] ?? ''] !== undefined) {
      chars.push(...(CLASS_SETS[src[i + 1] as string] as string));
      i += 2;
      continue;
    }
    const lo = one();
    if (lo === null) return null;
    if (src[i] === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
      i++;
      const hi = one();
      if (hi === null || hi.charCodeAt(0) < lo.charCodeAt(0) || hi.charCodeAt(0) - lo.charCodeAt(0) >= MAX_CLASS) return null;
      for (let c = lo.charCodeAt(0); c <= hi.charCodeAt(0); c++) chars.push(String.fromCharCode(c));
    } else chars.push(lo);
    if (chars.length > MAX_CLASS) return null;
  }
  if (src[i] !== ']' || chars.length === 0) return null;
  return { chars, width: i + 1 };
}
