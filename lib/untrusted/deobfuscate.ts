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

import { disguiseLines, type HintedLines } from './disguise-lines';

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
