/**
 * Anchored matching for the folded marker rules. Running sixty regexes (or one alternation of
 * them) over every position of a text is slow: each position tries every pattern. Yet nearly
 * every pattern can only start at a few words ("ignore", "your", …) or symbols ("<", "&"). So
 * the scan walks the text once, and only where a word or symbol could start a pattern does it
 * try that pattern, as a sticky regex at that position. The starts are derived from the
 * pattern sources; a pattern whose start cannot be derived runs over the whole text.
 */

export interface AnchoredPattern {
  readonly rule: string;
  /** Sticky copy of the pattern. */
  readonly re: RegExp;
}

/** A pattern behind the literal its alternative must start with. */
export interface AnchorEntry {
  readonly literal: string;
  readonly pattern: AnchoredPattern;
}

export interface AnchorIndex {
  readonly words: Map<number, AnchorEntry[]>;
  readonly symbols: Map<number, AnchorEntry[]>;
  /** Patterns without a derivable start, as global regexes over the whole text. */
  readonly unanchored: AnchoredPattern[];
}

const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90);

/** Index of the parenthesis closing the group opening at `open`, honouring escapes and classes. */
function closeParen(src: string, open: number): number {
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

const LITERAL_ESCAPES = new Set(['[', ']', '/', '|', '.', '$', '(', ')', '{', '}', '*', '+', '?', '\\', '-', '^']);
const QUANTIFIER = /^[?*{]/;

/** The literal text a source must start with ('' when it starts with anything else). */
function literalPrefix(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    let ch = src[i] as string;
    let width = 1;
    if (ch === '\\') {
      const next = src[i + 1] ?? '';
      if (!LITERAL_ESCAPES.has(next)) break;
      ch = next;
      width = 2;
    } else if ('()[]{}*+?|.^$'.includes(ch)) break;
    if (QUANTIFIER.test(src.slice(i + width))) break; // optional: not a required start
    out += ch;
    i += width;
  }
  return out;
}

// Longer literals add automaton states (its table outgrew the cache at ~2,000 states and the
// walk slowed) but rarely tell candidates apart better than their first characters.
const MAX_LITERAL = 7;

type Start = { kind: 'word' | 'symbol'; text: string; literal: string };

/** The possible starts of one alternative, or null when they cannot be derived. */
function startsOf(alt: string): Start[] | null {
  let src = alt;
  // Leading lookbehinds and \b do not consume text.
  for (;;) {
    if (src.startsWith('(?<!') || src.startsWith('(?<=')) src = src.slice(closeParen(src, 0) + 1);
    else if (src.startsWith('\\b')) src = src.slice(2);
    else break;
  }
  // A line-start pattern has no literal to find it by: it runs over the whole text, unanchored
  // (the walk has no line-start hook, so anchoring it would leave it silently unused).
  if (src.startsWith('(?:^|\\n)')) return null;
  if (src.startsWith('(?:')) {
    const close = closeParen(src, 0);
    if (close < 0 || QUANTIFIER.test(src.slice(close + 1))) return null;
    const starts: Start[] = [];
    for (const branch of splitAlternatives(src.slice(3, close))) {
      const s = startsOf(branch);
      if (s === null) return null;
      starts.push(...s);
    }
    return starts;
  }
  // A non-ASCII literal is kept to its first character: each distinct character costs one of the
  // automaton's 256 symbols, and the sticky regex checks the rest anyway.
  const full = literalPrefix(src);
  const cut = full.search(/[^\x00-\x7f]/u);
  const lit = (cut < 0 ? full : full.slice(0, Math.max(1, cut))).slice(0, MAX_LITERAL);
  if (lit.length === 0) return null;
  const first = lit.charCodeAt(0);
  if (!isWordCode(first)) return [{ kind: 'symbol', text: lit[0] as string, literal: lit }];
  let word = '';
  for (const ch of lit) {
    if (!isWordCode(ch.charCodeAt(0)) || word.length === 3) break;
    word += ch;
  }
  return [{ kind: 'word', text: word, literal: lit }];
}

/** Key of a word start of 1–3 characters. */
export const wordKey = (len: number, c0: number, c1: number, c2: number): number =>
  len | (c0 << 2) | (len > 1 ? c1 << 9 : 0) | (len > 2 ? c2 << 16 : 0);

function add(map: Map<number, AnchorEntry[]>, key: number, literal: string, pattern: AnchoredPattern): void {
  const list = map.get(key) ?? [];
  if (!list.some((e) => e.literal === literal && e.pattern === pattern)) list.push({ literal, pattern });
  map.set(key, list);
}

/** Build the index from rules' folded patterns (each split into its top-level alternatives). */
export function buildAnchorIndex(rules: readonly { name: string; patterns: readonly RegExp[] }[]): AnchorIndex {
  const index: AnchorIndex = {
    words: new Map(),
    symbols: new Map(),
    unanchored: [],
  };
  for (const rule of rules) {
    for (const pattern of rule.patterns) {
      for (const alt of splitAlternatives(pattern.source)) {
        const starts = startsOf(alt);
        if (starts === null) {
          index.unanchored.push({ rule: rule.name, re: new RegExp(alt, 'gi') });
          continue;
        }
        const p: AnchoredPattern = { rule: rule.name, re: new RegExp(alt, 'iy') };
        for (const s of starts) {
          if (s.kind === 'symbol') {
            add(index.symbols, s.text.charCodeAt(0), s.literal, p);
          } else {
            const codes = Array.from(s.text, (ch) => ch.charCodeAt(0));
            const [c0 = 0, c1 = 0, c2 = 0] = codes;
            add(index.words, wordKey(codes.length, c0, c1, c2), s.literal, p);
          }
        }
      }
    }
  }
  return index;
}
