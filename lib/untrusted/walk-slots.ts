import type { AnchorEntry } from './anchors';
import type { Follow } from './follow';
import { packFollows, type PackedFollows } from './packed-follows';

/** Int32s per slot in `slotInfo`: [mode, four words of ASCII bits, first entry, entry after the last, unused]. */
export const SLOT_STRIDE = 8;
/**
 * Int32s per entry in `entryInfo`: [literal length, follow (-1 none, 0 reads the next character,
 * 1 the first after whitespace), four words of the follow's ASCII bits, its pairs' [from, to) in
 * `follows.keys`, its triples' [from, to) in `follows.tripleKeys`, unused × 6].
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
   * Per slot k, at k · SLOT_STRIDE: its mode, 1 (2) when every entry has a follow that reads the
   * next character (the first after whitespace), then the four words after it are the union of
   * their ASCII codes: a character outside it refuses them all at once (0: each entry is
   * checked); then its entries' [from, to) in `entries` and `entryInfo`.
   */
  readonly slotInfo: Int32Array;
  readonly entries: readonly AnchorEntry[];
  /** Per entry e, at e · ENTRY_STRIDE (see ENTRY_STRIDE): its literal's length and its follow, packed. */
  readonly entryInfo: Int32Array;
  /** The pair and triple keys the entries' follows point into (packed-follows.ts). */
  readonly follows: PackedFollows;
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
    slotInfo[at + 5] = from;
    slotInfo[at + 6] = to;
    const ids = followId.subarray(from, to);
    const modes = new Set(Array.from(ids, (f) => (f < 0 ? 0 : (follows.space[f] as number) + 1)));
    if (modes.size !== 1 || modes.has(0)) continue;
    slotInfo[at] = [...modes][0] as number;
    for (const f of ids) for (let w = 0; w < 4; w++) slotInfo[at + 1 + w] = (slotInfo[at + 1 + w] as number) | (follows.bits[4 * f + w] as number);
  }
  const entryInfo = new Int32Array(entries.length * ENTRY_STRIDE);
  entries.forEach((entry, e) => {
    const at = e * ENTRY_STRIDE;
    const f = followId[e] as number;
    entryInfo[at] = entry.literal.length;
    entryInfo[at + 1] = f < 0 ? -1 : (follows.space[f] as number);
    if (f < 0) return;
    for (let w = 0; w < 4; w++) entryInfo[at + 2 + w] = follows.bits[4 * f + w] as number;
    entryInfo[at + 6] = follows.pairsFrom[f] as number;
    entryInfo[at + 7] = follows.pairsFrom[f + 1] as number;
    entryInfo[at + 8] = follows.triplesFrom[f] as number;
    entryInfo[at + 9] = follows.triplesFrom[f + 1] as number;
  });
  return { nonAsciiSlot, slotInfo, entries, entryInfo, follows };
}
