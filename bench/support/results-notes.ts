// A bench's results file in two parts: the figures the bench writes on each run, then the notes by
// round that people write by hand below a marker line, which a run keeps as they are (round 15 did
// this for bench/untrusted.bench.ts; round 16 found bench/injection-eval.bench.ts dropping its
// notes on every run, so each round put the old file back and its figures went stale).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The marker line above the hand-written notes of `bench` (its path from the project root). */
export const notesMarker = (bench: string): string => `<!-- Notes by round: written by hand, kept by ${bench} -->`;

/** Writes `figures` to `target`, followed by the notes under `bench`'s marker that `target` holds (the marker alone when none); returns what was written. */
export function writeKeepingNotes(target: string, figures: string, bench: string): string {
  const marker = notesMarker(bench);
  const before = existsSync(target) ? readFileSync(target, 'utf8') : '';
  const notes = before.includes(marker) ? before.slice(before.indexOf(marker)) : `${marker}\n`;
  const out = `${figures.replace(/\n+$/u, '')}\n\n${notes}`;
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, out);
  return out;
}
