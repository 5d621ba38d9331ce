/**
 * Disguised letters, read back. Two shapes of disguise are undone, each described by its
 * grammar rather than by the attack strings it hides:
 * - separated letters: a run of single letters each followed by the same separator
 *   ("I|g|n|o|r|e", "i.g.n.o.r.e", "d-i-s-r-e-g-a-r-d", "i g n o r e"); the separator that
 *   occurs most in the run joins letters, any other gap (a space, "| |", three spaces) breaks
 *   words;
 * - leetspeak: a line with at least two words that switch between letters and digits twice or
 *   more ("1gn0r3", "pr3v10us"; "utf8", "sha256" and "v1.2.3" switch once or not at all) and
 *   are neither mixed-case nor long (document IDs and hashes are), whose mixed words are read
 *   with digits as the letters they stand for.
 * Fullwidth forms, accents and invisible characters are already undone by the folded view.
 * The readings are scanned by the rules like any text; what fires there on a disguised word is
 * marked on the disguised span.
 */

import { HINT_LEET, HINT_SEPARATED, HINT_SPACED } from './hint-lines';

/** A disguised span of the folded text and how it reads. */
export interface Reading {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** The original folded text where the reading has the same length (leetspeak), else null. */
  readonly original: string | null;
}

/** Whether `reading[from, to)` reads anything differently from the disguised text. */
export function readsDifferently(r: Reading, from: number, to: number): boolean {
  if (r.original === null) return true;
  for (let i = from; i < to; i++) if (r.text.charCodeAt(i) !== r.original.charCodeAt(i)) return true;
  return false;
}

const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isAlnum = (c: number): boolean => isLetter(c) || (c >= 48 && c <= 57);
// Characters that may separate disguised letters: | . - _ * + ~ / \ space , : ;
const isSeparator = (c: number): boolean => c === 124 || c === 46 || c === 45 || c === 95 || c === 42 || c === 43 || c === 126 || c === 47 || c === 92 || c === 32 || c === 44 || c === 58 || c === 59;
/** Longest word read as leetspeak. */
const MAX_LEET_WORD = 16;
/** Fewest separated letters that make a run. */
const MIN_SEPARATED = 6;

function readSeparated(run: string): string {
  const gaps = run.split(/[a-z]/i).slice(1, -1);
  const counts = new Map<string, number>();
  for (const g of gaps) counts.set(g, (counts.get(g) ?? 0) + 1);
  const join = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  let out = '';
  let k = 0;
  for (const ch of run) {
    if (isLetter(ch.charCodeAt(0))) {
      if (k > 0 && gaps[k - 1] !== join) out += ' ';
      out += ch;
      k++;
    }
  }
  return out;
}

// Digits only: "@" and "$" would read every e-mail address and shell variable.
const LEET: Record<string, [string, string]> = {
  '0': ['o', 'o'], '1': ['i', 'l'], '3': ['e', 'e'], '4': ['a', 'a'], '5': ['s', 's'], '7': ['t', 't'], '8': ['b', 'b'], '9': ['g', 'g'],
};
const WORD = /[a-z0-9]+/gi;

function readLeet(line: string, variant: 0 | 1): string {
  return line.replace(WORD, (w) => (!/[a-z]/i.test(w) || !/[0-9]/.test(w) ? w : [...w].map((c) => LEET[c]?.[variant] ?? c).join('')));
}

function separatedGap(s: string, from: number, to: number): boolean {
  if (to - from < 1 || to - from > 3) return false;
  for (let i = from; i < to; i++) if (!isSeparator(s.charCodeAt(i))) return false;
  return true;
}

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

/**
 * Readings of the disguised spans of folded text `s`: separated-letter runs and leetspeak lines.
 * With `hinted` (from the walk), each hint's regex runs only on the lines given for it;
 * without, over the whole text. Both read the same lines.
 */
export function disguisedReadings(s: string, hinted?: HintedLines): Reading[] {
  const lines = disguiseLines(s, hinted);
  const out: Reading[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < lines.length; i += 2) {
    const start = lines[i] as number;
    if (seen.has(start)) continue;
    seen.add(start);
    readLine(s, start, lines[i + 1] as number, out);
  }
  return out;
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

/** The readings of line `s[from, to)`: one pass over its words (runs of ASCII letters and digits). */
function readLine(s: string, from: number, to: number, out: Reading[]): void {
  let runStart = -1;
  let runLetters = 0;
  let lastEnd = -1;
  let leetWords = 0;
  const closeRun = (): void => {
    if (runLetters >= MIN_SEPARATED) out.push({ start: runStart, end: lastEnd, text: readSeparated(s.slice(runStart, lastEnd)), original: null });
    runLetters = 0;
  };
  let i = from;
  while (i < to) {
    const c = s.charCodeAt(i);
    if (!isAlnum(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    let switches = 0;
    let prev = isLetter(c);
    let upper = c >= 65 && c <= 90;
    let lower = c >= 97;
    for (; j < to; j++) {
      const d = s.charCodeAt(j);
      if (!isAlnum(d)) break;
      const l = isLetter(d);
      if (l !== prev) switches++;
      prev = l;
      if (d >= 97) lower = true;
      else if (d >= 65 && d <= 90) upper = true;
    }
    // Mixed case or long: an identifier (a document ID, a hash), not a disguised word.
    if (switches >= 2 && !(upper && lower) && j - i <= MAX_LEET_WORD) leetWords++;
    if (j - i === 1 && isLetter(c)) {
      if (!(runLetters > 0 && separatedGap(s, lastEnd, i))) {
        closeRun();
        runStart = i;
      }
      runLetters++;
      lastEnd = j;
    } else if (runLetters > 0) closeRun();
    i = j;
  }
  closeRun();
  if (leetWords >= 2) {
    const line = s.slice(from, to);
    out.push({ start: from, end: to, text: readLeet(line, 0), original: line }, { start: from, end: to, text: readLeet(line, 1), original: line });
  }
}
