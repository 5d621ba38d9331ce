import type { AnchorEntry, AnchorIndex } from './anchors';
import { buildHintAutomaton, hintClass, HINT_CLASSES_LOG2 } from './hint-lines';
import { flatSlots, type Slots } from './walk-slots';

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
export interface Automaton extends Slots {
  /** Symbol of each character code: ASCII letters fold their case; blob characters first. */
  readonly symbolOf: Uint8Array;
  /** Symbols below this are blob characters. */
  readonly blobSymbols: number;
  /**
   * The symbol of the non-ASCII characters that are literals of their own (found through
   * `nonAsciiSlot`): a twin of the other non-ASCII characters' symbol (the same moves, hint class
   * and blob kind), so the walk looks a non-ASCII character's slot up only for these.
   */
  readonly literalOther: number;
  /** Next state at (state << shift) | symbol. */
  readonly next: Uint16Array;
  /** log2 of a row's width: 6 when every symbol fits in 64, 7 in 128, else 8 (a smaller table stays in cache). */
  readonly shift: number;
  readonly start: number;
  /** States from this one on end at least one literal (they are numbered last). */
  readonly firstEnding: number;
  /**
   * The hint automaton (hint-lines.ts) stepped by the walk's own symbols: the next hint state at
   * hintState | symbol, states kept shifted left by `shift` (the start is 0). One table read per
   * character where a symbol's hint class, then the hint table, were two dependent reads (the
   * walk alone 6% faster on 18F).
   */
  readonly hintNext: Uint16Array;
  /** Hint states from this one on (shifted) carry events. */
  readonly hintFirstEvent: number;
  /** Event bits of each hint state, at its unshifted number (hint-lines.ts's HINT_*). */
  readonly hintEvents: Uint8Array;
}

const automata = new WeakMap<AnchorIndex, Automaton>();

/** The automaton of `index`, built once per index. */
export function automatonOf(index: AnchorIndex): Automaton {
  let automaton = automata.get(index);
  if (automaton === undefined) {
    automaton = buildAutomaton(index);
    automata.set(index, automaton);
  }
  return automaton;
}

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
  // No literal of the automaton holds it, so its column of every row comes out as `other`'s.
  const literalOther = size++;
  for (let c = 128; c < 65536; c++) if (nonAsciiAt[c] !== 0) symbolOf[c] = literalOther;
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
  hintClassOf[literalOther] = hintClassOf[other] as number;
  const hints = buildHintAutomaton();
  const hintStates = hints.next.length >> HINT_CLASSES_LOG2;
  if (hintStates << shift > 65536) throw new Error(`The hint automaton has too many states (${hintStates}).`);
  const hintNext = new Uint16Array(hintStates << shift);
  for (let h = 0; h < hintStates; h++) {
    for (let a = 0; a < size; a++) hintNext[(h << shift) | a] = ((hints.next[(h << HINT_CLASSES_LOG2) | (hintClassOf[a] as number)] as number) >> HINT_CLASSES_LOG2) << shift;
  }
  const hintFirstEvent = (hints.firstEvent >> HINT_CLASSES_LOG2) << shift;
  const slots = flatSlots(ending, firstEnding, nonAsciiAt, nonAsciiEntries);
  return { symbolOf, blobSymbols, literalOther, next, shift, start: number[goto[boundary] as number] as number, firstEnding, hintNext, hintFirstEvent, hintEvents: hints.events, ...slots };
}
