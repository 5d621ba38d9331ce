/**
 * Anchored matching for the folded marker rules. Running sixty regexes (or one alternation of
 * them) over every position of a text is slow: each position tries every pattern. Yet nearly
 * every pattern can only start at a few words ("ignore", "your", …) or symbols ("<", "&"). So
 * the scan walks the text once, and only where a word or symbol could start a pattern does it
 * try that pattern, as a sticky regex at that position. The starts are derived from the
 * pattern sources; a pattern whose start cannot be derived runs over the whole text.
 */

import { charFollow, eitherFollow, followOf, type Follow } from './follow';
import { eitherPrecede, leadingPrecede, type Precede } from './precede';
import { escapeLiteral, groupBranches, literalChar, literalPrefix, QUANTIFIER, skipZeroWidth, splitAlternatives } from './regex-source';

export { splitAlternatives };

export interface AnchoredPattern {
  readonly rule: string;
  /** Sticky copy of the pattern. */
  readonly re: RegExp;
  /** Its number in the index: 0 up to `AnchorIndex.anchored` (injection.ts runs the attempts grouped by it). */
  readonly id: number;
}

/** A pattern behind the literal its alternative must start with. */
export interface AnchorEntry {
  readonly literal: string;
  readonly pattern: AnchoredPattern;
  /** What must come after the literal for the pattern to match there (follow.ts); null: anything. */
  readonly follow: Follow | null;
  /** What must come right before the literal (precede.ts, a lookbehind before it); null: anything. */
  readonly precede: Precede | null;
}

export interface AnchorIndex {
  readonly words: Map<number, AnchorEntry[]>;
  readonly symbols: Map<number, AnchorEntry[]>;
  /** Patterns without a derivable start, as global regexes over the whole text. */
  readonly unanchored: AnchoredPattern[];
  /** The anchored patterns, at their ids. */
  readonly anchored: AnchoredPattern[];
}

const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90);

// Longer literals add automaton states (its table outgrew the cache at ~2,000 states and the
// walk slowed) but rarely tell candidates apart better than their first characters.
const MAX_LITERAL = 7;

/** `rest`: the source after the literal (null when not derivable). */
type Start = { kind: 'word' | 'symbol'; text: string; literal: string; rest: string | null; precede: Precede | null };

/** How much of `src` its first `count` literal characters take (escapes are two). */
function sourceWidth(src: string, count: number): number {
  let width = 0;
  for (let k = 0; k < count; k++) width += (literalChar(src.slice(width)) as { width: number }).width;
  return width;
}

/** The possible starts of one alternative, or null when they cannot be derived; `outer`: the lookbehind check of a group around it. */
function startsOf(alt: string, outer: Precede | null = null): Start[] | null {
  // Leading lookbehinds and \b do not consume text; a positive lookbehind is a check on what comes before.
  const precede = leadingPrecede(alt) ?? outer;
  const src = skipZeroWidth(alt);
  // A line-start pattern has no literal to find it by: it runs over the whole text, unanchored
  // (the walk has no line-start hook, so anchoring it would leave it silently unused).
  if (src.startsWith('(?:^|\\n)')) return null;
  if (src.startsWith('(?:')) {
    const { branches, close } = groupBranches(src, 2);
    if (close < 0 || QUANTIFIER.test(src.slice(close + 1))) return null;
    const starts: Start[] = [];
    const after = src.slice(close + 1);
    for (const branch of branches) {
      const s = startsOf(branch, precede);
      if (s === null) return null;
      // (Most branches end with their literal: their rest is the one string after the group.)
      for (const start of s) starts.push({ ...start, rest: start.rest === null ? null : start.rest === '' ? after : start.rest + after });
    }
    return starts;
  }
  // A non-ASCII literal is kept to its first character: each distinct character costs one of the
  // automaton's 256 symbols, and the sticky regex checks the rest anyway.
  const { text: full, width } = literalPrefix(src);
  const cut = full.search(/[^\x00-\x7f]/u);
  const lit = (cut < 0 ? full : full.slice(0, Math.max(1, cut))).slice(0, MAX_LITERAL);
  if (lit.length === 0) return null;
  // A literal cut short (MAX_LITERAL, or before a non-ASCII character) still has the source after
  // it: its follow then reads the next character of the literal ("develop" of "developers" needs an e).
  const rest = lit === full ? src.slice(width) : src.slice(sourceWidth(src, lit.length));
  const first = lit.charCodeAt(0);
  if (!isWordCode(first)) return [{ kind: 'symbol', text: lit[0] as string, literal: lit, rest, precede }];
  let word = '';
  for (const ch of lit) {
    if (!isWordCode(ch.charCodeAt(0)) || word.length === 3) break;
    word += ch;
  }
  return [{ kind: 'word', text: word, literal: lit, rest, precede }];
}

/**
 * What may follow each start's literal in a match of an alternative with these starts: the
 * sticky regex tried where a literal occurs can match through any branch whose literal begins
 * with it ("dev" of "developer" as well as of "dev mode"). A branch with a shorter literal could
 * match anything after it, so then nothing is filtered. Literals are compared lower-cased (the
 * regex ignores case); sorted, those beginning with a literal come right after it.
 */
