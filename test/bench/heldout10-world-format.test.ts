// The format of the round-10 multilingual held-out batch (bench/heldout10/world.jsonl). The batch is
// read once, by the integrator, after the merge: this test checks its shape only and never prints a
// row's text. Against ../shared/corpora it compares hashes of whitespace-normalised texts, so a row
// copied from a corpus fails without either text being shown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ATTACK_KINDS, corpusTexts, NEGATIVE_KINDS as BENIGN_KINDS, readBatchRows, textHash as hash } from '../../bench/support/heldout10-rows';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BATCH = path.join(ROOT, 'bench/heldout10/world.jsonl');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const CORPUS_FILES = ['injections-more.jsonl', 'injections.jsonl', 'injections-dev.jsonl'];

const LANGS = ['ar', 'bn', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'pt', 'ru', 'th', 'tl', 'tr', 'vi', 'zh', 'pl', 'nl', 'sv', 'uk', 'fa'] as const;

const RowSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}-[a-z][a-z0-9-]*-\d+$/),
    family: z.string().regex(/^[a-z][a-z0-9-]*$/),
    kind: z.enum([...ATTACK_KINDS, ...BENIGN_KINDS]),
    lang: z.enum(LANGS),
    attack: z.boolean(),
    text: z.string().min(4).max(2_000),
  })
  .strict()
  // The id names its language and family, and `attack` agrees with `kind`.
  .refine((r) => r.id === `${r.lang}-${r.family}-${r.id.slice(r.id.lastIndexOf('-') + 1)}`, 'id is <lang>-<family>-<n>')
  .refine((r) => r.attack === !(BENIGN_KINDS as readonly string[]).includes(r.kind), 'attack agrees with kind');
type Row = z.infer<typeof RowSchema>;

const readBatch = (): Row[] => readBatchRows(BATCH, RowSchema);

describe('held-out batch heldout10/world.jsonl', () => {
  it('the schema refuses a row whose id, kind or attack flag is wrong', () => {
    const good = { id: 'de-override-1', family: 'override', kind: 'direct', lang: 'de', attack: true, text: 'x'.repeat(30) };
    expect(RowSchema.safeParse(good).success).toBe(true);
    expect(RowSchema.safeParse({ ...good, attack: false }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, id: 'fr-override-1' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, kind: 'attack' }).success).toBe(false);
    expect(RowSchema.safeParse({ ...good, extra: 1 }).success).toBe(false);
  });

  it('has valid rows, unique ids, no text twice, and both attacks and benign rows in every language', () => {
    const rows = readBatch();
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => hash(r.text))).size).toBe(rows.length);
    for (const lang of new Set(rows.map((r) => r.lang))) {
      const mine = rows.filter((r) => r.lang === lang);
      expect(mine.some((r) => r.attack), lang).toBe(true);
      expect(mine.some((r) => !r.attack), lang).toBe(true);
    }
  });

  const corpora = CORPUS_FILES.map((f) => path.join(CORPORA, f)).filter((f) => existsSync(f));
  it.skipIf(corpora.length === 0)('shares no text with the corpora, by hash after whitespace normalisation (needs ../shared/corpora; skipped when absent)', () => {
    const seen = new Set<string>();
    for (const file of corpora) for (const text of corpusTexts(file)) seen.add(hash(text));
    expect(seen.size).toBeGreaterThan(100);
    // Only ids are reported, never texts.
    const copied = readBatch().filter((r) => seen.has(hash(r.text))).map((r) => r.id);
    expect(copied).toEqual([]);
  });
});
