// The format of the round-14 multilingual held-out batch (bench/heldout14/world.jsonl), written in
// round 13 and merged unread: the clean check for round 14. This test checks its shape only and
// never scans or prints a row's text. Against ../shared/corpora and the round-10, 12 and 13 batches
// it compares hashes of normalised texts, so a copied row fails without either text being shown.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WORLD_LANGS, SAFE_HOST, hosts, sidedWorldRowSchema, readBatchRows, repeats } from '../../bench/support/heldout10-rows';
import { itOverlapsNoBatch, itOverlapsNoCorpus, itRefusesWrongWorldRows } from './support/batch-checks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout14/world.jsonl');
/** The earlier held-out batches this one must not repeat (compared by hash; their texts are never read here). */
const EARLIER = ['heldout10/en.jsonl', 'heldout10/world.jsonl', 'heldout12/en.jsonl', 'heldout12/world.jsonl', 'heldout13/en.jsonl', 'heldout13/world.jsonl'].map((f) =>
  path.join(ROOT, 'bench', f),
);
/** The round-14 English batch, written at the same time on another branch: compared once both are merged. */
const SIBLING = path.join(ROOT, 'bench/heldout14/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');

const RowSchema = sidedWorldRowSchema('w14');
type Row = z.infer<typeof RowSchema>;

const count = (rows: readonly Row[], p: (r: Row) => boolean): number => rows.filter(p).length;

describe('round-14 world held-out batch heldout14/world.jsonl (format only)', () => {
  const rows = readBatchRows(BATCH, RowSchema);

  itRefusesWrongWorldRows(RowSchema, { prefix: 'w14', earlier: 'w13', lang: 'ko', otherLang: 'ja', outside: 'sk', attackFamily: 'ind-email', negativeFamily: 'hn-secret-prompt' });

  it('ids are unique and no text occurs twice after normalisation', () => {
    expect(repeats(rows)).toEqual({ ids: [], texts: [] });
  });

  it('has the counts the brief asks for: 200 attacks, 140 not (90 hard), each of the 22 languages 8 attacks + 5 not (3 hard), 20 code-mixed rows', () => {
    expect(count(rows, (r) => r.attack)).toBeGreaterThanOrEqual(200);
    expect(count(rows, (r) => !r.attack)).toBeGreaterThanOrEqual(140);
    expect(count(rows, (r) => r.kind === 'hard-negative')).toBeGreaterThanOrEqual(90);
    expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(WORLD_LANGS));
    for (const lang of WORLD_LANGS) {
      const mine = rows.filter((r) => r.lang === lang);
      expect(count(mine, (r) => r.attack), `${lang} attacks`).toBeGreaterThanOrEqual(8);
      expect(count(mine, (r) => !r.attack), `${lang} negatives`).toBeGreaterThanOrEqual(5);
      expect(count(mine, (r) => r.kind === 'hard-negative'), `${lang} hard negatives`).toBeGreaterThanOrEqual(3);
    }
    expect(count(rows, (r) => r.family === 'mixed')).toBeGreaterThanOrEqual(20);
    // The brief's weights: about 40% of the attacks are indirect and about 20% are prompt leaks.
    const attacks = rows.filter((r) => r.attack);
    expect(count(attacks, (r) => r.kind === 'indirect') / attacks.length).toBeGreaterThanOrEqual(0.35);
    expect(count(attacks, (r) => r.kind === 'prompt-leak') / attacks.length).toBeGreaterThanOrEqual(0.15);
  });

  it('every URL and mail address uses a reserved documentation host', () => {
    const bad = rows.flatMap((r) => hosts(r.text).filter((h) => !SAFE_HOST.test(h)).map((h) => `${r.id}: ${h}`));
    expect(bad).toEqual([]);
    expect(rows.some((r) => hosts(r.text).length > 0)).toBe(true);
    // hosts and SAFE_HOST themselves are tested once, in heldout12-format.test.ts.
  });

  itOverlapsNoBatch(() => rows, ROOT, [...EARLIER, SIBLING], 'the round-10, 12 or 13 held-out batches, or the round-14 English batch');
  itOverlapsNoCorpus(() => rows, CORPORA);
});
