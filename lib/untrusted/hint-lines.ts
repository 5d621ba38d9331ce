/**
 * Where a disguise can be, found by the anchor walk as it goes (walk.ts) instead of by three more
 * native searches over the text (disguise-lines.ts's HINTS cost the scan ~15%). A small automaton
 * over classes of characters tracks, per line, necessary conditions of the three hints:
 * - leetspeak: two matches of LEET_HINT need four letter/digit switches between neighbours;
 * - separated letters: a separator, a letter, then a separator or a space;
 * - spaced letters: four single letters with single spaces (the hint itself, exactly).
 * Each condition met is an event; disguise-lines.ts then runs the hint's own regex on that line
 * alone, so the lines read are exactly those the searches over the whole text found.
 */

/** Character classes of the hint automaton. */
const OTHER = 0;
const LETTER = 1;
const DIGIT = 2;
const SEPARATOR = 3;
const SPACE = 4;
const NEWLINE = 5;
/** Classes per state row (a power of two: rows are indexed by a shift). */
export const HINT_CLASSES_LOG2 = 3;

/** Event bits: a line may hold a leetspeak, separated-letter or spaced-letter disguise. */
export const HINT_LEET = 1;
export const HINT_SEPARATED = 2;
export const HINT_SPACED = 4;

/** The hint class of an ASCII character (others are OTHER). */
export function hintClass(c: number): number {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) return LETTER;
  if (c >= 48 && c <= 57) return DIGIT;
  // The separators of disguise-lines.ts's hints: | . - _ * + ~ / \ , : ;
  if ('|.-_*+~/\\,:;'.includes(String.fromCharCode(c))) return SEPARATOR;
  if (c === 32) return SPACE;
  return c === 10 ? NEWLINE : OTHER;
}

// A state: switches seen on the line (0–4, 5 once reported), the class before (other, letter,
// digit), the separator window (0 none, 1 after a separator, 2 after separator + letter, 3 and 4
// complete ending on a separator or a space), the spaced-letter progress (0–6, 7 complete).
type Parts = [sw: number, prev: number, sep: number, sp: number];

function step([sw, prev, sep, sp]: Parts, cls: number): Parts {
  if (cls === NEWLINE) return [0, OTHER, 0, 0];
  const switched = (prev === LETTER && cls === DIGIT) || (prev === DIGIT && cls === LETTER);
  const nextSw = sw >= 4 ? 5 : sw + (switched ? 1 : 0);
  const afterSep = sep === 1 || sep === 3;
  let nextSep = 0;
  if (cls === LETTER) nextSep = afterSep ? 2 : 0;
  else if (cls === SEPARATOR) nextSep = sep === 2 ? 3 : 1;
  else if (cls === SPACE) nextSep = sep === 2 ? 4 : 0;
  // Progress in "L L L L" (letters at even steps, spaces at odd); complete reads as five matched.
  const k = sp === 7 ? 5 : sp;
  let nextSp = 0;
  if (cls === LETTER) nextSp = k % 2 === 0 ? k + 1 : 1;
  else if (cls === SPACE) nextSp = k % 2 === 1 ? k + 1 : 0;
  return [nextSw, cls === LETTER || cls === DIGIT ? cls : OTHER, nextSep, nextSp];
}

const events = ([sw, , sep, sp]: Parts): number => (sw === 4 ? HINT_LEET : 0) | (sep >= 3 ? HINT_SEPARATED : 0) | (sp === 7 ? HINT_SPACED : 0);

export interface HintAutomaton {
  /** Next state at state | class; states are kept shifted left by HINT_CLASSES_LOG2. */
  readonly next: Uint16Array;
  readonly start: number;
  /** States from this one on (shifted) carry events. */
  readonly firstEvent: number;
  /** Event bits of each state, at its unshifted number. */
  readonly events: Uint8Array;
}

/** Build the automaton over the states reachable from the start of a line. */
export function buildHintAutomaton(): HintAutomaton {
  const key = (p: Parts): string => p.join(',');
  const found = new Map<string, Parts>([[key([0, OTHER, 0, 0]), [0, OTHER, 0, 0]]]);
  const queue: Parts[] = [[0, OTHER, 0, 0]];
  for (let h = 0; h < queue.length; h++) {
    for (let cls = 0; cls <= NEWLINE; cls++) {
      const q = step(queue[h] as Parts, cls);
      if (!found.has(key(q))) {
        found.set(key(q), q);
        queue.push(q);
      }
    }
  }
  // Event states last, so the walk tells them by one comparison.
  const order = [...queue.filter((p) => events(p) === 0), ...queue.filter((p) => events(p) !== 0)];
  const number = new Map(order.map((p, i) => [key(p), i]));
  const next = new Uint16Array(order.length << HINT_CLASSES_LOG2);
  const ev = new Uint8Array(order.length);
  order.forEach((p, i) => {
    ev[i] = events(p);
    for (let cls = 0; cls <= NEWLINE; cls++) next[(i << HINT_CLASSES_LOG2) | cls] = (number.get(key(step(p, cls))) as number) << HINT_CLASSES_LOG2;
  });
  const firstEvent = order.findIndex((p) => events(p) !== 0);
  return { next, start: 0, firstEvent: firstEvent << HINT_CLASSES_LOG2, events: ev };
}
