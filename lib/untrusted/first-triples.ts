/**
 * The first three characters of every match of a pattern source (follow.ts checks them after an
 * anchor literal, after the first character and the first two): "you" then tells "you are" from
 * "you and", which share their first two. Null wherever the source is not read exactly (classes
 * not read by regex-source.ts's classChars, escapes such as \S, lookaheads, counted repeats), or a match may be
 * shorter than three characters, so a check built on them may let through what the regex
 * refuses, never the reverse.
 */
import { classChars, groupBranches, literalChar, skipZeroWidth } from './regex-source';

// ASCII whitespace reads as one space, in the pattern and in the text (tripleKey): "<\s*system"
// then has 6 triples to list, not 6 × 6 × 6 and more, and a pattern's space lets a tab through
// (more through, never less).
const ASCII_SPACES = [' '];
const DIGITS = [...'0123456789'];
/** Starts of a quantifier this reads: optional, any number, at least one (each maybe lazy). */
const QUANTIFIER = /^(?:\?|\*|\+)\??/;

/** Key of three ASCII characters, letters lower-cased (patterns are case-insensitive), whitespace read as a space. */
export const tripleKey = (c: number, d: number, e: number): number => (lower(c) << 14) | (lower(d) << 7) | lower(e);
const lower = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c >= 9 && c <= 13 ? 32 : c);

// Reading branches into every branch of every group and past every optional atom: a budget keeps
// a pathological source cheap (the index is built when a woken worker first scans: 120 ms for
// all the rules with or without the triples), and MAX_TRIPLES the keys the walk halves through.
// At 48 (and a budget of 600) 747 of the 1,868 entries had triples and the walk tried 20,150
// regexes per MB of 18F; at 400 (4,000), 784 and 18,884.
const BUDGET = 4000;
const MAX_TRIPLES = 400;

/** The triples (tripleKey) that begin every match of `src`, or null when they cannot be read. */
export function firstTriples(src: string): Uint32Array | null {
  const budget = { left: BUDGET };
  const out = prefixes(src, 3, budget);
  if (out === null || out.size > MAX_TRIPLES) return null;
  const keys: number[] = [];
  for (const p of out) {
    // A prefix with a non-ASCII character needs the text to have one there, which the check lets
    // through unread: such prefixes are never looked up.
    if (/[^\x00-\x7f]/.test(p)) continue;
    keys.push(tripleKey(p.charCodeAt(0), p.charCodeAt(1), p.charCodeAt(2)));
  }
  return Uint32Array.from(new Set(keys)).sort();
}

/** The first `k` characters of every match of `source` as strings, or null (unread, or a match shorter than `k`). */
function prefixes(source: string, k: number, budget: { left: number }): Set<string> | null {
  if (k === 0) return new Set(['']);
  if (--budget.left < 0) return null;
  const src = skipZeroWidth(source);
  let atoms: string[][];
  let atomWidth: number;
  if (src.startsWith('(?:') || (src[0] === '(' && src[1] !== '?')) {
    const { branches, close } = groupBranches(src, src[1] === '?' ? 2 : 0);
    if (close < 0) return null;
    const after = src.slice(close + 1);
    const q = QUANTIFIER.exec(after)?.[0] ?? '';
    if (after.startsWith('{') || (q !== '' && !q.startsWith('?'))) return null;
    const rest = after.slice(q.length);
    const out = q === '' ? new Set<string>() : prefixes(rest, k, budget);
    if (out === null) return null;
    for (const branch of branches) {
      const more = prefixes(branch + rest, k, budget);
      if (more === null || !addAll(out, more)) return null;
    }
    return out;
  } else if (src.startsWith('\\s') || src.startsWith('\\d')) {
    atoms = [src[1] === 's' ? ASCII_SPACES : DIGITS];
    atomWidth = 2;
  } else if (src[0] === '[') {
    const k = classChars(src);
    if (k === null) return null;
    atoms = [k.chars];
    atomWidth = k.width;
  } else {
    const c = literalChar(src);
    if (c === null) return null;
    atoms = [[c.ch]];
    atomWidth = c.width;
  }
  const chars = atoms[0] as string[];
  const atom = src.slice(0, atomWidth);
  const after = src.slice(atomWidth);
  if (after.startsWith('{')) return null;
  const q = QUANTIFIER.exec(after)?.[0] ?? '';
  const rest = after.slice(q.length);
  // What comes after one character of the atom: the rest, or (repeated) the atom again first.
  const next = q.startsWith('*') || q.startsWith('+') ? prefixes(`${atom}*${rest}`, k - 1, budget) : prefixes(rest, k - 1, budget);
  if (next === null) return null;
  const out = q.startsWith('?') || q.startsWith('*') ? prefixes(rest, k, budget) : new Set<string>();
  if (out === null) return null;
  for (const ch of chars) for (const p of next) out.add(lowerAscii(ch) + p);
  return out.size > 4 * MAX_TRIPLES ? null : out;
}

const lowerAscii = (ch: string): string => (ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch >= '\t' && ch <= '\r' ? ' ' : ch);

function addAll(out: Set<string>, more: Set<string>): boolean {
  for (const p of more) out.add(p);
  return out.size <= 4 * MAX_TRIPLES;
}
