import type { AnchorEntry } from './anchors';
import type { Follow } from './follow';
import { packFollows, type PackedFollows } from './packed-follows';

/** Where the walk finds the entries of the literals ending at a place (walk-automaton.ts). */
export interface Slots {
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
  return { nonAsciiSlot, slotFrom, entries, literalLength, followId, follows, slotMode, slotBits };
}
