// The format of the round-10 English held-out batch (bench/heldout10/en.jsonl). This test checks
// shape only: it never scans the texts, and it compares them with the shared corpora by hash
// alone, so nobody running it sees a corpus row or learns what the scanner makes of the batch.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ATTACK_KINDS, fileHashes, NEGATIVE_KINDS, overlapping, readBatchRows, repeats, sharingWindow, textHash as hash, WINDOW, windowHashes as windows } from '../../bench/support/heldout10-rows';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout10/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
// The brief names injections.jsonl; the shared folder holds injections-dev.jsonl, so both names are tried.
const CORPUS_FILES = ['injections-more.jsonl', 'injections-dev.jsonl', 'injections.jsonl'];


const RowSchema = z.strictObject({
  id: z.string().regex(/^en-[a-z0-9]+(?:-[a-z0-9]+)*-[1-9][0-9]*$/),
  family: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  kind: z.enum([...ATTACK_KINDS, ...NEGATIVE_KINDS]),
  lang: z.literal('en'),
  attack: z.boolean(),
  text: z.string().min(1),
});
type Row = z.infer<typeof RowSchema>;



const readBatch = (): Row[] => readBatchRows(BATCH, RowSchema);

describe('round-10 English held-out batch (format only)', () => {
  const rows = readBatch();

  it('every row fits the schema, its id names its family, and attack agrees with kind', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.id.startsWith(`en-${r.family}-`), r.id).toBe(true);
      expect(r.attack, r.id).toBe((ATTACK_KINDS as readonly string[]).includes(r.kind));
    }
  });

  it('ids are unique and no text occurs twice (after whitespace normalisation)', () => {
    expect(repeats(rows)).toEqual({ ids: [], texts: [] });
  });

  it('the overlap checks match through layout and case, and miss different text', () => {
    const row = (id: string, text: string): Row => ({ id, family: 'x', kind: 'benign', lang: 'en', attack: false, text });
    expect(overlapping([row('en-x-1', 'a  b\n c '), row('en-x-2', 'a b d')], new Set([hash('a b c')]))).toEqual(['en-x-1']);
    const long = 'The quick brown fox jumps over the lazy dog while the cat watches';
    const probe = [row('en-x-3', `Intro. ${long.toUpperCase()} outro.`), row('en-x-4', long.slice(0, WINDOW - 1))];
    expect(sharingWindow(probe, new Set(windows(`${long}.`)))).toEqual(['en-x-3']);
  });

  it.skipIf(!existsSync(CORPORA))('no text equals, or shares 60 characters with, a row of the shared injection corpora (hashes only; needs ../shared/corpora)', () => {
    const present = CORPUS_FILES.map((f) => path.join(CORPORA, f)).filter((f) => existsSync(f));
    expect(present.map((f) => path.basename(f))).toContain('injections-more.jsonl');
    for (const file of present) {
      const h = fileHashes(file);
      expect(overlapping(rows, h.whole), `${path.basename(file)}: equal`).toEqual([]);
      expect(sharingWindow(rows, h.windows), `${path.basename(file)}: 60 shared characters`).toEqual([]);
    }
  });
});
