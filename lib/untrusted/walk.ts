import type { AnchorEntry, AnchorIndex } from './anchors';
import { automatonOf, type Automaton } from './walk-automaton';
import { CASELESS } from './follow';
import { ENTRY_STRIDE, SLOT_AFTER_SPACE, SLOT_NEXT, SLOT_OPEN, SLOT_STRIDE } from './walk-slots';

/** Blob runs shorter than this cannot hold an encoded sentence. */
export const MIN_BLOB = 24;

const isAsciiSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);

// Literals in the loop, not the imports: a test runner's module transform (vite-node, which the
// benchmarks run under) reads an import through a getter, and even a module constant copied from
// one is a load V8 does not fold (the walk alone was 1.5× slower so). Checked against
// walk-slots.ts's at load.
const SLOT = 16;
const ENTRY = 16;
const NEXT = 1;
const AFTER_SPACE = 2;
const OPEN = 4;
if (SLOT !== SLOT_STRIDE || ENTRY !== ENTRY_STRIDE || NEXT !== SLOT_NEXT || AFTER_SPACE !== SLOT_AFTER_SPACE || OPEN !== SLOT_OPEN) throw new Error('walk.ts and walk-slots.ts disagree on the slot layout.');
const CASELESS_CODES = CASELESS;

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
  const automaton = automatonOf(index);
  let walk = walkers.get(automaton);
  if (walk === undefined) walkers.set(automaton, (walk = walkerOf(automaton)));
  walk(s, attempt, blob, hint, followed);
}

type Walker = (s: string, attempt: (entry: AnchorEntry, at: number) => void, blob: (start: number, end: number) => void, hint: ((at: number, events: number) => void) | undefined, followed: boolean) => void;
const walkers = new WeakMap<Automaton, Walker>();

/**
 * walkAnchors over one automaton: its tables are constants of the closure, not locals read from
 * an object at each call (V8 then keeps the dozen arrays' bases and lengths out of the loop's
 * registers; the walk alone ~1.3× faster on 18F).
 */
function walkerOf(automaton: Automaton): Walker {
  const { symbolOf, blobSymbols, literalOther, next, shift, firstEnding, hintNext, hintFirstEvent, hintEvents, nonAsciiSlot, slotInfo, entries, entryInfo, follows, precedeBits } = automaton;
  const { keys, tripleKeys, nonAsciiKeys } = follows;
  const start0 = automaton.start;
  return (s, attempt, blob, hint, followed) => {
    const n = s.length;
    let q = start0;
    let h = 0;
    let run = 0; // blob characters ending here
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      const a = symbolOf[c] as number;
      q = next[(q << shift) | a] as number;
      h = hintNext[h | a] as number;
      if (h >= hintFirstEvent && hint !== undefined) hint(i, hintEvents[h >> shift] as number);
      // Without a branch: -1 (keep counting) for a blob symbol, 0 (reset) otherwise.
      run = (run + 1) & ((a - blobSymbols) >> 31);
      if (run === MIN_BLOB) {
        let end = i + 1;
        while (end < n && (symbolOf[s.charCodeAt(end)] as number) < blobSymbols) end++;
        blob(i + 1 - MIN_BLOB, end);
      }
      // The slot of the literals ending here: the state's, else (the automaton is then in its
      // boundary state, which ends no literal) a non-ASCII literal character's (its symbol is
      // literalOther: other characters do not read nonAsciiSlot, a 128 KB table).
      let k = q - firstEnding;
      if (k < 0) {
        if (a !== literalOther) continue;
        k = (nonAsciiSlot[c] as number) - 1;
      }
      // What comes next, read once for all the slot's entries (follow.ts's mayFollow, inlined, but
      // where an empty pair list lets through): the next character (-1 past the end) and, for the
      // follows that skip ASCII whitespace, the first one after it; the two after each are read
      // only for the entries whose first character passes.
      const sb = k * SLOT;
      let c1 = -1;
      let j = i + 1;
      let cs = -1;
      if (followed) {
        const mode = slotInfo[sb] as number;
        if (j < n) c1 = s.charCodeAt(j);
        cs = c1;
        // Past whitespace only for a slot with a follow that skips it.
        if ((mode & AFTER_SPACE) !== 0 && isAsciiSpace(c1)) {
          while (++j < n && isAsciiSpace(s.charCodeAt(j)));
          cs = j < n ? s.charCodeAt(j) : -1;
        }
        // Every entry refuses a character outside the union of its group (walk-slots.ts).
        if (
          (mode & OPEN) === 0 &&
          ((mode & NEXT) === 0 || c1 < 0 || (c1 < 128 && (((slotInfo[sb + 4 + (c1 >> 5)] as number) >>> (c1 & 31)) & 1) === 0)) &&
          ((mode & AFTER_SPACE) === 0 || cs < 0 || (cs < 128 && (((slotInfo[sb + 8 + (cs >> 5)] as number) >>> (cs & 31)) & 1) === 0))
        )
          continue;
      }
      const to = slotInfo[sb + 2] as number;
      for (let e = slotInfo[sb + 1] as number; e < to; e++) {
        const eb = e * ENTRY;
        const follow = entryInfo[eb + 1] as number;
        if (followed && follow >= 0) {
          const at = follow === 1 ? j : i + 1;
          const x = at === j ? cs : c1;
          if (x < 0) continue;
          if (x < 128) {
            if ((((entryInfo[eb + 2 + (x >> 5)] as number) >>> (x & 31)) & 1) === 0) continue;
            const from = entryInfo[eb + 6] as number;
            const until = entryInfo[eb + 7] as number;
            const tFrom = entryInfo[eb + 8] as number;
            const tUntil = entryInfo[eb + 9] as number;
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
          } else if (entryInfo[eb + 12] === 1 && CASELESS_CODES[x] === 1) {
            // A character of a script without case: one the follow lists (follow.ts's nonAscii).
            let p = entryInfo[eb + 10] as number;
            const until = entryInfo[eb + 11] as number;
            while (p < until && nonAsciiKeys[p] !== x) p++;
            if (p === until) continue;
          }
        }
        const start = i + 1 - (entryInfo[eb] as number);
        // precede.ts's mayPrecede, inlined: the character before the literal ends its lookbehind.
        const pre = entryInfo[eb + 13] as number;
        if (followed && pre >= 0) {
          if (start === 0) continue;
          const b = s.charCodeAt(start - 1);
          if (b < 128 && (((precedeBits[4 * pre + (b >> 5)] as number) >>> (b & 31)) & 1) === 0) continue;
        }
        attempt(entries[e] as AnchorEntry, start);
      }
    }
  };
}
