import type { AnchorEntry, AnchorIndex } from './anchors';
import type { Follow } from './follow';
import { packFollows, type PackedFollows } from './packed-follows';
import { buildHintAutomaton, HINT_CLASSES_LOG2, hintClass } from './hint-lines';

/** Blob runs shorter than this cannot hold an encoded sentence. */
export const MIN_BLOB = 24;

const isAsciiSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);
const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
/** Characters of base64, percent-encoding and escapes that are not word characters. */
const isBlobOnlyCode = (c: number): boolean => c === 43 || c === 47 || c === 61 || c === 37 || c === 92;

/**
 * All anchor literals in one Aho–Corasick automaton, so the walk costs one table step per
 * character whatever the number of rules. Word literals may only start at a word start (a word
 * character after a non-word one, or at the start of the text): the automaton has a boundary
 * symbol, written before each word literal and after each non-word character of any literal,
 * and the walk takes it after every non-word character it reads (folded into `next`).
 */
interface Automaton {
  /** Symbol of each character code: ASCII letters fold their case; blob characters first. */
  readonly symbolOf: Uint8Array;
  /** Symbols below this are blob characters. */
  readonly blobSymbols: number;
  /** Next state at (state << shift) | symbol. */
  readonly next: Uint16Array;
  /** log2 of a row's width: 6 when every symbol fits in 64, 7 in 128, else 8 (a smaller table stays in cache). */
  readonly shift: number;
  readonly start: number;
  /** States from this one on end at least one literal (they are numbered last). */
  readonly firstEnding: number;
  /** Hint class (hint-lines.ts) of each symbol. */
  readonly hintClassOf: Uint8Array;
  /**
   * 1 + the slot of the entries whose one-character literal is this non-ASCII code (0: none).
   * Slots: each state from `firstEnding` on has slot `state - firstEnding`, each such code one after them.
   */
  readonly nonAsciiSlot: Uint16Array;
  /** A slot's entries are [slotFrom[k], slotFrom[k + 1]) of the three arrays below. */
  readonly slotFrom: Uint32Array;
  readonly entries: readonly AnchorEntry[];
  /** Each entry's literal length (its start is where it ends minus this). */
  readonly literalLength: Uint8Array;
  /** Each entry's follow id (packed-follows.ts), -1: none. */
  readonly followId: Int32Array;
  /**
   * Per slot: 1 (2) when every entry has a follow that reads the next character (the first after
   * whitespace), then `slotBits[4k .. 4k+3]` is the union of their ASCII codes: a character
   * outside it refuses them all at once (0: each entry is checked).
   */
  readonly slotMode: Uint8Array;
  readonly slotBits: Uint32Array;
  readonly follows: PackedFollows;
}

const HINTS = buildHintAutomaton();

const automata = new WeakMap<AnchorIndex, Automaton>();

