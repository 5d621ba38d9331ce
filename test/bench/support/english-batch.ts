// The format test of an English held-out batch from round 15 on (bench/heldoutNN/en.jsonl): rounds
// 15 to 18 wrote the same 30 lines with other numbers. It checks shape only: it never scans the
// texts, and it compares them with the shared corpora, the earlier batches and the round's world
// sibling by hash alone, so nobody running it sees another file's row or learns what the scanner
// makes of the batch.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishRowSchema, readBatchRows } from '../../../bench/support/heldout10-rows';
import { expectNoOverlap, itChecksEnglishRows, itOverlapsNoBatch, itOverlapsNoCorpus } from './batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');

/** What a round's brief asked of its English batch (indirect ≥ 35% of attacks in every round). */
export interface EnglishBatchBrief {
  round: number;
  /** The earlier batches' rounds (both files of each are compared, and must all be there). */
  earlier: readonly number[];
  attacks: number;
  negatives: number;
  hard: number;
  benign: number;
}

export function describeEnglishBatch(b: EnglishBatchBrief): void {
  const dir = `heldout${b.round}`;
  const prefix = `en${b.round}`;
  const earlier = b.earlier.flatMap((r) => ['en.jsonl', 'world.jsonl'].map((f) => path.join(ROOT, 'bench', `heldout${r}`, f)));
  const sibling = path.join(ROOT, 'bench', dir, 'world.jsonl');
  const rows = readBatchRows(path.join(ROOT, 'bench', dir, 'en.jsonl'), englishRowSchema(prefix));

  describe(`round-${b.round} English held-out batch (format only)`, () => {
    itChecksEnglishRows(() => rows, prefix);

    it(`holds the counts the brief asks for: ≥ ${b.attacks} attacks, ≥ ${b.negatives} negatives of which ≥ ${b.hard} hard and ≥ ${b.benign} benign, indirect ≥ 35% of attacks`, () => {
      const attacks = rows.filter((r) => r.attack);
      expect(attacks.length).toBeGreaterThanOrEqual(b.attacks);
      expect(rows.length - attacks.length).toBeGreaterThanOrEqual(b.negatives);
      expect(rows.filter((r) => r.kind === 'hard-negative').length).toBeGreaterThanOrEqual(b.hard);
      expect(rows.filter((r) => r.kind === 'benign').length).toBeGreaterThanOrEqual(b.benign);
      expect(attacks.filter((r) => r.kind === 'indirect').length / attacks.length).toBeGreaterThanOrEqual(0.35);
    });

    it(`the ${earlier.length} earlier batch files are all there`, () => expect(earlier.filter((f) => existsSync(f))).toHaveLength(earlier.length));
    itOverlapsNoBatch(() => rows, ROOT, earlier, `the round-${b.earlier.join(', ')} held-out batches`);
    it.skipIf(!existsSync(sibling))(`no text equals, or shares 60 characters with, a row of the round-${b.round} world batch (hashes only; once merged)`, () =>
      expectNoOverlap(rows, sibling, `${dir}/world.jsonl`),
    );
    itOverlapsNoCorpus(() => rows, CORPORA);
  });
}
