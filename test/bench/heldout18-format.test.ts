// The format of the round-18 English held-out batch (bench/heldout18/en.jsonl). This test checks
// shape only: it never scans the texts, and it compares them with the shared corpora and with the
// round-10, 12, 13, 14, 15, 16 and 17 batches by hash alone, so nobody running it sees another file's row or
// learns what the scanner makes of the batch.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishRowSchema, readBatchRows } from '../../bench/support/heldout10-rows';
import { expectNoOverlap, itChecksEnglishRows, itOverlapsNoBatch, itOverlapsNoCorpus } from './support/batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout18/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
// The earlier held-out batches, compared by hash only: their texts are never read into an assertion message.
const EARLIER_BATCHES = ['heldout10', 'heldout12', 'heldout13', 'heldout14', 'heldout15', 'heldout16', 'heldout17'].flatMap((dir) => ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench', dir, f)));
/** The round-18 multilingual batch, written at the same time on another branch: compared once both are merged. */
const SIBLING = path.join(ROOT, 'bench/heldout18/world.jsonl');

const rows = readBatchRows(BATCH, englishRowSchema('en18'));

describe('round-18 English held-out batch (format only)', () => {
  itChecksEnglishRows(() => rows, 'en18');

  it('holds the counts the brief asks for: ≥ 200 attacks, ≥ 130 negatives of which ≥ 90 hard and ≥ 40 benign, indirect ≥ 35% of attacks', () => {
    const attacks = rows.filter((r) => r.attack);
    expect(attacks.length).toBeGreaterThanOrEqual(200);
    expect(rows.length - attacks.length).toBeGreaterThanOrEqual(130);
    expect(rows.filter((r) => r.kind === 'hard-negative').length).toBeGreaterThanOrEqual(90);
    expect(rows.filter((r) => r.kind === 'benign').length).toBeGreaterThanOrEqual(40);
    expect(attacks.filter((r) => r.kind === 'indirect').length / attacks.length).toBeGreaterThanOrEqual(0.35);
  });

  it('the fourteen earlier batch files are all there', () => expect(EARLIER_BATCHES.filter((f) => existsSync(f))).toHaveLength(14));
  itOverlapsNoBatch(() => rows, ROOT, EARLIER_BATCHES, 'the round-10, 12, 13, 14, 15, 16 or 17 held-out batches');
  it.skipIf(!existsSync(SIBLING))('no text equals, or shares 60 characters with, a row of the round-18 world batch (hashes only; once merged)', () =>
    expectNoOverlap(rows, SIBLING, 'heldout18/world.jsonl'),
  );
  itOverlapsNoCorpus(() => rows, CORPORA);
});
