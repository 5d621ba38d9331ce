// The benches that write a results file keep the notes written by hand below their marker line
// (bench/support/results-notes.ts): round 16 found bench/injection-eval.bench.ts dropping them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notesMarker, writeKeepingNotes } from '../../bench/support/results-notes';

const BENCH = 'bench/example.bench.ts';
const fresh = (): string => path.join(mkdtempSync(path.join(tmpdir(), 'notes-')), 'results.md');

describe('a results file rewritten by its bench', () => {
  it('keeps the notes below the marker and replaces the figures above it', () => {
    const file = fresh();
    writeFileSync(file, `## Figures\n| old | 1 |\n\n${notesMarker(BENCH)}\n\n### Round 16\nWhat was measured, by hand.\n`);
    writeKeepingNotes(file, '## Figures\n| new | 2 |\n', BENCH);
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(`## Figures\n| new | 2 |\n\n${notesMarker(BENCH)}\n\n### Round 16\nWhat was measured, by hand.\n`);
  });

  it('writes the marker after the figures when the file is new or has none, so later notes have a place', () => {
    const file = fresh();
    expect(writeKeepingNotes(file, 'figures', BENCH)).toBe(`figures\n\n${notesMarker(BENCH)}\n`);
    writeFileSync(file, 'figures only, no marker\n');
    expect(writeKeepingNotes(file, 'figures again', BENCH)).toBe(`figures again\n\n${notesMarker(BENCH)}\n`);
  });

  it("does not take another bench's marker for its own", () => {
    const file = fresh();
    writeFileSync(file, `figures\n\n${notesMarker('bench/other.bench.ts')}\nnotes of another bench\n`);
    expect(writeKeepingNotes(file, 'figures', BENCH)).not.toContain('notes of another bench');
  });
});