function buildAutomaton(index: AnchorIndex): Automaton {
  const literals: { entry: AnchorEntry; atWordStart: boolean }[] = [];
  for (const list of index.words.values()) for (const entry of list) literals.push({ entry, atWordStart: true });
  // A non-ASCII literal is one character (anchors.ts) that no other literal goes on from: it is
  // found by a lookup of its code, not in the automaton, whose rows then need only the ASCII
  // symbols (128 wide, not 256: the table is half the size, 0.9 MB rather than 1.8 on the rules
  // of the sixth round, and the walk alone 4–6% faster on 18F).
  const nonAsciiAt = new Uint16Array(65536);
  const nonAsciiEntries: AnchorEntry[][] = [[]];
  for (const list of index.symbols.values()) {
    for (const entry of list) {
      const c = entry.literal.charCodeAt(0);
      if (c < 128) {
        literals.push({ entry, atWordStart: false });
        continue;
      }
      if (entry.literal.length !== 1) throw new Error(`A non-ASCII anchor literal is one character (${entry.literal}).`);
      if (nonAsciiAt[c] === 0) nonAsciiAt[c] = nonAsciiEntries.push([]) - 1;
      (nonAsciiEntries[nonAsciiAt[c] as number] as AnchorEntry[]).push(entry);
    }
  }

  // Symbols: blob characters, then the other ASCII characters (A–Z share a–z's), then the
  // boundary. A character no literal uses needs no symbol of its own: those of one kind (blob or
  // not, and one hint class) share one, and every non-ASCII character shares the one of the
  // unused ASCII characters of class OTHER (hint-lines.ts). The rows are then 64 symbols wide,
  // not 128: the table is half the size (0.4 MB on the rules of the sixth round).
  for (const { entry } of literals) if (/[^\x00-\x7f]/.test(entry.literal)) throw new Error(`An anchor literal mixes in a non-ASCII character (${entry.literal}).`);
  const used = new Uint8Array(128);
  for (const { entry } of literals) for (let i = 0; i < entry.literal.length; i++) used[entry.literal.charCodeAt(i) | 0] = 1;
  const symbolOf = new Uint8Array(65536);
  const ascii = new Int32Array(128).fill(-1);
  let size = 0;
  const shared = new Map<string, number>();
  const symbolFor = (c: number, blob: boolean): number => {
    if (isWordCode(c) || used[c] === 1) return size++;
    const key = `${blob} ${hintClass(c)}`;
    let a = shared.get(key);
    if (a === undefined) shared.set(key, (a = size++));
    return a;
  };
  for (let c = 0; c < 128; c++) if (isWordCode(c) || isBlobOnlyCode(c)) ascii[c] = symbolFor(c, true);
  const blobSymbols = size;
  for (let c = 0; c < 128; c++) if (ascii[c] === -1 && !(c >= 65 && c <= 90)) ascii[c] = symbolFor(c, false);
  for (let c = 65; c <= 90; c++) ascii[c] = ascii[c + 32] as number;
  const isWordSymbol = new Uint8Array(256);
  for (let c = 0; c < 128; c++) {
    symbolOf[c] = ascii[c] as number;
    if (isWordCode(c)) isWordSymbol[ascii[c] as number] = 1;
  }
  // (128 is not a literal's and is of class OTHER: it takes that shared symbol, or makes it.)
  const other = symbolFor(128, false);
  symbolOf.fill(other, 128);
  const boundary = size++;

  // The trie of the literals, boundaries written in.
  const children: Map<number, number>[] = [new Map()];
  const ends: AnchorEntry[][] = [[]];
  for (const { entry, atWordStart } of literals) {
    let q = 0;
    const step = (symbol: number): void => {
      let r = (children[q] as Map<number, number>).get(symbol);
      if (r === undefined) {
        r = children.length;
        children.push(new Map());
        ends.push([]);
        (children[q] as Map<number, number>).set(symbol, r);
      }
      q = r;
    };
    if (atWordStart) step(boundary);
    for (let i = 0; i < entry.literal.length; i++) {
      const symbol = symbolOf[entry.literal.charCodeAt(i)] as number;
      step(symbol);
      if (isWordSymbol[symbol] === 0) step(boundary);
    }
    (ends[q] as AnchorEntry[]).push(entry);
  }
  const n = children.length;
  if (n > 65535) throw new Error(`The anchor automaton has too many states (${n}).`);

  // Complete the transitions breadth first through failure links; a state also ends the
  // literals its failure state ends.
  const goto = new Uint16Array(n * 256);
  const fail = new Uint16Array(n);
  const queue: number[] = [];
  for (let a = 0; a < size; a++) {
    const r = (children[0] as Map<number, number>).get(a);
    goto[a] = r ?? 0;
    if (r !== undefined) queue.push(r);
  }
  for (let h = 0; h < queue.length; h++) {
    const q = queue[h] as number;
    const f = fail[q] as number;
    for (const e of ends[f] as AnchorEntry[]) if (!(ends[q] as AnchorEntry[]).includes(e)) (ends[q] as AnchorEntry[]).push(e);
    // The failure state's row (already complete: it is nearer the root), then the own edges.
    goto.copyWithin(q * 256, f * 256, f * 256 + size);
    for (const [a, r] of children[q] as Map<number, number>) {
      fail[r] = goto[f * 256 + a] as number;
      goto[q * 256 + a] = r;
      queue.push(r);
    }
  }

  // Number the states breadth first (the shallow states the walk sits in most share cache lines),
  // those that end literals last; take the boundary after non-word characters.
  const bfs = [0, ...queue];
  const number = new Int32Array(n);
  let k = 0;
  for (const q of bfs) if ((ends[q] as AnchorEntry[]).length === 0) number[q] = k++;
  const firstEnding = k;
  for (const q of bfs) if ((ends[q] as AnchorEntry[]).length > 0) number[q] = k++;
  const shift = size <= 64 ? 6 : size <= 128 ? 7 : 8;
  const next = new Uint16Array(n << shift);
  const ending: (readonly AnchorEntry[] | undefined)[] = new Array<undefined>(n).fill(undefined);
  for (let q = 0; q < n; q++) {
    const from = (number[q] as number) << shift;
    for (let a = 0; a < size; a++) {
      const r = goto[q * 256 + a] as number;
      next[from + a] = number[isWordSymbol[a] === 1 ? r : (goto[r * 256 + boundary] as number)] as number;
    }
    if ((ends[q] as AnchorEntry[]).length > 0) ending[number[q] as number] = ends[q];
  }
  const hintClassOf = new Uint8Array(256);
  for (let c = 0; c < 128; c++) hintClassOf[symbolOf[c] as number] = hintClass(c);
  // The entries of every slot in flat arrays: the walk meets one every ten characters of English
  // text, and reads typed arrays there rather than following an array and its objects.
  const slots: (readonly AnchorEntry[])[] = [];
  for (let q = firstEnding; q < n; q++) slots.push(ending[q] as readonly AnchorEntry[]);
  const nonAsciiSlot = new Uint16Array(65536);
  for (let c = 128; c < 65536; c++) {
    if (nonAsciiAt[c] === 0) continue;
    slots.push(nonAsciiEntries[nonAsciiAt[c] as number] as AnchorEntry[]);
    nonAsciiSlot[c] = slots.length;
  }
  if (slots.length >= 65535) throw new Error(`The anchor index has too many slots (${slots.length}).`);
  const entries = slots.flat();
  const slotFrom = new Uint32Array(slots.length + 1);
  slots.forEach((list, k) => (slotFrom[k + 1] = (slotFrom[k] as number) + list.length));
  const followIds = new Map<Follow, number>();
  const followId = Int32Array.from(entries, (e) => {
    if (e.follow === null) return -1;
    let id = followIds.get(e.follow);
    if (id === undefined) followIds.set(e.follow, (id = followIds.size));
    return id;
  });
  const literalLength = Uint8Array.from(entries, (e) => e.literal.length);
  const follows = packFollows([...followIds.keys()]);
  const slotMode = new Uint8Array(slots.length);
  const slotBits = new Uint32Array(slots.length * 4);
  for (let k = 0; k < slots.length; k++) {
    const ids = followId.subarray(slotFrom[k], slotFrom[k + 1]);
    const modes = new Set(Array.from(ids, (f) => (f < 0 ? 0 : (follows.space[f] as number) + 1)));
    if (modes.size !== 1 || modes.has(0)) continue;
    slotMode[k] = [...modes][0] as number;
    for (const f of ids) for (let w = 0; w < 4; w++) slotBits[4 * k + w] = ((slotBits[4 * k + w] as number) | (follows.bits[4 * f + w] as number)) >>> 0;
  }
  return { symbolOf, blobSymbols, next, shift, start: number[goto[boundary] as number] as number, firstEnding, hintClassOf, nonAsciiSlot, slotFrom, entries, literalLength, followId, follows, slotMode, slotBits };
}

