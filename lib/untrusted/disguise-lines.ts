/**
 * The lines a disguise may be on (deobfuscate.ts reads them word by word): those where one of
 * three hints matches, found either by the hints' regexes over the whole text or, in the scan, on
 * the lines the anchor walk's hint automaton gave (hint-lines.ts). Both give the same lines.
 */
import { HINT_LEET, HINT_SEPARATED, HINT_SPACED } from './hint-lines';

// Where a disguise can be: a word switching letters and digits twice; single letters between
// punctuation ("|g|n|o"); four single letters with single spaces. Native searches for them skip
// most text, and only lines they hit are read word by word (reading every line that way cost
// the scan a third of its speed). Three searches, not one alternation: V8 runs each alone 4×
// faster than their union.
const LEET_HINT = /[a-z][0-9]+[a-z]|[0-9][a-z]+[0-9]/gi;
const HINTS = [
  LEET_HINT,
  /[|.\-_*+~/\\,:;][a-z][|.\-_*+~/\\,:; ]{1,3}[a-z][|.\-_*+~/\\,:; ]{1,3}[a-z]/gi,
  /[a-z] [a-z] [a-z] [a-z]/gi,
];

/** Line starts where the walk met a hint's necessary condition (hint-lines.ts), per hint, in order. */
export interface HintedLines {
  readonly leet: number[];
  readonly separated: number[];
  readonly spaced: number[];
}

/** Add the line of `at` to each hint of the walk's `events` (once: the walk may meet a condition twice on a line). */
export function addHintedLine(s: string, at: number, events: number, hinted: HintedLines): void {
  const start = s.lastIndexOf('\n', at) + 1;
  const add = (lines: number[]): void => {
    if (lines[lines.length - 1] !== start) lines.push(start);
  };
  if ((events & HINT_LEET) !== 0) add(hinted.leet);
  if ((events & HINT_SEPARATED) !== 0) add(hinted.separated);
  if ((events & HINT_SPACED) !== 0) add(hinted.spaced);
}

/** [start, end) of the lines a disguise may be on, in the order they are read (duplicates included). */
export const disguiseLines = (s: string, hinted?: HintedLines): number[] => (hinted === undefined ? hintLines(s) : hintedLines(s, hinted));

/**
 * [start, end) of each line that a hint's regex matches (leetspeak: twice), hint by hint, each
 * in order, checked on the lines `hinted` gives. A match never spans a line break, so a line
 * read alone matches as it does in the whole text.
 */
function hintedLines(s: string, hinted: HintedLines): number[] {
  const lines: number[] = [];
  const given = [hinted.leet, hinted.separated, hinted.spaced];
  HINTS.forEach((hint, k) => {
    for (const start of given[k] as number[]) {
      const nl = s.indexOf('\n', start);
      const end = nl < 0 ? s.length : nl;
      const line = s.slice(start, end);
      hint.lastIndex = 0;
      if (hint.exec(line) === null || (hint === LEET_HINT && hint.exec(line) === null)) continue;
      lines.push(start, end);
    }
  });
  return lines;
}

/** The same lines, found by each hint's regex over the whole text. */
function hintLines(s: string): number[] {
  const lines: number[] = [];
  for (const hint of HINTS) {
    hint.lastIndex = 0;
    for (let m = hint.exec(s); m !== null; m = hint.exec(s)) {
      const nl = s.indexOf('\n', m.index);
      const end = nl < 0 ? s.length : nl;
      // Leetspeak needs two mixed words on a line: a line with one (a version, a unit, "b2b")
      // is not read, and reading every such line was a third of this search's time.
      if (hint === LEET_HINT) {
        const second = hint.exec(s);
        if (second === null) break;
        if (second.index >= end) {
          hint.lastIndex = second.index;
          continue;
        }
      }
      lines.push(s.lastIndexOf('\n', m.index) + 1, end);
      hint.lastIndex = end;
    }
  }
  return lines;
}
