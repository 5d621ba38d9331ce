// The format of the round-14 multilingual held-out batch (bench/heldout14/world.jsonl), written in
// round 13 and merged unread: the clean check for round 14. This test checks its shape only and
// never scans or prints a row's text. Against ../shared/corpora and the round-10, 12 and 13 batches
// it compares hashes of normalised texts, so a copied row fails without either text being shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WORLD_LANGS, SAFE_HOST, hosts, worldRowSchema, fileHashes, overlapping, readBatchRows, repeats, sharingWindow } from '../../bench/support/heldout10-rows';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout14/world.jsonl');
/** The earlier held-out batches this one must not repeat (compared by hash; their texts are never read here). */
const EARLIER = ['heldout10/en.jsonl', 'heldout10/world.jsonl', 'heldout12/en.jsonl', 'heldout12/world.jsonl', 'heldout13/en.jsonl', 'heldout13/world.jsonl'].map((f) =>
  path.join(ROOT, 'bench', f),
);
/** The round-14 English batch, written at the same time on another branch: compared once both are merged. */
const SIBLING = path.join(ROOT, 'bench/heldout14/en.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const CORPUS_FILES = ['injections-more.jsonl', 'injections-dev.jsonl', 'injections.jsonl'];

const RowSchema = worldRowSchema('w14')
  // Negatives are hn-* or benign families, attacks never are: the family tells a reader which side a row is on.
  .refine((r) => r.attack === !(r.family === 'benign' || r.family.startsWith('hn-')), 'family agrees with attack')
  .refine((r) => (r.kind === 'benign') === (r.family === 'benign'), 'benign kind exactly in the benign family');
type Row = z.infer<typeof RowSchema>;

const count = (rows: readonly Row[], p: (r: Row) => boolean): number => rows.filter(p).length;

describe('round-14 world held-out batch heldout14/world.jsonl (format only)', () => {
  const rows = readBatchRows(BATCH, RowSchema);

  it('the schema refuses a row whose id, language, family, kind or attack flag is wrong', () => {
    const good = { id: 'w14-ko-ind-email-1', family: 'ind-email', kind: 'indirect', lang: 'ko', attack: true, text: 'x'.repeat(30) };
    const neg = { id: 'w14-ko-hn-secret-prompt-1', family: 'hn-secret-prompt', kind: 'hard-negative', lang: 'ko', attack: false, text: 'x'.repeat(30) };
    expect(RowSchema.safeParse(good).success).toBe(true);
    expect(RowSchema.safeParse(neg).success).toBe(true);
    expect(RowSchema.safeParse({ ...good, attack: false }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, id: 'w14-ja-ind-email-1' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, id: 'w13-ko-ind-email-1' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, lang: 'en', id: 'w14-en-ind-email-1' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, kind: 'hard-negative' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...neg, id: 'w14-ko-secret-prompt-1', family: 'secret-prompt' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...neg, kind: 'benign' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, id: 'w14-ko-hn-x-1', family: 'hn-x' }).success).toBe(false);
  });

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

  // The overlap checks themselves (layout, case, a window too short) are tested once, in heldout10-format.test.ts.

  it('no text equals, or shares 60 characters with, a round-10, 12 or 13 held-out row (hashes only)', () => {
    for (const file of EARLIER) {
      const name = path.relative(path.join(ROOT, 'bench'), file);
      expect(existsSync(file), name).toBe(true);
      const h = fileHashes(file);
      expect(h.whole.size, name).toBeGreaterThan(100);
      expect(overlapping(rows, h.whole), `${name}: equal`).toEqual([]);
      expect(sharingWindow(rows, h.windows), `${name}: 60 shared characters`).toEqual([]);
    }
  });

  it.skipIf(!existsSync(SIBLING))('no text equals, or shares 60 characters with, a row of the round-14 English batch (hashes only; runs once it is merged)', () => {
    const h = fileHashes(SIBLING);
    expect(h.whole.size).toBeGreaterThan(100);
    expect(overlapping(rows, h.whole), 'heldout14/en.jsonl: equal').toEqual([]);
    expect(sharingWindow(rows, h.windows), 'heldout14/en.jsonl: 60 shared characters').toEqual([]);
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