/**
 * Walk the folded view once. Where an anchor literal occurs — a word literal at a word start,
 * a symbol literal anywhere — call `attempt` with its entry and start; report each run of at
 * least MIN_BLOB blob characters to `blob` (view indices, end exclusive), in order. Attempts
 * come in the order their literals end, so two literals ending at different places may come
 * out of start order. ASCII letters match in either case. Report where a line meets a
 * condition of a disguise hint to `hint` (hint-lines.ts: the index of the character that met it
 * and the event bits), when given. One table step per character and one of the hint automaton:
 * this runs over every character of every text the model is shown. With `followed`, an entry
 * is reported only where the text goes on as its follow says (follow.ts): the check is made here,
 * without a call per literal found (most are refused).
 */
export function walkAnchors(
  s: string,
  index: AnchorIndex,
  attempt: (entry: AnchorEntry, at: number) => void,
  blob: (start: number, end: number) => void,
  hint?: (at: number, events: number) => void,
  followed = false,
): void {
  let automaton = automata.get(index);
  if (automaton === undefined) {
    automaton = buildAutomaton(index);
    automata.set(index, automaton);
  }
  const { symbolOf, blobSymbols, next, shift, firstEnding, hintClassOf, nonAsciiSlot, slotFrom, entries, literalLength, followId, follows, slotMode, slotBits } = automaton;
  const { space: skipsSpace, bits, pairsFrom, keys, triplesFrom, tripleKeys } = follows;
  const hintNext = HINTS.next;
  const firstEvent = HINTS.firstEvent;
  const hintShift = HINT_CLASSES_LOG2;
  const n = s.length;
  let q = automaton.start;
  let h = HINTS.start;
  let run = 0; // blob characters ending here
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    const a = symbolOf[c] as number;
    q = next[(q << shift) | a] as number;
    h = hintNext[h | (hintClassOf[a] as number)] as number;
    if (h >= firstEvent && hint !== undefined) hint(i, HINTS.events[h >> hintShift] as number);
    // Without a branch: -1 (keep counting) for a blob symbol, 0 (reset) otherwise.
    run = (run + 1) & ((a - blobSymbols) >> 31);
    if (run === MIN_BLOB) {
      let end = i + 1;
      while (end < n && (symbolOf[s.charCodeAt(end)] as number) < blobSymbols) end++;
      blob(i + 1 - MIN_BLOB, end);
    }
    // The slot of the literals ending here: the state's, else (the automaton is then in its
    // boundary state, which ends no literal) a non-ASCII character's.
    let k = q - firstEnding;
    if (k < 0 && (c < 128 || (k = (nonAsciiSlot[c] as number) - 1) < 0)) continue;
    // What comes next, read once for all the slot's entries (follow.ts's mayFollow, inlined, but
    // where an empty pair list lets through): the next character (-1 past the end) and, for the
    // follows that skip ASCII whitespace, the first one after it; the two after each are read
    // only for the entries whose first character passes.
    let c1 = -1;
    let j = i + 1;
    let cs = -1;
    if (followed) {
      if (j < n) c1 = s.charCodeAt(j);
      if (isAsciiSpace(c1)) while (++j < n && isAsciiSpace(s.charCodeAt(j)));
      cs = j === i + 1 ? c1 : j < n ? s.charCodeAt(j) : -1;
      const mode = slotMode[k] as number;
      if (mode !== 0) {
        const x = mode === 2 ? cs : c1;
        if (x < 0 || (x < 128 && (((slotBits[(k << 2) | (x >> 5)] as number) >>> (x & 31)) & 1) === 0)) continue;
      }
    }
    const to = slotFrom[k + 1] as number;
    for (let e = slotFrom[k] as number; e < to; e++) {
      const f = followId[e] as number;
      if (followed && f >= 0) {
        const at = skipsSpace[f] === 1 ? j : i + 1;
        const x = at === j ? cs : c1;
        if (x < 0) continue;
        if (x < 128) {
          if ((((bits[(f << 2) | (x >> 5)] as number) >>> (x & 31)) & 1) === 0) continue;
          const from = pairsFrom[f] as number;
          const until = pairsFrom[f + 1] as number;
          const tFrom = triplesFrom[f] as number;
          const tUntil = triplesFrom[f + 1] as number;
          if (from !== until || tFrom !== tUntil) {
            if (at + 1 >= n) continue;
            const y = s.charCodeAt(at + 1);
            if (y < 128) {
              // first-chars.ts's pairKey: both lower-cased.
              const x0 = x >= 65 && x <= 90 ? x + 32 : x;
              const y0 = y >= 65 && y <= 90 ? y + 32 : y;
              const key = (x0 << 7) | y0;
              // first-triples.ts reads whitespace as a space.
              const x1 = x >= 9 && x <= 13 ? 32 : x0;
              const y1 = y >= 9 && y <= 13 ? 32 : y0;
              let p = from;
              while (p < until && keys[p] !== key) p++;
              if (p === until && from !== until) continue;
              if (tFrom !== tUntil) {
                if (at + 2 >= n) continue;
                const z = s.charCodeAt(at + 2);
                if (z < 128) {
                  // first-triples.ts's tripleKey, found by halving (the keys are sorted; a follow may have hundreds).
                  const tkey = (x1 << 14) | (y1 << 7) | (z >= 65 && z <= 90 ? z + 32 : z >= 9 && z <= 13 ? 32 : z);
                  let lo = tFrom;
                  let hi = tUntil;
                  while (lo < hi) {
                    const mid = (lo + hi) >>> 1;
                    if ((tripleKeys[mid] as number) < tkey) lo = mid + 1;
                    else hi = mid;
                  }
                  if (lo === tUntil || tripleKeys[lo] !== tkey) continue;
                }
              }
            }
          }
        }
      }
      attempt(entries[e] as AnchorEntry, i + 1 - (literalLength[e] as number));
    }
  }
}
