// The format of the round-12 multilingual held-out batch (bench/heldout12/world.jsonl). The batch is
// read once, by the integrator, after the merge: this test checks its shape only and never scans or
// prints a row's text. Against ../shared/corpora and the round-10 batches it compares hashes of
// normalised texts, so a copied row fails without either text being shown.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WORLD_LANGS, worldRowSchema, readBatchRows, repeats } from '../../bench/support/heldout10-rows';
import { itOverlapsNoBatch, itOverlapsNoCorpus } from './support/batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout12/world.jsonl');
const HELD10 = ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench/heldout10', f));
const CORPORA = path.resolve(ROOT, '../shared/corpora');

const LANGS = WORLD_LANGS;

const RowSchema = worldRowSchema('w12');
type Row = z.infer<typeof RowSchema>;


const count = (rows: readonly Row[], p: (r: Row) => boolean): number => rows.filter(p).length;

describe('round-12 world held-out batch heldout12/world.jsonl (format only)', () => {
  const rows = readBatchRows(BATCH, RowSchema);

  it('the schema refuses a row whose id, language, kind or attack flag is wrong', () => {
    const good = { id: 'w12-de-override-1', family: 'override', kind: 'direct', lang: 'de', attack: true, text: 'x'.repeat(30) };
    expect(RowSchema.safeParse(good).success).toBe(true);
    expect(RowSchema.safeParse({ ...good, attack: false }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, id: 'w12-fr-override-1' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, id: 'de-override-1' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, id: 'w12-de-leak-1' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, lang: 'en', id: 'w12-en-override-1' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, kind: 'attack' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, kind: 'hard-negative' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, extra: 1 }).success).toBe(false);
  });

  it('ids are unique and no text occurs twice after normalisation', () => {
    expect(repeats(rows)).toEqual({ ids: [], texts: [] });
  });

  it('has the counts the brief asks for: 200 attacks, 140 not (90 hard negatives), 20 languages of 8 + 5 (3), 20 code-mixed rows', () => {
    expect(count(rows, (r) => r.attack)).toBeGreaterThanOrEqual(200);
    expect(count(rows, (r) => !r.attack)).toBeGreaterThanOrEqual(140);
    expect(count(rows, (r) => r.kind === 'hard-negative')).toBeGreaterThanOrEqual(90);
    const full = LANGS.filter((lang) => {
      const mine = rows.filter((r) => r.lang === lang);
      return count(mine, (r) => r.attack) >= 8 && count(mine, (r) => !r.attack) >= 5 && count(mine, (r) => r.kind === 'hard-negative') >= 3;
    });
    expect(full.length).toBeGreaterThanOrEqual(20);
    expect(count(rows, (r) => r.family === 'mixed')).toBeGreaterThanOrEqual(20);
  });

  itOverlapsNoBatch(() => rows, ROOT, HELD10, 'the round-10 held-out batches');
  itOverlapsNoCorpus(() => rows, CORPORA);
});
