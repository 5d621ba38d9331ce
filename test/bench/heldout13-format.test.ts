// The format of the round-13 English held-out batch (bench/heldout13/en.jsonl). This test checks
// shape only: it never scans the texts, and it compares them with the shared corpora and with the
// round-10 and round-12 batches by hash alone, so nobody running it sees another file's row or
// learns what the scanner makes of the batch.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishRowSchema, readBatchRows } from '../../bench/support/heldout10-rows';
import { itChecksEnglishRows, itOverlapsNoBatch, itOverlapsNoCorpus } from './support/batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout13/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
// The earlier held-out batches, compared by hash only: their texts are never read into an assertion message.
const EARLIER_BATCHES = ['heldout10', 'heldout12'].flatMap((dir) => ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench', dir, f)));

const RowSchema = englishRowSchema('en13');



const rows = readBatchRows(BATCH, RowSchema);

describe('round-13 English held-out batch (format only)', () => {
  itChecksEnglishRows(() => rows, 'en13');

  it('holds the counts the brief asks for: ≥ 200 attacks, ≥ 140 negatives of which ≥ 90 hard (above the round-13 floor of 160/110/70), indirect ≥ 35% of attacks', () => {
    const attacks = rows.filter((r) => r.attack);
    expect(attacks.length).toBeGreaterThanOrEqual(200);
    expect(rows.length - attacks.length).toBeGreaterThanOrEqual(140);
    expect(rows.filter((r) => r.kind === 'hard-negative').length).toBeGreaterThanOrEqual(90);
    expect(attacks.filter((r) => r.kind === 'indirect').length / attacks.length).toBeGreaterThanOrEqual(0.35);
  });

  it('the four earlier batch files are all there', () => expect(EARLIER_BATCHES.filter((f) => existsSync(f))).toHaveLength(4));
  itOverlapsNoBatch(() => rows, ROOT, EARLIER_BATCHES, 'the round-10 or round-12 held-out batches');
  itOverlapsNoCorpus(() => rows, CORPORA);
});
