// The format of the round-12 English held-out batch (bench/heldout12/en.jsonl). This test checks
// shape only: it never scans the texts, and it compares them with the shared corpora and with the
// round-10 batches by hash alone, so nobody running it sees another file's row or learns what the
// scanner makes of the batch.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishRowSchema, hosts, readBatchRows, SAFE_HOST } from '../../bench/support/heldout10-rows';
import { itChecksEnglishRows, itOverlapsNoBatch, itOverlapsNoCorpus } from './support/batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout12/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const HELDOUT10_FILES = ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench/heldout10', f));

const RowSchema = englishRowSchema('en12');



const rows = readBatchRows(BATCH, RowSchema);

describe('round-12 English held-out batch (format only)', () => {
  itChecksEnglishRows(() => rows, 'en12');

  it('holds the counts the brief asks for: ≥ 200 attacks, ≥ 140 negatives of which ≥ 90 hard, indirect ≥ 35% of attacks', () => {
    const attacks = rows.filter((r) => r.attack);
    expect(attacks.length).toBeGreaterThanOrEqual(200);
    expect(rows.length - attacks.length).toBeGreaterThanOrEqual(140);
    expect(rows.filter((r) => r.kind === 'hard-negative').length).toBeGreaterThanOrEqual(90);
    expect(attacks.filter((r) => r.kind === 'indirect').length / attacks.length).toBeGreaterThanOrEqual(0.35);
  });

  it('reads hosts from URLs and mail addresses, and knows the reserved documentation names', () => {
    expect(hosts('see https://a.example.net/x and mail b@c.example or https://evil.test/y')).toEqual(['a.example.net', 'evil.test', 'c.example']);
    expect(['x.example.com', 'example', '203.0.113.9'].every((h) => SAFE_HOST.test(h))).toBe(true);
    expect(['example.co', 'evil.test', '8.8.8.8', 'notexample.com.evil.net'].some((h) => SAFE_HOST.test(h))).toBe(false);
  });

  itOverlapsNoBatch(() => rows, ROOT, HELDOUT10_FILES, 'the round-10 held-out batches');
  itOverlapsNoCorpus(() => rows, CORPORA);
});