function followsAfter(starts: readonly Start[], ofRest: (rest: string) => Follow | null): (Follow | null)[] {
  // One start (most alternatives): only its own rest follows it. (The index is built when a woken
  // worker first scans, so this is kept cheap.)
  if (starts.length === 1) {
    const rest = (starts[0] as Start).rest;
    return [rest === null ? null : ofRest(rest)];
  }
  const lower = starts.map((s) => s.literal.toLowerCase());
  // A letter whose lower case has another length would shift the positions compared.
  if (lower.some((l, i) => l.length !== (starts[i] as Start).literal.length)) return starts.map(() => null);
  const byLiteral = new Map<string, number[]>();
  for (let i = 0; i < lower.length; i++) {
    const list = byLiteral.get(lower[i] as string);
    if (list === undefined) byLiteral.set(lower[i] as string, [i]);
    else list.push(i);
  }
  const sorted = [...byLiteral.keys()].sort();
  const after = (lit: string, at: number): Follow | null => {
    // A shorter literal's branches could match here too, through this literal's own characters:
    // unless each of them refuses the next one ("dev" of "dev mode" needs a space, so "develop"
    // goes on as "developer" only), anything may follow.
    for (let k = 1; k < lit.length; k++) {
      for (const j of byLiteral.get(lit.slice(0, k)) ?? []) {
        const rest = (starts[j] as Start).rest;
        const f = rest === null ? null : ofRest(rest);
        const c = lit.charCodeAt(k);
        if (f === null || c >= 128 || /\s/.test(lit[k] as string) || f.ascii[c] === 1) return null;
      }
    }
    let follow: Follow | null | undefined;
    const merge = (f: Follow | null): boolean => (follow = follow === undefined ? f : eitherFollow(follow, f)) !== null;
    for (const j of byLiteral.get(lit) ?? []) {
      const rest = (starts[j] as Start).rest;
      if (!merge(rest === null ? null : ofRest(rest))) return null;
    }
    // A longer literal goes on with the rest of its own characters, then its own rest: read
    // together, they tell "be" of "behave" from "be the" by more than its next character.
    for (let i = at + 1; i < sorted.length && (sorted[i] as string).startsWith(lit); i++) {
      const longer = sorted[i] as string;
      const tail = escapeLiteral(longer.slice(lit.length));
      for (const j of byLiteral.get(longer) ?? []) {
        const rest = (starts[j] as Start).rest;
        if (!merge(rest === null ? charFollow(longer.charCodeAt(lit.length)) : ofRest(tail + rest))) return null;
      }
    }
    return follow ?? null;
  };
  const follows = new Map(sorted.map((lit, at) => [lit, after(lit, at)]));
  return lower.map((lit) => follows.get(lit) ?? null);
}

/** Key of a word start of 1–3 characters. */
export const wordKey = (len: number, c0: number, c1: number, c2: number): number =>
  len | (c0 << 2) | (len > 1 ? c1 << 9 : 0) | (len > 2 ? c2 << 16 : 0);

function add(map: Map<number, AnchorEntry[]>, key: number, literal: string, pattern: AnchoredPattern, follow: Follow | null, precede: Precede | null): void {
  const list = map.get(key) ?? [];
  // The same literal from two branches of one pattern: one attempt (its follow covers both, and
  // its precede check lets through what either branch's does).
  const k = list.findIndex((e) => e.literal === literal && e.pattern === pattern);
  if (k < 0) list.push({ literal, pattern, follow, precede });
  else list[k] = { ...(list[k] as AnchorEntry), precede: eitherPrecede((list[k] as AnchorEntry).precede, precede) };
  map.set(key, list);
}

/** Build the index from rules' folded patterns (each split into its top-level alternatives). */
export function buildAnchorIndex(rules: readonly { name: string; patterns: readonly RegExp[] }[]): AnchorIndex {
  const index: AnchorIndex = {
    words: new Map(),
    symbols: new Map(),
    unanchored: [],
    anchored: [],
  };
  // Branches of one group share what comes after it: each rest is read once.
  const rests = new Map<string, Follow | null>();
  const ofRest = (rest: string): Follow | null => {
    let f = rests.get(rest);
    if (f === undefined) rests.set(rest, (f = followOf(rest)));
    return f;
  };
  for (const rule of rules) {
    for (const pattern of rule.patterns) {
      for (const alt of splitAlternatives(pattern.source)) {
        const starts = startsOf(alt);
        if (starts === null) {
          index.unanchored.push({ rule: rule.name, re: new RegExp(alt, 'gi'), id: -1 });
          continue;
        }
        const p: AnchoredPattern = { rule: rule.name, re: new RegExp(alt, 'iy'), id: index.anchored.length };
        index.anchored.push(p);
        const follows = followsAfter(starts, ofRest);
        for (const [i, s] of starts.entries()) {
          if (s.kind === 'symbol') {
            add(index.symbols, s.text.charCodeAt(0), s.literal, p, follows[i] ?? null, s.precede);
          } else {
            const codes = Array.from(s.text, (ch) => ch.charCodeAt(0));
            const [c0 = 0, c1 = 0, c2 = 0] = codes;
            add(index.words, wordKey(codes.length, c0, c1, c2), s.literal, p, follows[i] ?? null, s.precede);
          }
        }
      }
    }
  }
  return index;
}
