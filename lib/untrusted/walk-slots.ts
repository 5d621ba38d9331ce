import type { AnchorEntry } from './anchors';
import type { Follow } from './follow';
import { packFollows, type PackedFollows } from './packed-follows';

/**
 * Int32s per slot in `slotInfo`: [mode, first entry, entry after the last, unused, four words of
 * ASCII bits of the follows that read the next character, four of those that read the first
 * after whitespace, unused × 4]. The mode's bits: SLOT_NEXT, SLOT_AFTER_SPACE (an entry has a
 * follow of that kind), SLOT_OPEN (an entry has none: the slot is never refused whole).
 */
export const SLOT_STRIDE = 16;
export const SLOT_NEXT = 1;
export const SLOT_AFTER_SPACE = 2;
export const SLOT_OPEN = 4;
/**
 * Int32s per entry in `entryInfo`: [literal length, follow (-1 none, 0 reads the next character,
 * 1 the first after whitespace), four words of the follow's ASCII bits, its pairs' [from, to) in
 * `follows.keys`, its triples' [from, to) in `follows.tripleKeys`, its CASELESS characters'
 * [from, to) in `follows.nonAsciiKeys` and 1 when it reads them (follow.ts), its precede check's
 * id in `precedeBits` (precede.ts; -1 none), unused × 2].
 */
export const ENTRY_STRIDE = 16;

/** Where the walk finds the entries of the literals ending at a place (walk-automaton.ts). */
export interface Slots {
  /**
   * 1 + the slot of the entries whose one-character literal is this non-ASCII code (0: none).
   * Slots: each state from `firstEnding` on has slot `state - firstEnding`, each such code one after them.
   */
  readonly nonAsciiSlot: Uint16Array;
  /**
   * Per slot k, at k · SLOT_STRIDE (see SLOT_STRIDE): without SLOT_OPEN, a character outside the
   * union of the ASCII codes of its group of follows (the next character, or the first after
   * whitespace) is refused by every entry of that group, and when both groups refuse theirs the
   * slot is refused at once. A slot of both kinds ("you", `"`, `[`) is refused as one of a kind is;
   * without SLOT_AFTER_SPACE the walk does not read past whitespace.
   */
  readonly slotInfo: Int32Array;
  readonly entries: readonly AnchorEntry[];
  /** Per entry e, at e · ENTRY_STRIDE (see ENTRY_STRIDE): its literal's length and its follow, packed. */
  readonly entryInfo: Int32Array;
  /** The pair and triple keys the entries' follows point into (packed-follows.ts). */
  readonly follows: PackedFollows;
  /** Precede check p's ASCII codes (precede.ts), 128 bits at precedeBits[4p .. 4p+3]. */
  readonly precedeBits: Uint32Array;
}

/**
 * The slots of the automaton's ending states (`ending[q]` from `firstEnding` on) and of the
 * non-ASCII one-character literals (`nonAsciiAt[c]` indexes `nonAsciiEntries`, 0: none).
 */
export function flatSlots(ending: readonly (readonly AnchorEntry[] | undefined)[], firstEnding: number, nonAsciiAt: Uint16Array, nonAsciiEntries: readonly (readonly AnchorEntry[])[]): Slots {
  // The entries of every slot in flat arrays: the walk meets one every ten characters of English
  // text, and reads typed arrays there rather than following an array and its objects.
  const slots: (readonly AnchorEntry[])[] = [];
  for (let q = firstEnding; q < ending.length; q++) slots.push(ending[q] as readonly AnchorEntry[]);
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
  const follows = packFollows([...followIds.keys()]);
  // One record per slot and one per entry, so a place where literals end reads a few cache lines
  // rather than a line of each of a dozen arrays.
  const slotInfo = new Int32Array(slots.length * SLOT_STRIDE);
  for (let k = 0; k < slots.length; k++) {
    const from = slotFrom[k] as number;
    const to = slotFrom[k + 1] as number;
    const at = k * SLOT_STRIDE;
    slotInfo[at + 1] = from;
    slotInfo[at + 2] = to;
    for (const f of followId.subarray(from, to)) {
      if (f < 0) {
        slotInfo[at] = (slotInfo[at] as number) | SLOT_OPEN;
        continue;
      }
      const afterSpace = follows.space[f] === 1;
      slotInfo[at] = (slotInfo[at] as number) | (afterSpace ? SLOT_AFTER_SPACE : SLOT_NEXT);
      const bitsAt = at + (afterSpace ? 8 : 4);
      for (let w = 0; w < 4; w++) slotInfo[bitsAt + w] = (slotInfo[bitsAt + w] as number) | (follows.bits[4 * f + w] as number);
    }
  }
  const entryInfo = new Int32Array(entries.length * ENTRY_STRIDE);
  const precedes = entries.filter((e) => e.precede !== null);
  const precedeBits = new Uint32Array(4 * precedes.length);
  precedes.forEach((e, p) => {
    for (let c = 0; c < 128; c++) if ((e.precede as Uint8Array)[c] === 1) precedeBits[4 * p + (c >> 5)] = ((precedeBits[4 * p + (c >> 5)] as number) | (1 << (c & 31))) >>> 0;
  });
  entries.forEach((entry, e) => {
    const at = e * ENTRY_STRIDE;
    const f = followId[e] as number;
    entryInfo[at + 13] = entry.precede === null ? -1 : precedes.indexOf(entry);
    entryInfo[at] = entry.literal.length;
    entryInfo[at + 1] = f < 0 ? -1 : (follows.space[f] as number);
    if (f < 0) return;
    for (let w = 0; w < 4; w++) entryInfo[at + 2 + w] = follows.bits[4 * f + w] as number;
    entryInfo[at + 6] = follows.pairsFrom[f] as number;
    entryInfo[at + 7] = follows.pairsFrom[f + 1] as number;
    entryInfo[at + 8] = follows.triplesFrom[f] as number;
    entryInfo[at + 9] = follows.triplesFrom[f + 1] as number;
    entryInfo[at + 10] = follows.nonAsciiFrom[f] as number;
    entryInfo[at + 11] = follows.nonAsciiFrom[f + 1] as number;
    entryInfo[at + 12] = follows.nonAsciiRead[f] as number;
  });
  return { nonAsciiSlot, slotInfo, entries, entryInfo, follows, precedeBits };
}
