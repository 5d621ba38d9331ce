/**
 * Disguised letters, read back. Two shapes of disguise are undone, each described by its
 * grammar rather than by the attack strings it hides:
 * - separated letters: a run of single letters each followed by the same separator
 *   ("I|g|n|o|r|e", "i.g.n.o.r.e", "d-i-s-r-e-g-a-r-d", "i g n o r e"); the separator that
 *   occurs most in the run joins letters, any other gap (a space, "| |", three spaces) breaks
 *   words;
 * - leetspeak: a line with at least two words that switch between letters and digits twice or
 *   more ("1gn0r3", "pr3v10us"; "utf8", "sha256" and "v1.2.3" switch once or not at all), whose
 *   mixed words are read with digits as the letters they stand for.
 * Fullwidth forms, accents and invisible characters are already undone by the folded view.
 * The readings are scanned by the rules like any text; what fires there on a disguised word is
 * marked on the disguised span.
 */

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

const isAlnum = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

// Single letters with one to three separator characters after each, at least six letters.
const SEPARATED = /(?<![a-z0-9])(?:[a-z][|.\-_*+~/\\ ,:;]{1,3}){5,}[a-z](?![a-z0-9])/gi;

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

/** Letter/digit switches in a word ("1gn0r3": 4, "utf8": 1). */
function switches(w: string): number {
  let n = 0;
  for (let i = 1; i < w.length; i++) if (isLetter(w.charCodeAt(i)) !== isLetter(w.charCodeAt(i - 1))) n++;
  return n;
}

function readLeet(line: string, variant: 0 | 1): string {
  return line.replace(WORD, (w) => (switches(w) === 0 || !/[a-z]/i.test(w) ? w : [...w].map((c) => LEET[c]?.[variant] ?? c).join('')));
}

// A letter next to a digit: where leetspeak can be (most text has none, so lines are rarely read).
const MIXED = /[a-z][0-9]|[0-9][a-z]/gi;

/** Readings of the disguised spans of folded text `s`: separated-letter runs and leetspeak lines. */
export function disguisedReadings(s: string): Reading[] {
  const out: Reading[] = [];
  SEPARATED.lastIndex = 0;
  for (let m = SEPARATED.exec(s); m !== null; m = SEPARATED.exec(s)) {
    out.push({ start: m.index, end: m.index + m[0].length, text: readSeparated(m[0]), original: null });
  }
  MIXED.lastIndex = 0;
  let lineEnd = -1;
  for (let m = MIXED.exec(s); m !== null; m = MIXED.exec(s)) {
    if (m.index < lineEnd) continue;
    const start = s.lastIndexOf('\n', m.index) + 1;
    const nl = s.indexOf('\n', m.index);
    lineEnd = nl < 0 ? s.length : nl;
    MIXED.lastIndex = lineEnd;
    const line = s.slice(start, lineEnd);
    let disguised = 0;
    for (const w of line.match(WORD) ?? []) if (switches(w) >= 2 && w.length >= 3 && isAlnum(w.charCodeAt(0))) disguised++;
    if (disguised < 2) continue;
    out.push({ start, end: lineEnd, text: readLeet(line, 0), original: line }, { start, end: lineEnd, text: readLeet(line, 1), original: line });
  }
  return out;
}
